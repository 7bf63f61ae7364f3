import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { refuseNonHttpsUrls, richTextSchema, webAddressField } from '../../../lib/content-fields.js';
import { textField } from '../../../lib/field-schemas.js';
import { bothVersions, EMPTY_DOCUMENT, langFields, localize, localizedField } from '../../../lib/localized.js';
import type { Locale } from '../../../lib/request-locale.js';
import { OwnerListRepository } from '../../../lib/owner-list/owner-list-repository.js';
import { displayOrderField, type OwnerListKind } from '../../../lib/owner-list/owner-list-routes.js';
import { validateRichText } from '../../../lib/rich-text/validate.js';
import { checkImageUpload, uploadUrl } from '../uploads/index.js';
import { partners, type PartnerRow } from './schema.js';

/**
 * What the owner sends for a partner: the description in both languages ({ en, fr }; a plain document is English), each Editor.js
 * output checked against the `minimal` preset (400 rich_text_invalid). The name is one, as the partner writes it.
 */
const partnerBody = z.strictObject({
  name: textField(100, { min: 1 }),
  logoUploadId: z.uuid('Give the id of an uploaded image.').nullable().default(null),
  // https only (400 url_not_https when the values are checked); empty means no site.
  url: webAddressField
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  description: localizedField(z.unknown().meta({ type: 'object' })),
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
  // The description in the reader's language; `lang` when it is the other one's.
  ...langFields,
});

const toPartner = (row: PartnerRow, locale: Locale): z.infer<typeof partnerSchema> => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUploadId ? uploadUrl(row.logoUploadId) : null,
  url: row.url,
  ...localize(locale, 'description', { description: { en: row.description, fr: row.descriptionFr } }),
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
    ownerShape: { description: z.object({ en: richTextSchema.nullable(), fr: richTextSchema.nullable() }), logoUploadId: z.string().nullable() },
    ownerFields: (row) => ({ description: bothVersions(row.description, row.descriptionFr), logoUploadId: row.logoUploadId }),
    // An https link, the description cleaned under `minimal`, the logo an existing upload.
    values: async (input) => {
      refuseNonHttpsUrls({ url: input.url });
      // The English one stored without blocks when only the French is given.
      const description = input.description.en === null ? EMPTY_DOCUMENT : validateRichText(input.description.en, 'minimal', 'description');
      const descriptionFr = input.description.fr === null ? null : validateRichText(input.description.fr, 'minimal', 'description');
      await checkImageUpload(db, input.logoUploadId, 'logoUploadId', 'logo');
      return {
        name: input.name,
        logoUploadId: input.logoUploadId,
        url: input.url,
        description,
        descriptionFr,
        descriptionPreset: 'minimal' as const,
        published: input.published,
      };
    },
  };
}
