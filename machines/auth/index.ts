// The auth domain: log in, sign up, reset a password, and the login gate the purchase sub-flow invokes.
export { loginGateMachine } from './login-gate.machine';
export { isLoginModalTitleKey, loginModalMachine, type LoginModalTab, type LoginModalTitle } from './login-modal.machine';
export { type LoginCredentials, loginMachine } from './login.machine';
export { passwordResetRequestMachine } from './password-reset-request.machine';
export { MIN_PASSWORD_LENGTH, passwordResetMachine } from './password-reset.machine';
export { type SignupField, signupMachine, type SignupPayload } from './signup.machine';
