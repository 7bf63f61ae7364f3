import {
  Body1,
  Button,
  Card,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { mySessionsMachine } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useAppActors } from '@/lib/actors';
import { formatTime } from '@/lib/venue-time';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';
import { sessionWhen } from '../my-places/place-text';

const useClasses = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Account: the caller's upcoming drop-in places and waitlist entries, beside their court bookings; managed on Drop In. */
export function MySessionsSection() {
  const t = useT();
  const account = useAccountClasses();
  const classes = useClasses();
  const { api } = useAppActors();
  const logic = useMemo(() => mySessionsMachine.provide({ actors: { loadMine: fromPromise(() => api.programs.mine()) } }), [api]);
  const actor = useActorRef(logic);
  const mine = useSelector(actor, (s) => s.context.mine);
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  const zone = mine?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <Card className={account.card} aria-labelledby="my-sessions-heading">
      <Subtitle1 as="h2" id="my-sessions-heading">
        {t('programs.mine.title')}
      </Subtitle1>
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('programs.mine.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'mySessions.reload' })}>{t('programs.dropIn.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {!mine && !failed ? <Spinner size="small" label={t('programs.dropIn.loading')} /> : null}
      {mine && mine.items.length === 0 && mine.waitlist.length === 0 ? <Body1>{t('programs.mine.none')}</Body1> : null}
      {mine && (mine.items.length > 0 || mine.waitlist.length > 0) ? (
        <ul className={classes.list} aria-labelledby="my-sessions-heading">
          {mine.items.map((item) => (
            <li key={`r${item.id}`} className={classes.item}>
              <Text weight="semibold">{sessionWhen(item, zone)}</Text>
              <Text lang={item.lang}>{[item.title, item.level, item.participantName].filter(Boolean).join(' · ')}</Text>
              {item.status === 'held' ? <Text className={classes.muted}>{t('programs.mine.pending')}</Text> : null}
            </li>
          ))}
          {mine.waitlist.map((entry) => (
            <li key={`w${entry.id}`} className={classes.item}>
              <Text weight="semibold">{sessionWhen(entry, zone)}</Text>
              <Text>
                {entry.offerExpiresAt
                  ? t('programs.mine.offer', { name: entry.participantName, time: formatTime(entry.offerExpiresAt, zone) })
                  : t('programs.mine.waitlist', { name: entry.participantName, position: entry.position })}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href="/drop-in" asChild>
        <FluentLink>{t('programs.mine.find')}</FluentLink>
      </Link>
    </Card>
  );
}
