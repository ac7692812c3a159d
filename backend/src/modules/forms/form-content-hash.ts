import type { FormAnswer, FormFieldDefinition } from '@coachcore/domain';
import { createHash } from 'node:crypto';

/** What a signer signed: the form's version as it was, the answers, the drawn signature and the audit details. */
export interface SignedContent {
  submissionId: string;
  formId: string;
  formVersion: number;
  formTitle: string;
  fields: FormFieldDefinition[];
  clientId: string;
  responses: Record<string, FormAnswer>;
  /** SHA-256 (hex) of the signature's PNG bytes, null without a signature. */
  signatureSha256: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  submittedAt: string;
}

/** JSON with object keys sorted at every level, so the same content always gives the same bytes. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export const sha256 = (content: Buffer | string): string => createHash('sha256').update(content).digest('hex');

/** The SHA-256 printed on the PDF and recomputed by the verify route. */
export const contentHashOf = (content: SignedContent): string => sha256(canonical(content));
