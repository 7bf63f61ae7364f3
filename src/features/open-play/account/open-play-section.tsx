import { Body1, Button, Card, MessageBar, MessageBarActions, MessageBarBody, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type MyOpenPlay, myOpenPlayMachine } from '@machines/open-play';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useApi } from '@/lib/actors';
import { venueToday } from '@/lib/venue-clock';
import { formatDate } from '@/lib/venue-time';
import PlayerPanel from '../panel/player-panel';

const useClasses = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'grid', gap: tokens.spacingVerticalM },
  item: { display: 'grid', gap: tokens.spacingVerticalXS },
});

type Session = MyOpenPlay['sessions'][number];

/**
 * Account: open play today (the live panel of each session the household is checked in to) and the
 * games played in the last 60 days ("You played 7 games"). Nothing when there is none.
 */
export default function OpenPlaySection() {
  const t = useT();
  const account = useAccountClasses();
  const classes = useClasses();
  const api = useApi();
  const logic = useMemo(() => myOpenPlayMachine.provide({ actors: { loadMine: fromPromise(() => api.openPlay.mine()) } }), [api]);
  const actor = useActorRef(logic);
  const mine = useSelector(actor, (s) => s.context.mine);
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  if (failed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('openPlay.mine.loadFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => actor.send({ type: 'myOpenPlay.reload' })}>{t('openPlay.common.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!mine || mine.sessions.length === 0) return null;
  // The venue's today, not Toronto's: a venue elsewhere is on another date part of the day.
  const today = venueToday(mine.timeZone);
  const live = (session: Session) => session.date === today && session.endedAt === null;
  return (
    <Card className={account.card} aria-labelledby="my-open-play-heading">
      <Subtitle1 as="h2" id="my-open-play-heading">
        {t('openPlay.mine.title')}
      </Subtitle1>
      <ul className={classes.list}>
        {mine.sessions.map((session) => (
          <li key={session.sessionId} className={classes.item}>
            <Text weight="semibold">{`${session.date === today ? t('openPlay.mine.today') : formatDate(session.date)} · ${session.title}`}</Text>
            {session.players.map((player) => (
              <Body1 key={player.registrationId}>
                {session.players.length === 1
                  ? t('openPlay.mine.youPlayed', { count: player.games })
                  : t('openPlay.mine.namePlayed', { name: player.name, count: player.games })}
              </Body1>
            ))}
            {live(session) ? <PlayerPanel sessionId={session.sessionId} /> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
