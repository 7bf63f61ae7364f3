import { lazy, Suspense, useState } from 'react';
import { needCatalogs } from '@/i18n/catalogs';
import { useLoginModal } from '@/lib/actors';
import { loginModalScreen } from '@/features/auth/manifest';

// The dialog, its forms and their machines are a chunk of their own (the auth feature's): the first page never needs them.
const loadLoginModal = async () => (await Promise.all([loginModalScreen.load(), needCatalogs(...loginModalScreen.catalogues)]))[0];
const LoginModal = lazy(loadLoginModal);

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
