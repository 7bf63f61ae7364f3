import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Route, Switch, useParams } from 'wouter';
import { useT } from '@/i18n/translate';
import { VENUE_NAME } from '@/lib/venue-identity';
import { RouteRendered } from './navigation-events';
import { RouteGuard } from './route-guard';
import { APP_ROUTES, NotFoundPage, type AppRoute } from './routes';

const useClasses = makeStyles({
  pending: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

function RoutePage({ route }: { route: AppRoute }) {
  const params = useParams();
  const t = useT();
  useLayoutEffect(() => {
    document.title = route.path === '/' ? VENUE_NAME : `${t(route.titleId)} · ${VENUE_NAME}`;
  }, [route, t]);
  const Page = route.page;
  const requirement = typeof route.guard === 'function' ? route.guard(params) : route.guard;
  return requirement ? (
    <RouteGuard requirement={requirement}>
      <Page />
    </RouteGuard>
  ) : (
    <Page />
  );
}

/** Runs `callback` once its boundary has committed: with it, the screen's buttons answer. */
function Rendered({ callback }: { callback: () => void }) {
  useEffect(() => callback(), [callback]);
  return null;
}

/**
 * Lazy screens behind one Suspense boundary; the navigation ends when the screen has rendered, and
 * `onRendered` (src/main.tsx: replay the taps made before hydration) is called once it first has.
 */
export function AppRouter({ onRendered }: { onRendered?: () => void }) {
  const classes = useClasses();
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className={classes.pending}>
          <Spinner label={t('router.loading')} />
        </div>
      }
    >
      <Switch>
        {APP_ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      <RouteRendered />
      {onRendered && <Rendered callback={onRendered} />}
    </Suspense>
  );
}
