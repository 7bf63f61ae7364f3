import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import type { BoardView } from '@machines/open-play';
import { useT } from '@/i18n/translate';
import { useBoardClasses } from './board-styles';
import { teamText } from './board-courts';
import { Both } from './board-words';

/** As many of the line as a screen holds; the rest is counted. */
const LINE_SHOWN = 12;

/** The next two games, the line with bands, who is taking a break, and the QR code to check in. */
export function BoardSide({ view }: { view: BoardView }) {
  const t = useT();
  const classes = useBoardClasses();
  const withBands = view.bands.length > 1;
  const hidden = view.line.length - LINE_SHOWN;
  return (
    <div className={classes.side}>
      <section aria-labelledby="board-up-next">
        <h2 id="board-up-next" className={classes.heading}>
          <Both id="openPlay.board.upNext" />
        </h2>
        {view.upNext.length === 0 ? (
          <p>
            <Both id="openPlay.board.upNextNone" />
          </p>
        ) : (
          <ol className={classes.list}>
            {view.upNext.map((game, index) => {
              const half = Math.ceil(game.players.length / 2);
              return (
                <li key={index}>
                  {`${teamText(game.players.slice(0, half))} ${t('openPlay.common.versus')} ${teamText(game.players.slice(half))}`}
                  {game.mixedBands ? (
                    <>
                      {' '}
                      <span className={classes.mixed}>
                        <Both id="openPlay.common.mixedBands" />
                      </span>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section aria-labelledby="board-line">
        <h2 id="board-line" className={classes.heading}>
          <Both id="openPlay.board.line" />
        </h2>
        {view.line.length === 0 ? (
          <p>
            <Both id="openPlay.board.lineEmpty" />
          </p>
        ) : (
          <ol className={classes.list}>
            {view.line.slice(0, LINE_SHOWN).map((entry) => (
              <li key={entry.registrationId} className={classes.lineEntry}>
                <span className={classes.position}>{entry.position}</span>
                <span>{entry.name}</span>
                {withBands ? <span className={classes.band}>{entry.band}</span> : null}
              </li>
            ))}
            {hidden > 0 ? (
              <li>
                <Both id="openPlay.board.more" values={{ count: hidden }} />
              </li>
            ) : null}
          </ol>
        )}
        {view.resting.length > 0 ? (
          <p>
            <Both id="openPlay.board.resting" />
            {view.resting.map((p) => p.name).join(', ')}
          </p>
        ) : null}
      </section>
      {view.checkIn && !view.endedAt ? <CheckInCode url={view.checkIn.url} /> : null}
    </div>
  );
}

/** The check-in link as a QR code (an SVG image, drawn here from the link). */
function CheckInCode({ url }: { url: string }) {
  const t = useT();
  const classes = useBoardClasses();
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`, [url]);
  return (
    <figure className={classes.qr}>
      <img src={src} alt={t('openPlay.board.qrAlt')} className={classes.qrImage} />
      <figcaption>
        <Both id="openPlay.board.checkIn" />
      </figcaption>
    </figure>
  );
}
