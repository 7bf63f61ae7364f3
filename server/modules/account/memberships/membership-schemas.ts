import { z } from 'zod';
import { fieldRule } from '../../../lib/field-rules.js';
import { idField, moneyCentsField, optionalTextField, textField } from '../../../lib/field-schemas.js';

/** One person's membership as Account shows it (docs/memberships-and-households.md). */
const membershipItemSchema = z.object({
  id: z.number().int().nullable(),
  participant: z.object({ id: z.union([z.literal('self'), z.number().int()]), name: z.string() }),
  status: z.enum(['active', 'expiring', 'expired', 'none']),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  renewableFrom: z.string().nullable(),
  priceCents: z.number().int(),
  canBuy: z.boolean(),
  cancellableUntil: z.string().nullable(),
  orderId: z.string().nullable(),
});

export const membershipListSchema = z.object({
  items: z.array(membershipItemSchema),
  taxes: z.array(z.object({ name: z.string(), ratePercent: z.number() })),
});

export const participantIdField = z.union([z.literal('self'), idField], { message: fieldRule('self_or_family') });

/** A desk sale: the people (the holder "self" and/or family member ids), how it was paid. */
export const deskSaleBody = z.strictObject({
  participantIds: z.array(participantIdField).min(1, 'Choose at least one person.').max(11, 'At most 11 people: the holder and 10 family members.'),
  method: z.enum(['cash', 'card_terminal'], 'Choose cash or card terminal.'),
  reference: optionalTextField(100),
});

export const staffRefundBody = z.strictObject({
  amountCents: moneyCentsField(100_000_000, { min: 1 }),
  reason: textField(200).min(1, 'Say why, for the customer and the books.'),
  endMembership: z.boolean({ message: fieldRule('true_or_false') }),
});
