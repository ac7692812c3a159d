import { execFileSync, spawnSync } from 'node:child_process';

/** The OS identity a child server runs as: our own, or (when we are root) the `postgres` user. */
export interface RunAs {
  uid: number;
  gid: number;
}

export const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

function idOf(name: string): RunAs | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * PostgreSQL refuses to run as root: as root we run it as the OS user `postgres`, created (without a login) when
 * missing. Not root: undefined, the server runs as we do.
 */
export function postgresRunAs(): RunAs | undefined {
  if (!isRoot()) return undefined;
  const existing = idOf('postgres');
  if (existing) return existing;
  try {
    if (spawnSync('getent', ['group', 'postgres']).status !== 0) execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'pipe' });
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres'], {
      stdio: 'pipe',
    });
  } catch (error) {
    throw new Error(`PostgreSQL cannot run as root and the OS user "postgres" could not be created: ${(error as Error).message.trim()}`, { cause: error });
  }
  const created = idOf('postgres');
  if (!created) throw new Error('The OS user "postgres" was created but cannot be looked up.');
  return created;
}

/** Whether `user` can reach `file` (every parent folder traversable) with the access `test` checks (-x, -r, -w). */
export function canAccess(file: string, user: RunAs | undefined, check: '-x' | '-r' | '-w' = '-x'): boolean {
  return spawnSync('test', [check, file], user ? { uid: user.uid, gid: user.gid } : {}).status === 0;
}
