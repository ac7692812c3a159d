import { isBlank, type ValidationErrors } from './validation';

/*
 * Coupons (document 3 sections 2.5, 3, 4, 5, 8 and 9): the rules, the messages, the display status and the discount
 * maths, shared by the API (which decides) and the screens (which show the same answer before sending).
 */

/** Platform coupons (the admin's and the platform store's): percentage, fixed or free. */
export const COUPON_TYPES = ['percentage', 'fixed', 'free'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
/** A coach's client coupons: percentage or fixed. */
export const CLIENT_COUPON_TYPES = ['percentage', 'fixed'] as const;
export type ClientCouponType = (typeof CLIENT_COUPON_TYPES)[number];
/** Which store a coupon_usage row's coupon is in. */
export const COUPON_KINDS = ['platform', 'client'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 20;
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]+$/;
export const COUPON_NAME_MAX_LENGTH = 200;
export const COUPON_DESCRIPTION_MAX_LENGTH = 2000;
/** numeric(10, 2): the largest discount value, order value and minimum order value. */
export const COUPON_MAX_AMOUNT = 99_999_999.99;
/** The admin form's defaults (section 5) and the client coupon defaults (section 9). */
export const COUPON_DEFAULT_MAX_USES = 100;
export const COUPON_MAX_USES_LIMIT = 1_000_000_000;
/** Restrictions a coupon can carry (packages, clients). */
export const COUPON_MAX_RESTRICTIONS = 100;

export const COUPON_MESSAGES = {
  codeTooShort: 'Code must be at least 3 characters',
  codeTooLong: 'Code must be at most 20 characters',
  codeFormat: 'Code must contain only uppercase letters, numbers, and hyphens',
  typeInvalid: 'Type must be percentage, fixed or free',
  clientTypeInvalid: 'Discount type must be percentage or fixed',
  valuePositive: 'Value must be positive',
  percentageTooHigh: 'A percentage discount can be at most 100',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${COUPON_DESCRIPTION_MAX_LENGTH} characters`,
  maxUsesMin: 'Max uses must be at least 1',
  expiresAtInvalid: 'Expiry date must be a valid date',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${COUPON_NAME_MAX_LENGTH} characters`,
  discountValueRequired: 'Discount value is required',
  validFromRequired: 'Valid from is required',
  validFromInvalid: 'Valid from must be a valid date',
  validUntilInvalid: 'Valid until must be a valid date',
  validUntilBeforeFrom: 'Valid until must be after valid from',
  minimumOrderValueInvalid: 'Minimum order value must be positive',
  restrictionsInvalid: 'Restrictions must be a list of ids',
  codeTaken: 'A coupon with this code already exists',
  notFound: 'Coupon not found',
  clientNotFound: 'Client not found',
  /** The Test Coupon Validation box (section 5). */
  codeAndAmountRequired: 'Please enter both code and amount',
  amountInvalid: 'Amount must be a number of at least 0',
  /** Validation and redemption answers. */
  codeNotValid: 'Coupon code is not valid',
  inactive: 'This coupon is not active',
  notYetValid: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has reached its maximum uses',
  notForPackage: 'This coupon does not apply to this package',
  notForClient: 'This coupon is not available for this client',
  /** Toasts (section 8). */
  created: 'Coupon Created',
  updated: 'Coupon Updated',
  deleted: 'Coupon Deleted',
  copied: 'Copied!',
  createFailed: 'Failed to create coupon',
  updateFailed: 'Failed to update coupon',
  deleteFailed: 'Failed to delete coupon',
  coachCreateFailed: 'Error creating coupon',
  platformCreated: 'Platform coupon created successfully',
  clientCreated: 'Client coupon created successfully',
  valid: 'Coupon Valid!',
  invalid: 'Invalid Coupon',
  applied: 'Coupon Applied!',
  freeAccessGranted: 'Free access granted!',
  none: 'No coupons found',
} as const;

/** "Minimum order value is 50.00" */
export const minimumOrderMessage = (minimum: number): string => `Minimum order value is ${minimum.toFixed(2)}`;

/** Input is uppercased as typed (section 5); surrounding spaces are dropped. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** The code rules of section 5, in order; null when the code is good. */
export function couponCodeError(code: string | null | undefined): string | null {
  const value = (code ?? '').trim();
  if (value.length < COUPON_CODE_MIN_LENGTH) return COUPON_MESSAGES.codeTooShort;
  if (value.length > COUPON_CODE_MAX_LENGTH) return COUPON_MESSAGES.codeTooLong;
  if (!COUPON_CODE_PATTERN.test(value)) return COUPON_MESSAGES.codeFormat;
  return null;
}

const roundMoney = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * Section 9: percentage multiplies the price by one minus value/100; fixed subtracts the value, floored at 0; free
 * gives 0. Rounded to the penny (never below 0: a percentage is at most 100).
 */
export function discountedPrice(price: number, type: CouponType, value: number): number {
  if (type === 'free') return 0;
  if (type === 'percentage') return Math.max(0, roundMoney(price * (1 - value / 100)));
  return Math.max(0, roundMoney(price - value));
}

/** Section 9's display: 'N% off', '£N off', 'Free access'. */
export function couponDiscountLabel(type: CouponType, value: number): string {
  if (type === 'free') return 'Free access';
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return type === 'percentage' ? `${shown}% off` : `£${shown} off`;
}

/** The 'Coupon Applied!' toast's text on the platform subscription page. */
export function couponAppliedText(type: CouponType, value: number): string {
  return type === 'free' ? COUPON_MESSAGES.freeAccessGranted : couponDiscountLabel(type, value);
}

/** Uses as a rounded percentage of the maximum; null for unlimited coupons. */
export function couponUsagePercentage(currentUses: number, maxUses: number | null | undefined): number | null {
  if (maxUses === null || maxUses === undefined || maxUses <= 0) return null;
  return Math.round((currentUses / maxUses) * 100);
}

export const COUPON_STATUSES = ['Inactive', 'Expired', 'Used Up', 'Active'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Section 4: inactive if not active; Expired if the expiry has passed; Used Up if the uses reached the maximum; else Active. */
export function couponDisplayStatus(
  coupon: { isActive: boolean; expiresAt?: string | Date | null; usedCount: number; maxUses?: number | null },
  now: Date = new Date(),
): CouponStatus {
  if (!coupon.isActive) return 'Inactive';
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() < now.getTime()) return 'Expired';
  if (coupon.maxUses !== null && coupon.maxUses !== undefined && coupon.usedCount >= coupon.maxUses) return 'Used Up';
  return 'Active';
}

/** What decides whether a coupon applies to an order. */
export interface CouponTerms {
  discountType: CouponType;
  discountValue: number;
  isActive: boolean;
  maxUses: number | null;
  currentUses: number;
  validFrom: string | Date;
  validUntil: string | Date | null;
  minimumOrderValue: number | null;
  applicablePackages: readonly string[];
  clientRestrictions?: readonly string[];
}

export interface CouponOrder {
  orderAmount: number;
  clientId?: string | null;
  packageId?: string | null;
}

/** The validation answer of section 3 (valid, discountAmount, savingsPercentage, error) and the price to pay. */
export interface CouponEvaluation {
  valid: boolean;
  discountAmount: number;
  savingsPercentage: number;
  finalAmount: number;
  error: string | null;
}

const refused = (orderAmount: number, error: string): CouponEvaluation => ({
  valid: false,
  discountAmount: 0,
  savingsPercentage: 0,
  finalAmount: roundMoney(orderAmount),
  error,
});

/**
 * Whether the coupon applies to the order, and by how much. The checks in order: active, validFrom, validUntil, uses,
 * minimum order value, applicable packages (empty: every package), client restrictions (empty: every client).
 */
export function evaluateCoupon(terms: CouponTerms, order: CouponOrder, now: Date = new Date()): CouponEvaluation {
  const amount = order.orderAmount;
  if (!terms.isActive) return refused(amount, COUPON_MESSAGES.inactive);
  if (new Date(terms.validFrom).getTime() > now.getTime()) return refused(amount, COUPON_MESSAGES.notYetValid);
  if (terms.validUntil && new Date(terms.validUntil).getTime() < now.getTime()) return refused(amount, COUPON_MESSAGES.expired);
  if (terms.maxUses !== null && terms.currentUses >= terms.maxUses) return refused(amount, COUPON_MESSAGES.usedUp);
  if (terms.minimumOrderValue !== null && amount < terms.minimumOrderValue) return refused(amount, minimumOrderMessage(terms.minimumOrderValue));
  if (terms.applicablePackages.length > 0 && (!order.packageId || !terms.applicablePackages.includes(order.packageId))) {
    return refused(amount, COUPON_MESSAGES.notForPackage);
  }
  const clients = terms.clientRestrictions ?? [];
  if (clients.length > 0 && (!order.clientId || !clients.includes(order.clientId))) return refused(amount, COUPON_MESSAGES.notForClient);
  const finalAmount = discountedPrice(amount, terms.discountType, terms.discountValue);
  const discountAmount = roundMoney(amount - finalAmount);
  return {
    valid: true,
    discountAmount,
    savingsPercentage: amount > 0 ? Math.round((discountAmount / amount) * 100) : 0,
    finalAmount,
    error: null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Forms

const parseNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (value.trim() === '') return null;
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : NaN;
};

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The admin coupon form (section 5). */
export interface AdminCouponFormInput {
  code: string;
  type: CouponType;
  value: string | number;
  description: string;
  maxUses: string | number;
  expiresAt: string;
  isActive: boolean;
}

export function validateAdminCouponForm(input: AdminCouponFormInput): ValidationErrors<keyof AdminCouponFormInput> {
  const errors: ValidationErrors<keyof AdminCouponFormInput> = {};
  const code = couponCodeError(input.code);
  if (code) errors.code = code;
  if (!COUPON_TYPES.includes(input.type)) errors.type = COUPON_MESSAGES.typeInvalid;
  if (input.type !== 'free') {
    const value = parseNumber(input.value);
    if (value === null || Number.isNaN(value) || value < 0 || !hasAtMostTwoDecimals(value) || value > COUPON_MAX_AMOUNT)
      errors.value = COUPON_MESSAGES.valuePositive;
    else if (input.type === 'percentage' && value > 100) errors.value = COUPON_MESSAGES.percentageTooHigh;
  }
  if (isBlank(input.description)) errors.description = COUPON_MESSAGES.descriptionRequired;
  else if (input.description.trim().length > COUPON_DESCRIPTION_MAX_LENGTH) errors.description = COUPON_MESSAGES.descriptionTooLong;
  const maxUses = parseNumber(input.maxUses);
  if (maxUses === null || Number.isNaN(maxUses) || !Number.isInteger(maxUses) || maxUses < 1 || maxUses > COUPON_MAX_USES_LIMIT) {
    errors.maxUses = COUPON_MESSAGES.maxUsesMin;
  }
  if (input.expiresAt && Number.isNaN(new Date(input.expiresAt).getTime())) errors.expiresAt = COUPON_MESSAGES.expiresAtInvalid;
  return errors;
}

/** The coach's create-coupon modal (section 5): name, discount value and valid-from required; the rest optional. */
export interface CouponFormInput {
  name: string;
  code: string;
  description: string;
  discountType: CouponType;
  discountValue: string | number;
  maxUses: string | number;
  validFrom: string;
  validUntil: string;
  minimumOrderValue: string | number;
}

export function validateCouponForm(input: CouponFormInput, types: readonly CouponType[] = CLIENT_COUPON_TYPES): ValidationErrors<keyof CouponFormInput> {
  const errors: ValidationErrors<keyof CouponFormInput> = {};
  if (isBlank(input.name)) errors.name = COUPON_MESSAGES.nameRequired;
  else if (input.name.trim().length > COUPON_NAME_MAX_LENGTH) errors.name = COUPON_MESSAGES.nameTooLong;
  const code = couponCodeError(input.code);
  if (code) errors.code = code;
  if (input.description && input.description.trim().length > COUPON_DESCRIPTION_MAX_LENGTH) errors.description = COUPON_MESSAGES.descriptionTooLong;
  if (!types.includes(input.discountType)) errors.discountType = types.length === 2 ? COUPON_MESSAGES.clientTypeInvalid : COUPON_MESSAGES.typeInvalid;
  if (input.discountType !== 'free') {
    const value = parseNumber(input.discountValue);
    if (value === null) errors.discountValue = COUPON_MESSAGES.discountValueRequired;
    else if (Number.isNaN(value) || value < 0 || !hasAtMostTwoDecimals(value) || value > COUPON_MAX_AMOUNT)
      errors.discountValue = COUPON_MESSAGES.valuePositive;
    else if (input.discountType === 'percentage' && value > 100) errors.discountValue = COUPON_MESSAGES.percentageTooHigh;
  }
  const maxUses = parseNumber(input.maxUses);
  if (maxUses !== null && (Number.isNaN(maxUses) || !Number.isInteger(maxUses) || maxUses < 1 || maxUses > COUPON_MAX_USES_LIMIT)) {
    errors.maxUses = COUPON_MESSAGES.maxUsesMin;
  }
  const from = input.validFrom ? new Date(input.validFrom) : null;
  if (!from) errors.validFrom = COUPON_MESSAGES.validFromRequired;
  else if (Number.isNaN(from.getTime())) errors.validFrom = COUPON_MESSAGES.validFromInvalid;
  if (input.validUntil) {
    const until = new Date(input.validUntil);
    if (Number.isNaN(until.getTime())) errors.validUntil = COUPON_MESSAGES.validUntilInvalid;
    else if (from && !Number.isNaN(from.getTime()) && until.getTime() <= from.getTime()) errors.validUntil = COUPON_MESSAGES.validUntilBeforeFrom;
  }
  const minimum = parseNumber(input.minimumOrderValue);
  if (minimum !== null && (Number.isNaN(minimum) || minimum < 0 || !hasAtMostTwoDecimals(minimum) || minimum > COUPON_MAX_AMOUNT)) {
    errors.minimumOrderValue = COUPON_MESSAGES.minimumOrderValueInvalid;
  }
  return errors;
}

/** The Test Coupon Validation box: both a code and an amount (a number of at least 0). */
export function validateCouponTest(input: { code: string; amount: string }): ValidationErrors<'code' | 'amount'> {
  if (isBlank(input.code) || isBlank(input.amount)) return { form: COUPON_MESSAGES.codeAndAmountRequired };
  const amount = parseNumber(input.amount);
  if (amount === null || Number.isNaN(amount) || amount < 0 || amount > COUPON_MAX_AMOUNT) return { amount: COUPON_MESSAGES.amountInvalid };
  return {};
}

/** Page sizes of the coupon lists (numbered pages): `limit` when left out, and the most allowed. */
export const COUPONS_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;
