import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { SetupOutcome } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { MessageTitle } from '@/lib/message-title';
import { formatDate } from '@/lib/venue-time';
import { skippedText } from './setup-format';

/** What the last save did: sessions created and updated, and each date or court it left alone. */
export function SetupOutcomeBar({ outcome, onDismiss }: { outcome: SetupOutcome; onDismiss: () => void }) {
  const t = useT();
  let title: string;
  let skipped: string[] = [];
  if ('result' in outcome) {
    const { created, updated } = outcome.result;
    title = outcome.kind === 'templateSaved' ? t('programsStaff.outcome.templateSaved', { created, updated }) : t('programsStaff.outcome.templateDeleted');
    skipped = outcome.result.skipped.map((conflict) => skippedText(t, conflict));
  } else {
    title = t(`programsStaff.outcome.${outcome.kind}`, { title: outcome.session.title, date: formatDate(outcome.session.date) });
  }
  return (
    <MessageBar intent={skipped.length > 0 ? 'warning' : 'success'} layout="multiline">
      <MessageBarBody>
        <MessageTitle>{title}</MessageTitle>
        {skipped.length > 0 && (
          <>
            {t('programsStaff.outcome.leftAlone')}
            <ul>
              {skipped.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onDismiss}>{t('programsStaff.common.close')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
