import { GENDER_OPTIONS } from '@/lib/api/types';
import { formatDate } from '@/lib/venue-time';

export const NOT_GIVEN = 'Not given';

/** "May 10, 1990": a YYYY-MM-DD birthday read the en-CA way. */
export function formatBirthday(iso: string | null): string {
  if (!iso) return NOT_GIVEN;
  return formatDate(iso, 'long');
}

/** "+14165550102" (how the server stores it) as "416-555-0102". */
export function formatPhoneNumber(e164: string | null): string {
  if (!e164) return NOT_GIVEN;
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : e164;
}

export function genderLabel(value: string | null): string {
  return GENDER_OPTIONS.find((option) => option.value === value)?.label ?? NOT_GIVEN;
}

export const ROLE_LABELS = { admin: 'Admin', owner: 'Owner' } as const;
