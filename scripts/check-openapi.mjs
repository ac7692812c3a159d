import { readFileSync, writeFileSync } from 'node:fs';
import { run } from './lib.mjs';

/**
 * Fails when libs/api-client/openapi.json or the generated RTK Query API is stale: regenerates both from the
 * built backend, compares with what is committed, and puts the committed files back.
 */
const FILES = ['libs/api-client/openapi.json', 'libs/api-client/src/generated-api.ts'];
const node = process.execPath;

const committed = new Map(FILES.map((file) => [file, readFileSync(file, 'utf8')]));
let code = await run(node, ['backend/dist/scripts/write-openapi.js']);
if (code === 0) code = await run('npm', ['run', '--silent', 'codegen', '-w', 'libs/api-client']);
if (code !== 0) {
  console.error('Could not regenerate the OpenAPI document (is the backend built?).');
  process.exit(code);
}
const stale = FILES.filter((file) => readFileSync(file, 'utf8') !== committed.get(file));
for (const [file, text] of committed) writeFileSync(file, text);
if (stale.length) {
  console.error(`Stale: ${stale.join(', ')}. Run \`npm run openapi\` and commit the result.`);
  process.exit(1);
}
console.log('OpenAPI document and generated client are current.');
