import type { Actor, InspectionEvent, Observer } from 'xstate';
import type { alertMachine, loadingMachine, localeMachine, noticeMachine, sessionMachine, viewerMachine } from '@machines/session';
import type { loginModalMachine } from '@machines/auth';
import type { Api } from '@/lib/api/api';
import type { Bootstrap, BootstrapData } from '@/lib/bootstrap';

/** What the app actors need from the outside world; tests hand in their own. */
export interface AppEnvironment {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Path and query of the current location (a return URL after login). */
  currentUrl(): string;
  hasLoginCookie?(): boolean;
  /** Replace the API (view tests); by default it is built on the real HTTP client. */
  api?: Api;
  /** What the served page carried (readBootstrap); the first loads answer from it instead of the API. */
  bootstrap?: BootstrapData;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  log?: Pick<Console, 'log' | 'error'>;
}

/** The app's long-lived actors; src/app starts them (createAppActors), features reach them through the hooks. */
export interface AppActors {
  session: Actor<typeof sessionMachine>;
  loading: Actor<typeof loadingMachine>;
  loginModal: Actor<typeof loginModalMachine>;
  notice: Actor<typeof noticeMachine>;
  alert: Actor<typeof alertMachine>;
  viewer: Actor<typeof viewerMachine>;
  /** The language on screen, and the switch between the two. */
  locale: Actor<typeof localeMachine>;
  api: Api;
  /** The page's bootstrapped answers, each good for one first load. */
  bootstrap: Bootstrap;
  env: AppEnvironment;
  stop(): void;
}
