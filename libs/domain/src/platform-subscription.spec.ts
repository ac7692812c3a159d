import { PLATFORM_CURRENCY_CODES, PLATFORM_PLAN_FEATURES, platformPlanPrice } from './platform-subscription';

describe('platform plan', () => {
  it("shows 50 GBP a month in the spec's currencies, rounded to whole units", () => {
    expect(Object.fromEntries(PLATFORM_CURRENCY_CODES.map((code) => [code, platformPlanPrice(code)]))).toEqual({ USD: 64, EUR: 60, GBP: 50, AUD: 98, CAD: 87 });
  });

  it('lists 14 features, staff management among them', () => {
    expect(PLATFORM_PLAN_FEATURES).toHaveLength(14);
    expect(new Set(PLATFORM_PLAN_FEATURES).size).toBe(14);
    expect(PLATFORM_PLAN_FEATURES).toContain('Staff management & permissions');
  });
});
