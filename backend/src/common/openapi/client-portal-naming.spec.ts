import * as fs from 'node:fs';
import * as path from 'node:path';

const MODULES = path.resolve(__dirname, '../../modules');

function controllerFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(full);
    return entry.name.endsWith('.controller.ts') ? [full] : [];
  });
}

/** The client portal's routes (`/api/client/...`) and only they live in `client-portal-<thing>.controller.ts` as `ClientPortal<Thing>Controller`. */
describe('client portal controllers', () => {
  const files = controllerFiles(MODULES).map((file) => ({ file, name: path.basename(file), source: fs.readFileSync(file, 'utf8') }));

  it.each(files.map((f) => [f.name, f] as const))('%s follows the naming rule', (_name, { name, source }) => {
    const portalPath = /@Controller\('client(\/[^']*)?'\)/.test(source);
    const portalFile = name.startsWith('client-portal-');
    expect({ name, portalPath }).toEqual({ name, portalPath: portalFile });
    // Client portal routes are not hidden in other controllers.
    expect(source).not.toMatch(/@(Get|Post|Put|Patch|Delete)\('client\//);
    if (portalFile) {
      const thing = name.replace(/^client-portal-/, '').replace(/\.controller\.ts$/, '');
      const className = `ClientPortal${thing.replace(/(^|-)([a-z])/g, (_m, _dash, letter: string) => letter.toUpperCase())}Controller`;
      expect(source).toContain(`export class ${className} `);
    }
  });
});
