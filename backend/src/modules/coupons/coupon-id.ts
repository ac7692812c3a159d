import { randomBytes } from 'node:crypto';

/** Coupon ids are 21-character random strings (document 3 section 9): 126 random bits, URL-safe. */
export const newCouponId = (): string => randomBytes(16).toString('base64url').slice(0, 21);

export const COUPON_ID_PATTERN = /^[A-Za-z0-9_-]{21}$/;

/** The OpenAPI path parameter of routes that take a coupon id. */
export const COUPON_ID_PARAM = { name: 'id', description: 'The coupon’s 21-character id', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{21}$' } } as const;
