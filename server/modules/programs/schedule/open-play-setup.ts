import { z } from 'zod';
import { fieldRule } from '../../../lib/field-rules.js';
import { textField } from '../../../lib/field-schemas.js';
import type { OpenPlaySetup } from './schema.js';

// Open play's setup as the owner sends it (a drop-in template, a one-off session) and as the views
// answer it; the rules themselves are docs/open-play.md's.

const OPEN_PLAY_RULES = ['first_in_line', 'by_band'] as const;
const OPEN_PLAY_FORMATS = ['doubles', 'singles'] as const;
const BANDS_MIN = 1;
const BANDS_MAX = 8;
const BAND_NAME_MAX = 12;

const bandsCount = fieldRule('bands_count', { min: BANDS_MIN, max: BANDS_MAX });

/** `openPlay` in a body: null (or left out) runs the session as a plain drop-in. */
export const openPlayField = z
  .strictObject({
    rule: z.enum(OPEN_PLAY_RULES, { message: fieldRule('open_play_rule') }),
    format: z.enum(OPEN_PLAY_FORMATS, { message: fieldRule('open_play_format') }),
    winnersStay: z.literal([0, 1, 2], { message: fieldRule('winners_stay') }),
    // Lowest first; names are compared without case, so "4.0+" and "4.0+ " are the same band.
    bands: z
      .array(textField(BAND_NAME_MAX, { min: 1 }), { message: bandsCount })
      .min(BANDS_MIN, bandsCount)
      .max(BANDS_MAX, bandsCount)
      .refine((bands) => new Set(bands.map((band) => band.toLowerCase())).size === bands.length, fieldRule('band_names_once')),
  })
  .nullable();

/** The setup as the views answer it. */
export const openPlaySetupSchema = z
  .object({
    rule: z.enum(OPEN_PLAY_RULES),
    format: z.enum(OPEN_PLAY_FORMATS),
    winnersStay: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    bands: z.array(z.string()),
  })
  .nullable();

/** What a session runs: its own setup (a one-off's), else its program's; null when neither runs open play. */
export const effectiveOpenPlay = (session: { openPlay: OpenPlaySetup | null }, program: { openPlay: OpenPlaySetup | null }): OpenPlaySetup | null =>
  session.openPlay ?? program.openPlay ?? null;
