import { goalProgress, goalReached, joinList, splitList } from './clients';

describe('goalProgress', () => {
  it('is the share of the way from start to target, capped at 100', () => {
    expect(goalProgress({ currentValue: 50, targetValue: 100 })).toBe(50);
    expect(goalProgress({ currentValue: 150, targetValue: 100 })).toBe(100);
    expect(goalProgress({ currentValue: 85, targetValue: 70, startValue: 100 })).toBe(50);
    expect(goalProgress({ currentValue: null, targetValue: 100 })).toBe(0);
  });
});

describe('goalReached', () => {
  it('counts upward goals reached at or above the target', () => {
    expect(goalReached({ currentValue: 100, targetValue: 100 })).toBe(true);
    expect(goalReached({ currentValue: 99, targetValue: 100 })).toBe(false);
  });
  it('counts downward goals (weight loss) reached at or below the target', () => {
    expect(goalReached({ currentValue: 70, targetValue: 70, startValue: 85 })).toBe(true);
    expect(goalReached({ currentValue: 72, targetValue: 70, startValue: 85 })).toBe(false);
  });
  it('never counts a goal without a target', () => {
    expect(goalReached({ currentValue: 5, targetValue: null })).toBe(false);
  });
});

describe('health lists', () => {
  it('split on commas and join with comma plus space', () => {
    expect(splitList('knee,  back , ,shoulder')).toEqual(['knee', 'back', 'shoulder']);
    expect(joinList(['knee', 'back'])).toBe('knee, back');
  });
});
