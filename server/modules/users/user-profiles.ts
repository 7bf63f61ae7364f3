import { z } from 'zod';
import { LOCALES } from '../../lib/request-locale.js';
import type { User } from './schema.js';

export const roleSchema = z.enum(['admin', 'owner']);

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  postalCode: z.string().nullable(),
  birthday: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Self-rated level, 1.0 to 6.0 in half steps; null: not rated. */
  selfRatedLevel: z.number().nullable(),
  roles: z.array(roleSchema),
  /** The account's language (en-CA or fr-CA): its e-mails, and the web app once logged in. */
  locale: z.enum(LOCALES),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The account as members and staff see it: never the hash or the token version. */
export function toProfile(user: User): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    gender: user.gender,
    postalCode: user.postalCode,
    birthday: user.birthday,
    phoneNumber: user.phoneNumber,
    selfRatedLevel: user.selfRatedLevel,
    roles: user.roles.filter((role): role is 'admin' | 'owner' => role === 'admin' || role === 'owner'),
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
  };
}
