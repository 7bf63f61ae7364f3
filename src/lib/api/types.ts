/** Shapes the API answers (server/routes/**); money in integer cents, times in minutes from midnight. */
export type Role = 'admin' | 'owner';

export interface Profile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  postalCode: string | null;
  birthday: string | null;
  phoneNumber: string | null;
  roles: Role[];
  createdAt: string;
}

export interface SignupPayload {
  email: string;
  password: string;
  gender: string;
  postalCode: string;
  birthday: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export type AlertSeverity = 'info' | 'success' | 'warning' | 'error';

export interface AppAlert {
  id: number;
  message: string;
  severity: AlertSeverity;
  linkUrl?: string | null;
  linkText?: string | null;
  updatedAt: string;
}

export type AlertBody = Pick<AppAlert, 'message' | 'severity' | 'linkUrl' | 'linkText'>;

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
