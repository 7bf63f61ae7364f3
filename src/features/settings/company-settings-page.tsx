import {
  Badge,
  Body1,
  Button,
  Card,
  Checkbox,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import {
  PROVINCES,
  WEEKDAYS,
  chargesTax,
  closingTimeField,
  isTaxRegistrationNumber,
  normaliseTaxRegistration,
  openingTimeField,
  type CompanySettings,
  type CompanySettingsField,
  type Weekday,
} from '@machines/settings/company-settings';
import { PageHeading } from '@/lib/page-heading';
import { courtsideTokens } from '@/theme/theme';
import { BookingRulesForm } from './booking-rules-form';
import { useCompanySettingsLogic } from './company-settings-logic';
import {
  CANADIAN_TIME_ZONES,
  DEFAULT_OPEN_DAY,
  centsToDollarText,
  dollarTextToCents,
  minutesToTimeText,
  timeTextToMinutes,
  wholeNumberTextToNumber,
} from './settings-form-values';
import { DraftInput } from './settings-inputs';

const useClasses = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, maxWidth: '960px' },
  staffNote: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThicker} solid ${courtsideTokens.colorAdmin}`,
  },
  staffBadge: { backgroundColor: courtsideTokens.colorAdmin, color: tokens.colorNeutralForegroundOnBrand },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalM },
  fields: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: '1fr',
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL },
  },
  days: { display: 'grid', gap: tokens.spacingVerticalS },
  day: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    gridTemplateColumns: '1fr 1fr',
    alignItems: 'end',
    '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr auto' },
  },
  closed: { gridColumn: '1 / -1', '@media (min-width: 640px)': { gridColumn: 'auto' } },
  actions: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} 0`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  pending: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

const moneyInput = { inputMode: 'decimal', contentBefore: <Text>$</Text> } as const;
const countInput = { inputMode: 'numeric' } as const;
const timeInput = { type: 'time' } as const;
const taxNumberInput = { maxLength: 20, autoComplete: 'off' } as const;

/** Empty or a valid number, as the server will store it; null while it is neither. */
const parseTaxNumber = (text: string) => (isTaxRegistrationNumber(text) ? normaliseTaxRegistration(text) : null);

/** Owner: venue prices, sales tax, courts, booking window, time zone, opening hours and booking rules (PATCHes only what changed). */
export default function CompanySettingsPage() {
  const classes = useClasses();
  const actor = useActorRef(useCompanySettingsLogic());
  const isLoading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const isSaving = useSelector(actor, (s) => s.matches('saving'));
  const isEditing = useSelector(actor, (s) => s.matches('editing') || s.matches('saveFailed'));
  const saveFailed = useSelector(actor, (s) => s.matches('saveFailed'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'settings.save' }));
  const draft = useSelector(actor, (s) => s.context.draft);
  const saved = useSelector(actor, (s) => s.context.settings);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const taxApplies = chargesTax(draft);

  // Which fields hold text that is not a value yet (presentational; the draft only takes valid values).
  const [invalidFields, setInvalidFields] = useState<ReadonlySet<string>>(new Set());
  const [formRevision, setFormRevision] = useState(0);
  const hasInvalidText = invalidFields.size > 0;

  const change = useCallback(
    <K extends CompanySettingsField>(field: K, value: CompanySettings[K]) =>
      actor.send({ type: 'settings.fieldChanged', field, value } as Parameters<typeof actor.send>[0]),
    [actor],
  );
  const validity = useCallback(
    (field: string) => (valid: boolean) =>
      setInvalidFields((current) => {
        if (valid === !current.has(field)) return current;
        const next = new Set(current);
        if (valid) next.delete(field);
        else next.add(field);
        return next;
      }),
    [],
  );
  const cancel = () => {
    actor.send({ type: 'settings.cancel' });
    setInvalidFields(new Set());
    setFormRevision((r) => r + 1); // typed text that never became a value is discarded too
  };

  const setClosed = (day: Weekday, closed: boolean) => {
    if (closed) {
      change(openingTimeField(day), 0);
      change(closingTimeField(day), 0);
      return;
    }
    const savedOpen = saved[openingTimeField(day)] !== saved[closingTimeField(day)];
    change(openingTimeField(day), savedOpen ? saved[openingTimeField(day)] : DEFAULT_OPEN_DAY.opening);
    change(closingTimeField(day), savedOpen ? saved[closingTimeField(day)] : DEFAULT_OPEN_DAY.closing);
  };

  const numberField = (
    field: Exclude<CompanySettingsField, 'timeZone' | 'province' | 'taxRegistrationNumber'>,
    label: string,
    kind: 'money' | 'count',
    hint?: string,
  ) => (
    <DraftInput
      label={label}
      hint={hint}
      value={draft[field]}
      format={kind === 'money' ? centsToDollarText : String}
      parse={kind === 'money' ? dollarTextToCents : wholeNumberTextToNumber}
      invalidMessage={kind === 'money' ? 'Enter an amount in dollars, such as 25.00.' : 'Enter a whole number.'}
      onValue={(value) => change(field, value)}
      onValidity={validity(field)}
      serverError={fieldErrors[field]}
      input={kind === 'money' ? moneyInput : countInput}
    />
  );

  return (
    <div className={classes.page}>
      <PageHeading>Company settings</PageHeading>
      <div className={classes.staffNote}>
        <Badge className={classes.staffBadge}>Owner only</Badge>
        <Body1>Changes apply to the whole site as soon as you save.</Body1>
      </div>

      {isLoading && (
        <div className={classes.pending}>
          <Spinner label="Loading settings…" />
        </div>
      )}

      {loadFailed && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>The settings could not be loaded.</MessageBarTitle>
            {error?.message}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'settings.reload' })}>Try again</Button>
          </MessageBarActions>
        </MessageBar>
      )}

      {!isLoading && !loadFailed && (
        <form
          key={formRevision}
          className={classes.form}
          noValidate
          aria-label="Company settings"
          onSubmit={(event) => {
            event.preventDefault();
            if (!hasInvalidText) actor.send({ type: 'settings.save' });
          }}
        >
          {saveFailed && error && (
            <MessageBar intent="error">
              <MessageBarBody>
                <MessageBarTitle>Not saved.</MessageBarTitle>
                {Object.keys(fieldErrors).length > 0 ? 'Check the fields marked below.' : error.message}
              </MessageBarBody>
            </MessageBar>
          )}

          <Card className={classes.card}>
            <Subtitle1 as="h2">Prices</Subtitle1>
            {taxApplies && <Text>Prices are before tax: sales tax is added at checkout.</Text>}
            <div className={classes.fields}>
              {numberField('defaultOneHourRentalPrice', 'Court rental per hour', 'money')}
              {numberField('memberOneHourRentalPrice', 'Member court rental per hour', 'money')}
              {numberField('membershipPrice', 'Membership price', 'money')}
            </div>
          </Card>

          <Card className={classes.card}>
            <Subtitle1 as="h2">Sales tax</Subtitle1>
            <div className={classes.fields}>
              <Field
                label="Province or territory"
                hint="Where the venue is: it decides which sales tax applies (GST, HST, or GST and QST)."
                validationMessage={fieldErrors.province}
                validationState={fieldErrors.province ? 'error' : 'none'}
              >
                <Select value={draft.province} onChange={(_, data) => change('province', data.value as CompanySettings['province'])}>
                  {PROVINCES.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </Select>
              </Field>
              <DraftInput
                label="GST/HST registration number"
                hint="Leave empty if the venue is a small supplier and charges no tax. Otherwise 9 digits, RT and 4 digits, such as 123456789RT0001."
                value={draft.taxRegistrationNumber}
                format={(value) => value}
                parse={parseTaxNumber}
                invalidMessage="Use 9 digits, RT and 4 digits, such as 123456789RT0001, or leave it empty."
                onValue={(value) => change('taxRegistrationNumber', value)}
                onValidity={validity('taxRegistrationNumber')}
                serverError={fieldErrors.taxRegistrationNumber}
                input={taxNumberInput}
              />
            </div>
            <Text role="note">
              {taxApplies
                ? 'Tax applies: prices are before tax, each sale adds the tax of the province, and receipts show the registration number. Past orders keep the tax they were charged.'
                : 'No tax is charged: the venue is a small supplier. Past orders keep the tax they were charged.'}
            </Text>
          </Card>

          <Card className={classes.card}>
            <Subtitle1 as="h2">Courts and booking</Subtitle1>
            <div className={classes.fields}>
              {numberField('numberOfCourts', 'Number of courts', 'count', 'Courts are numbered 1 to this number.')}
              {numberField('maxNumberOfOnlineOpenCourtsShown', 'Courts offered online', 'count', 'At most the number of courts.')}
              {numberField('userBookingWindowDays', 'Booking window (days)', 'count', 'How many days ahead members can book.')}
              <Field
                label="Time zone"
                hint="Opening hours and bookings are in this zone."
                validationMessage={fieldErrors.timeZone}
                validationState={fieldErrors.timeZone ? 'error' : 'none'}
              >
                <Select value={draft.timeZone} onChange={(_, data) => change('timeZone', data.value)}>
                  {!CANADIAN_TIME_ZONES.some((z) => z.zone === draft.timeZone) && <option value={draft.timeZone}>{draft.timeZone}</option>}
                  {CANADIAN_TIME_ZONES.map(({ zone, label }) => (
                    <option key={zone} value={zone}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          </Card>

          <Card className={classes.card}>
            <Subtitle1 as="h2">Opening hours</Subtitle1>
            <Text>A closing time of 00:00 means midnight. A closed day has no bookings.</Text>
            <div className={classes.days}>
              {[...WEEKDAYS.slice(1), WEEKDAYS[0]].map(({ key, label }) => {
                const opening = openingTimeField(key);
                const closing = closingTimeField(key);
                const isClosed = draft[opening] === draft[closing];
                return (
                  <fieldset key={key} className={classes.day} aria-label={label}>
                    <DraftInput
                      label={`${label} opening time`}
                      value={draft[opening]}
                      format={minutesToTimeText}
                      parse={(text) => timeTextToMinutes(text, 'opening')}
                      invalidMessage="Enter a time."
                      onValue={(value) => change(opening, value)}
                      onValidity={validity(opening)}
                      serverError={fieldErrors[opening]}
                      disabled={isClosed}
                      input={timeInput}
                    />
                    <DraftInput
                      label={`${label} closing time`}
                      value={draft[closing]}
                      format={minutesToTimeText}
                      parse={(text) => timeTextToMinutes(text, 'closing')}
                      invalidMessage="Enter a time."
                      onValue={(value) => change(closing, value)}
                      onValidity={validity(closing)}
                      serverError={fieldErrors[closing]}
                      disabled={isClosed}
                      input={timeInput}
                    />
                    <Checkbox className={classes.closed} label="Closed" checked={isClosed} onChange={(_, data) => setClosed(key, data.checked === true)} />
                  </fieldset>
                );
              })}
            </div>
          </Card>

          <div className={classes.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={!canSave || hasInvalidText || isSaving} icon={isSaving ? <Spinner size="tiny" /> : undefined}>
              {isSaving ? 'Saving…' : 'Save'}
            </Button>
            <Button type="button" disabledFocusable={(!isEditing && !hasInvalidText) || isSaving} onClick={cancel}>
              Cancel
            </Button>
            {isEditing && <Text role="status">You have unsaved changes.</Text>}
          </div>
        </form>
      )}

      {/* Its own form and save: the rules are a separate resource (PATCH /booking-rules). */}
      <BookingRulesForm />
    </div>
  );
}
