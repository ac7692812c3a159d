/**
 * `node -r scripts/register-backend-ts.cjs backend/src/main.ts`: runs backend TypeScript sources without a build,
 * compiled on load by SWC with Jest's settings, and `@coachcore/domain` from its sources (as Jest maps it).
 * Used by the process tests (real API and worker processes) and by the configuration check before `npm start` builds.
 */
const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const [, swcOptions] = require('../backend/jest.swc.js');
const domainSource = path.resolve(__dirname, '../libs/domain/src/index.ts');

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === '@coachcore/domain' ? domainSource : resolve.call(this, request, ...rest);
};

Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swcOptions, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
