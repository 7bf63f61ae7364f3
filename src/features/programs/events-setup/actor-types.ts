import type { ActorRefFrom } from 'xstate';
import type { eventSetupMachine, programEditorMachine, programRegistrationsMachine } from '@machines/programs';

/** The Programs tab's actors as the views read them. */
export type EventSetupActor = ActorRefFrom<typeof eventSetupMachine>;
export type ProgramEditorActor = ActorRefFrom<typeof programEditorMachine>;
export type RegistrationsActor = ActorRefFrom<typeof programRegistrationsMachine>;
