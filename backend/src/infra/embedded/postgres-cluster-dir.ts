import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { canAccess, type RunAs } from './os-user';

/**
 * The folder PostgreSQL keeps its cluster in: `desired` when the server's user can reach it. As root the server runs
 * as `postgres`, which cannot enter a private home (root's is 0700): then the cluster lives under
 * `sharedRoot/clusters/<hash of desired>` and `desired` becomes a symbolic link to it, so it is found again.
 */
export function clusterDir(desired: string, runAs: RunAs | undefined, sharedRoot: string, log: (line: string) => void): string {
  const wanted = path.resolve(desired);
  fs.mkdirSync(path.dirname(wanted), { recursive: true });
  if (isSymlink(wanted)) return ownedBy(path.resolve(path.dirname(wanted), fs.readlinkSync(wanted)), runAs);
  if (!runAs || canAccess(path.dirname(wanted), runAs)) return ownedBy(wanted, runAs);

  const elsewhere = path.join(sharedRoot, 'clusters', createHash('sha256').update(wanted).digest('hex').slice(0, 16));
  fs.mkdirSync(path.dirname(elsewhere), { recursive: true, mode: 0o755 });
  for (const dir of [sharedRoot, path.dirname(elsewhere)]) fs.chmodSync(dir, 0o755);
  ownedBy(elsewhere, runAs);
  // An empty folder from an earlier failed start may stand where the link goes.
  if (fs.existsSync(wanted) && fs.readdirSync(wanted).length === 0) fs.rmdirSync(wanted);
  if (!fs.existsSync(wanted)) fs.symlinkSync(elsewhere, wanted);
  log(`The OS user postgres cannot reach ${path.dirname(wanted)}: the PostgreSQL data lives in ${elsewhere} (linked from ${wanted}).`);
  return elsewhere;
}

function isSymlink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Creates the folder (0700, as PostgreSQL demands) and hands it to the server's user. */
function ownedBy(dir: string, runAs: RunAs | undefined): string {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
  return dir;
}
