/**
 * loadConfig: defaults, normalisation, a clear ConfigError naming each bad variable, production
 * requiring JWT_SECRET, production never seeding demo data, and the development secret kept in
 * DATA_DIR across restarts.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

const SECRET = 'k'.repeat(43);
const dataDir = mkdtempSync(join(tmpdir(), 'courtside-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A minimal environment (never the real process.env), with a secret so no file is written. */
const env = (overrides: Record<string, string | undefined> = {}) => ({ JWT_SECRET: SECRET, DATA_DIR: dataDir, ...overrides });

function configError(values: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(values);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('loadConfig defaults', () => {
  it('gives a working development configuration from an almost empty environment', () => {
    const config = loadConfig(env());
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      appOrigin: 'http://localhost:3000',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      jwtSecret: SECRET,
      logLevel: 'info',
      seedDemo: true,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(dataDir);
  });

  it('reads and converts the values it is given', () => {
    const config = loadConfig(
      env({
        NODE_ENV: 'test',
        PORT: '8080',
        APP_ORIGIN: 'https://courts.example.ca/some/path',
        ACCESS_TOKEN_TTL_SECONDS: '60',
        REFRESH_TOKEN_TTL_DAYS: '7',
        DATABASE_URL: 'postgresql://app@db/courtside',
        SMTP_URL: 'smtps://mail.example.ca',
        LOG_LEVEL: 'warn',
        SIGNUPS_PER_IP_PER_HOUR: '50',
        LOGINS_PER_IP_PER_5_MIN: '400',
      }),
    );
    expect(config).toMatchObject({
      signupsPerIpPerHour: 50,
      loginsPerIpPer5Min: 400,
      env: 'test',
      port: 8080,
      appOrigin: 'https://courts.example.ca',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlDays: 7,
      databaseUrl: 'postgresql://app@db/courtside',
      smtpUrl: 'smtps://mail.example.ca',
      logLevel: 'warn',
    });
  });

  it('derives the public origin from PORT when APP_ORIGIN is not set, and lets APP_ORIGIN win when it is', () => {
    expect(loadConfig(env({ PORT: '4100' }))).toMatchObject({ port: 4100, appOrigin: 'http://localhost:4100' });
    expect(loadConfig(env({ PORT: '4100', APP_ORIGIN: 'https://courts.example.ca' }))).toMatchObject({ port: 4100, appOrigin: 'https://courts.example.ca' });
  });

  it('bounds how long a request waits for the database (DATABASE_WAIT_TIMEOUT_MS, 10 s by default)', () => {
    expect(loadConfig(env({}))).toMatchObject({ databaseWaitTimeoutMs: 10_000 });
    expect(loadConfig(env({ DATABASE_WAIT_TIMEOUT_MS: '2500' }))).toMatchObject({ databaseWaitTimeoutMs: 2500 });
  });

  it('sizes each instance’s PostgreSQL pool from DATABASE_POOL_SIZE (10 by default)', () => {
    expect(loadConfig(env({})).databasePoolSize).toBe(10);
    expect(loadConfig(env({ DATABASE_POOL_SIZE: '4' })).databasePoolSize).toBe(4);
    expect(configError(env({ DATABASE_POOL_SIZE: '0' })).message).toContain('DATABASE_POOL_SIZE:');
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig(env({ PORT: '', APP_ORIGIN: '' }))).toMatchObject({ port: 3000, appOrigin: 'http://localhost:3000' });
  });
});

describe('bad values give a clear ConfigError naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://db/courtside'],
    ['APP_ORIGIN', 'courts.example.ca'],
    ['ACCESS_TOKEN_TTL_SECONDS', '1'],
    ['ACCESS_TOKEN_TTL_SECONDS', 'soon'],
    ['REFRESH_TOKEN_TTL_DAYS', '1000'],
    ['JWT_SECRET', 'too-short'],
    ['SMTP_URL', 'http://mail.example.ca'],
    ['SEED_DEMO', 'yes'],
    ['LOG_LEVEL', 'verbose'],
    ['INSTANCE_NAME', 'api 1'],
    ['INSTANCE_NAME', 'x'.repeat(65)],
    ['TRUST_PROXY', 'nginx'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '127.0.0.1,10.0.0.0/x'],
  ])('%s=%s', (name, value) => {
    const error = configError(env({ [name]: value }));
    expect(error.name).toBe('ConfigError');
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain(`${name}:`);
  });

  it('refuses a sign-up limit below 1', () => {
    expect(configError(env({ SIGNUPS_PER_IP_PER_HOUR: '0' })).message).toContain('SIGNUPS_PER_IP_PER_HOUR:');
  });

  it('runs the membership reminders every 15 minutes unless told otherwise; 0 turns them off; a negative interval is refused', () => {
    expect(loadConfig(env()).membershipReminderIntervalMs).toBe(900_000);
    expect(loadConfig(env({ MEMBERSHIP_REMINDER_INTERVAL_MS: '60000' })).membershipReminderIntervalMs).toBe(60_000);
    expect(loadConfig(env({ MEMBERSHIP_REMINDER_INTERVAL_MS: '0' })).membershipReminderIntervalMs).toBe(0);
    expect(configError(env({ MEMBERSHIP_REMINDER_INTERVAL_MS: '-1' })).message).toContain('MEMBERSHIP_REMINDER_INTERVAL_MS:');
  });

  it('names every bad variable at once', () => {
    const error = configError(env({ PORT: 'abc', LOG_LEVEL: 'loud' }));
    expect(error.message).toContain('PORT:');
    expect(error.message).toContain('LOG_LEVEL:');
  });

  it('explains the JWT_SECRET length it wants, without echoing the secret', () => {
    const message = configError(env({ JWT_SECRET: 'my-weak-secret' })).message;
    expect(message).toMatch(/JWT_SECRET: must be at least 256 bits/);
    expect(message).not.toContain('my-weak-secret');
  });
});

describe('behind a load balancer', () => {
  it('names the instance in X-Served-By from INSTANCE_NAME, else a header-safe host name', () => {
    expect(loadConfig(env({ INSTANCE_NAME: 'api-2' })).instanceName).toBe('api-2');
    expect(loadConfig(env()).instanceName).toMatch(/^[\w.-]{1,64}$/);
  });

  it('trusts X-Forwarded-For from TRUST_PROXY only: loopback by default in production, nobody elsewhere', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abcdefghijkl', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijkl' };
    expect(loadConfig(env()).trustProxy).toBe(false);
    expect(loadConfig(env({ NODE_ENV: 'production', ...stripe })).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig(env({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/8' })).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
  });
});

describe('production', () => {
  it('requires JWT_SECRET', () => {
    const error = configError({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(error.message).toMatch(/JWT_SECRET: required in production/);
  });

  // A production site takes real card payments; the test checkout only by an explicit choice.
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abcdefghijkl', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijkl' };

  it('never seeds demo data, even when asked to', () => {
    for (const SEED_DEMO of [undefined, 'true', '1']) {
      expect(loadConfig(env({ NODE_ENV: 'production', SEED_DEMO, ...stripe })).seedDemo).toBe(false);
      expect(loadConfig(env({ NODE_ENV: 'production', SEED_DEMO, DATABASE_URL: 'postgres://db/x', ...stripe })).seedDemo).toBe(false);
    }
  });

  it('is marked as production', () => {
    expect(loadConfig(env({ NODE_ENV: 'production', ...stripe }))).toMatchObject({ env: 'production', isProduction: true });
  });

  it('refuses to fall back to the test checkout without Stripe keys', () => {
    expect(configError(env({ NODE_ENV: 'production' })).message).toMatch(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required in production/);
    expect(loadConfig(env({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' })).paymentProvider).toBe('local');
  });
});

describe('development', () => {
  it('seeds demo data on the embedded database by default, not on a PostgreSQL server, and obeys SEED_DEMO', () => {
    expect(loadConfig(env()).seedDemo).toBe(true);
    expect(loadConfig(env({ DATABASE_URL: 'postgres://db/x' })).seedDemo).toBe(false);
    expect(loadConfig(env({ DATABASE_URL: 'postgres://db/x', SEED_DEMO: 'true' })).seedDemo).toBe(true);
    expect(loadConfig(env({ SEED_DEMO: 'false' })).seedDemo).toBe(false);
    expect(loadConfig(env({ SEED_DEMO: '0' })).seedDemo).toBe(false);
  });

  it('without JWT_SECRET keeps a generated secret in DATA_DIR (private file) so logins survive restarts', () => {
    const dir = join(dataDir, 'dev');
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(43);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
