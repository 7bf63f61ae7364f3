import { Badge, Body1, Button, Card, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { MembershipStatus, PersonMembership } from '@machines/account';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';
import { formatInstant } from '@/lib/venue-time';
import { MembershipCancelDialog } from './membership-cancel-dialog';
import { isCancellable, notBuyableText, validityText } from './membership-format';
import { MembershipPurchaseDialog } from './membership-purchase-dialog';
import type { MembershipsActor } from './memberships-logic';
import { NothingToBuyDialog } from './nothing-to-buy-dialog';

const STATUS_COLOURS: Record<MembershipStatus, 'success' | 'warning' | 'danger' | 'subtle'> = {
  active: 'success',
  expiring: 'warning',
  expired: 'danger',
  none: 'subtle',
};

/**
 * Membership: each person on the account with a status badge, valid until, Buy or Renew, and the
 * cooling-off cancellation. For staff (the machine's `userId`) it is read only: staff sell at the desk.
 */
export function MembershipSection({ actor }: { actor: MembershipsActor }) {
  const t = useT();
  const classes = useAccountClasses();
  const userId = useSelector(actor, (s) => s.context.userId);
  const memberships = useSelector(actor, (s) => s.context.memberships);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.error : null));
  const own = userId === undefined;
  const anyBuyable = memberships?.items.some((item) => item.canBuy) ?? false;

  return (
    <Card className={classes.card} aria-labelledby="membership-heading">
      <Subtitle1 as="h2" id="membership-heading">
        {t('account.membership.title')}
      </Subtitle1>
      <Body1>{t(own ? 'account.membership.intro' : 'account.membership.introStaff')}</Body1>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('account.membership.loadFailed', { error: failureText(t, error) })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'memberships.reload' })}>{t('account.load.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : loading && !memberships ? (
        <Spinner size="small" label={t('account.membership.loading')} />
      ) : memberships ? (
        <>
          <ul className={classes.list} aria-label={t('account.membership.listLabel')}>
            {memberships.items.map((item) => (
              <MembershipItem key={String(item.participant.id)} item={item} actor={actor} own={own} />
            ))}
          </ul>
          {own && anyBuyable ? (
            <div className={classes.actions}>
              <Button appearance="primary" onClick={() => actor.send({ type: 'memberships.buy' })}>
                {t('account.membership.buy')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {own ? (
        <>
          <MembershipPurchaseDialog actor={actor} />
          <NothingToBuyDialog actor={actor} />
          <MembershipCancelDialog actor={actor} />
        </>
      ) : null}
    </Card>
  );
}

function MembershipItem({ item, actor, own }: { item: PersonMembership; actor: MembershipsActor; own: boolean }) {
  const t = useT();
  const classes = useAccountClasses();
  const name = item.participant.name;
  const running = item.status === 'active' || item.status === 'expiring';
  const waiting = notBuyableText(t, item);
  return (
    <li className={classes.item} aria-label={name}>
      <div className={classes.headline}>
        <Text weight="semibold">{name}</Text>
        <Badge appearance="filled" color={STATUS_COLOURS[item.status]}>
          {t('account.membership.status', { status: item.status })}
        </Badge>
      </div>
      <Text className={classes.meta}>{validityText(t, item)}</Text>
      {own && running && waiting ? <Text className={classes.status}>{waiting}</Text> : null}
      {own && isCancellable(item) ? (
        <Text className={classes.status}>{t('account.membership.coolingOff', { until: formatInstant(item.cancellableUntil!, DEFAULT_TIME_ZONE) })}</Text>
      ) : null}
      {own && (item.canBuy || isCancellable(item)) ? (
        <div className={classes.actions}>
          {item.canBuy ? (
            <Button
              size="small"
              aria-label={t(running ? 'account.membership.renewLabel' : 'account.membership.buyForLabel', { name })}
              onClick={() => actor.send({ type: 'memberships.buy', participantId: item.participant.id })}
            >
              {t(running ? 'account.membership.renewOne' : 'account.membership.buyOne')}
            </Button>
          ) : null}
          {isCancellable(item) ? (
            <Button
              size="small"
              aria-label={t('account.membership.cancelLabel', { name })}
              onClick={() => actor.send({ type: 'cancel.request', id: item.id! })}
            >
              {t('account.membership.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
