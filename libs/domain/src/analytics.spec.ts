import { ANALYTICS_MESSAGES, analyticsRangeError, isCalendarDay, monthsTouched, percentOf, presetRange } from './analytics';

describe('analytics ranges', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('2026-02-03T00:00:00Z')).toBe(false);
  });

  it('counts the calendar months a range touches', () => {
    expect(monthsTouched('2026-01-31', '2026-02-01')).toBe(2);
    expect(monthsTouched('2025-01-01', '2026-12-31')).toBe(24);
    expect(monthsTouched('2026-11-01', '2026-11-25')).toBe(1);
  });

  it('states the first problem of a range', () => {
    expect(analyticsRangeError('', '2026-01-01')).toBe(ANALYTICS_MESSAGES.fromRequired);
    expect(analyticsRangeError('2026-01-01', '')).toBe(ANALYTICS_MESSAGES.toRequired);
    expect(analyticsRangeError('2026-13-01', '2026-12-01')).toBe(ANALYTICS_MESSAGES.dateInvalid);
    expect(analyticsRangeError('2026-03-02', '2026-03-01')).toBe(ANALYTICS_MESSAGES.rangeOrder);
    expect(analyticsRangeError('2025-01-01', '2026-12-31')).toBeNull();
    expect(analyticsRangeError('2024-12-31', '2026-12-31')).toBe(ANALYTICS_MESSAGES.rangeTooLong);
  });

  it('turns the presets into ranges ending today', () => {
    expect(presetRange('30d', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(presetRange('3m', '2026-02-15')).toEqual({ from: '2025-12-01', to: '2026-02-15' });
    expect(presetRange('12m', '2026-11-25')).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(presetRange('custom', '2026-11-25')).toBeNull();
  });

  it('gives rates in percent with one decimal, none without a base', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
  });
});
