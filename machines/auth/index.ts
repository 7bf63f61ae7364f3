// The auth domain's public entry: the login gate the purchase sub-flow (machines/checkout) invokes before an order.
export { loginGateMachine } from './login-gate.machine';
