import { Body1, Button, Card, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, mergeClasses } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import type { ProfileLoadFailure } from '@machines/account/account-profile.machine';
import { PageHeading } from '@/lib/page-heading';
import { parseAccountId, useAccountProfileLogic } from './account-profile-logic';
import { useAccountClasses } from '@/lib/account-styles';
import { MyBookingsSection } from '@/features/booking';
import { ChangePassword } from './change-password';
import { MembershipDialog } from './membership-dialog';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { PurchasesSection, usePurchasesLogic } from '@/features/checkout';

const BUY_FLAG = 'showBuyOnLoad';

const LOAD_FAILURE_MESSAGES: Record<ProfileLoadFailure, string> = {
  notAllowed: 'You do not have access to this account.',
  notFound: 'There is no account with this number.',
  failed: 'The account could not be loaded.',
};

/** /account/:id? — your own account, or (admins, checked by the route guard) someone else's. */
export default function AccountPage() {
  const { id } = useParams<{ id?: string }>();
  return (
    <>
      <PageHeading>Account</PageHeading>
      {/* A different id is a different account: start over. */}
      <AccountProfile key={id ?? 'me'} id={parseAccountId(id)} />
    </>
  );
}

function AccountProfile({ id }: { id: number | undefined }) {
  const classes = useAccountClasses();
  const actor = useActorRef(useAccountProfileLogic(), { input: { id } });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure);
  const loadError = useSelector(actor, (s) => (s.matches('loadFailed') ? (s.context.error?.message ?? null) : null));
  const editing = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const profile = useSelector(actor, (s) => s.context.profile);

  if (loading) return <Spinner label="Loading the account…" />;
  if (loadFailure) {
    return (
      <MessageBar intent={loadFailure === 'failed' ? 'error' : 'warning'}>
        <MessageBarBody>
          {LOAD_FAILURE_MESSAGES[loadFailure]}
          {loadFailure === 'failed' && loadError ? ` ${loadError}` : ''}
        </MessageBarBody>
        {loadFailure === 'failed' && (
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'profile.reload' })}>Try again</Button>
          </MessageBarActions>
        )}
      </MessageBar>
    );
  }
  if (!profile) return null;

  const settings = (
    <>
      {editing ? <ProfileForm actor={actor} /> : <ProfileDetails profile={profile} onEdit={() => actor.send({ type: 'profile.edit' })} />}
      <ChangePassword email={profile.email} own={id === undefined} />
      <Memberships />
    </>
  );
  // Staff looking at someone else's account came for the profile; it has no bookings column.
  if (id !== undefined) return <div className={classes.page}>{settings}</div>;

  // What a member comes for first: their upcoming bookings, then purchases, then the account's
  // settings. One column on a phone in that order; two on a wide screen, bookings on the left.
  return (
    <div className={mergeClasses(classes.page, classes.ownPage)}>
      <div className={classes.column}>
        <BookingsAndPurchases />
      </div>
      <div className={classes.column}>{settings}</div>
    </div>
  );
}

/** The member's own bookings, then every order; a cancelled booking's refund shows in Purchases at once. */
function BookingsAndPurchases() {
  const purchases = useActorRef(usePurchasesLogic());
  const reloadPurchases = useCallback(() => purchases.send({ type: 'purchases.reload' }), [purchases]);
  return (
    <>
      <MyBookingsSection onBookingCancelled={reloadPurchases} />
      <PurchasesSection actor={purchases} />
    </>
  );
}

/** Memberships are a later release; ?showBuyOnLoad (spec) and the button open the "opening soon" dialog. */
function Memberships() {
  const classes = useAccountClasses();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const [openedHere, setOpenedHere] = useState(false); // presentational: the button's own open state

  const close = () => {
    setOpenedHere(false);
    if (params.has(BUY_FLAG)) {
      // The flag has done its job; drop it so a reload or Back does not reopen the dialog.
      params.delete(BUY_FLAG);
      const rest = params.toString();
      navigate(rest ? `${path}?${rest}` : path, { replace: true });
    }
  };

  return (
    <Card className={classes.card}>
      <Subtitle1 as="h2">Membership</Subtitle1>
      <Body1>Members book courts at the member rate. Buying a membership online is opening soon.</Body1>
      <div className={classes.actions}>
        <Button onClick={() => setOpenedHere(true)}>Buy a membership</Button>
      </div>
      <MembershipDialog open={openedHere || params.has(BUY_FLAG)} onClose={close} />
    </Card>
  );
}
