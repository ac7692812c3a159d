import { PAYMENT_STATUS_FILTERS, paymentTypeLabel, platformPlanName, toUsd } from './admin-billing';

describe('admin billing', () => {
  it('converts to US dollars at the spec rates from GBP, to the cent', () => {
    expect(toUsd(50, 'gbp')).toBe(63.5);
    expect(toUsd(600, 'GBP')).toBe(762);
    expect(toUsd(64, 'usd')).toBe(64);
    expect(toUsd(60, 'eur')).toBe(63.5);
    expect(toUsd(10, 'jpy')).toBeNull();
  });

  it('names plans and payment types as people read them', () => {
    expect(platformPlanName('coachcore-platform-monthly')).toBe('CoachCore Platform (monthly)');
    expect(platformPlanName('coachcore-platform-annual')).toBe('CoachCore Platform (annual)');
    expect(platformPlanName('professional')).toBe('Professional');
    expect(platformPlanName(null)).toBe('—');
    expect(paymentTypeLabel('refund')).toBe('Refund');
    expect(paymentTypeLabel(null)).toBe('—');
    expect(PAYMENT_STATUS_FILTERS).toEqual(['all', 'pending', 'paid', 'failed', 'refunded']);
  });
});
