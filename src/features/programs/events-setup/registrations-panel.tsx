import {
  Body1,
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { RegistrationsOutcome } from '@machines/programs/program-registrations.machine';
import { failureText } from '@/i18n/failure-text';
import { type Translate, useT } from '@/i18n/translate';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import type { RegistrationsActor } from './actor-types';
import { ENROLMENT_STATUS_TEXT } from './event-format';
import { CancelRegistrationDialog, EmailDialog } from './registration-dialogs';
import { WaitlistSection } from './waitlist-section';

const useClasses = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  scroller: { maxWidth: '100%', overflowX: 'auto' },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  caption: { textAlign: 'left', padding: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  th: { textAlign: 'left', padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3, whiteSpace: 'nowrap' },
  td: { padding: tokens.spacingHorizontalS, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'top' },
  name: { fontWeight: tokens.fontWeightSemibold },
  account: { display: 'grid', minWidth: '12rem' },
  nowrap: { whiteSpace: 'nowrap' },
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
/** Division and partner are a tournament's only. */
const TOURNAMENT_ONLY: readonly string[] = ['programsStaff.events.col.division', 'programsStaff.events.col.partner'];

const outcomeText = (t: Translate, outcome: RegistrationsOutcome) =>
  outcome.kind === 'emailed'
    ? t('programsStaff.events.outcome.emailed', { sent: outcome.sent })
    : t('programsStaff.events.outcome.registrationCancelled', { name: outcome.name, refund: formatCad(outcome.refundCents) });

/** One program's registrations (a tournament's with division and partner) and its waitlist: the table, the CSV, cancelling one, and an e-mail to everyone. */
export function RegistrationsPanel({ registrations }: { registrations: RegistrationsActor }) {
  const t = useT();
  const classes = useClasses();
  const api = useApi();
  const { program, enrolments, loaded, outcome, error } = useSelector(registrations, (s) => s.context);
  const ready = useSelector(registrations, (s) => s.matches('ready'));
  const failed = useSelector(registrations, (s) => s.matches('failed'));
  const busy = useSelector(registrations, (s) => s.hasTag('busy'));
  const composing = useSelector(registrations, (s) => s.matches('composing') || s.matches('sending'));
  const cancelling = useSelector(registrations, (s) => s.matches('confirmingCancel') || s.matches('cancelling'));
  const dialogOpen = composing || cancelling;
  const active = enrolments.filter((e) => e.status !== 'cancelled');
  const tournament = program.kind === 'tournament';
  const columns = tournament ? COLUMNS : COLUMNS.filter((column) => !TOURNAMENT_ONLY.includes(column));

  return (
    <>
      <Subtitle2 as="h2">{t('programsStaff.events.registrations.title', { title: program.title })}</Subtitle2>
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
        <div className={classes.scroller} role="region" aria-label={t('programsStaff.events.registrations.caption', { title: program.title })} tabIndex={0}>
          <table className={classes.table}>
            <caption className={classes.caption}>{t('programsStaff.events.registrations.caption', { title: program.title })}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={classes.th}>
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {enrolments.map((enrolment) => (
                <tr key={enrolment.id}>
                  <th scope="row" className={mergeClasses(classes.td, classes.name)}>
                    {enrolment.participantName}
                  </th>
                  {tournament && (
                    <>
                      <td className={classes.td}>{enrolment.divisionName ?? '—'}</td>
                      <td className={classes.td}>{enrolment.partnerName ?? '—'}</td>
                    </>
                  )}
                  <td className={classes.td}>{enrolment.age ?? '—'}</td>
                  <td className={classes.td}>
                    <span className={classes.account}>
                      <span>{enrolment.accountName}</span>
                      <FluentLink href={`mailto:${enrolment.accountEmail}`}>{enrolment.accountEmail}</FluentLink>
                    </span>
                  </td>
                  <td className={classes.td}>{t(ENROLMENT_STATUS_TEXT[enrolment.status])}</td>
                  <td className={classes.td}>{t(enrolment.paid ? 'programsStaff.common.yes' : 'programsStaff.common.no')}</td>
                  <td className={classes.td}>{t(enrolment.member ? 'programsStaff.common.yes' : 'programsStaff.common.no')}</td>
                  <td className={mergeClasses(classes.td, classes.nowrap)}>{formatCad(enrolment.priceCents)}</td>
                  <td className={classes.td}>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaded && <WaitlistSection registrations={registrations} />}
      {cancelling && <CancelRegistrationDialog registrations={registrations} />}
      {composing && <EmailDialog registrations={registrations} />}
    </>
  );
}
