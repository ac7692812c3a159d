import { RECOVERY_CODE_COUNT, normaliseSecondFactorCode } from '@coachcore/domain';
import { createHash, randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when copied by hand (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A fresh set of recovery codes as shown to the person once (`k3f9q-7xw2m`): about 49 bits each. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);

/** What is stored of a recovery code: the SHA-256 of its normalised form (case, spaces and the hyphen do not matter). */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseSecondFactorCode(code).replace('-', '')).digest('hex');
