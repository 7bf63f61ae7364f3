import { Badge, Button, Card, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type MembershipStatus, type PersonMembership, buyablePeople, type staffMembershipsMachine } from '@machines/account';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useAdminClasses } from '@/lib/admin-styles';
import { formatDate } from '@/lib/venue-time';
import { StaffMembershipRefundDialog } from './staff-membership-refund-dialog';
import { StaffSaleDialog } from './staff-sale-dialog';

export type StaffMembershipsActor = ActorRefFrom<typeof staffMembershipsMachine>;

const STATUS_COLOURS: Record<MembershipStatus, 'success' | 'warning' | 'subtle' | 'informative'> = {
  active: 'success',
  expiring: 'warning',
  expired: 'subtle',
  none: 'informative',
};

const useClasses = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/** Each person's membership on this account; sell one at the desk, or refund one with a reason. */
export function StaffMembershipsCard({ actor, onRefunded }: { actor: StaffMembershipsActor; onRefunded: () => void }) {
  const t = useT();
  const account = useAccountClasses();
  const admin = useAdminClasses();
  const people = useSelector(actor, (s) => s.context.people);
  const listError = useSelector(actor, (s) => s.context.listError);
  const loading = useSelector(actor, (s) => s.matches({ list: 'loading' }));
  const reloading = useSelector(actor, (s) => s.matches({ list: 'reloading' }));
  const failed = useSelector(actor, (s) => s.matches({ list: 'loadFailed' }));
  const canSell = useSelector(actor, (s) => s.can({ type: 'sale.opened' }));
  // Whose refund dialog is open (presentational; the dialog runs its own machine).
  const [refunding, setRefunding] = useState<PersonMembership | null>(null);

  return (
    <Card className={admin.staffCard} aria-labelledby="staff-memberships-heading">
      <div className={account.headline}>
        <Subtitle1 as="h2" id="staff-memberships-heading">
          {t('admin.account.memberships.title')}
        </Subtitle1>
        {reloading && <Spinner size="tiny" label={t('admin.account.memberships.reloading')} />}
      </div>
      {listError && (
        <MessageBar intent={failed ? 'error' : 'warning'}>
          <MessageBarBody>{t('admin.account.memberships.loadFailed', { error: failureText(t, listError) })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'memberships.reload' })}>{t('admin.account.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {loading ? (
        <Spinner size="small" label={t('admin.account.memberships.loading')} />
      ) : (
        people.length > 0 && (
          <ul className={account.list} aria-label={t('admin.account.memberships.listLabel')}>
            {people.map((person) => (
              <PersonRow key={String(person.participant.id)} person={person} onRefund={() => setRefunding(person)} />
            ))}
          </ul>
        )
      )}
      {!loading && !failed && (
        <div className={admin.actions}>
          <Button appearance="primary" disabledFocusable={!canSell} onClick={() => actor.send({ type: 'sale.opened' })}>
            {t('admin.account.memberships.sell')}
          </Button>
          {buyablePeople(people).length === 0 && <Text className={account.meta}>{t('admin.account.memberships.nobodyCanBuy')}</Text>}
        </div>
      )}
      <StaffSaleDialog actor={actor} />
      {refunding && (
        <StaffMembershipRefundDialog key={String(refunding.participant.id)} membership={refunding} onRefunded={onRefunded} onClose={() => setRefunding(null)} />
      )}
    </Card>
  );
}

function PersonRow({ person, onRefund }: { person: PersonMembership; onRefund: () => void }) {
  const t = useT();
  const account = useAccountClasses();
  const classes = useClasses();
  const name = person.participant.name;
  return (
    <li className={account.item} aria-label={name}>
      <div className={account.headline}>
        <Text className={classes.name}>{name}</Text>
        <Badge appearance="tint" color={STATUS_COLOURS[person.status]}>
          {t('admin.account.memberships.status', { status: person.status })}
        </Badge>
      </div>
      {person.validFrom && person.validUntil && (
        <Text className={account.meta}>
          {t('admin.account.memberships.valid', { from: formatDate(person.validFrom, 'long'), until: formatDate(person.validUntil, 'long') })}
        </Text>
      )}
      {person.id !== null && person.orderId !== null && (
        <div className={account.actions}>
          <Button size="small" aria-label={t('admin.account.memberships.refundLabel', { name })} onClick={onRefund}>
            {t('admin.account.memberships.refund')}
          </Button>
        </div>
      )}
    </li>
  );
}
