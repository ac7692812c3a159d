import { displayedText, displayedValue, storedText, unitName } from './units';

describe('units', () => {
  it('names the units of each system', () => {
    expect([unitName('mass', 'imperial'), unitName('length', 'imperial')]).toEqual(['lbs', 'inches']);
    expect([unitName('mass', 'metric'), unitName('length', 'metric')]).toEqual(['kg', 'cm']);
  });

  it('shows stored pounds and inches unchanged in imperial, as kg and cm to 0.1 in metric', () => {
    expect(displayedValue(180.5, 'mass', 'imperial')).toBe(180.5);
    expect(displayedValue(176.37, 'mass', 'metric')).toBe(80);
    expect(displayedValue(35.43, 'length', 'metric')).toBe(90);
    expect(displayedText(null, 'mass', 'metric')).toBe('');
    expect(displayedText(135, 'mass', 'metric')).toBe('61.2');
  });

  it('stores what a metric person types in pounds and inches, and reads it back as typed', () => {
    expect(storedText('80', 'mass', 'metric')).toBe('176.37');
    expect(storedText('90', 'length', 'metric')).toBe('35.43');
    for (const typed of ['0.1', '62.5', '80.1', '199.9']) {
      expect(displayedValue(Number(storedText(typed, 'mass', 'metric')), 'mass', 'metric')).toBe(Number(typed));
      expect(displayedValue(Number(storedText(typed, 'length', 'metric')), 'length', 'metric')).toBe(Number(typed));
    }
  });

  it('passes imperial, blank and non-number text through for the form to validate', () => {
    expect(storedText('180.5', 'mass', 'imperial')).toBe('180.5');
    expect(storedText('  ', 'mass', 'metric')).toBe('  ');
    expect(storedText('abc', 'length', 'metric')).toBe('abc');
  });
});
