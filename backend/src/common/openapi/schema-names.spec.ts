import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/** Every .ts source file under a folder (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('spec.ts') ? [full] : [];
  });
}

describe('OpenAPI schema names', () => {
  // The document names a schema after its class: two DTO classes of one name become one schema, and one module's
  // answers would be described (and typed in the generated client) as the other's.
  it('no two DTO classes share a name', () => {
    const seen = new Map<string, string[]>();
    for (const file of sources(path.resolve(__dirname, '../..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^export (?:abstract )?class (\w+)/gm)) {
        if (!/Dto$/.test(match[1])) continue;
        seen.set(match[1], [...(seen.get(match[1]) ?? []), path.relative(process.cwd(), file)]);
      }
    }
    expect([...seen].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
