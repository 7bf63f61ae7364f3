// The venue domain: what's on at the venue (the home page).
export type { DropInSoon, ProgramSoon, WhatsOn } from './whats-on-shapes';
export { whatsOnMachine } from './whats-on.machine';
