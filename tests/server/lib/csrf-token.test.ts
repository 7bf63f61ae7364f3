/** The signed double-submit CSRF token, with its memory of pairs already found valid (issue 11). */
import { describe, expect, it } from 'vitest';
import { CsrfTokens } from '../../../server/lib/csrf-token.js';

const tokens = new CsrfTokens('a-test-secret-of-reasonable-length-0123456789');

describe('CsrfTokens', () => {
  it('accepts its token for the binding it was issued for, again and again', () => {
    const token = tokens.issue('session:1');
    expect(tokens.isValid(token, 'session:1')).toBe(true);
    expect(tokens.isValid(token, 'session:1')).toBe(true);
  });

  it('refuses a remembered token under another binding (another login, or anonymous)', () => {
    const token = tokens.issue('anonymous');
    expect(tokens.isValid(token, 'anonymous')).toBe(true);
    expect(tokens.isValid(token, 'session:2')).toBe(false);
    const mine = tokens.issue('session:2');
    expect(tokens.isValid(mine, 'session:2')).toBe(true);
    expect(tokens.isValid(mine, 'session:3')).toBe(false);
    expect(tokens.isValid(mine, 'anonymous')).toBe(false);
  });

  it('refuses a tampered, malformed, oversized or foreign token', () => {
    const token = tokens.issue('session:4');
    expect(tokens.isValid(token, 'session:4')).toBe(true);
    const [nonce, signature] = token.split('.');
    expect(tokens.isValid(`${nonce}x.${signature}`, 'session:4')).toBe(false);
    expect(tokens.isValid(`${nonce}.${signature.slice(1)}`, 'session:4')).toBe(false);
    expect(tokens.isValid(`${token}.extra`, 'session:4')).toBe(false);
    expect(tokens.isValid(`${nonce}.${'A'.repeat(300)}`, 'session:4')).toBe(false);
    expect(tokens.isValid(undefined, 'session:4')).toBe(false);
    expect(tokens.isValid(new CsrfTokens('another-secret-of-reasonable-length-987654').issue('session:4'), 'session:4')).toBe(false);
  });
});
