/**
 * `node -r scripts/register-backend-ts.cjs backend/src/main.ts`: runs backend TypeScript sources without a build,
 * compiled on load by SWC with Jest's settings, and `@coachcore/domain` from its sources (as Jest maps it).
 * Used by the process tests (real API and worker processes) and by the configuration check before `npm start` builds.
 *
 * Each such process loads the whole app (hundreds of sources and the libraries under them): the SWC output is kept in
 * node_modules/.cache keyed by the source's content and the compiler's settings, and V8's compile cache is on for
 * every module, so the next process (the next test, the next run) starts from what the previous one compiled.
 */
const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const { transformSync } = require('@swc/core');

const [, swcOptions] = require('../backend/jest.swc.js');
const domainSource = path.resolve(__dirname, '../libs/domain/src/index.ts');
const cacheRoot = path.resolve(__dirname, '../node_modules/.cache/register-backend-ts');

// Node ≥ 22.1: V8 code cache on disk (checked against each module's content; a stale entry is simply recompiled).
Module.enableCompileCache?.(path.join(cacheRoot, 'v8'));

const swcDir = path.join(cacheRoot, 'swc');
const settingsKey = JSON.stringify([require('@swc/core/package.json').version, swcOptions]);

function compile(source, filename) {
  const key = createHash('sha256').update(settingsKey).update('\0').update(filename).update('\0').update(source).digest('hex');
  const cached = path.join(swcDir, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    // not compiled yet
  }
  const { code } = transformSync(source, { ...swcOptions, filename, sourceMaps: 'inline' });
  try {
    fs.mkdirSync(swcDir, { recursive: true });
    // Written aside and renamed: processes starting side by side never read half a file.
    const partial = `${cached}.${process.pid}.tmp`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, cached);
  } catch {
    // a read-only checkout: compile every time
  }
  return code;
}

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === '@coachcore/domain' ? domainSource : resolve.call(this, request, ...rest);
};

Module._extensions['.ts'] = function (module, filename) {
  module._compile(compile(fs.readFileSync(filename, 'utf8'), filename), filename);
};
