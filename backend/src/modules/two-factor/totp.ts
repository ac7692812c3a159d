import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@coachcore/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';

/** A new authenticator secret: 20 random bytes (160 bits, RFC 4226's recommendation), Base32 as apps read it. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (accountName: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: accountName, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/** The enrolment QR code of that address, as a PNG data URL an <img> shows. */
export const totpQrCode = (uri: string): Promise<string> => toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });

/**
 * The time step of a code that is right for this secret now, allowing one step of clock drift either way; null when it
 * is wrong. The caller accepts it only for a step after the last accepted one (the replay guard is in the database).
 */
export async function matchingTotpStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const epoch = Math.floor(now / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOTP_PERIOD_SECONDS, period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS });
  if (!result.valid) return null;
  return Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta;
}
