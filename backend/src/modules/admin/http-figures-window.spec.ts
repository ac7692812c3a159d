import { figuresBetween, HistogramWindow, type HistogramSnapshot } from './http-figures-window';

const snapshot = (at: number, count: number, buckets: Record<number, number>): HistogramSnapshot => ({
  at,
  count,
  buckets: new Map(Object.entries(buckets).map(([le, n]) => [Number(le), n])),
});

describe('request figures over a window', () => {
  it('counts only the requests between the snapshots: rate per minute and the bucket of their 95th percentile', () => {
    // 1 000 fast requests before the window; 100 in its two minutes, 10 of them slow (over 0.5 s).
    const base = snapshot(0, 1000, { 0.05: 1000, 0.5: 1000, 2: 1000 });
    const now = snapshot(120_000, 1100, { 0.05: 1090, 0.5: 1090, 2: 1100 });
    expect(figuresBetween(base, now)).toEqual({ requestsPerMinute: 50, p95Ms: 2000, windowSeconds: 120 });
    // Since the start instead, the slow minute is hidden under the fast ones.
    expect(figuresBetween(snapshot(0, 0, {}), now).p95Ms).toBe(50);
  });

  it('answers no p95 without requests in the window, and the largest bound when the percentile is beyond it', () => {
    expect(figuresBetween(snapshot(0, 5, { 0.1: 5 }), snapshot(60_000, 5, { 0.1: 5 }))).toEqual({ requestsPerMinute: 0, p95Ms: null, windowSeconds: 60 });
    expect(figuresBetween(snapshot(0, 0, {}), snapshot(60_000, 10, { 0.1: 1, 1: 2 })).p95Ms).toBe(1000);
  });

  it('starts from the oldest snapshot inside the window, or from the start while the instance is younger', () => {
    const start = snapshot(0, 0, {});
    const window = new HistogramWindow(300_000, start);
    expect(window.base(100_000)).toBe(start);
    const samples = [60_000, 200_000, 350_000, 500_000].map((at) => snapshot(at, at / 1000, {}));
    for (const sample of samples) window.add(sample);
    expect(window.base(520_000)).toBe(samples[2]);
    expect(window.base(900_000)).toBe(samples[3]);
  });
});
