import { ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useIsLoading } from '@/lib/actors';

const useClasses = makeStyles({
  bar: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 },
  idle: { height: tokens.strokeWidthThick },
});

/** The global loading indicator: every request and every navigation (spec §2, §4). */
export function LoadingBar() {
  const loading = useIsLoading();
  const classes = useClasses();
  return (
    <div className={classes.bar} data-testid="loading-bar" data-loading={loading}>
      {loading ? <ProgressBar thickness="large" aria-label="Loading" /> : <div className={classes.idle} />}
    </div>
  );
}
