/**
 * The platform's request limits, per company: at most `perSecond` requests in any second
 * and `perMinute` in any minute (its FAQ: 20 and 500). A request over either is refused
 * with the seconds to wait until the window has room again.
 */
export interface RateLimits {
  perSecond: number;
  perMinute: number;
}

export const PLATFORM_RATE_LIMITS: RateLimits = { perSecond: 20, perMinute: 500 };

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly limits: RateLimits = PLATFORM_RATE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request of `key` (a company); returns the seconds to wait when over a limit, else 0. */
  take(key: string): number {
    const t = this.now();
    const minute = (this.hits.get(key) ?? []).filter((h) => t - h < 60_000);
    const second = minute.filter((h) => t - h < 1_000);
    const waits: number[] = [];
    if (second.length >= this.limits.perSecond)
      waits.push(1_000 - (t - second[second.length - this.limits.perSecond]!));
    if (minute.length >= this.limits.perMinute)
      waits.push(60_000 - (t - minute[minute.length - this.limits.perMinute]!));
    if (waits.length) {
      this.hits.set(key, minute);
      return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
    }
    minute.push(t);
    this.hits.set(key, minute);
    return 0;
  }

  /** Forgets what `keys` sent (every key's, without them). */
  reset(keys?: readonly string[]): void {
    if (!keys) this.hits.clear();
    else for (const key of keys) this.hits.delete(key);
  }
}
