#!/usr/bin/env node
// `nest build` and the type check of the tests in one TypeScript program, so `npm test` checks the backend once:
// the program holds backend/tsconfig.build.json's files first (in the order `nest build` checks and emits them, so the
// Swagger plugin writes the same metadata) and then the tests of backend/tsconfig.json; it emits only the former, to
// backend/dist, exactly as `nest build` does (same options, the plugins of nest-cli.json), and reports the type errors
// of both. `npm run build -w backend` (nest build) stays the build for `npm start`, Docker and the OpenAPI export.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(path.join(root, 'backend', 'package.json'));
const nestCli = JSON.parse(readFileSync(path.join(root, 'nest-cli.json'), 'utf8'));

function parse(file) {
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file), undefined, file);
}

// What this script reproduces of `nest build`: the tsc builder, its plugins and deleteOutDir. Anything more (assets,
// another builder) must be added here too, or npm test would run an app `npm start` does not build.
const handled = new Set(['tsConfigPath', 'deleteOutDir', 'builder', 'plugins']);
const unhandled = Object.keys(nestCli.compilerOptions).filter((key) => !handled.has(key));
if ((nestCli.compilerOptions.builder ?? 'tsc') !== 'tsc' || unhandled.length) {
  console.error(`scripts/build-backend.mjs does not handle nest-cli.json's ${unhandled.join(', ') || 'builder'}: teach it, as nest build does.`);
  process.exit(1);
}

const build = parse(path.join(root, nestCli.compilerOptions.tsConfigPath));
const withTests = parse(path.join(root, 'backend', 'tsconfig.json'));
const emitted = new Set(build.fileNames);
const tests = withTests.fileNames.filter((file) => !emitted.has(file));
// The tests' global types (jest) join the program; everything else is the build's configuration.
const options = { ...build.options, types: withTests.options.types };
const program = ts.createProgram({ rootNames: [...build.fileNames, ...tests], options, projectReferences: build.projectReferences });

const before = (nestCli.compilerOptions.plugins ?? []).map((plugin) => {
  const { name, options: pluginOptions = {} } = typeof plugin === 'string' ? { name: plugin } : plugin;
  return require(`${name}/plugin`).before(pluginOptions, program);
});

if (nestCli.compilerOptions.deleteOutDir && options.outDir) rmSync(options.outDir, { recursive: true, force: true });
const emitDiagnostics = [];
for (const sourceFile of program.getSourceFiles()) {
  if (!emitted.has(sourceFile.fileName)) continue;
  emitDiagnostics.push(...program.emit(sourceFile, undefined, undefined, false, { before }).diagnostics);
}

// The tests live outside the build's rootDir (src): that is why they are not emitted, not an error.
const ROOT_DIR_CODES = new Set([6059]);
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitDiagnostics].filter((d) => !ROOT_DIR_CODES.has(d.code));
if (diagnostics.length) {
  const host = { getCanonicalFileName: (file) => file, getCurrentDirectory: () => root, getNewLine: () => ts.sys.newLine };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  console.error(`Found ${diagnostics.length} error(s).`);
  process.exit(1);
}
console.log(`Built backend/dist (${emitted.size} files) and type-checked ${tests.length} test files with it.`);
