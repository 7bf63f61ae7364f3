// The session domain: the long-lived actors the app starts once (session, viewer, alert, loading, locale, notice, route guard).
export { type Alert, type AlertBody, alertMachine, type AlertSeverity, type EditableAlert, publicAlertOf } from './alert.machine';
export { loadingMachine } from './loading.machine';
export { localeMachine } from './locale.machine';
export { noticeMachine } from './notice.machine';
export { routeGuardMachine, type RouteRequirement } from './route-guard.machine';
export { sessionMachine } from './session.machine';
export { isOwnerViewer, isStaffViewer, toViewer, type Viewer, viewerMachine } from './viewer.machine';
