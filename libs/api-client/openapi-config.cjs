/** @rtk-query/codegen-openapi: generates the RTK Query endpoints from the committed OpenAPI document. */
module.exports = {
  schemaFile: './openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/generated-api.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
};
