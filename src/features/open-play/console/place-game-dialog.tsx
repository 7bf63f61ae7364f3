import {
  Body1,
  Checkbox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { OpenPlayView } from '@machines/open-play';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { BusyDialogActions } from '@/lib/busy-dialog-actions';
import type { ConsoleActor } from './console-logic';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  players: { display: 'grid', margin: 0, padding: 0, border: 'none', gap: tokens.spacingVerticalXXS },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** Put a game on a chosen court: the court, and the players from the line in team order. */
export function PlaceGameDialog({ actor, view }: { actor: ConsoleActor; view: OpenPlayView | null }) {
  const t = useT();
  const classes = useClasses();
  const open = useSelector(actor, (s) => s.matches('placing') || s.matches('placingGame'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const placing = useSelector(actor, (s) => s.context.placing);
  const problem = useSelector(actor, (s) => s.context.problem);
  const error = useSelector(actor, (s) => (s.matches('placing') ? s.context.error : null));
  const free = view?.courts.filter((c) => c.state === 'free') ?? [];
  const needed = placing?.needed ?? 4;
  const close = () => !busy && actor.send({ type: 'console.cancel' });
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'console.submit' });
          }}
        >
          <DialogBody>
            <DialogTitle>{t('openPlay.console.placeTitle')}</DialogTitle>
            <DialogContent className={classes.content}>
              {error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, error)}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label={t('openPlay.console.placeCourt')}>
                <Select value={String(placing?.court ?? '')} onChange={(_, data) => actor.send({ type: 'console.placeCourt', court: Number(data.value) })}>
                  {free.map((court) => (
                    <option key={court.court} value={String(court.court)}>
                      {t('openPlay.common.court', { court: court.court })}
                    </option>
                  ))}
                </Select>
              </Field>
              <fieldset className={classes.players}>
                <legend>{t('openPlay.console.placePlayers')}</legend>
                <Body1>{t('openPlay.console.placeHint', { needed })}</Body1>
                {(view?.line ?? []).map((entry) => {
                  const order = placing?.players.indexOf(entry.registrationId) ?? -1;
                  return (
                    <Checkbox
                      key={entry.registrationId}
                      checked={order >= 0}
                      label={`${order >= 0 ? `${order + 1}. ` : ''}${entry.name} · ${entry.band}`}
                      onChange={() => actor.send({ type: 'console.placePlayer', registrationId: entry.registrationId })}
                    />
                  );
                })}
                {problem ? (
                  <Text role="alert" className={classes.problem}>
                    {t('openPlay.console.placeProblem', { needed })}
                  </Text>
                ) : null}
              </fieldset>
            </DialogContent>
            <BusyDialogActions confirmLabel={t('openPlay.console.placeSubmit')} keepLabel={t('openPlay.common.cancel')} busy={busy} onKeep={close} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
