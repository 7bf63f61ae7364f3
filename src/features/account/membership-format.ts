import type { PersonMembership } from '@machines/account';
import type { Translate } from '@/i18n/translate';
import { formatDate } from '@/lib/venue-time';

/** The cooling-off period is still running (the answer may have aged on screen). */
export const isCancellable = (item: PersonMembership) => item.id !== null && item.cancellableUntil !== null && Date.parse(item.cancellableUntil) > Date.now();

/** "Valid until March 1, 2027", "Ended on …", "No membership yet". */
export function validityText(t: Translate, item: PersonMembership): string {
  if ((item.status === 'active' || item.status === 'expiring') && item.validUntil)
    return t('account.membership.validUntil', { date: formatDate(item.validUntil, 'long') });
  if (item.status === 'expired' && item.validUntil) return t('account.membership.endedOn', { date: formatDate(item.validUntil, 'long') });
  return t('account.membership.noneYet');
}

/** Why Buy or Renew is not offered for this person now, when that is worth saying. */
export function notBuyableText(t: Translate, item: PersonMembership): string | null {
  if (item.canBuy) return null;
  if (item.renewableFrom) return t('account.membership.renewalOpens', { date: formatDate(item.renewableFrom, 'long') });
  return t('account.membership.notBuyable');
}
