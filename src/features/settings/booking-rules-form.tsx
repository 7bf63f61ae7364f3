import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { draftProblems, type BookingRuleField, type BookingRulesAnswer } from '@machines/settings/booking-rules.machine';
import { useBookingRulesLogic } from './booking-rules-logic';

const useClasses = makeStyles({
  card: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalM },
  fields: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: '1fr',
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL },
  },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const RULES: { field: BookingRuleField; label: string; explain: (rules: BookingRulesAnswer | null) => string }[] = [
  { field: 'maxBookingHours', label: 'Longest booking (hours)', explain: () => 'The most hours a member can book a court for at once.' },
  {
    field: 'maxUpcomingBookingsPerMember',
    label: 'Upcoming bookings per member',
    explain: () => 'How many upcoming court bookings a member can hold at the same time.',
  },
  {
    field: 'cancellationCutoffHours',
    label: 'Cancellation cutoff (hours)',
    explain: () => 'Members can cancel for a full refund up to this many hours before the start. Existing bookings keep the cutoff they were made with.',
  },
  {
    field: 'checkoutHoldMinutes',
    label: 'Checkout hold (minutes)',
    explain: (rules) => {
      const text = 'How long a court is held while a member pays; an unpaid hold then lapses and the court is free again.';
      return rules && rules.effectiveCheckoutHoldMinutes !== rules.checkoutHoldMinutes
        ? `${text} Members get ${rules.effectiveCheckoutHoldMinutes} minutes for now: the payment provider needs at least that long.`
        : text;
    },
  },
];

/** Owner settings: the booking rules (GET/PATCH /booking-rules), validated as the API validates them. */
export function BookingRulesForm() {
  const classes = useClasses();
  const actor = useActorRef(useBookingRulesLogic());
  const isLoading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const isSaving = useSelector(actor, (s) => s.matches('saving'));
  const isEditing = useSelector(actor, (s) => s.matches('editing') || s.matches('saveFailed'));
  const saveFailed = useSelector(actor, (s) => s.matches('saveFailed'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'rules.save' }));
  const rules = useSelector(actor, (s) => s.context.rules);
  const draft = useSelector(actor, (s) => s.context.draft);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const problems = draftProblems(draft);

  return (
    <Card className={classes.card}>
      <Subtitle1 as="h2">Booking rules</Subtitle1>
      {isLoading && <Spinner size="small" label="Loading the booking rules…" />}
      {loadFailed && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>The booking rules could not be loaded.</MessageBarTitle>
            {error?.message}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'rules.reload' })}>Try again</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {rules && !isLoading && !loadFailed && (
        <form
          noValidate
          aria-label="Booking rules"
          className={classes.card}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'rules.save' });
          }}
        >
          {saveFailed && error && (
            <MessageBar intent="error">
              <MessageBarBody>
                <MessageBarTitle>Booking rules not saved.</MessageBarTitle>
                {Object.keys(fieldErrors).length > 0 ? 'Check the fields marked below.' : error.message}
              </MessageBarBody>
            </MessageBar>
          )}
          <div className={classes.fields}>
            {RULES.map(({ field, label, explain }) => {
              const message = problems[field] ?? fieldErrors[field];
              return (
                <Field key={field} label={label} hint={explain(rules)} validationMessage={message} validationState={message ? 'error' : 'none'}>
                  <Input inputMode="numeric" value={draft[field]} onChange={(_, data) => actor.send({ type: 'rules.fieldChanged', field, value: data.value })} />
                </Field>
              );
            })}
          </div>
          <div className={classes.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={!canSave} icon={isSaving ? <Spinner size="tiny" /> : undefined}>
              {isSaving ? 'Saving…' : 'Save booking rules'}
            </Button>
            <Button type="button" disabledFocusable={!isEditing} onClick={() => actor.send({ type: 'rules.cancel' })}>
              Cancel
            </Button>
            {isEditing && <Text role="status">The booking rules have unsaved changes.</Text>}
          </div>
        </form>
      )}
    </Card>
  );
}
