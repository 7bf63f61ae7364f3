import {
  Badge,
  Body1,
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Tab,
  TabList,
  Text,
  makeStaticStyles,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { OpenPlayConsole } from '@/features/open-play';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAdminClasses } from '@/lib/admin-styles';
import { PageHeading } from '@/lib/page-heading';
import { formatDate, formatTime } from '@/lib/venue-time';
import { courtList, wallSpan } from '../setup/setup-format';
import { useRosterLogic } from './roster-logic';
import { RosterTable } from './roster-table';
import { WalkInDialog } from './walk-in-dialog';

// Printed, the roster is the page: the app's header, navigation, footer and the buttons drop out.
const usePrintStyles = makeStaticStyles(`@media print {
  header, nav, footer, [data-print="hide"] { display: none !important; }
  main { padding: 0 !important; }
  [data-print="sheet"] { border: none !important; box-shadow: none !important; }
}`);

const useClasses = makeStyles({
  facts: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}` },
  waitlist: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Staff: one session's roster (/admin/bookings-overview/sessions/:sessionId). */
function Roster({ sessionId }: { sessionId: number }) {
  usePrintStyles();
  const t = useT();
  const admin = useAdminClasses();
  const classes = useClasses();
  const actor = useActorRef(useRosterLogic(), { input: { sessionId } });
  const { roster, error, addedWalkIn } = useSelector(actor, (s) => s.context);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const canAddWalkIn = useSelector(actor, (s) => s.can({ type: 'walkIn.open' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // A session run as open play: the roster and the open-play console side by side, as tabs.
  const [tab, setTab] = useState<'roster' | 'openPlay'>('roster');

  if (failed && error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{`${t('programsStaff.roster.loadFailed')} ${failureText(t, error)}`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => actor.send({ type: 'roster.retry' })}>{t('programsStaff.common.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!roster) return <Spinner label={t('programsStaff.common.loading')} />;
  const { session } = roster;
  const registered = session.capacity - session.spotsLeft;
  const full = session.spotsLeft <= 0;

  return (
    <>
      <PageHeading>{t('programsStaff.roster.title', { title: session.title })}</PageHeading>
      {session.openPlay ? (
        <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value === 'openPlay' ? 'openPlay' : 'roster')} data-print="hide">
          <Tab id="roster-tab-roster" value="roster">
            {t('openPlay.console.tabRoster')}
          </Tab>
          <Tab id="roster-tab-open-play" value="openPlay">
            {t('openPlay.console.tabOpenPlay')}
          </Tab>
        </TabList>
      ) : null}
      {session.openPlay && tab === 'openPlay' ? (
        <Card className={admin.staffCard} role="tabpanel" aria-labelledby="roster-tab-open-play">
          <OpenPlayConsole sessionId={session.id} />
        </Card>
      ) : (
        <Card
          className={admin.staffCard}
          data-print="sheet"
          role={session.openPlay ? 'tabpanel' : undefined}
          aria-labelledby={session.openPlay ? 'roster-tab-roster' : undefined}
        >
          <div className={classes.facts}>
            <Text weight="semibold">{formatDate(session.date)}</Text>
            <Text>{wallSpan(session.startTime, session.endTime)}</Text>
            {session.level && <Text>{session.level}</Text>}
            <Text>{t('programsStaff.calendar.courts', { courts: courtList(session.courts) })}</Text>
            <Text weight="semibold">{t('programsStaff.calendar.registered', { registered, capacity: session.capacity })}</Text>
            {session.status === 'cancelled' && (
              <Badge appearance="tint" color="danger">
                {t('programsStaff.calendar.cancelled')}
              </Badge>
            )}
          </div>
          <div className={admin.actions} data-print="hide">
            <Button appearance="primary" disabledFocusable={!canAddWalkIn} onClick={() => actor.send({ type: 'walkIn.open' })}>
              {t('programsStaff.walkIn.add')}
            </Button>
            <Button onClick={() => actor.send({ type: 'roster.print' })}>{t('programsStaff.roster.print')}</Button>
            <Link href="/admin/bookings-overview">{t('programsStaff.roster.back')}</Link>
            {busy && <Spinner size="tiny" label={t('programsStaff.common.loading')} />}
            {full && ready && <Text>{t('programsStaff.walkIn.full')}</Text>}
          </div>
          {addedWalkIn && (
            <MessageBar intent="success" data-print="hide">
              <MessageBarBody>{t('programsStaff.walkIn.added', { name: addedWalkIn })}</MessageBarBody>
            </MessageBar>
          )}
          {error && ready && (
            <MessageBar intent="error" data-print="hide">
              <MessageBarBody>{failureText(t, error)}</MessageBarBody>
            </MessageBar>
          )}
          <RosterTable
            entries={roster.entries}
            disabled={!ready}
            onAttendance={(registrationId, status) => actor.send({ type: 'roster.attendance', registrationId, status })}
          />
          <Subtitle1 as="h2">{t('programsStaff.waitlist.heading')}</Subtitle1>
          {roster.waitlist.length === 0 ? (
            <Body1>{t('programsStaff.waitlist.none')}</Body1>
          ) : (
            <ol className={classes.waitlist} aria-label={t('programsStaff.waitlist.heading')}>
              {roster.waitlist.map((entry) => (
                <li key={entry.id}>
                  {entry.name} —{' '}
                  {entry.status === 'offered' && entry.offerExpiresAt
                    ? t('programsStaff.waitlist.offered', { time: formatTime(entry.offerExpiresAt, roster.timeZone) })
                    : t('programsStaff.waitlist.waiting')}
                </li>
              ))}
            </ol>
          )}
        </Card>
      )}
      <WalkInDialog actor={actor} />
    </>
  );
}

export default function RosterPage() {
  const admin = useAdminClasses();
  const { sessionId } = useParams<{ sessionId: string }>();
  const id = /^\d{1,9}$/.test(sessionId ?? '') ? Number(sessionId) : null;
  const t = useT();
  return <div className={admin.page}>{id === null ? <Body1>{t('programsStaff.roster.notFound')}</Body1> : <Roster key={id} sessionId={id} />}</div>;
}
