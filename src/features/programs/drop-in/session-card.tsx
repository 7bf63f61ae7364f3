import { Body1, Button, Caption1, Card, Link as FluentLink, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import { OpenPlayPanel } from '@/features/open-play';
import type { ProgramSession } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { sessionCancelReason } from '@/lib/cancel-reason-words';
import { formatCad } from '@/lib/money';
import { formatTime, formatTimeSpan, formatWeekdayTime } from '@/lib/venue-time';
import { contentLang } from '@/lib/localized/content-lang';
import type { DropInActor } from './drop-in-logic';
import { sessionOffer } from './session-state';

const useClasses = makeStyles({
  card: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  top: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
  mine: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  mineItem: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  cancelled: { color: tokens.colorPaletteRedForeground1 },
});

/** Check-in opens 30 minutes before an open-play session; the live panel shows from then until its end. */
const OPEN_PLAY_CHECK_IN_MS = 30 * 60_000;

/**
 * A session run as open play where the caller holds a place, from check-in's opening (or earlier, once
 * the desk has checked one of them in) to its end: their live panel goes on its card.
 */
function showsOpenPlay(session: ProgramSession, now: number): boolean {
  const places = session.mine?.registrations.filter((r) => r.status === 'confirmed') ?? [];
  const opened = now >= Date.parse(session.startsAt) - OPEN_PLAY_CHECK_IN_MS || places.some((r) => r.checkedIn);
  return Boolean(session.openPlay) && session.status !== 'cancelled' && places.length > 0 && opened && now <= Date.parse(session.endsAt);
}

/** One session: when, level, courts, spots left, the caller's price, their places, and one button saying what happens. */
export function SessionCard({
  session,
  actor,
  timeZone,
  now,
  busy,
}: {
  session: ProgramSession;
  actor: DropInActor;
  timeZone: string;
  now: number;
  busy: boolean;
}) {
  const t = useT();
  const classes = useClasses();
  const offer = sessionOffer(session, now);
  const self = (participantId: 'self' | number) => participantId === 'self';
  const mine = session.mine;
  return (
    <Card className={classes.card} aria-label={`${formatTimeSpan(session, timeZone)} · ${session.title}`}>
      <div className={classes.top}>
        <Subtitle2>{formatTimeSpan(session, timeZone)}</Subtitle2>
        <Text weight="semibold">
          {formatCad(session.priceCents)}
          {session.memberPriceCents < session.priceCents ? (
            <>
              {' · '}
              <Link href="/account?showBuyOnLoad=true" asChild>
                <FluentLink inline>{t('programs.dropIn.memberPrice', { price: formatCad(session.memberPriceCents) })}</FluentLink>
              </Link>
            </>
          ) : null}
        </Text>
      </div>
      <Body1 lang={contentLang(session)}>{session.level ? `${session.title} · ${session.level}` : session.title}</Body1>
      <div className={classes.facts}>
        <Caption1>{t('programs.dropIn.courts', { count: session.courts.length, courts: session.courts.join(', ') })}</Caption1>
        {session.status === 'cancelled' ? null : <Caption1>{t('programs.dropIn.spotsLeft', { left: session.spotsLeft, capacity: session.capacity })}</Caption1>}
        {session.waitlistLength > 0 && session.status !== 'cancelled' ? (
          <Caption1>{t('programs.dropIn.waitlistLength', { count: session.waitlistLength })}</Caption1>
        ) : null}
      </div>
      {mine && (mine.registrations.length > 0 || mine.waitlist.length > 0) ? (
        <ul className={classes.mine}>
          {mine.registrations.map((registration) => (
            <li key={registration.id} className={classes.mineItem}>
              <Text>
                {self(registration.participantId)
                  ? t(registration.status === 'held' ? 'programs.dropIn.heldForPaymentYou' : 'programs.dropIn.registeredYou')
                  : t(registration.status === 'held' ? 'programs.dropIn.heldForPayment' : 'programs.dropIn.registered', { name: registration.name })}
              </Text>
              {registration.status === 'confirmed' && offer !== 'full' && offer !== 'cancelled' ? (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => actor.send({ type: 'dropIn.cancel', sessionId: session.id, registrationId: registration.id })}
                >
                  {self(registration.participantId)
                    ? t('programs.dropIn.cancelRegistrationYou')
                    : t('programs.dropIn.cancelRegistration', { name: registration.name })}
                </Button>
              ) : null}
            </li>
          ))}
          {mine.waitlist.map((entry) => (
            <li key={entry.id} className={classes.mineItem}>
              <Text>
                {entry.offerExpiresAt
                  ? self(entry.participantId)
                    ? t('programs.dropIn.offerHeldYou', { time: formatTime(entry.offerExpiresAt, timeZone) })
                    : t('programs.dropIn.offerHeld', { name: entry.name, time: formatTime(entry.offerExpiresAt, timeZone) })
                  : self(entry.participantId)
                    ? t('programs.dropIn.waitlistPositionYou', { position: entry.position })
                    : t('programs.dropIn.waitlistPosition', { name: entry.name, position: entry.position })}
              </Text>
              <Button size="small" disabled={busy} onClick={() => actor.send({ type: 'dropIn.leave', sessionId: session.id, entryId: entry.id })}>
                {self(entry.participantId) ? t('programs.dropIn.leaveWaitlistYou') : t('programs.dropIn.leaveWaitlist', { name: entry.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {showsOpenPlay(session, now) ? <OpenPlayPanel sessionId={session.id} /> : null}
      <div className={classes.actions}>
        <OfferButton session={session} offer={offer} actor={actor} timeZone={timeZone} busy={busy} />
      </div>
    </Card>
  );
}

function OfferButton({
  session,
  offer,
  actor,
  timeZone,
  busy,
}: {
  session: ProgramSession;
  offer: ReturnType<typeof sessionOffer>;
  actor: DropInActor;
  timeZone: string;
  busy: boolean;
}) {
  const t = useT();
  const classes = useClasses();
  switch (offer) {
    case 'cancelled': {
      const reason = sessionCancelReason(session, t);
      return <Text className={classes.cancelled}>{reason ? t('programs.dropIn.cancelledBecause', { reason }) : t('programs.dropIn.cancelled')}</Text>;
    }
    case 'opens':
      return <Button disabled>{t('programs.dropIn.opens', { when: formatWeekdayTime(session.registrationOpensAt, timeZone) })}</Button>;
    case 'full':
      return <Button disabled>{t('programs.dropIn.full')}</Button>;
    case 'allIn':
      return null;
    case 'waitlist':
      return (
        <Button disabled={busy} onClick={() => actor.send({ type: 'dropIn.joinWaitlist', sessionId: session.id })}>
          {t('programs.dropIn.joinWaitlist')}
        </Button>
      );
    default:
      return (
        <Button
          appearance={offer === 'registerMore' ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() => actor.send({ type: 'dropIn.register', sessionId: session.id })}
        >
          {t(offer === 'claim' ? 'programs.dropIn.claim' : offer === 'registerMore' ? 'programs.dropIn.registerMore' : 'programs.dropIn.register')}
        </Button>
      );
  }
}
