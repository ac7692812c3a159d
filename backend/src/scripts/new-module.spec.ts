import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const repository = path.resolve(__dirname, '../../..');
const NAME = 'probe-widgets';

/**
 * `npm run new:module` (scripts/new-module.mjs) in a scratch copy of the backend and the domain library: what it
 * writes is formatted and type-checks, and the module lands in the one list. (Its integration test,
 * the migration, the API client and the screens were proven once by hand in a full copy: README, "Adding a module".)
 */
describe('npm run new:module', () => {
  let scratch: string;
  const at = (...parts: string[]) => path.join(scratch, ...parts);
  const read = (...parts: string[]) => fs.readFileSync(at(...parts), 'utf8');
  let written: string[];

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-new-module-'));
    for (const part of [
      'backend/src',
      'backend/tsconfig.json',
      'libs/domain/src',
      'libs/domain/package.json',
      'frontend/src/lib/api/api.ts',
      'tsconfig.json',
      '.prettierrc.json',
    ]) {
      fs.cpSync(path.join(repository, part), at(part), { recursive: true });
    }
    fs.symlinkSync(path.join(repository, 'node_modules'), at('node_modules'));
    const output = execFileSync(process.execPath, [path.join(repository, 'scripts/new-module.mjs'), NAME, '--root', scratch], {
      encoding: 'utf8',
    });
    written = output
      .split('\n')
      .filter((line) => /^ {2}\S+\.tsx?$/.test(line))
      .map((line) => at(line.trim()));
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('writes the module, its texts and its screen, and registers it', () => {
    const module = `backend/src/modules/${NAME}`;
    for (const file of [
      `${module}/entities/probe-widget.entity.ts`,
      `${module}/${NAME}.repository.ts`,
      `${module}/dto/probe-widget.dto.ts`,
      `${module}/${NAME}.service.ts`,
      `${module}/${NAME}.controller.ts`,
      `${module}/${NAME}.module.ts`,
      `${module}/${NAME}.int-spec.ts`,
      `libs/domain/src/${NAME}.ts`,
      `frontend/src/features/${NAME}/api.ts`,
      `frontend/src/features/${NAME}/probe-widget-form.ts`,
      `frontend/src/features/${NAME}/components/ProbeWidgetFormDialog.tsx`,
      `frontend/src/features/${NAME}/pages/ProbeWidgetsPage.tsx`,
    ]) {
      expect(written).toContain(at(file));
    }
    expect(read('backend/src/app-modules.ts')).toMatch(/export const FEATURE_MODULES[^;]*\n {2}ProbeWidgetsModule,\n\];/);
    expect(read('backend/src/common/events/domain-event-map.ts')).toContain('probe_widget_created: { businessId: string; probeWidgetId: string };');
    expect(read('libs/domain/src/index.ts')).toContain(`export * from './${NAME}';`);
    expect(read('backend/src/bootstrap/openapi-document.ts')).toContain(`'${NAME}': `);
    expect(read('frontend/src/lib/api/api.ts')).toMatch(/const OFFSET_LISTS = \[[^\]]*\n {2}'probeWidgetsList',\n\] as const;/);
  });

  it('leaves every file it wrote or changed formatted as prettier wants', () => {
    const prettier = spawnSync(process.execPath, [path.join(repository, 'node_modules/prettier/bin/prettier.cjs'), '--check', ...written], {
      cwd: repository,
      encoding: 'utf8',
    });
    expect(prettier.stdout + prettier.stderr).toContain('All matched files use Prettier code style!');
  });

  it('writes a backend module that type-checks', () => {
    // The module and the domain library, from source; its integration test would pull in the whole app, whose type
    // check `npm test` runs anyway.
    fs.writeFileSync(
      at('backend/tsconfig.check.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { noEmit: true, rootDir: '..', paths: { '@coachcore/domain': ['../libs/domain/src/index.ts'] } },
        include: [`src/modules/${NAME}`],
        exclude: [`src/modules/${NAME}/*.int-spec.ts`],
      }),
    );
    const tsc = spawnSync(process.execPath, [path.join(repository, 'node_modules/typescript/bin/tsc'), '-p', at('backend/tsconfig.check.json')], {
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});
