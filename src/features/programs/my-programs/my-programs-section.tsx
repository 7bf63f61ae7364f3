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
import { myProgramsMachine } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useAppActors } from '@/lib/actors';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';
import { programWhen, teamText } from '../my-places/place-text';

const useClasses = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Account: the caller's places in camps, clinics, lessons, socials and tournaments (with the division and partner); each is managed on its program's page. */
export function MyProgramsSection() {
  const t = useT();
  const account = useAccountClasses();
  const classes = useClasses();
  const { api } = useAppActors();
  const logic = useMemo(() => myProgramsMachine.provide({ actors: { loadMine: fromPromise(() => api.programs.myEnrolments()) } }), [api]);
  const actor = useActorRef(logic);
  const mine = useSelector(actor, (s) => s.context.mine);
  const items = mine?.items ?? null;
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  const zone = mine?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <Card className={account.card} aria-labelledby="my-programs-heading">
      <Subtitle1 as="h2" id="my-programs-heading">
        {t('programs.myPrograms.title')}
      </Subtitle1>
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('programs.myPrograms.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'myPrograms.reload' })}>{t('programs.dropIn.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {!items && !failed ? <Spinner size="small" label={t('programs.dropIn.loading')} /> : null}
      {items && items.length === 0 ? <Body1>{t('programs.myPrograms.none')}</Body1> : null}
      {items && items.length > 0 ? (
        <ul className={classes.list} aria-labelledby="my-programs-heading">
          {items.map((item) => (
            <li key={item.id} className={classes.item}>
              <Link href={`/lesson-info/${item.programId}`} asChild>
                <FluentLink lang={item.lang}>{t('programs.myPrograms.line', { title: item.title, name: item.participantName })}</FluentLink>
              </Link>
              <Text>{programWhen(t, item, zone)}</Text>
              {teamText(t, item) ? <Text>{teamText(t, item)}</Text> : null}
              {item.status === 'held' ? <Text className={classes.muted}>{t('programs.mine.pending')}</Text> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Link href="/events" asChild>
        <FluentLink>{t('programs.myPrograms.find')}</FluentLink>
      </Link>
    </Card>
  );
}
