import { Button, Field, Input, Radio, RadioGroup, Select, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import {
  BAND_NAME_MAX,
  bandField,
  OPEN_PLAY_FORMATS,
  OPEN_PLAY_RULES,
  WINNERS_STAY,
  type DraftProblem,
  type OpenPlayDraft,
  type OpenPlayEvent,
  type OpenPlayField,
} from '@machines/programs';
import { useT } from '@/i18n/translate';
import { useFieldGridClasses } from '@/lib/field-grid';
import { fieldMessage } from './setup-format';

const useClasses = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  bands: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  bandsLegend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
  band: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalS },
  bandField: { flexGrow: 1, maxWidth: '240px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  add: { justifySelf: 'start' },
});

export interface OpenPlayFieldsProps {
  draft: OpenPlayDraft;
  problems: Partial<Record<OpenPlayField, DraftProblem>>;
  /** The server's messages, keyed as it names the fields (`openPlay.bands.1`). */
  fieldErrors: Record<string, string>;
  /** Whether a band may be added (fewer than 8) or removed (more than 1): the machine says. */
  canAdd: boolean;
  canRemove: boolean;
  /** Said under the switch (a one-off's: what "off" means for it). */
  hint?: string;
  send: (event: OpenPlayEvent) => void;
}

/** Open play's section of a drop-in form: the switch, then how games are made, the format, winners, and the level bands. */
export function OpenPlayFields({ draft, problems, fieldErrors, canAdd, canRemove, hint, send }: OpenPlayFieldsProps) {
  const t = useT();
  const classes = useClasses();
  const grid = useFieldGridClasses();
  const bandsMessageId = useId();
  const message = (field: OpenPlayField) => fieldMessage(t, problems[field], fieldErrors[field]);
  // The server names a setting it refused; the form's own choices cannot be wrong, so they show together.
  const settingsMessage = ['openPlay', 'openPlay.rule', 'openPlay.format', 'openPlay.winnersStay'].map((field) => fieldErrors[field]).find(Boolean);
  const bandsMessage = message('openPlay.bands');

  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('programsStaff.openPlay.legend')}</legend>
      <Field label={t('programsStaff.openPlay.enabled')} hint={hint ?? t('programsStaff.openPlay.enabledHint')} validationMessage={settingsMessage}>
        <Switch checked={draft.enabled} onChange={(_, d) => send({ type: 'openPlay.changed', change: { enabled: d.checked } })} />
      </Field>
      {draft.enabled && (
        <>
          <Field label={t('programsStaff.openPlay.rule')} hint={t('programsStaff.openPlay.ruleHint', { rule: draft.rule })}>
            <RadioGroup value={draft.rule} onChange={(_, d) => send({ type: 'openPlay.changed', change: { rule: d.value as OpenPlayDraft['rule'] } })}>
              {OPEN_PLAY_RULES.map((rule) => (
                <Radio key={rule} value={rule} label={t('programsStaff.openPlay.ruleName', { rule })} />
              ))}
            </RadioGroup>
          </Field>
          <div className={grid.grid}>
            <Field label={t('programsStaff.openPlay.format')}>
              <RadioGroup
                layout="horizontal"
                value={draft.format}
                onChange={(_, d) => send({ type: 'openPlay.changed', change: { format: d.value as OpenPlayDraft['format'] } })}
              >
                {OPEN_PLAY_FORMATS.map((format) => (
                  <Radio key={format} value={format} label={t('programsStaff.openPlay.formatName', { format })} />
                ))}
              </RadioGroup>
            </Field>
            <Field label={t('programsStaff.openPlay.winnersStay')}>
              <Select
                value={String(draft.winnersStay)}
                onChange={(_, d) => send({ type: 'openPlay.changed', change: { winnersStay: Number(d.value) as OpenPlayDraft['winnersStay'] } })}
              >
                {WINNERS_STAY.map((games) => (
                  <option key={games} value={String(games)}>
                    {t('programsStaff.openPlay.winnersStayName', { games: String(games) })}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <fieldset className={classes.bands} aria-describedby={bandsMessage ? bandsMessageId : undefined}>
            <legend className={classes.bandsLegend}>{t('programsStaff.openPlay.bands')}</legend>
            <Text className={classes.hint}>{t('programsStaff.openPlay.bandsHint')}</Text>
            {draft.bands.map((band, index) => {
              const number = index + 1;
              return (
                // Bands have no ids of their own: their place in the list is what the server names too.
                <div key={index} className={classes.band}>
                  <Field className={classes.bandField} label={t('programsStaff.openPlay.band', { number })} validationMessage={message(bandField(index))}>
                    <Input value={band} maxLength={BAND_NAME_MAX} onChange={(_, d) => send({ type: 'openPlay.bandChanged', index, value: d.value })} />
                  </Field>
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={t('programsStaff.openPlay.removeBand', { number })}
                    disabled={!canRemove}
                    onClick={() => send({ type: 'openPlay.bandRemoved', index })}
                  />
                </div>
              );
            })}
            {bandsMessage && (
              <Text id={bandsMessageId} role="alert" className={classes.error}>
                {bandsMessage}
              </Text>
            )}
            <Button className={classes.add} icon={<AddRegular />} disabled={!canAdd} onClick={() => send({ type: 'openPlay.bandAdded' })}>
              {t('programsStaff.openPlay.addBand')}
            </Button>
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
