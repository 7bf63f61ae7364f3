// The programs domain's public entry: the shapes of a person's places that other domains show (the staff's view of an account).
export type { ProgramPlace, WaitlistLine } from './program-shapes';
