import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useT } from '@/i18n/translate';
import { ActionStatus } from '../live/action-status';
import { useLive } from '../live/use-live';
import { MySpot } from './my-spot';
import { CheckOutDialog, GameOverDialog } from './panel-dialogs';
import { usePanelLogic } from './panel-logic';

const useClasses = makeStyles({
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  spots: { display: 'grid', gap: tokens.spacingVerticalL },
});

/**
 * A checked-in player's live panel (the drop-in page, Account, after check-in): their place in
 * line, "You're up: court 3" when a game is theirs, and Game over, Leave the line / Back in line,
 * Check out. A household's checked-in players each have their own part.
 */
export default function PlayerPanel({ sessionId }: { sessionId: number }) {
  const t = useT();
  const classes = useClasses();
  const actor = useActorRef(usePanelLogic(), { input: { sessionId } });
  const live = useLive(useSelector(actor, (s) => s.children.live));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.context.done);
  // A refusal of Game over shows in its dialog; the others here.
  const error = useSelector(actor, (s) => (s.matches('gameOver') ? null : s.context.error));
  const { view } = live;
  const headingId = `open-play-panel-${sessionId}`;
  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        {t('openPlay.panel.title')}
      </Subtitle2>
      <ActionStatus live={live} error={error} done={done ? t(`openPlay.panel.done.${done}`) : ''} />
      {view?.endedAt ? <Body1>{t('openPlay.common.ended')}</Body1> : null}
      {view && view.mine.length === 0 && !view.endedAt && done !== 'checkedOut' ? <Body1>{t('openPlay.panel.notCheckedIn')}</Body1> : null}
      {view && view.mine.length > 0 ? (
        <div className={classes.spots}>
          {view.mine.map((registrationId) => (
            <MySpot key={registrationId} actor={actor} view={view} registrationId={registrationId} you={view.mine.length === 1} now={live.now} busy={busy} />
          ))}
        </div>
      ) : null}
      <GameOverDialog actor={actor} view={view} />
      <CheckOutDialog actor={actor} view={view} />
    </section>
  );
}
