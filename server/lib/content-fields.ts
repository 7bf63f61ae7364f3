import { z } from 'zod';
import { idField, textField } from './field-schemas.js';
import { badRequest } from './http-error.js';

/*
 * The fields the owner's content (coaches, partners, venue links) shares: https-only addresses,
 * short text lists, a display order and the full-order body of a reorder, and the stored Editor.js
 * document as answered.
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

/** A place in an owner-ordered list (smaller first). */
export const displayOrderField = z
  .number({ message: 'Give the place in the list as a number.' })
  .int('Use a whole number.')
  .min(0, 'Use 0 or more.')
  .max(100_000, 'Use at most 100000.');

/** The body of a reorder: every id of the list, once each, in the new order. */
export const reorderBody = z.strictObject({ ids: z.array(idField).max(1000, 'Give at most 1000 ids.') });

/** 400 `order_ids_mismatch` unless `ids` is exactly the current ids (each once, none missing, none unknown). */
export function checkFullOrder(ids: readonly number[], current: readonly number[], noun: string): void {
  const known = new Set(current);
  const exact = ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
  if (!exact) {
    throw badRequest(`Send the id of every ${noun} exactly once, in the new order: the list may have changed, so read it again.`).coded('order_ids_mismatch', {
      expected: known.size,
    });
  }
}

/** A stored Editor.js document as the API answers it (already validated and sanitised on its way in). */
export const richTextSchema = z.object({
  time: z.number().optional(),
  blocks: z.array(z.object({ id: z.string().optional(), type: z.string(), data: z.record(z.string(), z.unknown()) })),
  version: z.string().optional(),
});
