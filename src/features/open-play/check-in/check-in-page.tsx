import {
  Body1,
  Button,
  Checkbox,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CheckInPlaces } from '@machines/open-play';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams, useSearch } from 'wouter';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { PageHeading } from '@/lib/page-heading';
import { formatTime, formatTimeSpan, formatVenueDate } from '@/lib/venue-time';
import PlayerPanel from '../panel/player-panel';
import { useCheckInLogic } from './check-in-logic';

const useClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '40rem', paddingBottom: tokens.spacingVerticalXXL },
  form: { display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start' },
  people: { display: 'grid', margin: 0, padding: 0, border: 'none', gap: tokens.spacingVerticalXS },
  problem: { color: tokens.colorPaletteRedForeground1 },
  wide: { justifySelf: 'stretch' },
  session: { display: 'grid', gap: tokens.spacingVerticalXXS },
});

/** Check-in opens this long before the start (the server's rule: server/modules/open-play/check-in.ts). */
const OPENS_BEFORE_MS = 30 * 60_000;

/** Which session this is and when check-in opens, so a player who scanned early knows when to come back. */
function SessionFacts({ session }: { session: NonNullable<CheckInPlaces['session']> }) {
  const t = useT();
  const classes = useClasses();
  const opensAt = new Date(Date.parse(session.startsAt) - OPENS_BEFORE_MS).toISOString();
  return (
    <div className={classes.session}>
      <Subtitle2 as="h2" lang={session.lang}>
        {session.title}
      </Subtitle2>
      <Body1>{`${formatVenueDate(session.startsAt, session.timeZone)}, ${formatTimeSpan(session, session.timeZone)}`}</Body1>
      <Body1>{t('openPlay.checkIn.opensAt', { time: formatTime(opensAt, session.timeZone) })}</Body1>
    </div>
  );
}

/** Self check-in from the venue's QR code (/open-play/:sessionId/check-in?code=…), then the live panel. */
export default function CheckInPage() {
  const t = useT();
  const classes = useClasses();
  const { sessionId } = useParams<{ sessionId: string }>();
  const code = new URLSearchParams(useSearch()).get('code');
  const id = /^\d{1,9}$/.test(sessionId ?? '') ? Number(sessionId) : null;
  return (
    <div className={classes.page}>
      <PageHeading>{t('openPlay.checkIn.title')}</PageHeading>
      {id === null ? <Body1>{t('openPlay.checkIn.noPlace')}</Body1> : <CheckIn key={`${id}/${code}`} sessionId={id} code={code} />}
    </div>
  );
}

function CheckIn({ sessionId, code }: { sessionId: number; code: string | null }) {
  const t = useT();
  const classes = useClasses();
  const actor = useActorRef(useCheckInLogic(), { input: { sessionId, code } });
  const state = useSelector(actor, (s) => s.value);
  const { session, places, chosen, problem, error } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  switch (state) {
    case 'noCode':
      return <Body1>{t('openPlay.checkIn.noCode')}</Body1>;
    case 'loading':
      return <Spinner label={t('openPlay.checkIn.loading')} />;
    case 'loadFailed':
      return (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{`${t('openPlay.checkIn.loadFailed')} ${error ? failureText(t, error) : ''}`}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'checkIn.retry' })}>{t('openPlay.common.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      );
    case 'noPlace':
      return (
        <div className={classes.form}>
          <Body1>{t('openPlay.checkIn.noPlace')}</Body1>
          <Link href="/drop-in" asChild>
            <FluentLink>{t('openPlay.checkIn.toDropIn')}</FluentLink>
          </Link>
        </div>
      );
    case 'checkedIn':
      return (
        <>
          {session ? <SessionFacts session={session} /> : null}
          <MessageBar intent="success">
            <MessageBarBody>{t('openPlay.checkIn.done')}</MessageBarBody>
          </MessageBar>
          <PlayerPanel sessionId={sessionId} />
        </>
      );
    default:
      return (
        <form
          className={classes.form}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'checkIn.submit' });
          }}
        >
          {session ? <SessionFacts session={session} /> : null}
          {error ? (
            // Multiline: the form sizes its children to their content, and a long refusal must wrap at 375 px.
            <MessageBar intent="error" layout="multiline" className={classes.wide}>
              <MessageBarBody>{t('openPlay.checkIn.refused', { reason: failureText(t, error) })}</MessageBarBody>
            </MessageBar>
          ) : null}
          <fieldset className={classes.people}>
            <legend>{t('openPlay.checkIn.who')}</legend>
            {(places ?? []).map((place) => (
              <Checkbox
                key={place.registrationId}
                label={place.name}
                checked={chosen.includes(place.registrationId)}
                disabled={busy}
                onChange={() => actor.send({ type: 'checkIn.toggle', registrationId: place.registrationId })}
              />
            ))}
            {problem ? (
              <Text role="alert" className={classes.problem}>
                {t('openPlay.checkIn.nobody')}
              </Text>
            ) : null}
          </fieldset>
          <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {t('openPlay.checkIn.submit')}
          </Button>
        </form>
      );
  }
}
