import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import type { OpenPlayView } from '@machines/open-play';
import { useT } from '@/i18n/translate';
import { ConfirmDialog } from '@/lib/confirm-dialog';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';
import { formatTime } from '@/lib/venue-time';
import { namesText, teamsOf } from '../open-play-format';
import type { ConsoleActor } from './console-logic';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  code: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold, letterSpacing: '0.1em' },
  qr: { width: '12rem', height: '12rem' },
});

/** Game over on a court by staff, confirmed first: its players go to the back of the line and the court takes the next game. */
export function GameOverDialog({ actor, view }: { actor: ConsoleActor; view: OpenPlayView | null }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('confirmingGameOver') || s.matches('endingGame'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const ending = useSelector(actor, (s) => s.context.ending);
  const game = view?.courts.find((court) => court.game?.id === ending?.gameId)?.game;
  const [teamA, teamB] = game ? teamsOf(game).map((team) => namesText(team)) : ['', ''];
  return (
    <ConfirmDialog
      open={open}
      title={t('openPlay.console.gameOverTitle', { court: ending?.court ?? '' })}
      body={t('openPlay.console.gameOverBody', { teamA, teamB })}
      confirmLabel={t('openPlay.panel.gameOver')}
      keepLabel={t('openPlay.console.keepPlaying')}
      busy={busy}
      onConfirm={() => actor.send({ type: 'console.confirm' })}
      onKeep={() => actor.send({ type: 'console.cancel' })}
    />
  );
}

/** End the session, confirmed first. */
export function EndSessionDialog({ actor }: { actor: ConsoleActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('confirmingEnd') || s.matches('endingSession'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <ConfirmDialog
      open={open}
      title={t('openPlay.console.endTitle')}
      body={t('openPlay.console.endBody')}
      confirmLabel={t('openPlay.console.endSession')}
      keepLabel={t('openPlay.console.keepPlaying')}
      busy={busy}
      onConfirm={() => actor.send({ type: 'console.confirm' })}
      onKeep={() => actor.send({ type: 'console.cancel' })}
    />
  );
}

/** The board link just made, to copy onto the venue's screen. */
export function BoardLinkDialog({ actor }: { actor: ConsoleActor }) {
  const t = useT();
  const classes = useClasses();
  const open = useSelector(actor, (s) => s.matches('showingBoardLink'));
  const url = useSelector(actor, (s) => s.context.boardUrl) ?? '';
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && actor.send({ type: 'console.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('openPlay.console.boardLink')}</DialogTitle>
          <DialogContent className={classes.content}>
            <Body1>{t('openPlay.console.boardLinkBody')}</Body1>
            <Field label={t('openPlay.console.link')}>
              <Input readOnly value={url} onFocus={(event) => event.target.select()} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => actor.send({ type: 'console.copy', text: url })}>
              {t('openPlay.console.copyLink')}
            </Button>
            <Button onClick={() => actor.send({ type: 'console.close' })}>{t('openPlay.common.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The check-in code, its QR code and its link, until it expires; a new one on request. */
export function CheckInCodeDialog({ actor, timeZone }: { actor: ConsoleActor; timeZone: string | undefined }) {
  const t = useT();
  const classes = useClasses();
  const open = useSelector(actor, (s) => s.matches('showingCheckInCode') || s.matches('makingCheckInCode'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const code = useSelector(actor, (s) => s.context.checkInCode);
  const qr = useMemo(() => (code ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(code.url, { border: 2 }))}` : null), [code]);
  return (
    <Dialog open={open && code !== null} onOpenChange={(_, data) => !data.open && !busy && actor.send({ type: 'console.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('openPlay.console.checkInCode')}</DialogTitle>
          {code ? (
            <DialogContent className={classes.content}>
              <Body1>{t('openPlay.console.codeBody', { time: formatTime(code.expiresAt, timeZone ?? DEFAULT_TIME_ZONE) })}</Body1>
              <Text className={classes.code}>{code.code}</Text>
              {qr ? <img src={qr} alt={t('openPlay.console.qrAlt', { url: code.url })} className={classes.qr} /> : null}
              <Field label={t('openPlay.console.link')}>
                <Input readOnly value={code.url} onFocus={(event) => event.target.select()} />
              </Field>
            </DialogContent>
          ) : null}
          <DialogActions>
            <Button appearance="primary" disabledFocusable={busy} onClick={() => code && actor.send({ type: 'console.copy', text: code.url })}>
              {t('openPlay.console.copyLink')}
            </Button>
            <Button disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => actor.send({ type: 'console.checkInCode' })}>
              {t('openPlay.console.newCode')}
            </Button>
            <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'console.close' })}>
              {t('openPlay.common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
