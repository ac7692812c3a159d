import {
  COUPON_MESSAGES,
  couponAppliedText,
  couponCodeError,
  couponDiscountLabel,
  couponDisplayStatus,
  couponUsagePercentage,
  discountedPrice,
  evaluateCoupon,
  minimumOrderMessage,
  normalizeCouponCode,
  validateAdminCouponForm,
  validateCouponForm,
  validateCouponTest,
  type CouponTerms,
} from './coupons';

const NOW = new Date('2026-06-15T12:00:00Z');
const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  discountType: 'percentage',
  discountValue: 20,
  isActive: true,
  maxUses: null,
  currentUses: 0,
  validFrom: '2026-01-01T00:00:00Z',
  validUntil: null,
  minimumOrderValue: null,
  applicablePackages: [],
  clientRestrictions: [],
  ...overrides,
});

describe('coupon discount maths (section 9)', () => {
  it('percentage multiplies by one minus value/100, fixed subtracts floored at 0, free gives 0', () => {
    expect(discountedPrice(50, 'percentage', 20)).toBe(40);
    expect(discountedPrice(50, 'percentage', 100)).toBe(0);
    expect(discountedPrice(19.99, 'percentage', 15)).toBe(16.99);
    expect(discountedPrice(50, 'fixed', 10)).toBe(40);
    expect(discountedPrice(50, 'fixed', 80)).toBe(0);
    expect(discountedPrice(50, 'free', 0)).toBe(0);
  });

  it("labels 'N% off', '£N off' and 'Free access', and the applied toast says 'Free access granted!' for free", () => {
    expect(couponDiscountLabel('percentage', 25)).toBe('25% off');
    expect(couponDiscountLabel('fixed', 10)).toBe('£10 off');
    expect(couponDiscountLabel('fixed', 7.5)).toBe('£7.50 off');
    expect(couponDiscountLabel('free', 0)).toBe('Free access');
    expect(couponAppliedText('free', 0)).toBe('Free access granted!');
    expect(couponAppliedText('percentage', 10)).toBe('10% off');
  });

  it('rounds the usage percentage, none for unlimited coupons', () => {
    expect(couponUsagePercentage(1, 3)).toBe(33);
    expect(couponUsagePercentage(2, 3)).toBe(67);
    expect(couponUsagePercentage(5, null)).toBeNull();
  });
});

describe('couponDisplayStatus (section 4, in order)', () => {
  const base = { isActive: true, expiresAt: null, usedCount: 0, maxUses: 10 };
  it('inactive first, then Expired, then Used Up, otherwise Active', () => {
    expect(couponDisplayStatus({ ...base, isActive: false, expiresAt: '2020-01-01', usedCount: 10 }, NOW)).toBe('Inactive');
    expect(couponDisplayStatus({ ...base, expiresAt: '2026-06-01', usedCount: 10 }, NOW)).toBe('Expired');
    expect(couponDisplayStatus({ ...base, expiresAt: '2026-07-01', usedCount: 10 }, NOW)).toBe('Used Up');
    expect(couponDisplayStatus({ ...base, usedCount: 9 }, NOW)).toBe('Active');
    expect(couponDisplayStatus({ ...base, maxUses: null, usedCount: 1000 }, NOW)).toBe('Active');
  });
});

describe('evaluateCoupon', () => {
  it('answers the discount and the rounded savings percentage', () => {
    expect(evaluateCoupon(terms(), { orderAmount: 80 }, NOW)).toEqual({ valid: true, discountAmount: 16, savingsPercentage: 20, finalAmount: 64, error: null });
    expect(evaluateCoupon(terms({ discountType: 'fixed', discountValue: 10 }), { orderAmount: 30 }, NOW)).toEqual({
      valid: true,
      discountAmount: 10,
      savingsPercentage: 33,
      finalAmount: 20,
      error: null,
    });
    expect(evaluateCoupon(terms({ discountType: 'fixed', discountValue: 10 }), { orderAmount: 0 }, NOW).savingsPercentage).toBe(0);
  });

  it('refuses in order: inactive, not yet valid, expired, used up, minimum order, package, client', () => {
    const order = { orderAmount: 40, clientId: 'c1', packageId: 'p1' };
    expect(evaluateCoupon(terms({ isActive: false, validUntil: '2020-01-01' }), order, NOW).error).toBe(COUPON_MESSAGES.inactive);
    expect(evaluateCoupon(terms({ validFrom: '2026-07-01' }), order, NOW).error).toBe(COUPON_MESSAGES.notYetValid);
    expect(evaluateCoupon(terms({ validUntil: '2026-06-01', maxUses: 1, currentUses: 1 }), order, NOW).error).toBe(COUPON_MESSAGES.expired);
    expect(evaluateCoupon(terms({ maxUses: 1, currentUses: 1, minimumOrderValue: 100 }), order, NOW).error).toBe(COUPON_MESSAGES.usedUp);
    expect(evaluateCoupon(terms({ minimumOrderValue: 50, applicablePackages: ['p2'] }), order, NOW).error).toBe(minimumOrderMessage(50));
    expect(evaluateCoupon(terms({ applicablePackages: ['p2'], clientRestrictions: ['c2'] }), order, NOW).error).toBe(COUPON_MESSAGES.notForPackage);
    expect(evaluateCoupon(terms({ applicablePackages: ['p1'] }), { orderAmount: 40 }, NOW).error).toBe(COUPON_MESSAGES.notForPackage);
    expect(evaluateCoupon(terms({ clientRestrictions: ['c2'] }), order, NOW).error).toBe(COUPON_MESSAGES.notForClient);
    const refused = evaluateCoupon(terms({ clientRestrictions: ['c2'] }), order, NOW);
    expect(refused).toMatchObject({ valid: false, discountAmount: 0, savingsPercentage: 0, finalAmount: 40 });
    expect(evaluateCoupon(terms({ applicablePackages: ['p1'], clientRestrictions: ['c1'], minimumOrderValue: 40 }), order, NOW).valid).toBe(true);
  });
});

describe('coupon forms', () => {
  it('code: 3 to 20 characters of uppercase letters, digits and hyphens', () => {
    expect(couponCodeError('AB')).toBe('Code must be at least 3 characters');
    expect(couponCodeError('A'.repeat(21))).toBe('Code must be at most 20 characters');
    expect(couponCodeError('save 10')).toBe('Code must contain only uppercase letters, numbers, and hyphens');
    expect(couponCodeError('SAVE-10')).toBeNull();
    expect(normalizeCouponCode(' save-10 ')).toBe('SAVE-10');
  });

  it('admin form: value ≥ 0 unless free, description required, max uses ≥ 1', () => {
    const good = { code: 'WELCOME', type: 'percentage' as const, value: '10', description: 'Welcome', maxUses: '100', expiresAt: '', isActive: true };
    expect(validateAdminCouponForm(good)).toEqual({});
    expect(validateAdminCouponForm({ ...good, value: '-1', description: ' ', maxUses: '0' })).toEqual({
      value: 'Value must be positive',
      description: 'Description is required',
      maxUses: 'Max uses must be at least 1',
    });
    expect(validateAdminCouponForm({ ...good, type: 'free', value: '' })).toEqual({});
    expect(validateAdminCouponForm({ ...good, value: '101' }).value).toBe(COUPON_MESSAGES.percentageTooHigh);
  });

  it('coach form: name, discount value and valid-from required; the rest optional', () => {
    const good = {
      name: 'Spring',
      code: 'SPRING',
      description: '',
      discountType: 'fixed' as const,
      discountValue: '5',
      maxUses: '',
      validFrom: '2026-06-01',
      validUntil: '',
      minimumOrderValue: '',
    };
    expect(validateCouponForm(good)).toEqual({});
    expect(validateCouponForm({ ...good, name: '', discountValue: '', validFrom: '' })).toEqual({
      name: 'Name is required',
      discountValue: 'Discount value is required',
      validFrom: 'Valid from is required',
    });
    expect(validateCouponForm({ ...good, validUntil: '2026-05-01' }).validUntil).toBe(COUPON_MESSAGES.validUntilBeforeFrom);
    expect(validateCouponForm({ ...good, discountType: 'free' }).discountType).toBe(COUPON_MESSAGES.clientTypeInvalid);
  });

  it("the test box needs both code and amount: 'Please enter both code and amount'", () => {
    expect(validateCouponTest({ code: 'X', amount: '' })).toEqual({ form: 'Please enter both code and amount' });
    expect(validateCouponTest({ code: ' ', amount: '10' })).toEqual({ form: 'Please enter both code and amount' });
    expect(validateCouponTest({ code: 'SAVE', amount: 'x' })).toEqual({ amount: COUPON_MESSAGES.amountInvalid });
    expect(validateCouponTest({ code: 'SAVE', amount: '10' })).toEqual({});
  });
});
