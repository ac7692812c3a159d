import { generate } from 'otplib';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { matchingTotpStep, newTotpSecret, totpQrCode, totpUri } from './totp';

describe('TOTP and recovery codes', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 10);
  const step = Math.floor(now / 30_000);
  const codeAt = (secret: string, at: number) => generate({ secret, epoch: at * 30 });

  it('finds the time step of a right code, one step of drift either way, and nothing for a wrong one', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await matchingTotpStep(secret, await codeAt(secret, step), now)).toBe(step);
    expect(await matchingTotpStep(secret, await codeAt(secret, step - 1), now)).toBe(step - 1);
    expect(await matchingTotpStep(secret, await codeAt(secret, step + 1), now)).toBe(step + 1);
    expect(await matchingTotpStep(secret, await codeAt(secret, step - 3), now)).toBeNull();
    expect(await matchingTotpStep(newTotpSecret(), await codeAt(secret, step), now)).toBeNull();
  });

  it('writes the otpauth address and its QR code', async () => {
    const uri = totpUri('coach@example.com', 'JBSWY3DPEHPK3PXP');
    expect(uri).toMatch(/^otpauth:\/\/totp\/CoachCore:coach(%40|@)example\.com\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(await totpQrCode(uri)).toMatch(/^data:image\/png;base64,/);
  });

  it('makes ten distinct recovery codes and hashes them whatever the case and hyphen', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode('abcde-fghij')).toBe(hashRecoveryCode('ABCDEFGHIJ'));
    expect(hashRecoveryCode('abcde-fghij')).toMatch(/^[0-9a-f]{64}$/);
  });
});
