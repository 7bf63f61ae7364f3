/**
 * Shapes the API answers (the routes of server/modules); money in integer cents, times in minutes from midnight.
 * Where a machine already declares a shape (machines/ import nothing from src/), it is taken from there.
 */
import type { AccountProfile } from '@machines/account';
import type { Alert } from '@machines/session';
import type { UserRole } from '@machines/users';

export type { AlertBody } from '@machines/session';
export type { LoginCredentials as LoginPayload, SignupPayload } from '@machines/auth';

export type Role = UserRole;
export type AppAlert = Alert;
export type Profile = AccountProfile & { createdAt: string };

export interface UserPage {
  items: Profile[];
  total: number;
}

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;
