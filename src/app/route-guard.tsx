import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { routeGuardMachine, type RouteRequirement } from '@machines/session';
import { PageHeading } from '@/lib/page-heading';
import { translate, useT } from '@/i18n/translate';
import { useAppActors, useSessionStatus } from '@/lib/actors';

const useClasses = makeStyles({
  pending: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
  denied: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start' },
});

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
  const t = useT();
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
            loginModal.send({ type: 'loginModal.open', title: 'logInToContinue' });
          },
          denyAndGoHome: () => {
            notice.send({ type: 'notice.show', message: translate('routeGuard.accessDenied'), intent: 'warning' });
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
        <Spinner label={t('routeGuard.checking')} />
      </div>
    );
  }
  return (
    <section className={classes.denied}>
      <PageHeading>{t('routeGuard.pleaseLogIn')}</PageHeading>
      <p>{t('routeGuard.forMembers', { access: requirement === 'admin' || requirement === 'owner' ? 'staff' : 'member' })}</p>
      {!isLoggedIn && (
        <Button appearance="primary" onClick={() => loginModal.send({ type: 'loginModal.open', title: 'logInToContinue' })}>
          {t('header.logIn')}
        </Button>
      )}
    </section>
  );
}
