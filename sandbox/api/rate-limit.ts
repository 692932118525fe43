/** The platform's limit: 10 requests per second per account (sliding window). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly perSecond = 10,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request; returns the seconds to wait when over the limit, else 0. */
  take(key: string): number {
    const t = this.now();
    const recent = (this.hits.get(key) ?? []).filter((h) => t - h < 1000);
    if (recent.length >= this.perSecond) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((1000 - (t - (recent[0] as number))) / 1000));
    }
    recent.push(t);
    this.hits.set(key, recent);
    return 0;
  }

  reset(): void {
    this.hits.clear();
  }
}
