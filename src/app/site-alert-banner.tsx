import { Button, Link, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useT } from '@/i18n/translate';
import { useAppActors, useSiteAlert } from '@/lib/actors';
import { contentLang } from '@/lib/localized/content-lang';

const useClasses = makeStyles({
  banner: { borderRadius: 0, paddingInline: tokens.spacingHorizontalL },
});

/** The site-wide alert (spec §1): shown while one exists, dismissible for this browser session. */
export function SiteAlertBanner() {
  const { alert, isShown, send } = useSiteAlert();
  const { alert: alertActor, bootstrap } = useAppActors();
  const loading = useSelector(alertActor, (s) => s.matches('loading'));
  const dismissedUpdatedAt = useSelector(alertActor, (s) => s.context.dismissedUpdatedAt);
  // Until the first load (which answers from the page) settles, the alert the page carried: the
  // server pre-renders `/` with it (src/ssr/render-home.tsx), so the banner is there from the first paint.
  const [given, setGiven] = useState(() => bootstrap.initial('alert'));
  if (given !== undefined && !loading) setGiven(undefined);
  const shown = loading && given !== undefined ? (given && given.updatedAt !== dismissedUpdatedAt ? given : null) : isShown ? alert : null;
  const classes = useClasses();
  const t = useT();
  if (!shown) return null;
  return (
    <MessageBar intent={shown.severity} className={classes.banner} layout="multiline" data-testid="site-alert">
      <MessageBarBody>
        <span lang={contentLang(shown)}>{shown.message}</span>{' '}
        {shown.linkUrl && (
          <Link href={shown.linkUrl} inline lang={shown.linkText ? contentLang(shown, 'linkText') : undefined}>
            {shown.linkText || shown.linkUrl}
          </Link>
        )}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" icon={<DismissRegular />} aria-label={t('alert.dismiss')} onClick={() => send({ type: 'alert.dismiss' })} />
        }
      />
    </MessageBar>
  );
}
