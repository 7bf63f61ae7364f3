import { Badge, Button, Caption1, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { OpenPlayCourt, OpenPlayView } from '@machines/open-play';
import { useT } from '@/i18n/translate';
import { minutesSince, namesText, teamsOf } from '../open-play-format';
import type { ConsoleActor } from './console-logic';

const useClasses = makeStyles({
  courts: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  court: { display: 'grid', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM, height: '100%', boxSizing: 'border-box' },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalXS },
});

/** Each court with its game and its controls: Game over when it has one, pause or resume it, place a game on it when it is free. */
export function ConsoleCourts({ actor, view, now, busy }: { actor: ConsoleActor; view: OpenPlayView; now: string | null; busy: boolean }) {
  const classes = useClasses();
  return (
    <ul className={classes.courts}>
      {view.courts.map((court) => (
        <li key={court.court}>
          <CourtCard actor={actor} view={view} court={court} now={now} busy={busy} />
        </li>
      ))}
    </ul>
  );
}

function CourtCard({ actor, view, court, now, busy }: { actor: ConsoleActor; view: OpenPlayView; court: OpenPlayCourt; now: string | null; busy: boolean }) {
  const t = useT();
  const classes = useClasses();
  const { game } = court;
  const open = view.endedAt === null;
  const needed = view.format === 'doubles' ? 4 : 2;
  return (
    <Card className={classes.court} aria-label={t('openPlay.common.court', { court: court.court })}>
      <div className={classes.top}>
        <Text weight="semibold">{t('openPlay.common.court', { court: court.court })}</Text>
        <Badge appearance="tint" color={court.state === 'paused' ? 'warning' : court.state === 'free' ? 'informative' : 'brand'}>
          {t(court.state === 'paused' ? 'openPlay.common.paused' : court.state === 'free' ? 'openPlay.common.free' : 'openPlay.common.playing')}
        </Badge>
      </div>
      {game ? (
        <>
          <Text>{namesText(teamsOf(game)[0])}</Text>
          <Caption1>{t('openPlay.common.versus')}</Caption1>
          <Text>{namesText(teamsOf(game)[1])}</Text>
          <Caption1>
            {[
              t('openPlay.common.minutes', { minutes: minutesSince(game.startedAt, now) }),
              game.mixedBands ? t('openPlay.common.mixedBands') : null,
              game.manual ? t('openPlay.console.manual') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Caption1>
        </>
      ) : null}
      {open ? (
        <div className={classes.actions}>
          {game ? (
            <Button size="small" disabled={busy} onClick={() => actor.send({ type: 'console.gameOver', gameId: game.id, court: court.court })}>
              {t('openPlay.console.gameOver', { court: court.court })}
            </Button>
          ) : null}
          {court.state === 'free' ? (
            <Button size="small" appearance="primary" disabled={busy} onClick={() => actor.send({ type: 'console.placeOpened', court: court.court, needed })}>
              {t('openPlay.console.place', { court: court.court })}
            </Button>
          ) : null}
          {court.state === 'paused' ? (
            <Button size="small" disabled={busy} onClick={() => actor.send({ type: 'console.resume', court: court.court })}>
              {t('openPlay.console.resume', { court: court.court })}
            </Button>
          ) : (
            <Button size="small" disabled={busy} onClick={() => actor.send({ type: 'console.pause', court: court.court })}>
              {t('openPlay.console.pause', { court: court.court })}
            </Button>
          )}
        </div>
      ) : null}
    </Card>
  );
}
