/** Counts hits per key in fixed windows; memory is bounded by pruning windows that have ended. */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hitsSincePrune = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit; answers how long to wait when the key is over its limit. */
  hit(key: string): { limited: false } | { limited: true; retryAfterSeconds: number } {
    const now = this.now();
    this.pruneOccasionally(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.max) return { limited: false };
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  /** Whether the key is already over its limit, without counting a hit. */
  isLimited(key: string): { limited: false } | { limited: true; retryAfterSeconds: number } {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now || window.count < this.max) return { limited: false };
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private pruneOccasionally(now: number) {
    if (++this.hitsSincePrune < 1000) return;
    this.hitsSincePrune = 0;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
