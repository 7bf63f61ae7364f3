// The auth domain's public entry: the login gate a product flow invokes before it orders.
export { loginGateMachine, type LoginGateOutput } from './login-gate.machine';
