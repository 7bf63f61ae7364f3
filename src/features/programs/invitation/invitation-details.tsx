import { Body1, Button, Link as FluentLink, MessageBar, MessageBarActions, MessageBarBody, Spinner, type MessageBarIntent } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { taxesFor } from '@machines/booking';
import type { Invitation } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { useT, type Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { taxLabel } from '@/lib/order-format';
import { PageHeading } from '@/lib/page-heading';
import { formatInstant, formatTime, formatVenueDate } from '@/lib/venue-time';
import { CheckoutRedirectCard, usePurchase, type Purchase } from '@/features/checkout';
import type { InvitationActor } from './invitation-logic';
import { useInvitationClasses } from './invitation-styles';

/** "Alice L. invited you to play Open Doubles (doubles, level 3.5) at Winter Classic." */
function invitedText(t: Translate, invitation: Invitation): string {
  const { division } = invitation;
  const format = t('programs.invitation.format', { format: division.format });
  const details = division.level ? t('programs.invitation.formatLevel', { format, level: division.level }) : format;
  return t('programs.invitation.invited', { inviter: invitation.inviterName, division: division.name, details, program: invitation.programTitle });
}

/** The invitation: who asked, for what and when, what the partner pays and by when; Accept while it is open. */
export function InvitationDetails({ actor }: { actor: InvitationActor }) {
  const t = useT();
  const classes = useInvitationClasses();
  const invitation = useSelector(actor, (s) => s.context.invitation)!;
  const joined = useSelector(actor, (s) => s.context.joined);
  const error = useSelector(actor, (s) => s.context.error);
  // The accept's purchase child: logging in on the way, then placing the order and leaving for the payment page.
  const purchase = usePurchase(useSelector(actor, (s) => s.children.purchase));
  const busy = useSelector(actor, (s) => s.hasTag('busy')) || purchase.paying;
  // Reading it again (after a free entry) failed: the page stays, with a way to try again.
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const open = invitation.state === 'open';
  return (
    <section className={classes.page} aria-busy={busy}>
      <PageHeading>{t('programs.invitation.heading')}</PageHeading>
      <Body1 as="p" className={classes.lead}>
        {invitedText(t, invitation)}
      </Body1>
      {error ? (
        <MessageBar key={error.message} intent="error">
          <MessageBarBody>{failureText(t, error)}</MessageBarBody>
          {failed ? (
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'invitation.retry' })}>{t('programs.invitation.tryAgain')}</Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      {open ? null : <StateNote invitation={invitation} joined={joined} />}
      <InvitationFacts invitation={invitation} />
      {open ? <AcceptPart actor={actor} invitation={invitation} purchase={purchase} busy={busy} /> : null}
      <div className={classes.links}>
        {invitation.state === 'accepted' ? (
          <Link href="/account" asChild>
            <FluentLink>{t('programs.invitation.myAccount')}</FluentLink>
          </Link>
        ) : null}
        <Link href="/tournaments" asChild>
          <FluentLink>{t('programs.invitation.seeTournaments')}</FluentLink>
        </Link>
      </div>
    </section>
  );
}

const NOTE_INTENT: Record<Exclude<Invitation['state'], 'open'>, MessageBarIntent> = { accepted: 'info', lapsed: 'warning', withdrawn: 'warning' };

/** Why there is nothing to accept: taken (by this visitor just now, or before), lapsed or withdrawn. */
function StateNote({ invitation, joined }: { invitation: Invitation; joined: boolean }) {
  const t = useT();
  if (invitation.state === 'open') return null;
  const inviter = invitation.inviterName;
  const text =
    invitation.state === 'accepted'
      ? t(joined ? 'programs.invitation.joined' : 'programs.invitation.accepted', { inviter })
      : t(invitation.state === 'lapsed' ? 'programs.invitation.lapsed' : 'programs.invitation.withdrawn', { inviter });
  return (
    <MessageBar intent={joined && invitation.state === 'accepted' ? 'success' : NOTE_INTENT[invitation.state]}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/** The entry fee is per player: the partner pays their own, plus the venue's taxes, as the registration dialog shows them. */
function feeOf(invitation: Invitation) {
  const fee = invitation.division.feeCents;
  const taxes = taxesFor({ taxes: invitation.taxes }, fee);
  return { fee, taxes, total: fee + taxes.reduce((sum, tax) => sum + tax.amountCents, 0) };
}

function InvitationFacts({ invitation }: { invitation: Invitation }) {
  const t = useT();
  const classes = useInvitationClasses();
  const { startsAt, timeZone } = invitation;
  const rows: [string, ReactNode][] = [
    [t('programs.invitation.date'), t('programs.invitation.dateTime', { date: formatVenueDate(startsAt, timeZone), time: formatTime(startsAt, timeZone) })],
  ];
  if (invitation.state === 'open') {
    const { fee, taxes, total } = feeOf(invitation);
    rows.push([t('programs.invitation.fee'), fee > 0 ? formatCad(fee) : t('programs.invitation.free')]);
    for (const tax of taxes) rows.push([taxLabel(tax, t), formatCad(tax.amountCents)]);
    if (taxes.length) rows.push([t('programs.invitation.total'), formatCad(total)]);
  }
  return (
    <dl className={classes.facts}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={classes.term}>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The deadline and Accept; once the order is placed, the way to the payment page. */
function AcceptPart({ actor, invitation, purchase, busy }: { actor: InvitationActor; invitation: Invitation; purchase: Purchase; busy: boolean }) {
  const t = useT();
  const classes = useInvitationClasses();
  const canAccept = useSelector(actor, (s) => s.can({ type: 'invitation.accept' }));
  const { total } = feeOf(invitation);
  if (purchase.redirecting && purchase.placed) {
    return <CheckoutRedirectCard placed={purchase.placed} chooseAgainLabel={t('programs.invitation.startOver')} onChooseAgain={purchase.chooseAgain} />;
  }
  return (
    <>
      <Body1 as="p" className={classes.lead}>
        {t('programs.invitation.deadline', { when: formatInstant(invitation.expiresAt, invitation.timeZone) })}
      </Body1>
      <div className={classes.actions}>
        <Button
          appearance="primary"
          disabledFocusable={!canAccept || busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          onClick={() => actor.send({ type: 'invitation.accept' })}
        >
          {total > 0 ? t('programs.invitation.accept', { total: formatCad(total) }) : t('programs.invitation.acceptFree')}
        </Button>
      </div>
    </>
  );
}
