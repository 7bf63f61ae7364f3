import type { Database } from '../../../db/client.js';
import type { HttpError } from '../../../lib/http-error.js';
import type { HouseholdMemberRow } from './schema.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a product that takes participants (memberships, registrations) says before a family member
 * is removed or their birthday changes: null to allow, or the refusal (a 409 saying why). Products
 * register these at start, so households never import a product.
 */
export interface ParticipationGuard {
  /** E.g. "Sam has an active membership": a member with paid things cannot be removed. */
  beforeRemove(tx: Tx, member: HouseholdMemberRow, now: Date): Promise<HttpError | null>;
  /** E.g. a future registration's age rule the new birthday would break. */
  beforeBirthdayChange(tx: Tx, member: HouseholdMemberRow, birthday: string, now: Date): Promise<HttpError | null>;
}

/** The guards every product registered; the households service asks each in turn. */
export class ParticipationGuards {
  private readonly guards: ParticipationGuard[] = [];

  register(guard: ParticipationGuard) {
    this.guards.push(guard);
  }

  async refusalToRemove(tx: Tx, member: HouseholdMemberRow, now: Date): Promise<HttpError | null> {
    for (const guard of this.guards) {
      const refusal = await guard.beforeRemove(tx, member, now);
      if (refusal) return refusal;
    }
    return null;
  }

  async refusalToChangeBirthday(tx: Tx, member: HouseholdMemberRow, birthday: string, now: Date): Promise<HttpError | null> {
    for (const guard of this.guards) {
      const refusal = await guard.beforeBirthdayChange(tx, member, birthday, now);
      if (refusal) return refusal;
    }
    return null;
  }
}
