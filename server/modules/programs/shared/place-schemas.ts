import { z } from 'zod';

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
});
