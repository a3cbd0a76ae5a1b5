// Node ≥ 22.1 can keep the code V8 compiles for each module on disk (in os.tmpdir()/node-compile-cache), so that a
// later run of the command line starts without compiling its modules again; Node 20 has no such cache and this does
// nothing there. Imported first by main.ts, before any other module loads. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
import * as nodeModule from 'module';

(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
