import { resolveRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('resolveRequestId', () => {
  it('keeps a sane id from the caller', () => {
    expect(resolveRequestId('req-42.abc:def')).toBe('req-42.abc:def');
    expect(resolveRequestId(['first-id', 'second-id'])).toBe('first-id');
  });

  it('generates a UUID when there is none', () => {
    expect(resolveRequestId(undefined)).toMatch(UUID);
    expect(resolveRequestId('')).toMatch(UUID);
  });

  it('replaces ids that are too long, hold spaces or control characters', () => {
    expect(resolveRequestId('a'.repeat(128))).toBe('a'.repeat(128));
    expect(resolveRequestId('a'.repeat(129))).toMatch(UUID);
    expect(resolveRequestId('two words')).toMatch(UUID);
    expect(resolveRequestId('bad\u0000id')).toMatch(UUID);
    expect(resolveRequestId('caf\u00e9')).toMatch(UUID);
  });
});
