/**
 * Runs a CommonJS file with V8's code cache: the functions compiled while the server ran are saved beside the file
 * when it stops, and the next start reads them back instead of parsing and compiling them again (about a third of a
 * start's CPU). V8 checks the cache against the source and its own version and flags, and refuses one that does not
 * match; it is then written afresh at the next stop. Node 20 has no such cache for ES modules, hence CommonJS.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const readIfThere = (file) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

export function runWithCodeCache(file) {
  const cacheFile = `${file}.code-cache`;
  const cachedData = readIfThere(cacheFile);
  // What Node wraps every CommonJS module in.
  const source = `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`;
  const script = new vm.Script(source, {
    filename: file,
    cachedData,
    // `import()` in the file (sharp, loaded on first use) resolves as it would in any module of the app.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (cachedData === undefined || script.cachedDataRejected) {
    process.once('exit', () => {
      try {
        // Written whole under another name first: a start reading it meanwhile sees the old cache or none.
        fs.writeFileSync(`${cacheFile}.${process.pid}`, script.createCachedData());
        fs.renameSync(`${cacheFile}.${process.pid}`, cacheFile);
      } catch {
        // A read-only install only stays as slow to start as it was.
      }
    });
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
}
