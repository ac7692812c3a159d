/**
 * @rtk-query/codegen-openapi: generates the RTK Query endpoints from the committed OpenAPI document, one module per
 * OpenAPI tag (src/generated/<tag>.ts, imported as `@coachcore/api-client/<tag>`), each injecting its endpoints into
 * the one `baseApi`. A screen's chunk then carries only the endpoints it calls, and the shell stops growing with the
 * API. The modules follow the document's tags, so a new tag needs no edit here. An operation goes to the module of its
 * first tag (one module each, however many tags it has); an untagged one to `untagged`.
 */
const { mkdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');

const SCHEMA_FILE = './openapi.json';
const OUTPUT_DIR = './src/generated';
const UNTAGGED = 'untagged';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The module of an operation: its first tag, as a file name. */
const moduleOf = (operation) =>
  (operation.tags?.[0] ?? UNTAGGED)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `client-portal` → `generatedClientPortalApi`. */
const exportNameOf = (module) => `generated${module.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase())}Api`;

const document = JSON.parse(readFileSync(path.join(__dirname, SCHEMA_FILE), 'utf8'));
const modules = new Set();
for (const pathItem of Object.values(document.paths ?? {})) {
  for (const method of METHODS) if (pathItem[method]) modules.add(moduleOf(pathItem[method]));
}

// Written afresh on every run, so the module of a tag that is gone goes too (the generator does not create folders).
rmSync(path.join(__dirname, OUTPUT_DIR), { recursive: true, force: true });
mkdirSync(path.join(__dirname, OUTPUT_DIR));

module.exports = {
  schemaFile: SCHEMA_FILE,
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  hooks: true,
  tag: true,
  outputFiles: Object.fromEntries(
    [...modules]
      .sort()
      .map((module) => [
        `${OUTPUT_DIR}/${module}.ts`,
        { exportName: exportNameOf(module), filterEndpoints: (_name, definition) => moduleOf(definition.operation) === module },
      ]),
  ),
};
