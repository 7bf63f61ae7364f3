import { Button, Card, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { accountProfileMachine, EditableProfileField } from '@machines/account/account-profile.machine';
import { CONTACT_FIELDS, GenderSelect, NAME_FIELDS, PersonTextInput, type PersonFieldSpec, type PersonTextField } from '@/lib/person-fields';
import { useAccountClasses } from '@/lib/account-styles';

/** The profile's editable fields (signup's, without e-mail and password); saves only what changed. */
export function ProfileForm({ actor }: { actor: ActorRefFrom<typeof accountProfileMachine> }) {
  const classes = useAccountClasses();
  const draft = useSelector(actor, (s) => s.context.draft);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error?.message ?? null);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  if (!draft) return null;

  const change = (field: EditableProfileField, value: string) => actor.send({ type: 'profile.fieldChanged', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'profile.save' });
  };
  const textField = (spec: PersonFieldSpec<PersonTextField>) => (
    <PersonTextInput key={spec.field} spec={spec} value={draft[spec.field] ?? ''} error={fieldErrors[spec.field]} onChange={(value) => change(spec.field, value)} />
  );

  return (
    <Card className={classes.card}>
      <form className={classes.form} onSubmit={submit} noValidate aria-label="Edit profile">
        {error && (
          <MessageBar key={error} intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <div className={classes.fields}>
          {NAME_FIELDS.map(textField)}
          <GenderSelect value={draft.gender ?? ''} error={fieldErrors.gender} onChange={(value) => change('gender', value)} />
          {CONTACT_FIELDS.map(textField)}
        </div>
        <div className={classes.actions}>
          <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
            Save changes
          </Button>
          <Button disabledFocusable={saving} onClick={() => actor.send({ type: 'profile.cancel' })}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
