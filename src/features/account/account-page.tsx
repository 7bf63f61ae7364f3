import {
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams, useSearch } from 'wouter';
import type { ProfileLoadFailure } from '@machines/account';
import { failureText } from '@/i18n/failure-text';
import { useT, type MessageId } from '@/i18n/translate';
import { PageHeading } from '@/lib/page-heading';
import { parseAccountId, useAccountProfileLogic } from './account-profile-logic';
import { useAccountClasses } from '@/lib/account-styles';
import { MyBookingsSection } from '@/features/booking';
import { OpenPlaySection } from '@/features/open-play';
import { MyProgramsSection, MySessionsSection } from '@/features/programs';
import { ChangePassword } from './change-password';
import { FamilySection } from './family-section';
import { MembershipSection } from './membership-section';
import { BUY_FLAG, useMembershipsLogic } from './memberships-logic';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { PurchasesSection, usePurchasesLogic } from '@/features/checkout';
import { StaffAccountTools } from './staff/staff-account-tools';

const useSectionClasses = makeStyles({
  // Across both columns of a wide screen; wraps on a phone.
  nav: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
});

/** `?showBuyOnLoad` (spec), `?showBuyOnLoad=true`: open the membership purchase dialog on arrival. */
const asksToBuy = (search: string) => {
  const value = new URLSearchParams(search).get(BUY_FLAG);
  return value !== null && value !== 'false' && value !== '0';
};

const LOAD_FAILURE_MESSAGES: Record<ProfileLoadFailure, MessageId> = {
  notAllowed: 'account.load.notAllowed',
  notFound: 'account.load.notFound',
  failed: 'account.load.failed',
};

/** /account/:id? — your own account, or (admins, checked by the route guard) someone else's. */
export default function AccountPage() {
  const { id } = useParams<{ id?: string }>();
  const t = useT();
  // Read once on arrival: the dialog drops the flag from the address when it opens.
  const search = useSearch();
  const [buyOnLoad] = useState(() => asksToBuy(search));
  return (
    <>
      {/* The nav title (spec: "Account"), from the app catalogue. */}
      <PageHeading>{t('nav.account')}</PageHeading>
      {/* A different id is a different account: start over. */}
      <AccountProfile key={id ?? 'me'} id={parseAccountId(id)} buyOnLoad={buyOnLoad} />
    </>
  );
}

function AccountProfile({ id, buyOnLoad }: { id: number | undefined; buyOnLoad: boolean }) {
  const classes = useAccountClasses();
  const t = useT();
  const actor = useActorRef(useAccountProfileLogic(), { input: { id } });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure);
  const loadApiError = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.error : null));
  const editing = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const profile = useSelector(actor, (s) => s.context.profile);

  if (loading) return <Spinner label={t('account.page.loading')} />;
  if (loadFailure) {
    const loadError = loadApiError ? failureText(t, loadApiError) : null;
    return (
      <MessageBar intent={loadFailure === 'failed' ? 'error' : 'warning'}>
        <MessageBarBody>
          {t(LOAD_FAILURE_MESSAGES[loadFailure])}
          {loadFailure === 'failed' && loadError ? ` ${loadError}` : ''}
        </MessageBarBody>
        {loadFailure === 'failed' && (
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'profile.reload' })}>{t('account.load.tryAgain')}</Button>
          </MessageBarActions>
        )}
      </MessageBar>
    );
  }
  if (!profile) return null;

  const profileSections = (
    <div id="account-profile" className={classes.column}>
      {editing ? <ProfileForm actor={actor} /> : <ProfileDetails profile={profile} onEdit={() => actor.send({ type: 'profile.edit' })} />}
      <ChangePassword email={profile.email} own={id === undefined} />
    </div>
  );
  // Staff looking at someone else's account: the profile, then the staff's panel (family through
  // the staff routes, memberships at the desk, orders, bookings, audit); no bookings column.
  if (id !== undefined) {
    return (
      <div className={classes.page}>
        <SectionLinks sections={['profile', 'family', 'membership', 'staff']} />
        {profileSections}
        <StaffAccountTools userId={id} />
      </div>
    );
  }

  // What a member comes for first: their upcoming bookings, then purchases, then the account's
  // settings, family and membership. One column on a phone in that order, with links to each
  // section at the top; two on a wide screen, bookings on the left.
  return <OwnAccount profileSections={profileSections} buyOnLoad={buyOnLoad} />;
}

/** The member's own page; a cancelled booking's or membership's refund shows in Purchases at once. */
function OwnAccount({ profileSections, buyOnLoad }: { profileSections: ReactNode; buyOnLoad: boolean }) {
  const classes = useAccountClasses();
  const purchases = useActorRef(usePurchasesLogic());
  const reloadPurchases = useCallback(() => purchases.send({ type: 'purchases.reload' }), [purchases]);
  return (
    <div className={mergeClasses(classes.page, classes.ownPage)}>
      <SectionLinks sections={['bookings', 'purchases', 'profile', 'family', 'membership']} />
      <div className={classes.column}>
        <div id="account-bookings" className={classes.column}>
          <MyBookingsSection onBookingCancelled={reloadPurchases} />
          <MySessionsSection />
          <OpenPlaySection />
          <MyProgramsSection />
        </div>
        <div id="account-purchases" className={classes.column}>
          <PurchasesSection actor={purchases} />
        </div>
      </div>
      <div className={classes.column}>
        {profileSections}
        <FamilyAndMembership buyOnLoad={buyOnLoad} onMembershipCancelled={reloadPurchases} />
      </div>
    </div>
  );
}

/** Family, then memberships: a family member added or removed is read again in the memberships list. */
function FamilyAndMembership({ buyOnLoad, onMembershipCancelled }: { buyOnLoad: boolean; onMembershipCancelled?: () => void }) {
  const classes = useAccountClasses();
  const memberships = useActorRef(useMembershipsLogic(onMembershipCancelled), { input: { buyOnLoad } });
  const reloadMemberships = useCallback(() => memberships.send({ type: 'memberships.reload' }), [memberships]);
  return (
    <>
      <div id="account-family" className={classes.column}>
        <FamilySection onChanged={reloadMemberships} />
      </div>
      <div id="account-membership" className={classes.column}>
        <MembershipSection actor={memberships} />
      </div>
    </>
  );
}

type SectionName = 'bookings' | 'purchases' | 'profile' | 'family' | 'membership' | 'staff';

/** In-page links to each section (a phone's single column is long); ordinary links, so the keyboard reaches them first. */
function SectionLinks({ sections }: { sections: SectionName[] }) {
  const t = useT();
  const classes = useSectionClasses();
  return (
    <nav aria-label={t('account.sections.label')} className={classes.nav}>
      {sections.map((section) => (
        <FluentLink key={section} href={`#account-${section}`}>
          {t('account.sections.link', { section })}
        </FluentLink>
      ))}
    </nav>
  );
}
