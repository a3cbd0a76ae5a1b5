// The command line checks each schema a few times in its process (a model's manifest once), where zod's compiling of
// a schema's code on its first use costs more than it saves (reading the default model's manifest 7–9 instead of
// 14–22 ms). zod keeps the setting on globalThis, for every copy of zod in the process: the command line sets it for
// its own process, and the library leaves its host's zod as it is. Imported by main.ts.
import { config } from '../zod';

config({ jitless: true });
