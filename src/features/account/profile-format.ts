import type { Translate } from '@/i18n/translate';
import { genderText } from '@/lib/person-fields';
import { formatDate } from '@/lib/venue-time';

/** "May 10, 1990" / "10 mai 1990": a YYYY-MM-DD birthday in the screen's language. */
export function formatBirthday(t: Translate, iso: string | null): string {
  if (!iso) return t('account.details.notGiven');
  return formatDate(iso, 'long');
}

/** "+14165550102" (how the server stores it) as "416-555-0102". */
export function formatPhoneNumber(t: Translate, e164: string | null): string {
  if (!e164) return t('account.details.notGiven');
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : e164;
}

export function genderLabel(t: Translate, value: string | null): string {
  return genderText(t, value) ?? t('account.details.notGiven');
}

export function roleLabel(t: Translate, role: 'admin' | 'owner'): string {
  return t(role === 'owner' ? 'account.details.role.owner' : 'account.details.role.admin');
}
