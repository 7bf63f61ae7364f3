import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FixedWindowLimiter } from '../lib/fixed-window-limiter.js';
import { HttpError } from '../lib/http-error.js';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Abuse limits for the auth endpoints. Per-account limits count only failures and use short
 * windows, so an attacker guessing a member's password delays them by minutes, never locks them out.
 */
const DEFAULT_RATE_LIMITS = {
  loginPerIp: { max: 30, windowMs: 5 * 60_000 },
  loginFailuresPerAccount: { max: 10, windowMs: 5 * 60_000 },
  signupPerIp: { max: 10, windowMs: 60 * 60_000 },
  resetLinkPerIp: { max: 10, windowMs: 15 * 60_000 },
  resetLinkPerAccount: { max: 3, windowMs: 15 * 60_000 },
  resetAttemptPerIp: { max: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

class RateLimits {
  private readonly limiters: Record<RateLimitName, FixedWindowLimiter>;

  constructor(rules: Record<RateLimitName, RateLimitRule>) {
    this.limiters = Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, new FixedWindowLimiter(rule.max, rule.windowMs)])) as Record<
      RateLimitName,
      FixedWindowLimiter
    >;
  }

  /** Counts a hit and throws 429 with Retry-After when over the limit. */
  consume(name: RateLimitName, key: string) {
    const verdict = this.limiters[name].hit(key);
    if (verdict.limited) throw tooManyRequests(verdict.retryAfterSeconds);
  }

  /** Throws 429 if the key is already over the limit, without counting. */
  check(name: RateLimitName, key: string) {
    const verdict = this.limiters[name].isLimited(key);
    if (verdict.limited) throw tooManyRequests(verdict.retryAfterSeconds);
  }

  /** Counts a hit without throwing (a failure that will be answered anyway). */
  record(name: RateLimitName, key: string) {
    this.limiters[name].hit(key);
  }

  reset(name: RateLimitName, key: string) {
    this.limiters[name].reset(key);
  }
}

const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Too many attempts. Please wait ${retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`} and try again.`,
    undefined,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  ).coded('rate_limited', { retryAfterSeconds });

export default fp(
  async function rateLimitsPlugin(app: FastifyInstance, opts: { rules?: Partial<Record<RateLimitName, RateLimitRule>> }) {
    app.decorate('rateLimits', new RateLimits({ ...DEFAULT_RATE_LIMITS, ...opts.rules }));
  },
  { name: 'rate-limits' },
);
