import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib.mjs';

/**
 * Fails when libs/api-client/openapi.json or the generated RTK Query API (one module per tag in src/generated) is
 * stale: regenerates both from the built backend into a scratch copy of libs/api-client and compares them with what is
 * committed, including modules that are new or gone. The committed files are never rewritten, so the type checks, lint
 * and the frontend build can read them at the same time (npm test runs them side by side).
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const API_CLIENT = path.join(root, 'libs/api-client');
const GENERATED = 'src/generated';
// Inside the repository, so the code generator's prettier finds the same configuration as in libs/api-client.
const scratch = path.join(root, '.data', `openapi-check-${process.pid}`);
const node = process.execPath;

/** The generated modules under `dir`, relative to it. */
function generated(dir) {
  const folder = path.join(dir, GENERATED);
  return existsSync(folder) ? readdirSync(folder).map((file) => `${GENERATED}/${file}`) : [];
}

/** A file's text, or undefined where there is none (a module only one side has). */
function read(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(path.join(scratch, 'src'), { recursive: true });
let code;
let stale = [];
try {
  for (const file of ['openapi-config.cjs', 'src/base-api.ts']) copyFileSync(path.join(API_CLIENT, file), path.join(scratch, file));
  code = await run(node, [path.join(root, 'backend/dist/scripts/write-openapi.js'), path.join(scratch, 'openapi.json')]);
  if (code === 0) code = await run(path.join(root, 'node_modules/.bin/rtk-query-codegen-openapi'), ['openapi-config.cjs'], { cwd: scratch });
  if (code === 0) {
    const files = new Set(['openapi.json', ...generated(scratch), ...generated(API_CLIENT)]);
    stale = [...files].filter((file) => read(path.join(scratch, file)) !== read(path.join(API_CLIENT, file)));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (code !== 0) {
  console.error('Could not regenerate the OpenAPI document (is the backend built?).');
  process.exit(code);
}
if (stale.length) {
  console.error(`Stale: ${stale.map((file) => `libs/api-client/${file}`).join(', ')}. Run \`npm run openapi\` and commit the result.`);
  process.exit(1);
}
console.log('OpenAPI document and generated client are current.');
