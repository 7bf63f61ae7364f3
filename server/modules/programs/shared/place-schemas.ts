import { z } from 'zod';
import { idField } from '../../../lib/field-schemas.js';
import { langFields } from '../../../lib/localized.js';

/** A line's participant, as a buyer names them: 'self' or one of their family members. */
export const participantIdField = z.union([z.literal('self'), idField], 'Give "self" or the id of one of your family members.');

/** Whose place it is: the account holder's own ('self') or a family member's id. */
export const participantIdSchema = z.union([z.literal('self'), z.number().int()]);

/** A drop-in waitlist line still open (machines/programs/program-shapes.ts `WaitlistLine`): the member's list, and the staff's view of an account. */
export const waitlistLineSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  participantName: z.string(),
  position: z.number().int(),
  status: z.enum(['waiting', 'offered']),
  offerExpiresAt: z.string().nullable(),
  // The title in the reader's language; `lang` when it is the other one's.
  lang: langFields.lang,
});
