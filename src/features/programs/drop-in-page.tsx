import {
  Body1,
  Button,
  Dropdown,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  Spinner,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { useT } from '@/i18n/translate';
import { useSessionStatus } from '@/lib/actors';
import { DEFAULT_TIME_ZONE, venueToday } from '@/lib/venue-clock';
import { formatDate } from '@/lib/venue-time';
import { failureText } from '@/i18n/failure-text';
import { PageHeading } from '@/lib/page-heading';
import { ConfirmDialog } from './drop-in/confirm-dialog';
import { useDropInLogic } from './drop-in/drop-in-logic';
import { RegistrationDialog } from './drop-in/registration-dialog';
import { SessionCard } from './drop-in/session-card';
import { byDay } from './drop-in/session-state';

const useClasses = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, maxWidth: '760px' },
  day: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  filter: { maxWidth: '320px' },
});

/** Drop In (/drop-in): the coming sessions by day, each with the one thing the player can do next. */
export default function DropInPage() {
  const t = useT();
  const classes = useClasses();
  const { isLoggedIn } = useSessionStatus();
  const logic = useDropInLogic();
  // `?session=<id>` (the home page's drop-ins): the machine opens that session's registration once the list is read.
  const requestedSession = new URLSearchParams(useSearch()).get('session');
  const actor = useActorRef(logic, { input: { today: venueToday(DEFAULT_TIME_ZONE), timeZone: DEFAULT_TIME_ZONE, isLoggedIn, requestedSession } });
  const sessions = useSelector(actor, (s) => s.context.sessions);
  const timeZone = useSelector(actor, (s) => s.context.timeZone);
  const level = useSelector(actor, (s) => s.context.level);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const requestedUnavailable = useSelector(actor, (s) => s.context.requestedUnavailable);
  const now = useSelector(actor, (s) => Date.parse(s.context.now));
  const levels = [...new Set((sessions ?? []).map((session) => session.level).filter(Boolean))].sort();
  const shown = (sessions ?? []).filter((session) => level === null || session.level === level);

  return (
    <section className={classes.page} aria-busy={busy}>
      <PageHeading>{t('nav.dropIn')}</PageHeading>
      <Body1>{t('programs.dropIn.intro')}</Body1>
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{error ? failureText(t, error) : t('programs.dropIn.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'dropIn.reload' })}>{t('programs.dropIn.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {requestedUnavailable ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('programs.dropIn.requestedUnavailable')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {sessions === null && !failed ? <Spinner label={t('programs.dropIn.loading')} /> : null}
      {levels.length > 1 ? (
        <Field label={t('programs.dropIn.level')} className={classes.filter}>
          <Dropdown
            value={level ?? t('programs.dropIn.allLevels')}
            selectedOptions={[level ?? '']}
            onOptionSelect={(_, data) => actor.send({ type: 'dropIn.filter', level: data.optionValue ? data.optionValue : null })}
          >
            <Option value="">{t('programs.dropIn.allLevels')}</Option>
            {levels.map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      {sessions !== null && shown.length === 0 ? <Body1>{t('programs.dropIn.none')}</Body1> : null}
      {byDay(shown).map(([date, daySessions]) => (
        <section key={date} className={classes.day} aria-labelledby={`day-${date}`}>
          <Subtitle1 as="h2" id={`day-${date}`}>
            {formatDate(date)}
          </Subtitle1>
          {daySessions.map((session) => (
            <SessionCard key={session.id} session={session} actor={actor} timeZone={timeZone} now={now} busy={busy} />
          ))}
        </section>
      ))}
      {sessions !== null ? (
        <div>
          <Button disabled={busy} onClick={() => actor.send({ type: 'dropIn.later' })}>
            {t('programs.dropIn.later')}
          </Button>
        </div>
      ) : null}
      <RegistrationDialog actor={actor} />
      <ConfirmDialog actor={actor} />
    </section>
  );
}
