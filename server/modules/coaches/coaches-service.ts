import { asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checkFullOrder } from '../../lib/content-fields.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { validateRichText } from '../../lib/rich-text/validate.js';
import { uploadExists, uploadUrl } from '../uploads/index.js';
import { coaches, type CoachRow } from './schema.js';

/** What the owner sends for a coach; `bio` is checked against the `essential` preset here. */
interface CoachInput {
  name: string;
  tagline: string;
  bio: unknown;
  photoUploadId: string | null;
  certifications: string[];
  levels: string[];
  languages: string[];
  /** Left out: a new coach goes last, an edited one keeps its place. */
  order?: number;
  published: boolean;
}

/** A coach as /coaches shows them. */
export function toCoach(row: CoachRow) {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    bio: row.bio,
    photoUrl: row.photoUploadId ? uploadUrl(row.photoUploadId) : null,
    certifications: row.certifications,
    levels: row.levels,
    languages: row.languages,
  };
}

/** A coach as the owner edits them: the public fields plus the upload, the place and the visibility. */
export function toOwnerCoach(row: CoachRow) {
  return { ...toCoach(row), photoUploadId: row.photoUploadId, order: row.displayOrder, published: row.published };
}

const coachNotFound = () => notFound('There is no such coach.').coded('coach_not_found');
const listOrder = [asc(coaches.displayOrder), asc(coaches.name), asc(coaches.id)];

/** The coaches table: the only SQL on it. */
export class CoachesService {
  constructor(private readonly db: Database) {}

  /** Published coaches, by display order then name. */
  published(): Promise<CoachRow[]> {
    return this.db.select().from(coaches).where(eq(coaches.published, true)).orderBy(...listOrder);
  }

  /** Every coach, hidden ones included, in the same order. */
  all(): Promise<CoachRow[]> {
    return this.db.select().from(coaches).orderBy(...listOrder);
  }

  async create(input: CoachInput): Promise<CoachRow> {
    const values = await this.checked(input);
    return this.db.transaction(async (tx) => {
      let displayOrder = input.order;
      if (displayOrder === undefined) {
        const [{ last }] = await tx.select({ last: max(coaches.displayOrder) }).from(coaches);
        displayOrder = (last ?? -1) + 1;
      }
      const [row] = await tx
        .insert(coaches)
        .values({ ...values, displayOrder })
        .returning();
      return row;
    });
  }

  async update(id: number, input: CoachInput): Promise<CoachRow> {
    const values = await this.checked(input);
    const [row] = await this.db
      .update(coaches)
      .set({ ...values, ...(input.order === undefined ? {} : { displayOrder: input.order }), updatedAt: new Date() })
      .where(eq(coaches.id, id))
      .returning();
    if (!row) throw coachNotFound();
    return row;
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db.delete(coaches).where(eq(coaches.id, id)).returning({ id: coaches.id });
    if (deleted.length === 0) throw coachNotFound();
  }

  /** Puts the coaches in the order of `ids`, which must be every coach's id once (400 `order_ids_mismatch`). */
  async reorder(ids: number[]): Promise<CoachRow[]> {
    return this.db.transaction(async (tx) => {
      const current = await tx.select({ id: coaches.id, displayOrder: coaches.displayOrder }).from(coaches).for('update');
      checkFullOrder(
        ids,
        current.map((row) => row.id),
        'coach',
      );
      const was = new Map(current.map((row) => [row.id, row.displayOrder]));
      for (const [index, id] of ids.entries()) {
        if (was.get(id) !== index) await tx.update(coaches).set({ displayOrder: index, updatedAt: new Date() }).where(eq(coaches.id, id));
      }
      return tx.select().from(coaches).orderBy(...listOrder);
    });
  }

  /** The row values of a valid input: the bio cleaned under `essential`, the photo an existing upload. */
  private async checked(input: CoachInput) {
    const bio = validateRichText(input.bio, 'essential', 'bio');
    if (input.photoUploadId && !(await uploadExists(this.db, input.photoUploadId))) {
      throw badRequest('That photo is no longer on the server: upload it again.', { photoUploadId: 'Upload the photo again.' }).coded('upload_not_found');
    }
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
  }
}
