import {
  addBillingMonths,
  billingIntervalOf,
  clientLimitMessage,
  clientLimitOf,
  PLAN_CHANGE_MESSAGES,
  PLATFORM_BILLING_OPTIONS,
  quotePlanChange,
  SUBSCRIPTION_TIERS,
} from './platform-billing';

const DAY = 24 * 3600 * 1000;
const start = Date.UTC(2026, 0, 1);

describe('plan change quote', () => {
  it('monthly to annual: the annual price less the unused part of the month, from now for a year', () => {
    const end = addBillingMonths(start, 1); // 31 days
    const now = start + 10 * DAY; // 21 of 31 days left
    const result = quotePlanChange({ from: 'monthly', to: 'annual', periodStart: start, periodEnd: end, now });
    expect(result).toEqual({
      ok: true,
      quote: { from: 'monthly', to: 'annual', unusedCredit: 33.87, amountDue: 566.13, refund: 0, newPeriodStart: now, newPeriodEnd: Date.UTC(2027, 0, 11) },
    });
  });

  it('annual to monthly within 60 days: the unused part of the year refunded, the month charged', () => {
    const end = addBillingMonths(start, 12); // 365 days
    const now = start + 60 * DAY;
    const result = quotePlanChange({ from: 'annual', to: 'monthly', periodStart: start, periodEnd: end, now });
    expect(result).toEqual({
      ok: true,
      quote: { from: 'annual', to: 'monthly', unusedCredit: 501.37, amountDue: 50, refund: 501.37, newPeriodStart: now, newPeriodEnd: Date.UTC(2026, 3, 2) },
    });
  });

  it('refunds the unused part of what was paid for the year (a year bought with a monthly credit)', () => {
    const end = addBillingMonths(start, 12);
    const result = quotePlanChange({ from: 'annual', to: 'monthly', periodStart: start, periodEnd: end, now: start + 36.5 * DAY, paidForPeriod: 550 });
    expect(result.ok && [result.quote.refund, result.quote.amountDue]).toEqual([495, 50]);
  });

  it('annual to monthly after 60 days is refused with the refund rule', () => {
    const end = addBillingMonths(start, 12);
    expect(quotePlanChange({ from: 'annual', to: 'monthly', periodStart: start, periodEnd: end, now: start + 60 * DAY + 1000 })).toEqual({
      ok: false,
      error: PLAN_CHANGE_MESSAGES.annualRefundWindowPassed,
    });
  });

  it('refuses the interval already billed, and credits nothing after the period', () => {
    expect(quotePlanChange({ from: 'monthly', to: 'monthly', periodStart: start, periodEnd: start + DAY, now: start })).toEqual({
      ok: false,
      error: PLAN_CHANGE_MESSAGES.samePlan,
    });
    const late = quotePlanChange({ from: 'monthly', to: 'annual', periodStart: start, periodEnd: start + DAY, now: start + 2 * DAY });
    expect(late.ok && late.quote.amountDue).toBe(600);
  });

  it('adds months as Stripe does at month ends', () => {
    expect(new Date(addBillingMonths(Date.UTC(2026, 0, 31), 1)).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(new Date(addBillingMonths(Date.UTC(2028, 1, 29), 12)).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('knows the plan ids of both intervals', () => {
    expect(billingIntervalOf(PLATFORM_BILLING_OPTIONS.annual.planId)).toBe('annual');
    expect(billingIntervalOf('coachcore-platform-monthly')).toBe('monthly');
    expect(billingIntervalOf(null)).toBe('monthly');
  });
});

describe('three tiers', () => {
  it('are Starter $29 (10 clients), Professional $79 (50, Most Popular), Enterprise $199 (unlimited)', () => {
    expect(SUBSCRIPTION_TIERS.map(({ name, price, clientLimit, popular }) => [name, price, clientLimit, popular])).toEqual([
      ['Starter', 29, 10, false],
      ['Professional', 79, 50, true],
      ['Enterprise', 199, null, false],
    ]);
    expect(clientLimitOf('starter')).toBe(10);
    expect(clientLimitOf('enterprise')).toBeNull();
    expect(clientLimitOf('coachcore-platform-monthly')).toBeNull();
    expect(clientLimitMessage('starter')).toBe('Your Starter plan allows up to 10 clients. Upgrade your plan to add more clients.');
  });
});
