import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { richTextSchema, shortTextList } from '../../../lib/content-fields.js';
import { textField } from '../../../lib/field-schemas.js';
import type { Locale } from '../../../lib/request-locale.js';
import { bothVersions, EMPTY_DOCUMENT, langFields, localize, localizedField, localizedTextSchema } from '../../../lib/localized.js';
import { OwnerListRepository } from '../../../lib/owner-list/owner-list-repository.js';
import { displayOrderField, type OwnerListKind } from '../../../lib/owner-list/owner-list-routes.js';
import { validateRichText } from '../../../lib/rich-text/validate.js';
import { checkImageUpload, uploadUrl } from '../uploads/index.js';
import { coaches, type CoachRow } from './schema.js';

/**
 * What the owner sends for a coach: the tagline and the bio in both languages ({ en, fr }; a plain
 * value is English); each bio is Editor.js output, checked against the `essential` preset (400 rich_text_invalid).
 */
const coachBody = z.strictObject({
  name: textField(100, { min: 1 }),
  tagline: localizedField(textField(120)).default({ en: null, fr: null }),
  bio: localizedField(z.unknown().meta({ type: 'object' })),
  photoUploadId: z.uuid('Give the id of an uploaded image.').nullable().default(null),
  certifications: shortTextList(10, 40).default([]),
  levels: shortTextList(10, 40).default([]),
  languages: shortTextList(10, 40).default([]),
  order: displayOrderField.optional(),
  published: z.boolean().default(false),
});

/** A coach as /coaches shows them. */
const coachSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string(),
  bio: richTextSchema,
  photoUrl: z.string().nullable(),
  certifications: z.array(z.string()),
  levels: z.array(z.string()),
  languages: z.array(z.string()),
  // The tagline and bio in the reader's language: `lang` when the tagline is the other one's, `langs.bio` when the bio's differs.
  ...langFields,
});

const toCoach = (row: CoachRow, locale: Locale): z.infer<typeof coachSchema> => ({
  id: row.id,
  name: row.name,
  ...localize(locale, 'tagline', { tagline: { en: row.tagline, fr: row.taglineFr }, bio: { en: row.bio, fr: row.bioFr } }),
  photoUrl: row.photoUploadId ? uploadUrl(row.photoUploadId) : null,
  certifications: row.certifications,
  levels: row.levels,
  languages: row.languages,
});

/** Coaches' profiles on the owner-ordered list: /api/coaches and /api/owner/coaches. */
export function coachList(db: Database): OwnerListKind<typeof coaches, typeof coachBody, typeof coachSchema> {
  return {
    noun: 'coach',
    plural: 'coaches',
    possessive: 'their',
    repository: new OwnerListRepository(db, coaches, 'coach'),
    body: coachBody,
    publicSchema: coachSchema,
    toPublic: toCoach,
    ownerShape: {
      tagline: localizedTextSchema,
      bio: z.object({ en: richTextSchema.nullable(), fr: richTextSchema.nullable() }),
      photoUploadId: z.string().nullable(),
    },
    ownerFields: (row) => ({ tagline: bothVersions(row.tagline, row.taglineFr), bio: bothVersions(row.bio, row.bioFr), photoUploadId: row.photoUploadId }),
    // Each bio cleaned under `essential` (the English one stored without blocks when only the French is given), the photo an existing upload.
    values: async (input) => {
      const bio = input.bio.en === null ? EMPTY_DOCUMENT : validateRichText(input.bio.en, 'essential', 'bio');
      const bioFr = input.bio.fr === null ? null : validateRichText(input.bio.fr, 'essential', 'bio');
      await checkImageUpload(db, input.photoUploadId, 'photoUploadId', 'photo');
      return {
        name: input.name,
        tagline: input.tagline.en ?? '',
        taglineFr: input.tagline.fr,
        bio,
        bioFr,
        bioPreset: 'essential' as const,
        photoUploadId: input.photoUploadId,
        certifications: input.certifications,
        levels: input.levels,
        languages: input.languages,
        published: input.published,
      };
    },
  };
}
