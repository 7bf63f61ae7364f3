import { ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@/i18n/translate';
import { useIsLoading } from '@/lib/actors';

const useClasses = makeStyles({
  bar: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 },
  idle: { height: tokens.strokeWidthThick },
});

/** The global loading indicator: every request and every navigation (spec §2, §4). */
export function LoadingBar() {
  const loading = useIsLoading();
  const classes = useClasses();
  const t = useT();
  return (
    <div className={classes.bar} data-testid="loading-bar" data-loading={loading}>
      {loading ? <ProgressBar thickness="large" aria-label={t('loading.label')} /> : <div className={classes.idle} />}
    </div>
  );
}
