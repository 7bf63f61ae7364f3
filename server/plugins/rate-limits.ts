import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { HttpError } from '../lib/http-error.js';
import { currentWindow, deleteEndedWindows, deleteWindow, hitWindow } from '../modules/auth/index.js';

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

/** Ended windows are deleted after this many hits on an instance (each instance sweeps for all). */
const HITS_BETWEEN_SWEEPS = 500;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/**
 * The counters live in the database (the auth module's rate_limit_windows), so a client meets the
 * same limit whichever instance the balancer sends it to. Never call these inside an open transaction:
 * on PGlite the handle's one connection is the transaction's.
 */
class RateLimits {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly rules: Record<RateLimitName, RateLimitRule>,
  ) {}

  /** Counts a hit and throws 429 with Retry-After when over the limit. */
  async consume(name: RateLimitName, key: string): Promise<void> {
    const window = await this.hit(name, key);
    if (window.hits > this.rules[name].max) throw tooManyRequests(window.retryAfterSeconds);
  }

  /** Throws 429 if the key is already over the limit, without counting. */
  async check(name: RateLimitName, key: string): Promise<void> {
    const window = await currentWindow(this.db, name, key);
    if (window && window.hits >= this.rules[name].max) throw tooManyRequests(window.retryAfterSeconds);
  }

  /** Counts a hit without throwing (a failure that will be answered anyway). */
  async record(name: RateLimitName, key: string): Promise<void> {
    await this.hit(name, key);
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await deleteWindow(this.db, name, key);
  }

  private async hit(name: RateLimitName, key: string) {
    if (++this.hitsSinceSweep >= HITS_BETWEEN_SWEEPS) {
      this.hitsSinceSweep = 0;
      await deleteEndedWindows(this.db);
    }
    return hitWindow(this.db, name, key, this.rules[name].windowMs);
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
    app.decorate('rateLimits', new RateLimits(app.db, { ...DEFAULT_RATE_LIMITS, ...opts.rules }));
  },
  { name: 'rate-limits', dependencies: ['db'] },
);
