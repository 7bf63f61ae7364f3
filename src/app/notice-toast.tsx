import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '@/i18n/translate';
import { useNotice } from '@/lib/actors';

const useClasses = makeStyles({
  region: {
    position: 'fixed',
    bottom: tokens.spacingVerticalXL,
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(92vw, 480px)',
    zIndex: 1100,
  },
  bar: { boxShadow: tokens.shadow16 },
});

/** Transient messages ("Failed Login", "force re login"): a live region so screen readers hear them. */
export function NoticeToast() {
  const { notice, send } = useNotice();
  const classes = useClasses();
  const t = useT();
  return (
    <div className={classes.region} role="status" aria-live="polite">
      {notice && (
        <MessageBar intent={notice.intent} className={classes.bar} data-testid="notice">
          <MessageBarBody>{notice.message}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button appearance="transparent" icon={<DismissRegular />} aria-label={t('notice.dismiss')} onClick={() => send({ type: 'notice.dismiss' })} />
            }
          />
        </MessageBar>
      )}
    </div>
  );
}
