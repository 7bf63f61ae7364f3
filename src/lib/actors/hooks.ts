import { useSelector } from '@xstate/react';
import { isOwnerViewer, isStaffViewer } from '@machines/session';
import { useAppActors } from './context';

export const useApi = () => useAppActors().api;

// Narrow hooks: each view subscribes to exactly what it shows.
export function useSessionStatus() {
  const { session } = useAppActors();
  const isLoggedIn = useSelector(session, (s) => s.hasTag('authenticated'));
  const isBusy = useSelector(session, (s) => s.hasTag('busy'));
  const returnUrl = useSelector(session, (s) => s.context.returnUrl);
  return { isLoggedIn, isBusy, returnUrl };
}

export function useIsLoading() {
  return useSelector(useAppActors().loading, (s) => s.hasTag('loading'));
}

export function useLoginModal() {
  const { loginModal } = useAppActors();
  const isOpen = useSelector(loginModal, (s) => s.matches('open'));
  const title = useSelector(loginModal, (s) => s.context.title);
  const tab = useSelector(loginModal, (s) => s.context.tab);
  // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds an actor's send in its constructor
  return { isOpen, title, tab, send: loginModal.send };
}

export function useNotice() {
  const { notice } = useAppActors();
  // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds an actor's send in its constructor
  return { notice: useSelector(notice, (s) => s.context.notice), send: notice.send };
}

export function useSiteAlert() {
  const { alert } = useAppActors();
  const current = useSelector(alert, (s) => s.context.alert);
  const isShown = useSelector(alert, (s) => s.matches('shown'));
  const isBusy = useSelector(alert, (s) => s.hasTag('busy'));
  const error = useSelector(alert, (s) => s.context.error);
  // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds an actor's send in its constructor
  return { alert: current, isShown, isBusy, error, send: alert.send };
}

export function useViewer() {
  const viewer = useSelector(useAppActors().viewer, (s) => s.context.viewer);
  return { viewer, isStaff: isStaffViewer(viewer), isOwner: isOwnerViewer(viewer) };
}
