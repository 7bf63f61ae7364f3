import { asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checkFullOrder, refuseNonHttpsUrls } from '../../lib/content-fields.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { validateRichText } from '../../lib/rich-text/validate.js';
import { uploadExists, uploadUrl } from '../uploads/index.js';
import { partners, type PartnerRow } from './schema.js';

/** What the owner sends for a partner; `description` is checked against the `minimal` preset here, `url` is https or null. */
interface PartnerInput {
  name: string;
  logoUploadId: string | null;
  url: string | null;
  description: unknown;
  /** Left out: a new partner goes last, an edited one keeps its place. */
  order?: number;
  published: boolean;
}

/** A partner as /partners shows them. */
export function toPartner(row: PartnerRow) {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUploadId ? uploadUrl(row.logoUploadId) : null,
    url: row.url,
    description: row.description,
  };
}

/** A partner as the owner edits them: the public fields plus the upload, the place and the visibility. */
export function toOwnerPartner(row: PartnerRow) {
  return { ...toPartner(row), logoUploadId: row.logoUploadId, order: row.displayOrder, published: row.published };
}

const partnerNotFound = () => notFound('There is no such partner.').coded('partner_not_found');
const listOrder = [asc(partners.displayOrder), asc(partners.name), asc(partners.id)];

/** The partners table: the only SQL on it. */
export class PartnersService {
  constructor(private readonly db: Database) {}

  /** Published partners, by display order then name. */
  published(): Promise<PartnerRow[]> {
    return this.db.select().from(partners).where(eq(partners.published, true)).orderBy(...listOrder);
  }

  /** Every partner, hidden ones included, in the same order. */
  all(): Promise<PartnerRow[]> {
    return this.db.select().from(partners).orderBy(...listOrder);
  }

  async create(input: PartnerInput): Promise<PartnerRow> {
    const values = await this.checked(input);
    return this.db.transaction(async (tx) => {
      let displayOrder = input.order;
      if (displayOrder === undefined) {
        const [{ last }] = await tx.select({ last: max(partners.displayOrder) }).from(partners);
        displayOrder = (last ?? -1) + 1;
      }
      const [row] = await tx
        .insert(partners)
        .values({ ...values, displayOrder })
        .returning();
      return row;
    });
  }

  async update(id: number, input: PartnerInput): Promise<PartnerRow> {
    const values = await this.checked(input);
    const [row] = await this.db
      .update(partners)
      .set({ ...values, ...(input.order === undefined ? {} : { displayOrder: input.order }), updatedAt: new Date() })
      .where(eq(partners.id, id))
      .returning();
    if (!row) throw partnerNotFound();
    return row;
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id });
    if (deleted.length === 0) throw partnerNotFound();
  }

  /** Puts the partners in the order of `ids`, which must be every partner's id once (400 `order_ids_mismatch`). */
  async reorder(ids: number[]): Promise<PartnerRow[]> {
    return this.db.transaction(async (tx) => {
      const current = await tx.select({ id: partners.id, displayOrder: partners.displayOrder }).from(partners).for('update');
      checkFullOrder(
        ids,
        current.map((row) => row.id),
        'partner',
      );
      const was = new Map(current.map((row) => [row.id, row.displayOrder]));
      for (const [index, id] of ids.entries()) {
        if (was.get(id) !== index) await tx.update(partners).set({ displayOrder: index, updatedAt: new Date() }).where(eq(partners.id, id));
      }
      return tx.select().from(partners).orderBy(...listOrder);
    });
  }

  /** The row values of a valid input: https link, description cleaned under `minimal`, the logo an existing upload. */
  private async checked(input: PartnerInput) {
    refuseNonHttpsUrls({ url: input.url });
    const description = validateRichText(input.description, 'minimal', 'description');
    if (input.logoUploadId && !(await uploadExists(this.db, input.logoUploadId))) {
      throw badRequest('That logo is no longer on the server: upload it again.', { logoUploadId: 'Upload the logo again.' }).coded('upload_not_found');
    }
    return {
      name: input.name,
      logoUploadId: input.logoUploadId,
      url: input.url,
      description,
      descriptionPreset: 'minimal' as const,
      published: input.published,
    };
  }
}
