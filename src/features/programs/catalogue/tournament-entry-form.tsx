import {
  Body1,
  Button,
  DialogActions,
  DialogContent,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import {
  type Division,
  type ProgramDetail,
  offeredIn,
  canPlay,
  divisionBar,
  divisionOf,
  entryFeeCents,
  isHouseholdPartner,
  takesPartner,
} from '@machines/programs';
import type { ParticipantId } from '@machines/shared';
import { failureText } from '@/i18n/failure-text';
import { useT, type Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { datesText, formatText } from './catalogue-format';
import { errorAtTop, fieldErrorText } from './entry-errors';
import { PartnerField, participantIdOf } from './partner-field';
import { PriceSummary, withTaxes } from './price-summary';
import type { ProgramPageActor } from './program-page-logic';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  note: { color: tokens.colorNeutralForeground3 },
});

/** A division's line for the chosen player: its format and fee, or why they cannot enter it. */
function divisionLabel(t: Translate, program: ProgramDetail, division: Division, playerId: ParticipantId, player: string): string {
  const { name } = division;
  switch (divisionBar(program, division, playerId)) {
    case 'entered':
      return t('programs.tournament.dialog.divisionEntered', { name, player });
    case 'ages':
      return t('programs.tournament.dialog.divisionAges', { name, player });
    case 'full':
      return t('programs.tournament.dialog.divisionFull', { name });
    default:
      return division.spotsLeft === 0 && offeredIn(program, division.id).includes(playerId)
        ? t('programs.tournament.dialog.divisionKept', { name, player })
        : t('programs.tournament.dialog.divisionOption', { name, format: formatText(t, division.format), fee: formatCad(division.feeCents) });
  }
}

/**
 * A tournament entry: the player (someone on the account), a division open to them, and for doubles
 * the partner; then the fee (per player: twice with a household partner) with tax, and pay.
 */
export function TournamentEntryForm({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const classes = useClasses();
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'program.confirm' }));
  const { program, entry, error } = context;
  if (!program) return null;
  const people = context.participants ?? [];
  const ids = people.map((person) => person.id);
  const nameOf = (id: ParticipantId) => people.find((person) => person.id === id)?.name || t('programs.dropIn.you');
  const division = divisionOf(program, entry.divisionId);
  const subtotal = division ? entryFeeCents(division, entry.partner) : 0;
  const { totalCents } = withTaxes(context.taxes, subtotal);
  const playerText = fieldErrorText(t, error, 'participantId');
  const divisionText = fieldErrorText(t, error, 'divisionId');
  return (
    <>
      <DialogContent className={classes.content}>
        <Body1>{t('programs.program.dialog.when', { dates: datesText(t, program), count: program.sessions.length })}</Body1>
        {error && errorAtTop(error) ? (
          <MessageBar key={error.message} intent="error">
            <MessageBarBody>{failureText(t, error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {people.every((person) => !canPlay(program, ids, person.id)) ? <Body1>{t('programs.tournament.dialog.noDivision')}</Body1> : null}
        <Field label={t('programs.tournament.dialog.player')} required validationMessage={playerText} validationState={playerText ? 'error' : 'none'}>
          <RadioGroup
            value={entry.participantId === null ? '' : String(entry.participantId)}
            onChange={(_, data) => actor.send({ type: 'program.participant', participantId: participantIdOf(data.value) })}
          >
            {people.map((person) => {
              const open = canPlay(program, ids, person.id);
              const name = nameOf(person.id);
              return (
                <Radio
                  key={String(person.id)}
                  value={String(person.id)}
                  label={open ? name : t('programs.tournament.dialog.playerNone', { name })}
                  disabled={busy || !open}
                />
              );
            })}
          </RadioGroup>
        </Field>
        {entry.participantId !== null ? (
          <Field label={t('programs.tournament.dialog.division')} required validationMessage={divisionText} validationState={divisionText ? 'error' : 'none'}>
            <RadioGroup
              value={entry.divisionId === null ? '' : String(entry.divisionId)}
              onChange={(_, data) => actor.send({ type: 'program.division', divisionId: Number(data.value) })}
            >
              {program.divisions.map((option) => (
                <Radio
                  key={option.id}
                  value={String(option.id)}
                  label={divisionLabel(t, program, option, entry.participantId!, nameOf(entry.participantId!))}
                  disabled={busy || divisionBar(program, option, entry.participantId!) !== null}
                />
              ))}
            </RadioGroup>
          </Field>
        ) : null}
        {division && takesPartner(division) ? <PartnerField actor={actor} /> : null}
        {division ? (
          <>
            <PriceSummary
              rates={context.taxes}
              subtotalCents={subtotal}
              subtotalLabel={
                isHouseholdPartner(entry.partner)
                  ? t('programs.tournament.dialog.twoPlayers', { fee: formatCad(division.feeCents) })
                  : t('programs.tournament.dialog.onePlayer')
              }
            />
            {takesPartner(division) && entry.partner ? (
              <Body1 className={classes.note}>
                {t(isHouseholdPartner(entry.partner) ? 'programs.tournament.dialog.householdNote' : 'programs.tournament.dialog.emailNote')}
              </Body1>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          appearance="primary"
          disabledFocusable={!canConfirm || busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          onClick={() => actor.send({ type: 'program.confirm' })}
        >
          {totalCents > 0 ? t('programs.dropIn.dialog.pay', { total: formatCad(totalCents) }) : t('programs.dropIn.dialog.confirmFree')}
        </Button>
        <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'program.close' })}>
          {t('programs.dropIn.dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}
