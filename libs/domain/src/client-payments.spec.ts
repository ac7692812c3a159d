import { applicationFeeCents, toCents, validateRefundAmount, CLIENT_PAYMENT_MESSAGES } from './client-payments';

describe('client payments', () => {
  it('takes 5 % of the charge as the application fee, rounded to a cent', () => {
    expect(applicationFeeCents(10000)).toBe(500);
    expect(applicationFeeCents(1999)).toBe(100); // 99.95 → 100
    expect(applicationFeeCents(1990)).toBe(100); // 99.5 → 100
    expect(applicationFeeCents(1989)).toBe(99); // 99.45 → 99
    expect(applicationFeeCents(0)).toBe(0);
  });

  it('converts dollars to cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.29)).toBe(29);
  });

  it('validates a refund amount against what is left', () => {
    expect(validateRefundAmount('', 50)).toBeNull();
    expect(validateRefundAmount('20.50', 50)).toBeNull();
    expect(validateRefundAmount('50', 50)).toBeNull();
    expect(validateRefundAmount('50.01', 50)).toBe(CLIENT_PAYMENT_MESSAGES.refundTooLarge);
    expect(validateRefundAmount('0', 50)).toBe(CLIENT_PAYMENT_MESSAGES.refundAmountInvalid);
    expect(validateRefundAmount('1.234', 50)).toBe(CLIENT_PAYMENT_MESSAGES.refundAmountInvalid);
  });
});
