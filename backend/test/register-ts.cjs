/**
 * `node -r ./test/register-ts.cjs src/main.ts`: runs the real API or worker from the TypeScript sources, compiled
 * on load by SWC with Jest's settings, and with `@coachcore/domain` from its sources (as Jest maps it), so process
 * tests need no build. (test/support/swc-register.js does the first part for fixtures that use the built domain.)
 */
const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const [, swcOptions] = require('../jest.swc.js');
const domainSource = path.resolve(__dirname, '../../libs/domain/src/index.ts');

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === '@coachcore/domain' ? domainSource : resolve.call(this, request, ...rest);
};

Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swcOptions, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
