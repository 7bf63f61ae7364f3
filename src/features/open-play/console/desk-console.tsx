import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useT } from '@/i18n/translate';
import { formatTime } from '@/lib/venue-time';
import { ActionStatus } from '../live/action-status';
import { useLive } from '../live/use-live';
import { namesText, teamsOf } from '../open-play-format';
import { BoardLinkDialog, CheckInCodeDialog, EndSessionDialog, GameOverDialog } from './console-dialogs';
import { ConsoleCourts } from './console-courts';
import { ConsoleLine } from './console-line';
import { useConsoleLogic } from './console-logic';
import { ConsoleReport } from './console-report';
import { PlaceGameDialog } from './place-game-dialog';

const useClasses = makeStyles({
  console: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  section: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  upNext: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/**
 * The desk's open-play console beside the roster: the live view with staff's controls (courts,
 * the line, up next), the board link and the check-in code, undo, end, and the after-session report.
 */
export default function DeskConsole({ sessionId }: { sessionId: number }) {
  const t = useT();
  const classes = useClasses();
  const actor = useActorRef(useConsoleLogic(), { input: { sessionId } });
  const live = useLive(useSelector(actor, (s) => s.children.live));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const idle = useSelector(actor, (s) => s.matches('idle'));
  const done = useSelector(actor, (s) => s.context.done);
  const report = useSelector(actor, (s) => s.context.report);
  // A refusal to place a game shows in its dialog; the others here.
  const error = useSelector(actor, (s) => (s.matches('placing') ? null : s.context.error));
  const { view } = live;
  const open = view !== null && view.endedAt === null;
  return (
    <div className={classes.console}>
      <div className={classes.toolbar}>
        <Button disabled={!idle || !open || !view?.canUndo} onClick={() => actor.send({ type: 'console.undo' })}>
          {t('openPlay.console.undo')}
        </Button>
        <Button disabled={!idle || !open} onClick={() => actor.send({ type: 'console.boardLink' })}>
          {t('openPlay.console.boardLink')}
        </Button>
        <Button disabled={!idle || !open} onClick={() => actor.send({ type: 'console.checkInCode' })}>
          {t('openPlay.console.checkInCode')}
        </Button>
        <Button disabled={!idle || !view} onClick={() => actor.send({ type: 'console.report' })}>
          {t('openPlay.console.report')}
        </Button>
        <Button disabled={!idle || !open} onClick={() => actor.send({ type: 'console.endSession' })}>
          {t('openPlay.console.endSession')}
        </Button>
      </div>
      <ActionStatus live={live} error={error} done={done ? t(`openPlay.console.done.${done}`) : ''} />
      {view?.endedAt ? <Body1>{t('openPlay.console.endedAt', { time: formatTime(view.endedAt, view.timeZone) })}</Body1> : null}
      {view ? (
        <>
          <section className={classes.section} aria-labelledby="open-play-courts">
            <Subtitle2 as="h3" id="open-play-courts">
              {t('openPlay.console.courts')}
            </Subtitle2>
            <ConsoleCourts actor={actor} view={view} now={live.now} busy={busy} />
          </section>
          {view.upNext.length > 0 ? (
            <section className={classes.section} aria-labelledby="open-play-up-next">
              <Subtitle2 as="h3" id="open-play-up-next">
                {t('openPlay.console.upNext')}
              </Subtitle2>
              <ol className={classes.upNext}>
                {view.upNext.map((game, index) => (
                  <li key={index}>
                    {[
                      `${namesText(teamsOf(game)[0])} ${t('openPlay.common.versus')} ${namesText(teamsOf(game)[1])}`,
                      game.mixedBands ? t('openPlay.common.mixedBands') : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <section className={classes.section} aria-labelledby="open-play-line">
            <Subtitle2 as="h3" id="open-play-line">
              {t('openPlay.console.line')}
            </Subtitle2>
            <ConsoleLine actor={actor} view={view} busy={busy} />
            {view.resting.length > 0 ? <Body1>{t('openPlay.console.resting', { names: namesText(view.resting) })}</Body1> : null}
          </section>
        </>
      ) : null}
      {report ? <ConsoleReport report={report} /> : null}
      <PlaceGameDialog actor={actor} view={view} />
      <GameOverDialog actor={actor} view={view} />
      <EndSessionDialog actor={actor} />
      <BoardLinkDialog actor={actor} />
      <CheckInCodeDialog actor={actor} timeZone={view?.timeZone} />
    </div>
  );
}
