import {
  COUNTRY_CURRENCY,
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  LANDING_PRICE_USD,
  convertPrice,
  currencyForCountry,
  formatPrice,
  mergeLiveRates,
  readCountryCode,
  readLiveRates,
} from './currency';

describe('landing currencies', () => {
  it('holds the default rates against USD with symbol and flag', () => {
    expect(Object.fromEntries(CURRENCY_CODES.map((code) => [code, CURRENCIES[code].rate]))).toEqual({
      USD: 1,
      EUR: 0.85,
      GBP: 0.73,
      CAD: 1.25,
      AUD: 1.32,
      JPY: 110,
    });
    for (const code of CURRENCY_CODES) {
      expect(CURRENCIES[code].code).toBe(code);
      expect(CURRENCIES[code].symbol).not.toBe('');
      expect(CURRENCIES[code].flag).not.toBe('');
    }
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(LANDING_PRICE_USD).toBe(50);
  });

  describe(currencyForCountry.name, () => {
    it.each([
      ['US', 'USD'],
      ['CA', 'CAD'],
      ['GB', 'GBP'],
      ['AU', 'AUD'],
      ['JP', 'JPY'],
    ])('maps %s to %s', (country, currency) => {
      expect(currencyForCountry(country)).toBe(currency);
    });

    it('maps the ten euro countries to EUR', () => {
      for (const country of ['DE', 'FR', 'IT', 'ES', 'NL', 'AT', 'BE', 'IE', 'PT', 'FI']) {
        expect(currencyForCountry(country)).toBe('EUR');
      }
      expect(Object.values(COUNTRY_CURRENCY).filter((c) => c === 'EUR')).toHaveLength(10);
    });

    it('falls back to USD for other, missing or odd input and ignores case', () => {
      expect(currencyForCountry('BR')).toBe('USD');
      expect(currencyForCountry('GR')).toBe('USD');
      expect(currencyForCountry('')).toBe('USD');
      expect(currencyForCountry(null)).toBe('USD');
      expect(currencyForCountry(undefined)).toBe('USD');
      expect(currencyForCountry(' gb ')).toBe('GBP');
      expect(currencyForCountry('toString')).toBe('USD');
    });
  });

  describe(convertPrice.name, () => {
    it('converts 50 USD with the default rates, rounding half up to whole units', () => {
      expect(convertPrice(50, 1)).toBe(50);
      expect(convertPrice(50, 0.85)).toBe(43);
      expect(convertPrice(50, 0.73)).toBe(37);
      expect(convertPrice(50, 1.25)).toBe(63);
      expect(convertPrice(50, 1.32)).toBe(66);
      expect(convertPrice(50, 110)).toBe(5500);
    });

    it('rounds down below the half', () => {
      expect(convertPrice(50, 0.729)).toBe(36);
      expect(convertPrice(49, 1.01)).toBe(49);
    });
  });

  describe(formatPrice.name, () => {
    it('puts the symbol before whole units', () => {
      expect(formatPrice(50, 'USD')).toBe('$50');
      expect(formatPrice(37, 'GBP')).toBe('£37');
      expect(formatPrice(43, 'EUR')).toBe('€43');
      expect(formatPrice(63, 'CAD')).toBe('C$63');
      expect(formatPrice(66, 'AUD')).toBe('A$66');
    });

    it('writes yen with thousands separators', () => {
      expect(formatPrice(5500, 'JPY')).toBe('¥5,500');
      expect(formatPrice(1234567, 'JPY')).toBe('¥1,234,567');
      expect(formatPrice(550, 'JPY')).toBe('¥550');
    });
  });

  describe(mergeLiveRates.name, () => {
    it('takes valid live rates and keeps defaults for the rest', () => {
      const merged = mergeLiveRates(CURRENCIES, { EUR: 0.9, GBP: 0.8, JPY: 150.25, XYZ: 3 });
      expect(merged.EUR.rate).toBe(0.9);
      expect(merged.GBP.rate).toBe(0.8);
      expect(merged.JPY.rate).toBe(150.25);
      expect(merged.CAD.rate).toBe(1.25);
      expect(merged.USD.rate).toBe(1);
      expect(Object.keys(merged).sort()).toEqual([...CURRENCY_CODES].sort());
    });

    it('ignores invalid values', () => {
      const merged = mergeLiveRates(CURRENCIES, {
        EUR: '0.9',
        GBP: -1,
        CAD: 0,
        AUD: Number.NaN,
        JPY: Number.POSITIVE_INFINITY,
        USD: null,
      });
      expect(merged).toEqual(CURRENCIES);
    });

    it('keeps the defaults when there are no live rates and never mutates them', () => {
      expect(mergeLiveRates(CURRENCIES, null)).toEqual(CURRENCIES);
      expect(mergeLiveRates(CURRENCIES, undefined)).toEqual(CURRENCIES);
      mergeLiveRates(CURRENCIES, { EUR: 2 });
      expect(CURRENCIES.EUR.rate).toBe(0.85);
    });
  });

  describe(readLiveRates.name, () => {
    it('reads rates with or without a success flag', () => {
      expect(readLiveRates({ base: 'USD', rates: { EUR: 0.9 } })).toEqual({ EUR: 0.9 });
      expect(readLiveRates({ success: true, rates: { EUR: 0.9 } })).toEqual({ EUR: 0.9 });
    });

    it('rejects failed or malformed answers', () => {
      expect(readLiveRates({ success: false, rates: { EUR: 0.9 } })).toBeNull();
      expect(readLiveRates({ rates: [1, 2] })).toBeNull();
      expect(readLiveRates({ error: 'quota' })).toBeNull();
      expect(readLiveRates('oops')).toBeNull();
      expect(readLiveRates(null)).toBeNull();
    });
  });

  describe(readCountryCode.name, () => {
    it('reads a two-letter country code', () => {
      expect(readCountryCode({ country_code: 'JP', ip: '1.2.3.4' })).toBe('JP');
      expect(readCountryCode({ country_code: 'gb' })).toBe('GB');
    });

    it('returns null for errors and malformed answers', () => {
      expect(readCountryCode({ error: true, reason: 'RateLimited' })).toBeNull();
      expect(readCountryCode({ country_code: 123 })).toBeNull();
      expect(readCountryCode({ country_code: 'USA' })).toBeNull();
      expect(readCountryCode(undefined)).toBeNull();
    });
  });
});
