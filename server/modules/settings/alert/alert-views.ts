import { z } from 'zod';
import { bothVersions, langFields, localize, localizedTextSchema } from '../../../lib/localized.js';
import type { Locale } from '../../../lib/request-locale.js';
import type { AppAlertRow } from './schema.js';

// The alert as visitors see it (one language) and as staff edit it (both).

const severity = z.enum(['info', 'success', 'warning', 'error']);

/** The banner: its message and link text in the reader's language, `lang` when the message is the other one's, `langs.linkText` when the link's differs. */
export const alertSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  severity,
  linkUrl: z.string().nullable(),
  linkText: z.string().nullable(),
  updatedAt: z.string(),
  ...langFields,
});

/** The alert as staff edit it: both languages of the message and the link text (null: that version is empty). */
export const alertEditSchema = z.object({
  id: z.number().int(),
  message: localizedTextSchema,
  severity,
  linkUrl: z.string().nullable(),
  linkText: localizedTextSchema,
  updatedAt: z.string(),
});

export const publicAlert = (row: AppAlertRow, locale: Locale): z.infer<typeof alertSchema> => ({
  id: row.id,
  severity: row.severity,
  linkUrl: row.linkUrl,
  updatedAt: row.updatedAt.toISOString(),
  ...localize(locale, 'message', { message: { en: row.message, fr: row.messageFr }, linkText: { en: row.linkText, fr: row.linkTextFr } }),
});

export const alertForEditing = (row: AppAlertRow): z.infer<typeof alertEditSchema> => ({
  id: row.id,
  message: bothVersions(row.message, row.messageFr),
  severity: row.severity,
  linkUrl: row.linkUrl,
  linkText: bothVersions(row.linkText, row.linkTextFr),
  updatedAt: row.updatedAt.toISOString(),
});
