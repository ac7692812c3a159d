import { spawn, spawnSync } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function which(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs a Debian package when missing and we may (root with apt-get); returns whether the command exists after. */
export function ensureDebianPackage(command, pkg, check = () => which(command)) {
  if (check()) return true;
  if (!isRoot() || !which('apt-get')) return false;
  console.log(`${command} not found: installing Debian package ${pkg}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const first = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  if (first.status !== 0 || !check()) {
    // The package lists of a fresh machine may be empty or stale: refresh them once and try again.
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  }
  return Boolean(check());
}
