import {
  cleanFeatures,
  formatPackagePrice,
  PACKAGE_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  subscriptionEndDate,
  validateAssignPackageForm,
  validatePackageForm,
  type PackageFormInput,
} from './packages';

const valid: PackageFormInput = { name: 'Gold', description: '', price: '99.99', duration: '30', features: ['Weekly check-in'], maxClients: '' };

describe('package rules', () => {
  it('accepts a complete form (description and max clients optional)', () => {
    expect(validatePackageForm(valid)).toEqual({});
    expect(validatePackageForm({ ...valid, maxClients: '10', description: 'All in' })).toEqual({});
  });

  it('answers the spec’s messages for each required field', () => {
    expect(validatePackageForm({ name: ' ', description: '', price: '', duration: '0', features: ['  '], maxClients: '' })).toEqual({
      name: PACKAGE_MESSAGES.nameRequired,
      price: PACKAGE_MESSAGES.priceRequired,
      duration: PACKAGE_MESSAGES.durationMin,
      features: PACKAGE_MESSAGES.featuresRequired,
    });
  });

  it('checks the price, the duration and max clients', () => {
    expect(validatePackageForm({ ...valid, price: '-1' }).price).toBe(PACKAGE_MESSAGES.priceInvalid);
    expect(validatePackageForm({ ...valid, price: '1.234' }).price).toBe(PACKAGE_MESSAGES.priceInvalid);
    expect(validatePackageForm({ ...valid, price: 'ten' }).price).toBe(PACKAGE_MESSAGES.priceInvalid);
    expect(validatePackageForm({ ...valid, price: '0' }).price).toBeUndefined();
    expect(validatePackageForm({ ...valid, duration: '1.5' }).duration).toBe(PACKAGE_MESSAGES.durationMin);
    expect(validatePackageForm({ ...valid, duration: '3651' }).duration).toBe(PACKAGE_MESSAGES.durationMax);
    expect(validatePackageForm({ ...valid, maxClients: '0' }).maxClients).toBe(PACKAGE_MESSAGES.maxClientsInvalid);
    expect(validatePackageForm({ ...valid, maxClients: '2.5' }).maxClients).toBe(PACKAGE_MESSAGES.maxClientsInvalid);
  });

  it('drops blank features and trims the others', () => {
    expect(cleanFeatures([' A ', '', '  ', 'B'])).toEqual(['A', 'B']);
  });

  it('ends a subscription its duration in days after its start, across months and leap days', () => {
    expect(subscriptionEndDate('2026-12-01', 30)).toBe('2026-12-31');
    expect(subscriptionEndDate('2028-02-15', 30)).toBe('2028-03-16');
    expect(subscriptionEndDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('shows prices in USD', () => {
    expect(formatPackagePrice(99)).toBe('$99.00');
    expect(formatPackagePrice(1234.5)).toBe('$1,234.50');
  });
});

describe('assign package rules', () => {
  it('requires a package and accepts a blank or real start date', () => {
    expect(validateAssignPackageForm({ packageId: '', startDate: '' })).toEqual({ packageId: SUBSCRIPTION_MESSAGES.packageRequired });
    expect(validateAssignPackageForm({ packageId: 'p', startDate: '2026-12-01' })).toEqual({});
    expect(validateAssignPackageForm({ packageId: 'p', startDate: '2026-02-30' })).toEqual({ startDate: SUBSCRIPTION_MESSAGES.startDateInvalid });
    expect(validateAssignPackageForm({ packageId: 'p', startDate: 'soon' })).toEqual({ startDate: SUBSCRIPTION_MESSAGES.startDateInvalid });
  });
});
