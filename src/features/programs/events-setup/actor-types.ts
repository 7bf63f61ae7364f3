import type { ActorRefFrom } from 'xstate';
import type { eventSetupMachine } from '@machines/programs/event-setup.machine';
import type { programEditorMachine } from '@machines/programs/program-editor.machine';
import type { programRegistrationsMachine } from '@machines/programs/program-registrations.machine';

/** The Programs tab's actors as the views read them. */
export type EventSetupActor = ActorRefFrom<typeof eventSetupMachine>;
export type ProgramEditorActor = ActorRefFrom<typeof programEditorMachine>;
export type RegistrationsActor = ActorRefFrom<typeof programRegistrationsMachine>;
