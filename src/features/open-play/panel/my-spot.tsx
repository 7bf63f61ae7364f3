import { Button, Caption1, Field, Select, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { OpenPlayView } from '@machines/open-play';
import { useT, type Translate } from '@/i18n/translate';
import { minutesSince, nameOf, namesText, spotOf, type PlayerSpot } from '../open-play-format';
import type { PanelActor } from './panel-logic';

const useClasses = makeStyles({
  spot: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  headline: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  up: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** "You're up: court 3", "You are 3rd in line", …: a household's several players each by name. */
function headline(t: Translate, spot: PlayerSpot, name: string, you: boolean): string {
  switch (spot.kind) {
    case 'court':
      return you ? t('openPlay.panel.youreUp', { court: spot.court.court }) : t('openPlay.panel.nameUp', { name, court: spot.court.court });
    case 'line':
      return you ? t('openPlay.panel.youInLine', { position: spot.position }) : t('openPlay.panel.nameInLine', { name, position: spot.position });
    case 'resting':
      return you ? t('openPlay.panel.youResting') : t('openPlay.panel.nameResting', { name });
    default:
      return '';
  }
}

/**
 * One checked-in player's place (the caller's, or a household member's): where they are, announced
 * when it changes, and what they can do from there.
 */
export function MySpot({
  actor,
  view,
  registrationId,
  you,
  now,
  busy,
}: {
  actor: PanelActor;
  view: OpenPlayView;
  registrationId: number;
  you: boolean;
  now: string | null;
  busy: boolean;
}) {
  const t = useT();
  const classes = useClasses();
  const spot = spotOf(view, registrationId);
  const name = nameOf(view, registrationId);
  const open = view.endedAt === null;
  // On a phone shared by a family, each button says whose place it is.
  const label = (action: string) => (you ? action : t('openPlay.panel.forName', { action, name }));
  const played = view.gamesPlayed[String(registrationId)] ?? 0;
  return (
    <div className={classes.spot}>
      {/* Announced when it changes: "You're up: court 3" reaches a screen reader at once. */}
      <p aria-live="assertive" aria-atomic="true" className={mergeClasses(classes.headline, spot.kind === 'court' && classes.up)}>
        {open ? headline(t, spot, name, you) : ''}
      </p>
      {spot.kind === 'court' ? (
        <Text>
          {spot.partners.length
            ? t('openPlay.panel.withAgainst', { partners: namesText(spot.partners), opponents: namesText(spot.opponents) })
            : t('openPlay.panel.against', { opponents: namesText(spot.opponents) })}
          {' · '}
          {t('openPlay.common.minutes', { minutes: minutesSince(spot.game.startedAt, now) })}
        </Text>
      ) : null}
      {spot.kind === 'line' && spot.upNext ? <Text weight="semibold">{t('openPlay.panel.nextGame')}</Text> : null}
      <Caption1 className={classes.muted}>{t('openPlay.panel.played', { count: played })}</Caption1>
      {open && spot.kind === 'line' && view.format === 'doubles' ? (
        <Field label={label(t('openPlay.panel.partner'))}>
          <Select
            value={spot.partnerRegistrationId === null ? '' : String(spot.partnerRegistrationId)}
            disabled={busy}
            onChange={(_, data) => actor.send({ type: 'panel.partner', registrationId, partnerRegistrationId: data.value === '' ? null : Number(data.value) })}
          >
            <option value="">{t('openPlay.panel.noPartner')}</option>
            {view.line
              .filter((p) => p.registrationId !== registrationId)
              .map((p) => (
                <option key={p.registrationId} value={String(p.registrationId)}>
                  {p.name}
                </option>
              ))}
          </Select>
        </Field>
      ) : null}
      {open && spot.kind !== 'gone' ? (
        <div className={classes.actions}>
          {spot.kind === 'court' ? (
            <Button appearance="primary" disabled={busy} onClick={() => actor.send({ type: 'panel.gameOver', gameId: spot.game.id })}>
              {label(t('openPlay.panel.gameOver'))}
            </Button>
          ) : null}
          {spot.kind === 'line' ? (
            <Button disabled={busy} onClick={() => actor.send({ type: 'panel.rest', registrationId })}>
              {label(t('openPlay.panel.leaveLine'))}
            </Button>
          ) : null}
          {spot.kind === 'resting' ? (
            <Button appearance="primary" disabled={busy} onClick={() => actor.send({ type: 'panel.rejoin', registrationId })}>
              {label(t('openPlay.panel.backInLine'))}
            </Button>
          ) : null}
          <Button disabled={busy} onClick={() => actor.send({ type: 'panel.checkOut', registrationId })}>
            {label(t('openPlay.panel.checkOut'))}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
