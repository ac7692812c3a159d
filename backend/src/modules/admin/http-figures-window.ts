/**
 * The request figures of the last few minutes, from the cumulative request histogram: snapshots of its count and
 * buckets are kept for the window, and the figures are the difference between now and the oldest snapshot inside it
 * (since the start while the instance is younger than the window). A figure since the start would hide today's slow
 * minute under a week of quiet ones.
 */
export interface HistogramSnapshot {
  /** When it was read (ms since the epoch). */
  at: number;
  /** Requests answered so far. */
  count: number;
  /** Cumulative count per bucket upper bound (seconds), '+Inf' left out. */
  buckets: ReadonlyMap<number, number>;
}

export interface WindowFigures {
  /** Requests per minute over the window, one decimal. */
  requestsPerMinute: number;
  /** The upper bound (ms) of the bucket holding the window's 95th percentile; null without requests in it. */
  p95Ms: number | null;
  /** The window's length in seconds. */
  windowSeconds: number;
}

/** The figures between two snapshots of one histogram (`base` earlier). */
export function figuresBetween(base: HistogramSnapshot, current: HistogramSnapshot): WindowFigures {
  const requests = Math.max(current.count - base.count, 0);
  const windowSeconds = Math.max(Math.round((current.at - base.at) / 1000), 1);
  let p95Ms: number | null = null;
  if (requests > 0) {
    const bounds = [...current.buckets.keys()].sort((a, b) => a - b);
    const bound = bounds.find((le) => (current.buckets.get(le) ?? 0) - (base.buckets.get(le) ?? 0) >= requests * 0.95);
    // Beyond the largest bucket: the largest bound is all the histogram can say.
    p95Ms = Math.round((bound ?? bounds[bounds.length - 1] ?? 0) * 1000);
  }
  return { requestsPerMinute: Math.round((requests / (windowSeconds / 60)) * 10) / 10, p95Ms, windowSeconds };
}

/** Snapshots of the last `windowMs`, oldest first; `base` is the oldest one inside the window. */
export class HistogramWindow {
  private readonly snapshots: HistogramSnapshot[] = [];

  constructor(
    private readonly windowMs: number,
    /** The histogram before the first request: all zeros, at the instance's start. */
    private readonly start: HistogramSnapshot,
  ) {}

  add(snapshot: HistogramSnapshot): void {
    this.snapshots.push(snapshot);
    while (this.snapshots.length && this.snapshots[0]!.at < snapshot.at - this.windowMs) this.snapshots.shift();
  }

  /** The snapshot the window's figures start from at `now`. */
  base(now: number): HistogramSnapshot {
    if (this.start.at >= now - this.windowMs) return this.start;
    return this.snapshots.find((snapshot) => snapshot.at >= now - this.windowMs) ?? this.snapshots[this.snapshots.length - 1] ?? this.start;
  }
}
