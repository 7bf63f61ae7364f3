/** Family members and memberships as the API answers them, for the account view tests. */
import type { HouseholdMember, MemberRequest } from '@machines/account/household-member';
import type { PersonMembership } from '@machines/account/membership-shapes';
import type { ParticipantId } from '@machines/shared/participant';

let nextId = 100;

/** A saved family member: an adult partner unless the request says otherwise. */
export function aHouseholdMember(request: MemberRequest & { id?: number } = {}): HouseholdMember {
  const birthday = request.birthday ?? '1988-02-14';
  const minor = birthday > '2008-11-23';
  return {
    id: request.id ?? nextId++,
    firstName: request.firstName ?? 'Sam',
    lastName: request.lastName ?? 'Member',
    birthday,
    gender: request.gender ?? null,
    relationship: request.relationship ?? 'partner',
    selfRatedLevel: request.selfRatedLevel ?? null,
    minor,
    guardianConsent: request.guardianConsent ?? false,
  };
}

/** Someone with no membership yet, who can buy one at $120.00 before tax. */
export function noMembership(id: ParticipantId, name: string, overrides: Partial<PersonMembership> = {}): PersonMembership {
  return {
    id: null,
    participant: { id, name },
    status: 'none',
    validFrom: null,
    validUntil: null,
    renewableFrom: null,
    priceCents: 12_000,
    canBuy: true,
    cancellableUntil: null,
    orderId: null,
    ...overrides,
  };
}

/** A running membership (bought a while ago: past its cooling-off, renewal not open yet). */
export function activeMembership(id: ParticipantId, name: string, overrides: Partial<PersonMembership> = {}): PersonMembership {
  return noMembership(id, name, {
    id: 700,
    status: 'active',
    validFrom: '2026-03-01',
    validUntil: '2027-02-28',
    renewableFrom: '2026-12-30',
    canBuy: false,
    orderId: 'order-700',
    ...overrides,
  });
}
