/**
 * Lets a child process of an integration test run the TypeScript sources directly (node -r this-file),
 * with the same SWC settings as Jest (legacy decorators and their metadata).
 */
const { transformSync } = require('@swc/core');
const [, options] = require('../../jest.swc.js');

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = require('node:fs').readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...options, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
