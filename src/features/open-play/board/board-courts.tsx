import { mergeClasses } from '@fluentui/react-components';
import type { OpenPlayCourt, OpenPlayPerson } from '@machines/open-play';
import { useT } from '@/i18n/translate';
import { minutesSince, teamsOf } from '../open-play-format';
import { useBoardClasses } from './board-styles';
import { Both } from './board-words';

/** Names on a board: "Ana M. & Ben K." reads the same in both languages. */
export const teamText = (people: readonly OpenPlayPerson[]) => people.map((p) => p.name).join(' & ');

/** Each court: its players (team A against team B) and how long they have played, or free, or paused. */
export function BoardCourts({ courts, now }: { courts: OpenPlayCourt[]; now: string | null }) {
  const classes = useBoardClasses();
  return (
    <section aria-labelledby="board-courts">
      <h2 id="board-courts" className={classes.heading}>
        <Both id="openPlay.board.courts" />
      </h2>
      <ul className={classes.courts}>
        {courts.map((court) => (
          <CourtCard key={court.court} court={court} now={now} />
        ))}
      </ul>
    </section>
  );
}

function CourtCard({ court, now }: { court: OpenPlayCourt; now: string | null }) {
  const t = useT();
  const classes = useBoardClasses();
  const { game } = court;
  const headingId = `board-court-${court.court}`;
  return (
    <li className={mergeClasses(classes.court, court.state === 'paused' && classes.paused)} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.courtName}>
        <Both id="openPlay.common.court" values={{ court: court.court }} />
      </h3>
      {game ? (
        <>
          <p className={classes.team}>{teamText(teamsOf(game)[0])}</p>
          <p className={classes.versus} aria-hidden>
            {t('openPlay.common.versus')}
          </p>
          <p className={classes.team}>{teamText(teamsOf(game)[1])}</p>
          <p className={classes.meta}>
            <span className={classes.minutes}>{t('openPlay.common.minutes', { minutes: minutesSince(game.startedAt, now) })}</span>
            {game.mixedBands ? (
              <span className={classes.mixed}>
                <Both id="openPlay.common.mixedBands" />
              </span>
            ) : null}
          </p>
        </>
      ) : (
        <p className={classes.courtState}>
          {/* Paused courts say so in words, not by their look alone. */}
          {court.state === 'paused' ? '⏸ ' : null}
          <Both id={court.state === 'paused' ? 'openPlay.common.paused' : 'openPlay.common.free'} />
        </p>
      )}
    </li>
  );
}
