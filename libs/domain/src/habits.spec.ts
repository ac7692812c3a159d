import { habitStats } from './habits';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + (n - 1) * 86_400_000).toISOString().slice(0, 10);

describe(habitStats.name, () => {
  it('walks a month of daily logs: streaks grow, a missed day resets the streak, the longest and the total stay right', () => {
    // November 2026: done on 1–5, missed 6, done 7–16, missed 17–18, done 19–30.
    const done = [...[1, 2, 3, 4, 5], ...[7, 8, 9, 10, 11, 12, 13, 14, 15, 16], ...Array.from({ length: 12 }, (_, i) => 19 + i)];
    const expected: Record<number, { streak: number; longestStreak: number; totalCompletions: number }> = {};
    const logged: string[] = [];
    for (let date = 1; date <= 30; date++) {
      // Before the day's log: yesterday's run still counts (today is not over).
      const before = habitStats(logged, 'daily', day(date));
      if (done.includes(date)) logged.push(day(date));
      expected[date] = habitStats(logged, 'daily', day(date));
      if (date === 6) expect(before.streak).toBe(5);
    }
    expect(expected[5]).toEqual({ streak: 5, longestStreak: 5, totalCompletions: 5 });
    expect(expected[6]).toEqual({ streak: 5, longestStreak: 5, totalCompletions: 5 }); // day 6 not done yet, still alive that day
    expect(habitStats(logged.slice(0, 5), 'daily', day(7))).toEqual({ streak: 0, longestStreak: 5, totalCompletions: 5 }); // 6 missed
    expect(expected[7]).toEqual({ streak: 1, longestStreak: 5, totalCompletions: 6 });
    expect(expected[16]).toEqual({ streak: 10, longestStreak: 10, totalCompletions: 15 });
    expect(expected[18]).toEqual({ streak: 0, longestStreak: 10, totalCompletions: 15 });
    expect(expected[30]).toEqual({ streak: 12, longestStreak: 12, totalCompletions: 27 });
    expect(habitStats(logged, 'daily', day(31))).toEqual({ streak: 12, longestStreak: 12, totalCompletions: 27 });
    expect(habitStats(logged, 'daily', day(32))).toEqual({ streak: 0, longestStreak: 12, totalCompletions: 27 });
  });

  it('does not depend on the order of the logs, counts a day once and takes late (back-dated) logs into account', () => {
    const logs = [day(3), day(1), day(2), day(2)];
    expect(habitStats(logs, 'daily', day(3))).toEqual({ streak: 3, longestStreak: 3, totalCompletions: 3 });
    expect(habitStats([day(1), day(3)], 'daily', day(3))).toEqual({ streak: 1, longestStreak: 1, totalCompletions: 2 });
    expect(habitStats([day(1), day(3), day(2)], 'daily', day(3))).toEqual({ streak: 3, longestStreak: 3, totalCompletions: 3 });
  });

  it("uses the client's own date: a log of their Tuesday counts whatever the server's time zone says", () => {
    // A client in UTC+13 logs their Tuesday while it is still Monday in UTC; they pass their own date.
    expect(habitStats([day(2), day(3)], 'daily', day(3)).streak).toBe(2);
    // A client in UTC-8 on Monday evening (Tuesday in UTC) still has Monday to log: Sunday's streak is alive on their Monday.
    expect(habitStats([day(1)], 'daily', day(2)).streak).toBe(1);
  });

  it('counts weekly habits by Monday-to-Sunday weeks', () => {
    // 2026-11-02 is a Monday. Weeks: 2–8, 9–15, 16–22, 23–29.
    expect(habitStats([day(2), day(8), day(10)], 'weekly', day(12))).toEqual({ streak: 2, longestStreak: 2, totalCompletions: 3 });
    expect(habitStats([day(2), day(10)], 'weekly', day(20))).toEqual({ streak: 2, longestStreak: 2, totalCompletions: 2 }); // this week not over
    expect(habitStats([day(2), day(10)], 'weekly', day(24))).toEqual({ streak: 0, longestStreak: 2, totalCompletions: 2 }); // a whole week missed
  });

  it('is zero without logs', () => {
    expect(habitStats([], 'daily', day(1))).toEqual({ streak: 0, longestStreak: 0, totalCompletions: 0 });
  });
});
