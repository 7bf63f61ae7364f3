import { lazy, Suspense, useState } from 'react';
import { needCatalogs } from '@/i18n/catalogs';
import { useLoginModal } from '@/lib/actors';

// The dialog, its forms and their machines are a chunk of their own: the first page never needs them.
// Its words: auth, and account for the person fields the signup form shares with Account.
const loadLoginModal = async () => (await Promise.all([import('@/features/auth/login-modal'), needCatalogs('auth', 'account')]))[0];
const LoginModal = lazy(() => loadLoginModal().then((module) => ({ default: module.LoginModal })));

/** Fetches the login dialog's chunk ahead of a likely opening (the Log in button is pointed at). */
export function preloadLoginModal() {
  void loadLoginModal();
}

/**
 * The login dialog, mounted from the first time the login-modal machine opens (a button, a route
 * guard, `?showCreateAccountOnLoad`) and kept mounted after, so closing still animates.
 */
export function LazyLoginModal() {
  const { isOpen } = useLoginModal();
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true); // remembered during render: no extra effect pass
  if (!opened && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
