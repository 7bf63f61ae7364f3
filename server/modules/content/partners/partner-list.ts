import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { refuseNonHttpsUrls, richTextSchema, webAddressField } from '../../../lib/content-fields.js';
import { textField } from '../../../lib/field-schemas.js';
import { OwnerListRepository } from '../../../lib/owner-list/owner-list-repository.js';
import { displayOrderField, type OwnerListKind } from '../../../lib/owner-list/owner-list-routes.js';
import { validateRichText } from '../../../lib/rich-text/validate.js';
import { checkImageUpload, uploadUrl } from '../uploads/index.js';
import { partners, type PartnerRow } from './schema.js';

/** What the owner sends for a partner: the description is Editor.js output, checked against the `minimal` preset (400 rich_text_invalid). */
const partnerBody = z.strictObject({
  name: textField(100, { min: 1 }),
  logoUploadId: z.uuid('Give the id of an uploaded image.').nullable().default(null),
  // https only (400 url_not_https when the values are checked); empty means no site.
  url: webAddressField
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  description: z.unknown(),
  order: displayOrderField.optional(),
  published: z.boolean().default(true),
});

/** A partner as /partners shows them. */
const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  url: z.string().nullable(),
  description: richTextSchema,
});

const toPartner = (row: PartnerRow): z.infer<typeof partnerSchema> => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUploadId ? uploadUrl(row.logoUploadId) : null,
  url: row.url,
  description: row.description,
});

/** Partners (a club, a shop, a sponsor) on the owner-ordered list: /api/partners and /api/owner/partners. */
export function partnerList(db: Database): OwnerListKind<typeof partners, typeof partnerBody, typeof partnerSchema> {
  return {
    noun: 'partner',
    plural: 'partners',
    possessive: 'its',
    repository: new OwnerListRepository(db, partners, 'partner'),
    body: partnerBody,
    publicSchema: partnerSchema,
    toPublic: toPartner,
    ownerShape: { logoUploadId: z.string().nullable() },
    ownerFields: (row) => ({ logoUploadId: row.logoUploadId }),
    // An https link, the description cleaned under `minimal`, the logo an existing upload.
    values: async (input) => {
      refuseNonHttpsUrls({ url: input.url });
      const description = validateRichText(input.description, 'minimal', 'description');
      await checkImageUpload(db, input.logoUploadId, 'logoUploadId', 'logo');
      return {
        name: input.name,
        logoUploadId: input.logoUploadId,
        url: input.url,
        description,
        descriptionPreset: 'minimal' as const,
        published: input.published,
      };
    },
  };
}
