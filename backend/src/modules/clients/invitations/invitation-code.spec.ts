import { createHash } from 'node:crypto';
import { hashInvitationCode, isWellFormedInvitationCode, newInvitationCode } from './invitation-code';

describe('invitation codes', () => {
  it('are 43 URL-safe characters, different every time, with their SHA-256 as the stored hash', () => {
    const first = newInvitationCode();
    const second = newInvitationCode();
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.code).not.toBe(second.code);
    expect(first.hash).toBe(createHash('sha256').update(first.code).digest('hex'));
    expect(hashInvitationCode(first.code)).toBe(first.hash);
  });

  it('recognises only strings that can be a code', () => {
    expect(isWellFormedInvitationCode(newInvitationCode().code)).toBe(true);
    for (const text of ['', 'abc', 'x'.repeat(44), `${'x'.repeat(42)}/`, `${'x'.repeat(42)}=`]) expect(isWellFormedInvitationCode(text)).toBe(false);
  });
});
