import { createHmac, timingSafeEqual } from 'node:crypto';

// The venue's QR check-in codes: derived from the server's secret, the session and a 10-minute
// window, so every instance agrees on them without storing any (docs/open-play.md).

const CHECK_IN_WINDOW_MS = 10 * 60_000;
// No 0/O, 1/I/L: read off a screen or typed by hand without doubt.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;

function codeOf(secret: string, sessionId: number, window: number): string {
  const digest = createHmac('sha256', secret).update(`open-play-check-in:${sessionId}:${window}`).digest();
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[digest[i] % ALPHABET.length];
  return code;
}

/** The self check-in page's link with a code: the QR code on the board and the desk's. */
export const checkInUrl = (appOrigin: string, sessionId: number, code: string) => `${appOrigin}/open-play/${sessionId}/check-in?code=${code}`;

const windowOf = (now: Date) => Math.floor(now.getTime() / CHECK_IN_WINDOW_MS);

/** A session's check-in codes, made with the server's secret (the one the auth plugin signs with). */
export class CheckInCodes {
  constructor(private readonly secret: string) {}

  /**
   * The code shown now, and when a fresh one replaces it (the window's end). It is still accepted
   * for one more window, so a code scanned just before it is replaced has ten minutes to be used.
   */
  checkInCodeFor(sessionId: number, now: Date): { code: string; expiresAt: Date } {
    const window = windowOf(now);
    return { code: codeOf(this.secret, sessionId, window), expiresAt: new Date((window + 1) * CHECK_IN_WINDOW_MS) };
  }

  /** Whether `given` is this session's code of the current or the previous window (case and spaces ignored). */
  accepts(sessionId: number, given: string, now: Date): boolean {
    const typed = Buffer.from(given.replace(/\s+/g, '').toUpperCase());
    const window = windowOf(now);
    return [window, window - 1].some((w) => {
      const expected = Buffer.from(codeOf(this.secret, sessionId, w));
      return typed.length === expected.length && timingSafeEqual(typed, expected);
    });
  }
}
