import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { routeGuardMachine, type RouteRequirement } from '@machines/session/route-guard.machine';
import { PageHeading } from '@/lib/page-heading';
import { useAppActors, useSessionStatus } from '@/lib/actors';

const useClasses = makeStyles({
  pending: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
  denied: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start' },
});

const ACCESS_DENIED_MESSAGE = 'You do not have access to that page.';

/** One guard machine per visit; a change of login state starts a fresh check (via key). */
export function RouteGuard({ requirement, children }: { requirement: RouteRequirement; children: ReactNode }) {
  const { isLoggedIn } = useSessionStatus();
  return (
    <GuardedContent key={`${JSON.stringify(requirement)}:${isLoggedIn}`} requirement={requirement} isLoggedIn={isLoggedIn}>
      {children}
    </GuardedContent>
  );
}

function GuardedContent({ requirement, isLoggedIn, children }: { requirement: RouteRequirement; isLoggedIn: boolean; children: ReactNode }) {
  const classes = useClasses();
  const { api, session, loginModal, notice, env } = useAppActors();
  const logic = useMemo(
    () =>
      routeGuardMachine.provide({
        actors: {
          checkAdminAccess: fromPromise(() => api.auth.hasAdminAccess()),
          checkOwnerAccess: fromPromise(() => api.auth.hasOwnerAccess()),
        },
        actions: {
          requestLogin: () => {
            session.send({ type: 'session.returnUrlSet', returnUrl: env.currentUrl() });
            loginModal.send({ type: 'loginModal.open', title: 'Log in to continue' });
          },
          denyAndGoHome: () => {
            notice.send({ type: 'notice.show', message: ACCESS_DENIED_MESSAGE, intent: 'warning' });
            env.navigate('/', { replace: true });
          },
        },
      }),
    [api, session, loginModal, notice, env],
  );
  const guard = useActorRef(logic, { input: { requirement, isLoggedIn } });
  const allowed = useSelector(guard, (s) => s.matches('allowed'));
  const checking = useSelector(guard, (s) => s.hasTag('checking'));

  if (allowed) return <>{children}</>;
  if (checking) {
    return (
      <div className={classes.pending}>
        <Spinner label="Checking access…" />
      </div>
    );
  }
  return (
    <section className={classes.denied}>
      <PageHeading>Please log in</PageHeading>
      <p>This page is for logged-in members{requirement === 'admin' || requirement === 'owner' ? ' with staff access' : ''}.</p>
      {!isLoggedIn && (
        <Button appearance="primary" onClick={() => loginModal.send({ type: 'loginModal.open', title: 'Log in to continue' })}>
          Log in
        </Button>
      )}
    </section>
  );
}
