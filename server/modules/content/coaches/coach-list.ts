import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { richTextSchema, shortTextList } from '../../../lib/content-fields.js';
import { textField } from '../../../lib/field-schemas.js';
import { OwnerListRepository } from '../../../lib/owner-list/owner-list-repository.js';
import { displayOrderField, type OwnerListKind } from '../../../lib/owner-list/owner-list-routes.js';
import { validateRichText } from '../../../lib/rich-text/validate.js';
import { checkImageUpload, uploadUrl } from '../uploads/index.js';
import { coaches, type CoachRow } from './schema.js';

/** What the owner sends for a coach: the bio is Editor.js output, checked against the `essential` preset (400 rich_text_invalid). */
const coachBody = z.strictObject({
  name: textField(100, { min: 1 }),
  tagline: textField(120).default(''),
  bio: z.unknown(),
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
});

const toCoach = (row: CoachRow): z.infer<typeof coachSchema> => ({
  id: row.id,
  name: row.name,
  tagline: row.tagline,
  bio: row.bio,
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
    ownerShape: { photoUploadId: z.string().nullable() },
    ownerFields: (row) => ({ photoUploadId: row.photoUploadId }),
    // The bio cleaned under `essential`, the photo an existing upload.
    values: async (input) => {
      const bio = validateRichText(input.bio, 'essential', 'bio');
      await checkImageUpload(db, input.photoUploadId, 'photoUploadId', 'photo');
      return {
        name: input.name,
        tagline: input.tagline,
        bio,
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
