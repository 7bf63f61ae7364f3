import { Body1, Link as FluentLink } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { DayAvailability } from '@machines/booking';
import type { CompanySettings } from '@machines/settings';
import { useT } from '@/i18n/translate';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';

/** Where "Become a member" leads: Account, with the purchase dialog open on arrival. */
const BECOME_MEMBER_URL = '/account?showBuyOnLoad=true';

/** The booking windows from company settings (read once; nothing is shown while it loads or if it fails). */
function useBookingWindows() {
  const api = useApi();
  const logic = useMemo(() => fromPromise<Partial<CompanySettings>>(() => api.companySettings.load()), [api]);
  const actor = useActorRef(logic);
  return useSelector(actor, (s) => (s.status === 'done' ? s.output : null));
}

/**
 * What members get, for whoever is not one (or not staff): the member price per hour with a link to
 * become one, and a longer booking window when the owner gives members one.
 */
export function MemberOffer({ day }: { day: DayAvailability }) {
  const t = useT();
  const settings = useBookingWindows();
  if (day.staffView) return null;
  const plusTax = day.taxes.length > 0;
  const memberPrice = day.price.kind === 'default' && day.price.memberPerHourCents < day.price.perHourCents;
  const memberDays = settings?.memberBookingWindowDays ?? 0;
  const longerWindow = memberDays > (settings?.userBookingWindowDays ?? memberDays);
  if (!memberPrice && !longerWindow) return null;
  return (
    <Body1>
      {memberPrice
        ? `${t(plusTax ? 'booking.bookCourt.memberPricePlusTax' : 'booking.bookCourt.memberPrice', { price: formatCad(day.price.memberPerHourCents) })} `
        : null}
      {longerWindow ? `${t('booking.bookCourt.memberWindow', { days: memberDays })} ` : null}
      {day.price.kind === 'default' ? (
        <Link href={BECOME_MEMBER_URL} asChild>
          <FluentLink>{t('booking.bookCourt.becomeMember')}</FluentLink>
        </Link>
      ) : null}
    </Body1>
  );
}
