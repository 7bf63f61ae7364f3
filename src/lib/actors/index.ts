// The app's actors as features see them: the context the shell fills, its types and the narrow hooks.
export type { AppActors, AppEnvironment } from './app-actors';
export { AppActorsContext, useAppActors } from './context';
export { useApi, useIsLoading, useLoginModal, useNotice, useSessionStatus, useSiteAlert, useViewer } from './hooks';
export { watchSession } from './watch-session';
