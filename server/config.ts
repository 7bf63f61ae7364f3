import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATABASE_WAIT_TIMEOUT_MS } from './db/single-connection.js';
import type { ResponseSerialization } from './lib/response-serializer.js';

/** Every setting the server reads from the environment, validated once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  APP_ORIGIN: z
    .url({ message: 'must be an absolute URL such as https://courts.example.ca' })
    .transform((value) => new URL(value).origin)
    // Unset: http://localhost:<PORT>, so another port works for writes without setting both.
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  JWT_SECRET: z.string().min(43, 'must be at least 256 bits: 43 or more base64url characters (openssl rand -base64 32)').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Courtside <no-reply@courtside.local>'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PAYMENT_PROVIDER: z.enum(['auto', 'local', 'stripe']).default('auto'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w{8,}$/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  // Tests point the SDK at a loopback stand-in; production leaves it unset (api.stripe.com).
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  HOLD_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Membership reminder e-mails (30 and 7 days before the end, on the day it lapses): every 15 minutes; 0 turns the job off.
  MEMBERSHIP_REMINDER_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .default(15 * 60_000),
  PROGRAM_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  // A sign-up kiosk at the front desk shares one address: the venue may allow more than the default.
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  // Members on the venue's Wi-Fi share one address too: logins one address may attempt in 5 minutes.
  LOGINS_PER_IP_PER_5_MIN: z.coerce.number().int().min(1).max(100_000).default(30),
  // How long a request may wait for a database connection before it is answered 503 instead of hanging.
  // Connections each instance's pool may open (plus one for the change feed's listener): instances × (this + 1) must fit the server's max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_WAIT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_DATABASE_WAIT_TIMEOUT_MS),
  // Unset: compiled in production, checked against the Zod schemas everywhere else (server/lib/response-serializer.ts).
  RESPONSE_SERIALIZATION: z.enum(['compiled', 'checked']).optional(),
  // Which instance answered (X-Served-By): one name per process behind the balancer.
  INSTANCE_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  // Whose X-Forwarded-For to believe: the balancer's addresses only, so request.ip is the client's and no client can pick its own.
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.length > 0 && entries.every(isAddressOrCidr),
      'must be a comma list of IP addresses or CIDR ranges, such as 127.0.0.1,10.0.0.0/8',
    )
    .optional(),
});

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  /** How long a request may wait for a database connection before it is refused with 503. */
  databaseWaitTimeoutMs: number;
  /** The PostgreSQL pool's size on this instance. */
  databasePoolSize: number;
  dataDir: string;
  appOrigin: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  /** Card payments: the embedded test checkout, or Stripe when both Stripe secrets are set. */
  paymentProvider: 'local' | 'stripe';
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /** How often expired checkout holds are swept; 0 turns the timer off (tests sweep by hand). */
  holdSweepIntervalSeconds: number;
  /** How often the membership reminder job runs (ms); 0 turns its timer off (tests run it by hand). */
  membershipReminderIntervalMs: number;
  /** How often the programs' jobs run (ms): sessions topped up 8 weeks ahead, waitlist offers sent and expired, reminders; 0 turns the timer off (tests run them by hand). */
  programJobsIntervalMs: number;
  /** New accounts one address may create per hour. */
  signupsPerIpPerHour: number;
  loginsPerIpPer5Min: number;
  /** How answers become JSON: compiled from the route schemas, or that and checked against Zod. */
  responseSerialization: ResponseSerialization;
  /** This process's name in the X-Served-By header (the cluster's instances each have one). */
  instanceName: string;
  /** The addresses whose X-Forwarded-For is believed (the load balancer's), or false for none. */
  trustProxy: string[] | false;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates configuration; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const dataDir = resolve(values.DATA_DIR);
  if (isProduction && !values.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production (openssl rand -base64 32)');
  }
  const stripeKeys = [values.STRIPE_SECRET_KEY, values.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (stripeKeys === 1 || (values.PAYMENT_PROVIDER === 'stripe' && stripeKeys < 2)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to take card payments with Stripe (or neither for the test checkout)',
    );
  }
  const paymentProvider = values.PAYMENT_PROVIDER === 'local' || stripeKeys < 2 ? 'local' : 'stripe';
  // The local test checkout "pays" with a click: never let production fall back to it by accident.
  if (isProduction && paymentProvider === 'local' && values.PAYMENT_PROVIDER !== 'local') {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required in production to take card payments (set PAYMENT_PROVIDER=local only for a staging site that must use the test checkout)',
    );
  }
  return {
    env: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databaseWaitTimeoutMs: values.DATABASE_WAIT_TIMEOUT_MS,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    dataDir,
    appOrigin: values.APP_ORIGIN ?? `http://localhost:${values.PORT}`,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: values.REFRESH_TOKEN_TTL_DAYS,
    jwtSecret: values.JWT_SECRET ?? developmentSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    // Demo data only where it cannot reach real members: never in production.
    seedDemo: isProduction ? false : (values.SEED_DEMO ?? !values.DATABASE_URL),
    logLevel: values.LOG_LEVEL,
    paymentProvider,
    stripe:
      paymentProvider === 'stripe'
        ? { secretKey: values.STRIPE_SECRET_KEY!, webhookSecret: values.STRIPE_WEBHOOK_SECRET!, apiBase: values.STRIPE_API_BASE }
        : undefined,
    holdSweepIntervalSeconds: values.HOLD_SWEEP_INTERVAL_SECONDS,
    membershipReminderIntervalMs: values.MEMBERSHIP_REMINDER_INTERVAL_MS,
    programJobsIntervalMs: values.PROGRAM_JOBS_INTERVAL_MS,
    signupsPerIpPerHour: values.SIGNUPS_PER_IP_PER_HOUR,
    loginsPerIpPer5Min: values.LOGINS_PER_IP_PER_5_MIN,
    responseSerialization: values.RESPONSE_SERIALIZATION ?? (isProduction ? 'compiled' : 'checked'),
    instanceName: values.INSTANCE_NAME ?? defaultInstanceName(),
    // Production runs behind a reverse proxy on the same machine unless told where the balancer is.
    trustProxy: values.TRUST_PROXY ?? (isProduction ? ['127.0.0.1', '::1'] : false),
  };
}

/** The host's name when it is header-safe (a container's id, a VM's name), else `api`. */
function defaultInstanceName(): string {
  const name = hostname();
  return /^[\w.-]{1,64}$/.test(name) ? name : 'api';
}

/** Development keeps a generated secret in DATA_DIR so logins survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A configuration for tests: in-memory database, fixed secret, no demo data. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    databaseWaitTimeoutMs: DEFAULT_DATABASE_WAIT_TIMEOUT_MS,
    databasePoolSize: 10,
    dataDir: '',
    appOrigin: 'http://localhost:3000',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    jwtSecret: randomBytes(32).toString('base64url'),
    mailFrom: 'Courtside <no-reply@courtside.test>',
    seedDemo: false,
    logLevel: 'silent',
    paymentProvider: 'local',
    holdSweepIntervalSeconds: 0,
    membershipReminderIntervalMs: 0,
    programJobsIntervalMs: 0,
    signupsPerIpPerHour: 10,
    loginsPerIpPer5Min: 30,
    responseSerialization: 'checked',
    instanceName: 'api',
    trustProxy: false,
    ...overrides,
  };
}
