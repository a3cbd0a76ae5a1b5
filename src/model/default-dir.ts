// Where the shipped default model is: models/default of the package (of the checkout, run from source).
import * as path from 'path';

export const DEFAULT_MODEL_DIR = path.resolve(__dirname, '..', '..', 'models', 'default');
