import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';

/** A random secret that is safe inside URLs (hex). */
export const generateSecret = (): string => randomBytes(24).toString('hex');

export function readSecret(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/** Writes a file only its owner can read (created 0600 and chmod-ed in case it existed). */
export function writePrivateFile(file: string, content: string): void {
  fs.writeFileSync(file, content, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}
