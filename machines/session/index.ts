// What other machine domains take from session: the alert's shapes (the settings editor) and the viewer (the login modal).
export type { Alert, AlertBody, AlertSeverity } from './alert.machine';
export { toViewer, type Viewer } from './viewer.machine';
