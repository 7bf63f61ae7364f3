import {
  Body1,
  Button,
  Checkbox,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams, useSearch } from 'wouter';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { PageHeading } from '@/lib/page-heading';
import PlayerPanel from '../panel/player-panel';
import { useCheckInLogic } from './check-in-logic';

const useClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '40rem', paddingBottom: tokens.spacingVerticalXXL },
  form: { display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start' },
  people: { display: 'grid', margin: 0, padding: 0, border: 'none', gap: tokens.spacingVerticalXS },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

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
  const { places, chosen, problem, error } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  switch (state) {
    case 'noCode':
      return <Body1>{t('openPlay.checkIn.noCode')}</Body1>;
    case 'loading':
      return <Spinner label={t('openPlay.checkIn.loading')} />;
    case 'loadFailed':
      return (
        <MessageBar intent="error">
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
          {error ? (
            <MessageBar intent="error">
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
