import { describe, expect, it } from 'vitest';
import { bandOfLevel } from '../../../server/modules/open-play/band-of-level.js';
import { CheckInCodes } from '../../../server/modules/open-play/check-in-codes.js';

describe('a player’s band from their self-rated level', () => {
  const bands = ['<3.0', '3.0–3.5', '4.0', '4.5+'];

  it('takes the band whose range holds the level', () => {
    expect([2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 6.0].map((level) => bands[bandOfLevel(bands, level)])).toEqual([
      '<3.0',
      '<3.0',
      '3.0–3.5',
      '3.0–3.5',
      '4.0',
      '4.5+',
      '4.5+',
    ]);
  });

  it('takes the nearest band when none holds it (the lower on a tie), the lowest without a level', () => {
    expect(bandOfLevel(['2.5-3.0', '4.0+'], 3.5)).toBe(0);
    expect(bandOfLevel(['2.5-3.0', '4.0+'], 3.75)).toBe(1);
    expect(bands[bandOfLevel(bands, null)]).toBe('<3.0');
    expect(bandOfLevel(['Beginners', '3.5', 'Advanced'], 5.0)).toBe(1);
    expect(bandOfLevel(['Beginners', 'Advanced'], 5.0)).toBe(0);
  });
});

describe('check-in codes', () => {
  const codes = new CheckInCodes('a-test-secret-of-enough-length-for-hmac-0123456789');
  const at = (iso: string) => new Date(iso);

  it('are 8 unambiguous characters, the same for a session within a 10-minute window, different across sessions', () => {
    const first = codes.checkInCodeFor(7, at('2026-03-03T23:00:00Z'));
    expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(first.expiresAt.toISOString()).toBe('2026-03-03T23:10:00.000Z');
    expect(codes.checkInCodeFor(7, at('2026-03-03T23:09:59Z')).code).toBe(first.code);
    expect(codes.checkInCodeFor(7, at('2026-03-03T23:10:00Z')).code).not.toBe(first.code);
    expect(codes.checkInCodeFor(8, at('2026-03-03T23:00:00Z')).code).not.toBe(first.code);
    expect(new CheckInCodes('another-secret-of-enough-length-for-hmac-0123456789').checkInCodeFor(7, at('2026-03-03T23:00:00Z')).code).not.toBe(first.code);
  });

  it('are accepted in their window and the next, not after', () => {
    const { code } = codes.checkInCodeFor(7, at('2026-03-03T23:05:00Z'));
    expect(codes.accepts(7, code, at('2026-03-03T23:09:00Z'))).toBe(true);
    expect(codes.accepts(7, ` ${code.toLowerCase()} `, at('2026-03-03T23:19:59Z'))).toBe(true);
    expect(codes.accepts(7, code, at('2026-03-03T23:20:00Z'))).toBe(false);
    expect(codes.accepts(8, code, at('2026-03-03T23:09:00Z'))).toBe(false);
    expect(codes.accepts(7, 'short', at('2026-03-03T23:09:00Z'))).toBe(false);
  });
});
