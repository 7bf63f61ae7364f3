import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { draftProblems, type BookingRuleField, type BookingRulesAnswer } from '@machines/settings';
import { failureText, fieldErrorText } from '@/i18n/failure-text';
import { useT, type MessageId, type Translate } from '@/i18n/translate';
import { MessageTitle } from '@/lib/message-title';
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

const RULES: { field: BookingRuleField; label: MessageId; hint: MessageId }[] = [
  { field: 'maxBookingHours', label: 'admin.bookingRules.maxBookingHours', hint: 'admin.bookingRules.maxBookingHoursHint' },
  { field: 'maxUpcomingBookingsPerMember', label: 'admin.bookingRules.maxUpcoming', hint: 'admin.bookingRules.maxUpcomingHint' },
  { field: 'cancellationCutoffHours', label: 'admin.bookingRules.cancellationCutoff', hint: 'admin.bookingRules.cancellationCutoffHint' },
  { field: 'checkoutHoldMinutes', label: 'admin.bookingRules.checkoutHold', hint: 'admin.bookingRules.checkoutHoldHint' },
];

/** A rule's hint; the checkout hold also says the hold members really get when the payment provider needs longer. */
function explain(t: Translate, field: BookingRuleField, hint: MessageId, rules: BookingRulesAnswer | null): string {
  const text = t(hint);
  return field === 'checkoutHoldMinutes' && rules && rules.effectiveCheckoutHoldMinutes !== rules.checkoutHoldMinutes
    ? `${text} ${t('admin.bookingRules.effectiveHold', { count: rules.effectiveCheckoutHoldMinutes })}`
    : text;
}

/** Owner settings: the booking rules (GET/PATCH /booking-rules), validated as the API validates them. */
export function BookingRulesForm() {
  const classes = useClasses();
  const t = useT();
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
      <Subtitle1 as="h2">{t('admin.bookingRules.title')}</Subtitle1>
      {isLoading && <Spinner size="small" label={t('admin.bookingRules.loading')} />}
      {loadFailed && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageTitle>{t('admin.bookingRules.loadFailed')}</MessageTitle>
            {error && failureText(t, error)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'rules.reload' })}>{t('admin.bookingRules.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {rules && !isLoading && !loadFailed && (
        <form
          noValidate
          aria-label={t('admin.bookingRules.title')}
          className={classes.card}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'rules.save' });
          }}
        >
          {saveFailed && error && (
            <MessageBar intent="error">
              <MessageBarBody>
                <MessageTitle>{t('admin.bookingRules.notSaved')}</MessageTitle>
                {Object.keys(fieldErrors).length > 0 ? t('admin.bookingRules.checkFields') : failureText(t, error)}
              </MessageBarBody>
            </MessageBar>
          )}
          <div className={classes.fields}>
            {RULES.map(({ field, label, hint }) => {
              const problem = problems[field];
              const message = problem ? t(problem.id, 'values' in problem ? problem.values : undefined) : fieldErrorText(t, error, field, fieldErrors[field]);
              return (
                <Field
                  key={field}
                  label={t(label)}
                  hint={explain(t, field, hint, rules)}
                  validationMessage={message}
                  validationState={message ? 'error' : 'none'}
                >
                  <Input
                    inputMode="numeric"
                    value={draft[field]}
                    onChange={(_, data) => actor.send({ type: 'rules.fieldChanged', field, value: data.value })}
                  />
                </Field>
              );
            })}
          </div>
          <div className={classes.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={!canSave} icon={isSaving ? <Spinner size="tiny" /> : undefined}>
              {isSaving ? t('admin.bookingRules.saving') : t('admin.bookingRules.save')}
            </Button>
            <Button type="button" disabledFocusable={!isEditing} onClick={() => actor.send({ type: 'rules.cancel' })}>
              {t('admin.bookingRules.cancel')}
            </Button>
            {isEditing && <Text role="status">{t('admin.bookingRules.unsaved')}</Text>}
          </div>
        </form>
      )}
    </Card>
  );
}
