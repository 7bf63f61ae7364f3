import {
  Body1,
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { RegistrationsOutcome } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { type Translate, useT } from '@/i18n/translate';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import { useStackingTableClasses } from '@/lib/stacking-table';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import type { RegistrationsActor } from './actor-types';
import { ENROLMENT_STATUS_TEXT } from './event-format';
import { CancelRegistrationDialog, EmailDialog } from './registration-dialogs';
import { WaitlistSection } from './waitlist-section';

const useClasses = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  caption: { fontWeight: tokens.fontWeightSemibold },
  name: { fontWeight: tokens.fontWeightSemibold },
  account: { display: 'grid', minWidth: 0, overflowWrap: 'anywhere' },
});

const COLUMNS = [
  'programsStaff.col.participant',
  'programsStaff.events.col.division',
  'programsStaff.events.col.partner',
  'programsStaff.events.col.age',
  'programsStaff.col.account',
  'programsStaff.events.col.status',
  'programsStaff.col.paid',
  'programsStaff.col.member',
  'programsStaff.events.col.price',
  'programsStaff.col.actions',
] as const;
/** The columns given twice the room once they are columns. */
const WIDE: readonly string[] = ['programsStaff.col.participant', 'programsStaff.col.account'];
/** Division and partner are a tournament's only. */
const TOURNAMENT_ONLY: readonly string[] = ['programsStaff.events.col.division', 'programsStaff.events.col.partner'];

const outcomeText = (t: Translate, outcome: RegistrationsOutcome) =>
  outcome.kind === 'emailed'
    ? t('programsStaff.events.outcome.emailed', { sent: outcome.sent })
    : t('programsStaff.events.outcome.registrationCancelled', { name: outcome.name, refund: formatCad(outcome.refundCents) });

/** One program's registrations (a tournament's with division and partner) and its waitlist: the table, the CSV, cancelling one, and an e-mail to everyone. */
export function RegistrationsPanel({ registrations }: { registrations: RegistrationsActor }) {
  const t = useT();
  const textOf = useLocalizedText();
  const classes = useClasses();
  const api = useApi();
  const { program, enrolments, loaded, outcome, error } = useSelector(registrations, (s) => s.context);
  const ready = useSelector(registrations, (s) => s.matches('ready'));
  const failed = useSelector(registrations, (s) => s.matches('failed'));
  const busy = useSelector(registrations, (s) => s.hasTag('busy'));
  const composing = useSelector(registrations, (s) => s.matches('composing') || s.matches('sending') || s.matches('confirmingDiscard'));
  const cancelling = useSelector(registrations, (s) => s.matches('confirmingCancel') || s.matches('cancelling'));
  const dialogOpen = composing || cancelling;
  const active = enrolments.filter((e) => e.status !== 'cancelled');
  const tournament = program.kind === 'tournament';
  const columns = tournament ? COLUMNS : COLUMNS.filter((column) => !TOURNAMENT_ONLY.includes(column));
  const table = useStackingTableClasses();
  /** Its column's name before the value on a phone, where the header row is hidden (a card per person). */
  const label = (column: (typeof COLUMNS)[number]) => (
    <span className={table.label} aria-hidden>
      {t(column)}
    </span>
  );

  return (
    <>
      <Subtitle2 as="h2">{t('programsStaff.events.registrations.title', { title: textOf(program.title) })}</Subtitle2>
      <div className={classes.actions}>
        <Button onClick={() => registrations.send({ type: 'registrations.close' })}>{t('programsStaff.events.registrations.back')}</Button>
        <FluentLink href={api.eventSetup.registrationsCsvUrl(program.id)} download>
          {t('programsStaff.events.registrations.csv')}
        </FluentLink>
        <Button disabledFocusable={!ready || active.length === 0} onClick={() => registrations.send({ type: 'email.compose' })}>
          {t('programsStaff.events.registrations.email')}
        </Button>
        {busy && <Spinner size="tiny" label={t('programsStaff.common.loading')} />}
      </div>
      {outcome && (
        <MessageBar intent="success">
          <MessageBarBody>{outcomeText(t, outcome)}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => registrations.send({ type: 'registrations.outcomeDismissed' })}>{t('programsStaff.common.close')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {error && !dialogOpen && (
        <MessageBar intent="error">
          <MessageBarBody>{failed ? `${t('programsStaff.events.registrations.loadFailed')} ${failureText(t, error)}` : failureText(t, error)}</MessageBarBody>
          {failed && (
            <MessageBarActions>
              <Button onClick={() => registrations.send({ type: 'registrations.retry' })}>{t('programsStaff.common.retry')}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      {loaded && enrolments.length === 0 && <Body1>{t('programsStaff.roster.none')}</Body1>}
      {enrolments.length > 0 && (
        <>
          <Text id="registrations-caption" className={classes.caption}>
            {t('programsStaff.events.registrations.caption', { title: textOf(program.title) })}
          </Text>
          <Table noNativeElements aria-labelledby="registrations-caption" className={table.table}>
            <TableHeader className={table.header}>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column} className={mergeClasses(table.cell, WIDE.includes(column) && table.wide)}>
                    {t(column)}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {enrolments.map((enrolment) => (
                <TableRow key={enrolment.id} className={table.row}>
                  <TableCell role="rowheader" className={mergeClasses(table.cell, table.wide, classes.name)}>
                    {enrolment.participantName}
                  </TableCell>
                  {tournament && (
                    <>
                      <TableCell className={table.cell}>
                        {label('programsStaff.events.col.division')}
                        <span>{enrolment.divisionName ?? '—'}</span>
                      </TableCell>
                      <TableCell className={table.cell}>
                        {label('programsStaff.events.col.partner')}
                        <span>{enrolment.partnerName ?? '—'}</span>
                      </TableCell>
                    </>
                  )}
                  <TableCell className={table.cell}>
                    {label('programsStaff.events.col.age')}
                    <span>{enrolment.age ?? '—'}</span>
                  </TableCell>
                  <TableCell className={mergeClasses(table.cell, table.wide)}>
                    {label('programsStaff.col.account')}
                    <span className={classes.account}>
                      <span>{enrolment.accountName}</span>
                      <FluentLink href={`mailto:${enrolment.accountEmail}`}>{enrolment.accountEmail}</FluentLink>
                    </span>
                  </TableCell>
                  <TableCell className={table.cell}>
                    {label('programsStaff.events.col.status')}
                    <span>{t(ENROLMENT_STATUS_TEXT[enrolment.status])}</span>
                  </TableCell>
                  <TableCell className={table.cell}>
                    {label('programsStaff.col.paid')}
                    <span>{t(enrolment.paid ? 'programsStaff.common.yes' : 'programsStaff.common.no')}</span>
                  </TableCell>
                  <TableCell className={table.cell}>
                    {label('programsStaff.col.member')}
                    <span>{t(enrolment.member ? 'programsStaff.common.yes' : 'programsStaff.common.no')}</span>
                  </TableCell>
                  <TableCell className={mergeClasses(table.cell, table.amount)}>
                    {label('programsStaff.events.col.price')}
                    <span>{formatCad(enrolment.priceCents)}</span>
                  </TableCell>
                  <TableCell className={table.cell}>
                    {enrolment.status !== 'cancelled' && (
                      <Button
                        size="small"
                        disabledFocusable={!ready}
                        aria-label={t('programsStaff.events.registrations.cancelLabel', { name: enrolment.participantName })}
                        onClick={() => registrations.send({ type: 'enrolment.cancel', id: enrolment.id })}
                      >
                        {t('programsStaff.events.registrations.cancel')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {loaded && <WaitlistSection registrations={registrations} />}
      {cancelling && <CancelRegistrationDialog registrations={registrations} />}
      {composing && <EmailDialog registrations={registrations} />}
    </>
  );
}
