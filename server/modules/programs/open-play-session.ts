import type { Reader } from './shared/index.js';
import { effectiveOpenPlay, sessionWithProgram, type OpenPlaySetup, type ProgramTitles, programTitles } from './schedule/index.js';

/** A drop-in session run as open play, as open play reads it. */
export interface OpenPlaySession {
  id: number;
  /** The venue date (YYYY-MM-DD). */
  date: string;
  startsAt: Date;
  endsAt: Date;
  courts: number[];
  cancelled: boolean;
  titles: ProgramTitles;
  /** The session's own setup (a one-off's), else its template's. */
  setup: OpenPlaySetup;
}

/** The session and its open play setup; null when there is no such session or it is not run as open play. */
export async function openPlaySessionOf(db: Reader, sessionId: number): Promise<OpenPlaySession | null> {
  const found = await sessionWithProgram(db, sessionId);
  if (!found || found.program.kind !== 'drop_in') return null;
  const { session, program } = found;
  const setup = effectiveOpenPlay(session, program);
  if (!setup) return null;
  return {
    id: session.id,
    date: session.date,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    courts: session.courts,
    cancelled: session.status === 'cancelled',
    titles: programTitles(program),
    setup,
  };
}
