import {
  Badge,
  Body1,
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
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
  COMPANY_SETTINGS_RANGES,
  PROVINCES,
  WEEKDAYS,
  chargesTax,
  closingTimeField,
  isTaxRegistrationNumber,
  normaliseTaxRegistration,
  openingTimeField,
  type CompanySettings,
  type CompanySettingsField,
  type CountField,
} from '@machines/settings';
import { failureText, fieldErrorTexts } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { MessageTitle } from '@/lib/message-title';
import { PageHeading } from '@/lib/page-heading';
import { formatMinutesOfDay } from '@/lib/venue-clock';
import { courtsideTokens } from '@/theme/theme';
import { BookingRulesForm } from './booking-rules-form';
import { useCompanySettingsLogic } from './company-settings-logic';
import {
  CANADIAN_TIME_ZONES,
  PROVINCE_NAMES,
  centsToDollarText,
  currencySign,
  dollarTextToCents,
  weekdayName,
  wholeNumberTextToNumber,
} from './settings-form-values';
import { DayHours } from './day-hours';
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

const countInput = { inputMode: 'numeric' } as const;
const taxNumberInput = { maxLength: 20, autoComplete: 'off' } as const;

/** Empty or a valid number, as the server will store it; null while it is neither. */
const parseTaxNumber = (text: string) => (isTaxRegistrationNumber(text) ? normaliseTaxRegistration(text) : null);

/** Owner: venue prices, sales tax, courts, booking window, time zone, opening hours and booking rules (PATCHes only what changed). */
export default function CompanySettingsPage() {
  const classes = useClasses();
  const t = useT();
  const actor = useActorRef(useCompanySettingsLogic());
  const isLoading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const isSaving = useSelector(actor, (s) => s.matches('saving'));
  const isEditing = useSelector(actor, (s) => s.matches('editing') || s.matches('saveFailed'));
  const saveFailed = useSelector(actor, (s) => s.matches('saveFailed'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'settings.save' }));
  const draft = useSelector(actor, (s) => s.context.draft);
  const saved = useSelector(actor, (s) => s.context.settings);
  const error = useSelector(actor, (s) => s.context.error);
  const shownFieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const fieldErrors = fieldErrorTexts(t, error, shownFieldErrors);
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

  // The dollar sign sits where the language puts it: "$ 25.00", "25,00 $".
  const sign = currencySign();
  const moneyInput = sign.before
    ? ({ inputMode: 'decimal', contentBefore: <Text>{sign.symbol}</Text> } as const)
    : ({ inputMode: 'decimal', contentAfter: <Text>{sign.symbol}</Text> } as const);

  const moneyField = (field: 'defaultOneHourRentalPrice' | 'memberOneHourRentalPrice' | 'membershipPrice', label: string) => (
    <DraftInput
      label={label}
      value={draft[field]}
      format={centsToDollarText}
      parse={dollarTextToCents}
      invalidMessage={t('admin.companySettings.enterAmount', { example: centsToDollarText(2500) })}
      onValue={(value) => change(field, value)}
      onValidity={validity(field)}
      serverError={fieldErrors[field]}
      input={moneyInput}
    />
  );
  // A count outside the server's range is refused here, with a message that says the range.
  const countField = (field: CountField, label: string, hint: string) => {
    const { min } = COMPANY_SETTINGS_RANGES[field];
    const max =
      field === 'maxNumberOfOnlineOpenCourtsShown' ? Math.min(COMPANY_SETTINGS_RANGES[field].max, draft.numberOfCourts) : COMPANY_SETTINGS_RANGES[field].max;
    return (
      <DraftInput
        label={label}
        hint={hint}
        value={draft[field]}
        format={String}
        parse={(text) => wholeNumberTextToNumber(text, { min, max })}
        invalidMessage={t('admin.companySettings.wholeNumberRange', { min, max })}
        onValue={(value) => change(field, value)}
        onValidity={validity(field)}
        serverError={fieldErrors[field]}
        input={countInput}
      />
    );
  };

  return (
    <div className={classes.page}>
      <PageHeading>{t('admin.companySettings.title')}</PageHeading>
      <div className={classes.staffNote}>
        <Badge className={classes.staffBadge}>{t('admin.companySettings.ownerOnly')}</Badge>
        <Body1>{t('admin.companySettings.note')}</Body1>
      </div>

      {isLoading && (
        <div className={classes.pending}>
          <Spinner label={t('admin.companySettings.loading')} />
        </div>
      )}

      {loadFailed && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageTitle>{t('admin.companySettings.loadFailed')}</MessageTitle>
            {error && failureText(t, error)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'settings.reload' })}>{t('admin.companySettings.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}

      {!isLoading && !loadFailed && (
        <form
          key={formRevision}
          className={classes.form}
          noValidate
          aria-label={t('admin.companySettings.title')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!hasInvalidText) actor.send({ type: 'settings.save' });
          }}
        >
          {saveFailed && error && (
            <MessageBar intent="error">
              <MessageBarBody>
                <MessageTitle>{t('admin.companySettings.notSaved')}</MessageTitle>
                {Object.keys(fieldErrors).length > 0 ? t('admin.companySettings.checkFields') : failureText(t, error)}
              </MessageBarBody>
            </MessageBar>
          )}

          <Card className={classes.card}>
            <Subtitle1 as="h2">{t('admin.companySettings.prices')}</Subtitle1>
            {taxApplies && <Text>{t('admin.companySettings.pricesBeforeTax')}</Text>}
            <div className={classes.fields}>
              {moneyField('defaultOneHourRentalPrice', t('admin.companySettings.courtRental'))}
              {moneyField('memberOneHourRentalPrice', t('admin.companySettings.memberCourtRental'))}
              {moneyField('membershipPrice', t('admin.companySettings.membershipPrice'))}
            </div>
          </Card>

          <Card className={classes.card}>
            <Subtitle1 as="h2">{t('admin.companySettings.salesTax')}</Subtitle1>
            <div className={classes.fields}>
              <Field
                label={t('admin.companySettings.province')}
                hint={t('admin.companySettings.provinceHint')}
                validationMessage={fieldErrors.province}
                validationState={fieldErrors.province ? 'error' : 'none'}
              >
                <Select value={draft.province} onChange={(_, data) => change('province', data.value as CompanySettings['province'])}>
                  {PROVINCES.map((code) => (
                    <option key={code} value={code}>
                      {t(PROVINCE_NAMES[code])}
                    </option>
                  ))}
                </Select>
              </Field>
              <DraftInput
                label={t('admin.companySettings.taxNumber')}
                hint={t('admin.companySettings.taxNumberHint')}
                value={draft.taxRegistrationNumber}
                format={(value) => value}
                parse={parseTaxNumber}
                invalidMessage={t('admin.companySettings.taxNumberInvalid')}
                onValue={(value) => change('taxRegistrationNumber', value)}
                onValidity={validity('taxRegistrationNumber')}
                serverError={fieldErrors.taxRegistrationNumber}
                input={taxNumberInput}
              />
            </div>
            <Text role="note">{taxApplies ? t('admin.companySettings.taxApplies') : t('admin.companySettings.noTax')}</Text>
          </Card>

          <Card className={classes.card}>
            <Subtitle1 as="h2">{t('admin.companySettings.courtsAndBooking')}</Subtitle1>
            <div className={classes.fields}>
              {countField('numberOfCourts', t('admin.companySettings.numberOfCourts'), t('admin.companySettings.numberOfCourtsHint'))}
              {countField('maxNumberOfOnlineOpenCourtsShown', t('admin.companySettings.courtsOnline'), t('admin.companySettings.courtsOnlineHint'))}
              {countField('userBookingWindowDays', t('admin.companySettings.bookingWindow'), t('admin.companySettings.bookingWindowHint'))}
              {countField('memberBookingWindowDays', t('admin.companySettings.memberBookingWindow'), t('admin.companySettings.memberBookingWindowHint'))}
              <Field
                label={t('admin.companySettings.timeZone')}
                hint={t('admin.companySettings.timeZoneHint')}
                validationMessage={fieldErrors.timeZone}
                validationState={fieldErrors.timeZone ? 'error' : 'none'}
              >
                <Select value={draft.timeZone} onChange={(_, data) => change('timeZone', data.value)}>
                  {!CANADIAN_TIME_ZONES.some((z) => z.zone === draft.timeZone) && <option value={draft.timeZone}>{draft.timeZone}</option>}
                  {CANADIAN_TIME_ZONES.map(({ zone, label }) => (
                    <option key={zone} value={zone}>
                      {t(label)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          </Card>

          <Card className={classes.card}>
            <Subtitle1 as="h2">{t('admin.companySettings.openingHours')}</Subtitle1>
            <Text>{t('admin.companySettings.openingHoursNote', { midnight: formatMinutesOfDay(0) })}</Text>
            <div className={classes.days}>
              {[...WEEKDAYS.slice(1), WEEKDAYS[0]].map(({ key, number }) => {
                const opening = openingTimeField(key);
                const closing = closingTimeField(key);
                return (
                  <DayHours
                    key={key}
                    dayName={weekdayName(number)}
                    opening={draft[opening]}
                    closing={draft[closing]}
                    saved={{ opening: saved[opening], closing: saved[closing] }}
                    onHours={(openingMinutes, closingMinutes) => {
                      change(opening, openingMinutes);
                      change(closing, closingMinutes);
                    }}
                    onValidity={validity(`hours-${key}`)}
                    openingError={fieldErrors[opening]}
                    closingError={fieldErrors[closing]}
                  />
                );
              })}
            </div>
          </Card>

          <div className={classes.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabledFocusable={!canSave || hasInvalidText || isSaving}
              icon={isSaving ? <Spinner size="tiny" /> : undefined}
            >
              {isSaving ? t('admin.companySettings.saving') : t('admin.companySettings.save')}
            </Button>
            <Button type="button" disabledFocusable={(!isEditing && !hasInvalidText) || isSaving} onClick={cancel}>
              {t('admin.companySettings.cancel')}
            </Button>
            {isEditing && <Text role="status">{t('admin.companySettings.unsaved')}</Text>}
          </div>
        </form>
      )}

      {/* Its own form and save: the rules are a separate resource (PATCH /booking-rules). */}
      <BookingRulesForm />
    </div>
  );
}
