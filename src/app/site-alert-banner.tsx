import { Button, Link, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useSiteAlert } from '@/lib/actors';

const useClasses = makeStyles({
  banner: { borderRadius: 0, paddingInline: tokens.spacingHorizontalL },
});

/** The site-wide alert (spec §1): shown while one exists, dismissible for this browser session. */
export function SiteAlertBanner() {
  const { alert, isShown, send } = useSiteAlert();
  const classes = useClasses();
  if (!isShown || !alert) return null;
  return (
    <MessageBar intent={alert.severity} className={classes.banner} layout="multiline" data-testid="site-alert">
      <MessageBarBody>
        {alert.message}{' '}
        {alert.linkUrl && (
          <Link href={alert.linkUrl} inline>
            {alert.linkText || alert.linkUrl}
          </Link>
        )}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" icon={<DismissRegular />} aria-label="Dismiss alert" onClick={() => send({ type: 'alert.dismiss' })} />
        }
      />
    </MessageBar>
  );
}
