import { z } from 'zod';
import { textField } from './field-schemas.js';
import { badRequest } from './http-error.js';

/*
 * The fields the owner's content (coaches, partners, programs, venue links) shares: https-only
 * addresses, short text lists and the stored Editor.js document as answered. A list's order and
 * reorder are server/lib/owner-list's.
 */

export const HTTPS_URL_MESSAGE = 'Use a web address starting with https://.';

/** True for an absolute https: address with a host (never http:, javascript:, data: or a path). */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Throws 400 `url_not_https` naming every given field whose address is not https (null and undefined pass). */
export function refuseNonHttpsUrls(values: Record<string, string | null | undefined>): void {
  const wrong = Object.entries(values)
    .filter(([, value]) => value != null && !isHttpsUrl(value))
    .map(([field]) => field);
  if (wrong.length === 0) return;
  const fields = Object.fromEntries(wrong.map((field) => [field, HTTPS_URL_MESSAGE]));
  throw badRequest(HTTPS_URL_MESSAGE, fields).coded('url_not_https', { field: wrong[0] });
}

/** A web address as typed (length and control characters checked here; https by refuseNonHttpsUrls, with its own code). */
export const webAddressField = textField(2000);

/** A list of short free-text items (certifications, levels, languages): at most `maxItems` of 1..`maxChars` characters. */
export function shortTextList(maxItems: number, maxChars: number) {
  return z.array(textField(maxChars, { min: 1 })).max(maxItems, `Give at most ${maxItems} items.`);
}

/** A stored Editor.js document as the API answers it (already validated and sanitised on its way in). */
export const richTextSchema = z.object({
  time: z.number().optional(),
  blocks: z.array(z.object({ id: z.string().optional(), type: z.string(), data: z.record(z.string(), z.unknown()) })),
  version: z.string().optional(),
});
