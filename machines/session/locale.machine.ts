import { assign, fromPromise, setup } from 'xstate';

/** The two languages (kept here as plain strings: machines hold no text, only which language). */
export type LocaleCode = 'en-CA' | 'fr-CA';

export interface LocaleContext {
  locale: LocaleCode;
  /** The language a switch is loading, while it loads. */
  pending: LocaleCode | null;
  /** The last switch failed (its catalogues did not load): the view says so, in the current language. */
  failed: boolean;
  /** Whether the choice is saved on the account (logged in) as well as in this browser. */
  signedIn: boolean;
  /** The logged-in account's saved language, once known (null: none saved, or logged out). */
  accountLocale: LocaleCode | null;
}

export type LocaleEvent =
  /** The user picked a language (the header's switcher). */
  | { type: 'locale.switch'; locale: LocaleCode }
  /** A logged-in account's saved language: the screen follows it without saving it back. */
  | { type: 'locale.account'; locale: LocaleCode | null }
  | { type: 'locale.signedOut' };

/**
 * The language on screen. A switch loads the new language's catalogues for every screen opened so
 * far and only then changes the screen (never half-translated); the choice is kept in this browser
 * and, when logged in, on the account. Logging in adopts the account's language.
 */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as { locale: LocaleCode },
  },
  actors: {
    /** Loads the catalogues and activates the language (src/i18n/catalogs.ts switchLocale). */
    loadLocale: fromPromise<void, { locale: LocaleCode }>(async () => undefined),
    /** PATCH the account's `locale`; a failure keeps the screen's choice (it is saved in the browser). */
    saveAccountLocale: fromPromise<void, { locale: LocaleCode }>(async () => undefined),
  },
  actions: {
    /** The loaded language is the one on screen now. */
    adoptPending: assign({ locale: ({ context }) => context.pending ?? context.locale, pending: null }),
    /** Keeps `context.locale` in this browser (local storage) and sets <html lang> (provided by the app). */
    rememberLocale: () => undefined,
    /** Tells the user the other language could not be loaded, in the one still on screen (provided by the app). */
    reportSwitchFailed: () => undefined,
  },
  guards: {
    isOtherLanguage: ({ context, event }) => 'locale' in event && event.locale !== null && event.locale !== context.locale,
    /** A failed switch falls back to the account's language when the account came in during it and wants another. */
    accountWantsOther: ({ context }) => context.accountLocale !== null && context.accountLocale !== context.locale,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, pending: null, failed: false, signedIn: false, accountLocale: null }),
  initial: 'ready',
  on: {
    'locale.signedOut': { actions: assign({ signedIn: false, accountLocale: null }) },
    // At start-up the account can arrive while a switch is loading: it is never dropped. The user's
    // switch is the newer choice, so it wins and is saved on the account once on screen (signedIn);
    // if it fails, the account's language is adopted instead (switching's onError).
    'locale.account': { actions: assign({ signedIn: true, accountLocale: ({ event }) => event.locale }) },
  },
  states: {
    ready: {
      on: {
        'locale.switch': {
          guard: 'isOtherLanguage',
          target: 'switching',
          actions: assign({ pending: ({ event }) => event.locale, failed: false }),
        },
        // The account's language, when not the screen's, is loaded and shown (else the root just records it).
        'locale.account': {
          guard: 'isOtherLanguage',
          target: 'adopting',
          actions: assign({ pending: ({ event }) => event.locale, failed: false, signedIn: true, accountLocale: ({ event }) => event.locale }),
        },
      },
    },
    switching: {
      invoke: {
        id: 'loadLocale',
        src: 'loadLocale',
        input: ({ context }) => ({ locale: context.pending! }),
        onDone: [
          { guard: ({ context }) => context.signedIn, target: 'saving', actions: ['adoptPending', 'rememberLocale'] },
          { target: 'ready', actions: ['adoptPending', 'rememberLocale'] },
        ],
        onError: [
          {
            guard: 'accountWantsOther',
            target: 'adopting',
            actions: [assign({ pending: ({ context }) => context.accountLocale, failed: true }), 'reportSwitchFailed'],
          },
          { target: 'ready', actions: [assign({ pending: null, failed: true }), 'reportSwitchFailed'] },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveAccountLocale',
        src: 'saveAccountLocale',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: 'ready',
        // The browser keeps the choice; the account keeps its old one until the next switch.
        onError: 'ready',
      },
    },
    adopting: {
      invoke: {
        id: 'loadLocale',
        src: 'loadLocale',
        input: ({ context }) => ({ locale: context.pending! }),
        onDone: { target: 'ready', actions: ['adoptPending', 'rememberLocale'] },
        onError: { target: 'ready', actions: assign({ pending: null }) },
      },
    },
  },
});
