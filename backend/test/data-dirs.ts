import * as fs from 'node:fs';
import * as path from 'node:path';

const dataRoot = path.resolve(__dirname, '../../.data');

/** A DATA_DIR the OS user postgres can enter (mkdtemp makes it 0700), as a clone in a normal home would have. */
export function freshDataDir(prefix: string): string {
  fs.mkdirSync(dataRoot, { recursive: true });
  const dir = fs.mkdtempSync(path.join(dataRoot, prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Removes a DATA_DIR and, when its cluster was placed elsewhere (see clusterDir), the cluster too. */
export function removeDataDir(dir: string): void {
  const link = path.join(dir, 'postgres');
  if (fs.existsSync(link) && fs.lstatSync(link).isSymbolicLink()) fs.rmSync(fs.realpathSync(link), { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}
