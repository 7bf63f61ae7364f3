import { assign, fromPromise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';
import type { LoginCredentials } from './login.machine';

/** Spec §3 signup payload; `birthday` is an ISO date (YYYY-MM-DD). */
export interface SignupPayload {
  email: string;
  password: string;
  gender: string;
  postalCode: string;
  birthday: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export type SignupField = keyof SignupPayload;

/**
 * Client-side checks are only for display; the server's 400 `fields` are the real rules. The server
 * requires every field of the payload, so an empty submit flags each one (`required`: the view has
 * a message of its own for each field, in the screen's language).
 */
const SIGNUP_REQUIRED_FIELDS: readonly SignupField[] = ['email', 'password', 'firstName', 'lastName', 'gender', 'postalCode', 'birthday', 'phoneNumber'];

export type SignupFieldProblem = 'required';

const EMPTY_SIGNUP: SignupPayload = {
  email: '',
  password: '',
  gender: '',
  postalCode: '',
  birthday: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
};

export interface SignupContext {
  form: SignupPayload;
  /** Fields left empty at the last submit (cleared as each is typed in). */
  fieldErrors: Partial<Record<SignupField, SignupFieldProblem>>;
  /** The server's 400 `fields`: its own words per field (it sends no code per field). */
  serverFieldErrors: Partial<Record<SignupField, string>>;
  /** The server's error for the whole form (code, values and English message), or null. */
  error: ApiError | null;
  /** 409: the email already has an account; offer login or a reset link. */
  emailTaken: boolean;
}

export interface SignupInput {
  /** Prefills fields, e.g. the email typed on the login tab. */
  form?: Partial<SignupPayload>;
}

export type SignupEvent = { type: 'signup.fieldChanged'; field: SignupField; value: string } | { type: 'signup.submit' };

function missingFields(form: SignupPayload): Partial<Record<SignupField, SignupFieldProblem>> {
  return Object.fromEntries(SIGNUP_REQUIRED_FIELDS.filter((field) => !form[field].trim()).map((field) => [field, 'required']));
}

export const signupMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as SignupInput,
    context: {} as SignupContext,
    events: {} as SignupEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** POST auth/signup; resolving means 201 Created. */
    submitSignup: fromPromise<unknown, SignupPayload>(async () => {
      throw new Error('provide submitSignup');
    }),
    /** POST auth/login with the new account's credentials. */
    submitLogin: fromPromise<unknown, LoginCredentials>(async () => {
      throw new Error('provide submitLogin');
    }),
  },
  actions: {
    /** Same as after a login: session.loggedIn, close the modal, go to the return URL. */
    onLoggedIn: (_, _params: { profile: unknown }) => {},
    /** Spec §8: a 409 is only logged to the console. */
    logEmailExists: () => {
      console.log('email already exists');
    },
    setField: assign(({ context, event }) => {
      if (event.type !== 'signup.fieldChanged') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      const { [event.field]: _clearedServer, ...serverFieldErrors } = context.serverFieldErrors;
      return {
        form: { ...context.form, [event.field]: event.value },
        fieldErrors,
        serverFieldErrors,
        emailTaken: event.field === 'email' ? false : context.emailTaken,
      };
    }),
    showMissingFields: assign({ fieldErrors: ({ context }) => missingFields(context.form) }),
    clearErrors: assign({ error: null, fieldErrors: {}, serverFieldErrors: {}, emailTaken: false }),
    markEmailTaken: assign({ emailTaken: true }),
    setServerErrors: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      return { error, serverFieldErrors: error.fields ?? {} };
    }),
  },
  guards: {
    hasRequiredFields: ({ context }) => Object.keys(missingFields(context.form)).length === 0,
    isEmailTaken: ({ event }) => hasStatus(errorOf(event), 409),
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({
    form: { ...EMPTY_SIGNUP, ...input?.form },
    fieldErrors: {},
    serverFieldErrors: {},
    error: null,
    emailTaken: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signup.fieldChanged': { actions: 'setField' },
        'signup.submit': [{ guard: 'hasRequiredFields', target: 'submitting', actions: 'clearErrors' }, { actions: 'showMissingFields' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitSignup',
        src: 'submitSignup',
        input: ({ context }) => ({ ...context.form, email: context.form.email.trim() }),
        onDone: { target: 'loggingIn' },
        onError: [
          { guard: 'isEmailTaken', target: 'editing', actions: ['markEmailTaken', 'logEmailExists'] },
          // 400 with `fields` lands at the fields; anything else shows the server's text.
          { target: 'editing', actions: 'setServerErrors' },
        ],
      },
    },
    // Spec §4: a successful signup is followed by an automatic login.
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({ email: context.form.email.trim(), password: context.form.password }),
        onDone: { target: 'done', actions: { type: 'onLoggedIn', params: ({ event }) => ({ profile: event.output }) } },
        // The account exists; the view sends the visitor to the login tab with this message.
        onError: { target: 'loginFailed', actions: 'setServerErrors' },
      },
    },
    done: { type: 'final' },
    loginFailed: { type: 'final' },
  },
});
