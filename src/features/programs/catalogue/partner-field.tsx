import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { divisionOf, isEmail, isHouseholdPartner, partnerBar } from '@machines/programs';
import type { ParticipantId } from '@machines/shared';
import { useT } from '@/i18n/translate';
import { fieldErrorText } from './entry-errors';
import type { ProgramPageActor } from './program-page-logic';

/** The radio value of "someone else, by e-mail" (participants are 'self' or numbers). */
const BY_EMAIL = 'email';
export const participantIdOf = (value: string): ParticipantId => (value === 'self' ? 'self' : Number(value));

/** A doubles partner: someone else on the account (paid on this order), or another player invited by e-mail. */
export function PartnerField({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { program, entry, error } = context;
  const division = divisionOf(program, entry.divisionId);
  if (!program || !division) return null;
  const { partner } = entry;
  const byEmail = partner !== null && !isHouseholdPartner(partner);
  const email = byEmail ? partner.email : '';
  const serverText = fieldErrorText(t, error, 'partner');
  const emailText = email.trim() !== '' && !isEmail(email) ? t('programs.tournament.dialog.partnerEmailInvalid') : byEmail ? serverText : undefined;
  const choiceText = byEmail ? undefined : serverText;
  const others = (context.participants ?? []).filter((person) => person.id !== entry.participantId);
  return (
    <>
      <Field label={t('programs.tournament.dialog.partner')} required validationMessage={choiceText} validationState={choiceText ? 'error' : 'none'}>
        <RadioGroup
          value={partner === null ? '' : isHouseholdPartner(partner) ? String(partner.participantId) : BY_EMAIL}
          onChange={(_, data) =>
            actor.send({ type: 'program.partner', partner: data.value === BY_EMAIL ? { email } : { participantId: participantIdOf(data.value) } })
          }
        >
          {others.map((person) => {
            const bar = partnerBar(program, division, entry.participantId, person.id);
            const name = person.name || t('programs.dropIn.you');
            const label =
              bar === 'entered'
                ? t('programs.tournament.dialog.partnerEntered', { name })
                : bar === 'ages'
                  ? t('programs.tournament.dialog.partnerAges', { name })
                  : name;
            return <Radio key={String(person.id)} value={String(person.id)} label={label} disabled={busy || bar !== null} />;
          })}
          <Radio value={BY_EMAIL} label={t('programs.tournament.dialog.partnerByEmail')} disabled={busy} />
        </RadioGroup>
      </Field>
      {byEmail ? (
        <Field label={t('programs.tournament.dialog.partnerEmail')} required validationMessage={emailText} validationState={emailText ? 'error' : 'none'}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            disabled={busy}
            onChange={(_, data) => actor.send({ type: 'program.partner', partner: { email: data.value } })}
          />
        </Field>
      ) : null}
    </>
  );
}
