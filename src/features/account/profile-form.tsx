import { Button, Card, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { levelOf, levelValue, type accountProfileMachine, type EditableProfileField } from '@machines/account';
import { failureText, fieldErrorText } from '@/i18n/failure-text';
import { activeLocale } from '@/i18n/catalogs';
import { LANGUAGE_NAMES, LOCALES } from '@/i18n/locales';
import { useT } from '@/i18n/translate';
import { CONTACT_FIELDS, GenderSelect, NAME_FIELDS, PersonTextInput, type PersonFieldSpec, type PersonTextField } from '@/lib/person-fields';
import { useAccountClasses } from '@/lib/account-styles';
import { SelfRatedLevelSelect } from './self-rated-level';

/** The profile's editable fields (signup's, without e-mail and password, with the language); saves only what changed. */
export function ProfileForm({ actor }: { actor: ActorRefFrom<typeof accountProfileMachine> }) {
  const classes = useAccountClasses();
  const t = useT();
  const draft = useSelector(actor, (s) => s.context.draft);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const apiError = useSelector(actor, (s) => s.context.error);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  if (!draft) return null;

  const error = apiError ? failureText(t, apiError) : null;
  /** A field's refusal in the screen's language, while the form still shows it. */
  const fieldError = (field: EditableProfileField | 'selfRatedLevel') => fieldErrorText(t, apiError, field, fieldErrors[field]);
  const change = (field: EditableProfileField, value: string) => actor.send({ type: 'profile.fieldChanged', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'profile.save' });
  };
  const textField = (spec: PersonFieldSpec<PersonTextField>) => (
    <PersonTextInput
      key={spec.field}
      spec={spec}
      value={draft[spec.field] ?? ''}
      error={fieldError(spec.field)}
      onChange={(value) => change(spec.field, value)}
    />
  );

  return (
    <Card className={classes.card}>
      <form className={classes.form} onSubmit={submit} noValidate aria-label={t('account.form.label')}>
        {error && (
          <MessageBar key={error} intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <div className={classes.fields}>
          {NAME_FIELDS.map(textField)}
          <GenderSelect value={draft.gender ?? ''} error={fieldError('gender')} onChange={(value) => change('gender', value)} />
          {CONTACT_FIELDS.map(textField)}
          <SelfRatedLevelSelect
            value={levelValue(draft.selfRatedLevel)}
            error={fieldError('selfRatedLevel')}
            onChange={(value) => actor.send({ type: 'profile.levelChanged', level: levelOf(value) })}
          />
        </div>
        <Field
          label={t('account.form.language')}
          hint={t('account.form.languageHint')}
          validationMessage={fieldError('locale')}
          validationState={fieldErrors.locale ? 'error' : 'none'}
        >
          {/* An answer without `locale` (older server) shows the screen's language. */}
          <RadioGroup layout="horizontal" value={draft.locale ?? activeLocale()} onChange={(_, data) => change('locale', data.value)}>
            {LOCALES.map((locale) => (
              // Each language's name in that language, marked so a screen reader says it right.
              <Radio key={locale} value={locale} label={<span lang={locale}>{LANGUAGE_NAMES[locale]}</span>} />
            ))}
          </RadioGroup>
        </Field>
        <div className={classes.actions}>
          <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
            {t('account.form.save')}
          </Button>
          <Button disabledFocusable={saving} onClick={() => actor.send({ type: 'profile.cancel' })}>
            {t('account.form.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
