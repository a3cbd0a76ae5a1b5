// Every sub-command registers itself on the program; add new commands to this list.
import type { Command } from 'commander';
import { register as registerAlign } from './align';
import { register as registerBlocks } from './blocks';
import { register as registerCompare } from './compare';
import { register as registerDataset } from './dataset';
import { register as registerEval } from './eval';
import { register as registerExtract } from './extract';
import { register as registerLabels } from './labels';
import { register as registerQueue } from './queue';
import { register as registerReport } from './report';
import { register as registerTrain } from './train';
import { register as registerWorker } from './worker';

export type RegisterCommand = (program: Command) => void;

export const commands: RegisterCommand[] = [registerBlocks, registerExtract, registerEval, registerCompare, registerReport, registerTrain, registerDataset, registerLabels, registerAlign, registerQueue, registerWorker];
