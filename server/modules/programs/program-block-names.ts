import type { Database } from '../../db/client.js';
import type { Locale } from '../../lib/request-locale.js';
import { programTitles, sessionsByIds, titleIn } from './schedule/index.js';

/**
 * The staff's day grid names a session's court block in the reader's language: the program's title
 * in it (else the other), with its level, as the stored label writes it in the venue's records.
 */
export function programBlockNames(db: Database) {
  return async (sessionIds: number[], locale: Locale): Promise<Map<number, string>> => {
    const found = await sessionsByIds(db, sessionIds);
    return new Map(
      found.map(({ session, program }) => {
        const title = titleIn(programTitles(program), locale);
        return [session.id, program.level ? `${title} (${program.level})` : title];
      }),
    );
  };
}
