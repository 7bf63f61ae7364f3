import {
  Body1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { OpenPlayView } from '@machines/open-play';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { BusyDialogActions } from '@/lib/busy-dialog-actions';
import { ConfirmDialog } from '@/lib/confirm-dialog';
import { nameOf, namesText, teamsOf } from '../open-play-format';
import type { PanelActor } from './panel-logic';

const useClasses = makeStyles({
  scores: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', gap: tokens.spacingHorizontalM },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
});

/** Game over: an optional score for each team and the winner, then Send. */
export function GameOverDialog({ actor, view }: { actor: PanelActor; view: OpenPlayView | null }) {
  const t = useT();
  const classes = useClasses();
  const open = useSelector(actor, (s) => s.matches('gameOver') || s.matches('endingGame'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { gameId, scoreA, scoreB, winner, problem, error } = useSelector(actor, (s) => s.context);
  const court = view?.courts.find((c) => c.game?.id === gameId);
  const [teamA, teamB] = court?.game ? teamsOf(court.game).map((team) => namesText(team)) : ['A', 'B'];
  const close = () => !busy && actor.send({ type: 'panel.cancel' });
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'panel.submit' });
          }}
        >
          <DialogBody>
            <DialogTitle>{t('openPlay.panel.gameOverTitle', { court: court?.court ?? '' })}</DialogTitle>
            <DialogContent className={classes.form}>
              {error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, error)}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Body1>{t('openPlay.panel.scoreHint')}</Body1>
              <div className={classes.scores}>
                <Field label={t('openPlay.panel.scoreOf', { team: teamA })} validationMessage={problem ? t('openPlay.panel.scoreProblem') : undefined}>
                  <Input inputMode="numeric" value={scoreA} onChange={(_, data) => actor.send({ type: 'panel.scoreChanged', team: 'a', score: data.value })} />
                </Field>
                <Field label={t('openPlay.panel.scoreOf', { team: teamB })}>
                  <Input inputMode="numeric" value={scoreB} onChange={(_, data) => actor.send({ type: 'panel.scoreChanged', team: 'b', score: data.value })} />
                </Field>
              </div>
              <Field label={t('openPlay.panel.winner')}>
                <RadioGroup
                  value={winner ?? 'none'}
                  onChange={(_, data) => actor.send({ type: 'panel.winnerChanged', winner: data.value === 'a' || data.value === 'b' ? data.value : null })}
                >
                  <Radio value="none" label={t('openPlay.panel.noWinner')} />
                  <Radio value="a" label={teamA} />
                  <Radio value="b" label={teamB} />
                </RadioGroup>
              </Field>
            </DialogContent>
            <BusyDialogActions confirmLabel={t('openPlay.panel.send')} keepLabel={t('openPlay.common.cancel')} busy={busy} onKeep={close} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** Check out, confirmed first: the player leaves the line for the rest of the session. */
export function CheckOutDialog({ actor, view }: { actor: PanelActor; view: OpenPlayView | null }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('confirmingCheckOut') || s.matches('checkingOut'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const registrationId = useSelector(actor, (s) => s.context.registrationId);
  const name = view && registrationId !== null ? nameOf(view, registrationId) : '';
  return (
    <ConfirmDialog
      open={open}
      title={t('openPlay.panel.checkOutTitle')}
      body={t('openPlay.panel.checkOutBody', { name })}
      confirmLabel={t('openPlay.panel.checkOut')}
      keepLabel={t('openPlay.panel.stay')}
      busy={busy}
      onConfirm={() => actor.send({ type: 'panel.confirm' })}
      onKeep={() => actor.send({ type: 'panel.cancel' })}
    />
  );
}
