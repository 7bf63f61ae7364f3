import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  type ListedProgram,
  type OwnerEnrolment,
  type OwnerProgram,
  type OwnerWaitlistEntry,
  type ProgramBody,
  type ProgramInput,
  type ProgramSave,
  type WallTime,
  eventSetupMachine,
  type EventSetup,
  programEditorMachine,
  programRegistrationsMachine,
} from '@machines/programs';
import { toCompanySettings } from '@machines/settings';
import { useApi } from '@/lib/actors';
import { instantToWallTime, wallTimeToInstant } from '@/lib/venue-time';
import { setupBounds } from '../setup/setup-logic';

/** The registration window read as venue wall times, for the form. */
const listed = (program: OwnerProgram, zone: string): ListedProgram => ({
  ...program,
  registrationOpens: program.registrationOpensAt ? instantToWallTime(program.registrationOpensAt, zone) : null,
  registrationCloses: program.registrationClosesAt ? instantToWallTime(program.registrationClosesAt, zone) : null,
});

const instant = (wall: WallTime | null | undefined, zone: string) => (wall ? wallTimeToInstant(wall, zone) : null);

/** The API's body: the form's wall times as instants in the venue's zone; fields the patch leaves out stay out. */
function toInput(body: Partial<ProgramBody>, zone: string): Partial<ProgramInput> {
  const { registrationOpens, registrationCloses, ...rest } = body;
  return {
    ...rest,
    ...(registrationOpens === undefined ? {} : { registrationOpensAt: instant(registrationOpens, zone) }),
    ...(registrationCloses === undefined ? {} : { registrationClosesAt: instant(registrationCloses, zone) }),
  };
}

/** /owner/event-setup, Programs tab, wired to the API. */
export function useEventSetupLogic() {
  const api = useApi();
  return useMemo(() => {
    const calls = api.eventSetup;
    return eventSetupMachine.provide({
      actors: {
        loadSetup: fromPromise<EventSetup>(async () => {
          const [programs, coaches, raw] = await Promise.all([calls.programs(), api.content.coaches(), api.companySettings.load()]);
          const settings = toCompanySettings(raw);
          return {
            programs: programs.map((program) => listed(program, settings.timeZone)),
            coaches: coaches.map(({ id, name }) => ({ id, name })),
            bounds: setupBounds(settings),
            timeZone: settings.timeZone,
          };
        }),
        setPublished: fromPromise<OwnerProgram, { id: number; published: boolean }>(({ input }) =>
          calls.updateProgram(input.id, { published: input.published }),
        ),
        duplicateProgram: fromPromise<OwnerProgram, { id: number }>(({ input }) => calls.duplicateProgram(input.id)),
        cancelProgram: fromPromise<{ refunded: number }, { id: number; reason: string }>(({ input }) => calls.cancelProgram(input.id, input.reason)),
        programEditor: programEditorMachine.provide({
          actors: {
            saveProgram: fromPromise<OwnerProgram, ProgramSave>(({ input }) =>
              input.id === null
                ? calls.createProgram(toInput(input.body, input.timeZone) as ProgramInput)
                : calls.updateProgram(input.id, toInput(input.body, input.timeZone)),
            ),
          },
        }),
        programRegistrations: programRegistrationsMachine.provide({
          actors: {
            loadRegistrations: fromPromise<OwnerEnrolment[], { programId: number }>(({ input }) => calls.registrations(input.programId)),
            loadWaitlist: fromPromise<OwnerWaitlistEntry[], { programId: number }>(({ input }) => calls.waitlist(input.programId)),
            cancelRegistration: fromPromise<{ refundCents: number }, { programId: number; enrolmentId: number; refund: boolean }>(({ input }) =>
              calls.cancelRegistration(input.programId, input.enrolmentId, input.refund),
            ),
            emailRegistrants: fromPromise<{ sent: number }, { programId: number; subject: string; body: string }>(({ input }) =>
              calls.emailRegistrants(input.programId, input.subject, input.body),
            ),
          },
        }),
      },
    });
  }, [api]);
}
