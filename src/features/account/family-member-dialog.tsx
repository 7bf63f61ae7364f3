import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { MAX_AGE_YEARS, NAME_MAX_LENGTH, RELATIONSHIPS, isMinorOn, type MemberField, type MemberFieldProblem, type MemberTextField } from '@machines/account';
import { failureText, fieldErrorText } from '@/i18n/failure-text';
import { useT, type MessageId, type Translate } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { GenderSelect } from '@/lib/person-fields';
import type { HouseholdActor } from './household-logic';
import { SelfRatedLevelSelect } from './self-rated-level';

const PROBLEMS: Record<MemberField, Partial<Record<MemberFieldProblem, MessageId>>> = {
  firstName: { required: 'account.family.problem.firstNameRequired', tooLong: 'account.family.problem.nameTooLong' },
  lastName: { required: 'account.family.problem.lastNameRequired', tooLong: 'account.family.problem.nameTooLong' },
  birthday: {
    required: 'account.family.problem.birthdayRequired',
    invalid: 'account.family.problem.birthdayInvalid',
    future: 'account.family.problem.birthdayFuture',
    tooOld: 'account.family.problem.birthdayTooOld',
  },
  gender: {},
  selfRatedLevel: {},
  relationship: { required: 'account.family.problem.relationshipRequired' },
  guardianConsent: { required: 'account.family.problem.guardianConsentRequired' },
};

/** The form's own words for a problem, else the server's message at that field. */
function messageFor(t: Translate, field: MemberField, problem: MemberFieldProblem | undefined, serverMessage: string | undefined): string | undefined {
  const id = problem ? PROBLEMS[field][problem] : undefined;
  return id ? t(id, { max: NAME_MAX_LENGTH, years: MAX_AGE_YEARS }) : serverMessage;
}

/** Add or edit a family member; the guardian's declaration appears only when the birthday makes a minor. */
export function FamilyMemberDialog({ actor, today }: { actor: HouseholdActor; today: string }) {
  const open = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !saving && actor.send({ type: 'household.cancel' })}>
      <DialogSurface>{open ? <MemberForm actor={actor} today={today} /> : null}</DialogSurface>
    </Dialog>
  );
}

function MemberForm({ actor, today }: { actor: HouseholdActor; today: string }) {
  const t = useT();
  const classes = useAccountClasses();
  const draft = useSelector(actor, (s) => s.context.draft);
  const editing = useSelector(actor, (s) => s.context.members.find((m) => m.id === s.context.editingId) ?? null);
  const problems = useSelector(actor, (s) => s.context.fieldProblems);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const staff = useSelector(actor, (s) => s.context.userId !== undefined);
  if (!draft) return null;

  const message = (field: MemberField) => messageFor(t, field, problems[field], fieldErrorText(t, error, field, fieldErrors[field]));
  const change = (field: MemberTextField, value: string) => actor.send({ type: 'household.fieldChanged', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'household.save' });
  };
  const minor = isMinorOn(draft.birthday, today);
  const firstName = draft.firstName.trim() || t('account.family.thisChild');
  const textField = (field: 'firstName' | 'lastName', label: MessageId) => {
    const text = message(field);
    return (
      <Field label={t(label)} required validationMessage={text} validationState={text ? 'error' : 'none'}>
        <Input value={draft[field]} maxLength={NAME_MAX_LENGTH} autoComplete="off" onChange={(_, data) => change(field, data.value)} />
      </Field>
    );
  };
  const birthdayMessage = message('birthday');
  const relationshipMessage = message('relationship');
  const consentMessage = message('guardianConsent');

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('account.family.editTitle', { name: `${editing.firstName} ${editing.lastName}` }) : t('account.family.addTitle')}
    >
      <DialogBody>
        <DialogTitle>
          {editing ? t('account.family.editTitle', { name: `${editing.firstName} ${editing.lastName}` }) : t('account.family.addTitle')}
        </DialogTitle>
        <DialogContent className={classes.form}>
          {error ? (
            <MessageBar key={error.message} intent="error">
              <MessageBarBody>{failureText(t, error)}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={classes.fields}>
            {textField('firstName', 'account.person.firstName')}
            {textField('lastName', 'account.person.lastName')}
            <Field label={t('account.person.birthday')} required validationMessage={birthdayMessage} validationState={birthdayMessage ? 'error' : 'none'}>
              <Input type="date" value={draft.birthday} max={today} onChange={(_, data) => change('birthday', data.value)} />
            </Field>
            <GenderSelect value={draft.gender} error={message('gender')} onChange={(value) => change('gender', value)} />
            <Field
              label={t('account.family.relationshipLabel')}
              required
              validationMessage={relationshipMessage}
              validationState={relationshipMessage ? 'error' : 'none'}
            >
              <Select value={draft.relationship} onChange={(_, data) => change('relationship', data.value)}>
                <option value="">{t('account.person.genderChoose')}</option>
                {RELATIONSHIPS.map((relationship) => (
                  <option key={relationship} value={relationship}>
                    {t('account.family.relationship', { relationship })}
                  </option>
                ))}
              </Select>
            </Field>
            <SelfRatedLevelSelect value={draft.selfRatedLevel} error={message('selfRatedLevel')} onChange={(value) => change('selfRatedLevel', value)} />
          </div>
          {minor ? (
            <Field required validationMessage={consentMessage} validationState={consentMessage ? 'error' : 'none'} hint={t('account.family.guardianHint')}>
              <Checkbox
                checked={draft.guardianConsent}
                label={t(staff ? 'account.family.guardianConsentStaff' : 'account.family.guardianConsent', { name: firstName })}
                onChange={(_, data) => actor.send({ type: 'household.consentChanged', value: data.checked === true })}
              />
            </Field>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
            {t(editing ? 'account.family.saveChanges' : 'account.family.addSubmit')}
          </Button>
          <Button disabledFocusable={saving} onClick={() => actor.send({ type: 'household.cancel' })}>
            {t('account.form.cancel')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
