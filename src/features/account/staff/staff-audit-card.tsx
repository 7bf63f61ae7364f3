import { Button, Card, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { staffAuditMachine } from '@machines/account';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useAdminClasses } from '@/lib/admin-styles';
import { formatZonedInstant } from '@/lib/venue-time';
import { auditActionText } from './audit-words';

export type StaffAuditActor = ActorRefFrom<typeof staffAuditMachine>;

const useClasses = makeStyles({
  what: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  reason: { overflowWrap: 'anywhere' },
});

/** Who did what to this account, when (in the venue's zone) and why, newest first. */
export function StaffAuditCard({ actor }: { actor: StaffAuditActor }) {
  const t = useT();
  const account = useAccountClasses();
  const admin = useAdminClasses();
  const classes = useClasses();
  const entries = useSelector(actor, (s) => s.context.entries);
  const zone = useSelector(actor, (s) => s.context.timeZone);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const reloading = useSelector(actor, (s) => s.matches('reloading'));
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));

  return (
    <Card className={admin.staffCard} aria-labelledby="staff-audit-heading">
      <div className={account.headline}>
        <Subtitle1 as="h2" id="staff-audit-heading">
          {t('admin.account.audit.title')}
        </Subtitle1>
        {reloading && <Spinner size="tiny" label={t('admin.account.audit.reloading')} />}
      </div>
      {error && (
        <MessageBar intent={failed ? 'error' : 'warning'}>
          <MessageBarBody>{t('admin.account.audit.loadFailed', { error: failureText(t, error) })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: failed ? 'audit.retry' : 'audit.reload' })}>{t('admin.account.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {loading ? (
        <Spinner size="small" label={t('admin.account.audit.loading')} />
      ) : (
        !failed &&
        (entries.length === 0 ? (
          <Text className={account.status}>{t('admin.account.audit.none')}</Text>
        ) : (
          <ol className={account.list} aria-label={t('admin.account.audit.listLabel')}>
            {entries.map((entry) => (
              <li key={entry.id} className={account.item}>
                <Text className={classes.what}>{auditActionText(t, entry)}</Text>
                <Text className={account.meta}>
                  {t('admin.account.audit.byWhen', { staff: entry.staff.name, when: formatZonedInstant(entry.at, zone ?? 'UTC') })}
                </Text>
                {entry.reason && <Text className={classes.reason}>{t('admin.account.audit.reason', { reason: entry.reason })}</Text>}
              </li>
            ))}
          </ol>
        ))
      )}
    </Card>
  );
}
