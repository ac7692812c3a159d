import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: 43 characters, unguessable, safe in a URL path. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newInvitationCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashInvitationCode(code) };
}

export const hashInvitationCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/** A string that cannot be one of our codes is answered like an unknown code, without a database query. */
export const isWellFormedInvitationCode = (code: string): boolean => CODE_PATTERN.test(code);
