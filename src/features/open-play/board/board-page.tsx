import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { use, useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { boardMachine } from '@machines/open-play';
import { DEFAULT_LOCALE, isLocale, otherLocale } from '@/i18n/locales';
import type { MessageId } from '@/i18n/translate';
import { wordsIn } from '@/i18n/words-in';
import { useApi } from '@/lib/actors';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';
import { formatTime, formatTimeIn, formatTimeSpan } from '@/lib/venue-time';
import { liveLogic } from '../live/live-logic';
import { useLive, type LiveState } from '../live/use-live';
import { BoardCourts } from './board-courts';
import { BoardSide } from './board-side';
import { useBoardClasses } from './board-styles';
import { Both, SecondLanguage } from './board-words';

/** The court board (/open-play/:sessionId/board?key=…): the venue's screen, in both languages, full screen. */
export default function BoardPage() {
  const { sessionId } = useParams<{ sessionId: string }>();
  const secret = new URLSearchParams(useSearch()).get('key');
  const id = /^\d{1,9}$/.test(sessionId ?? '') ? Number(sessionId) : null;
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const second = otherLocale(locale);
  // The other language's words, loaded beside the screen's (the route's Suspense waits for them).
  const words = use(wordsIn(second, 'openPlay'));
  const language = useMemo(() => ({ t: words, locale: second }), [words, second]);
  return (
    <SecondLanguage.Provider value={language}>
      {id === null ? <BoardMessage id="openPlay.board.notFound" /> : <Board key={`${id}/${secret}`} sessionId={id} secret={secret} />}
    </SecondLanguage.Provider>
  );
}

function Board({ sessionId, secret }: { sessionId: number; secret: string | null }) {
  const classes = useBoardClasses();
  const api = useApi();
  const logic = useMemo(() => boardMachine.provide({ actors: { live: liveLogic(api) } }), [api]);
  const actor = useActorRef(logic, { input: { sessionId, secret } });
  const noKey = useSelector(actor, (s) => s.matches('noKey'));
  const live = useLive(useSelector(actor, (s) => s.children.live));
  if (noKey) return <BoardMessage id="openPlay.board.noKey" />;
  const { view } = live;
  if (!view) {
    if (live.failed && live.error?.code === 'open_play_board_not_found') return <BoardMessage id="openPlay.board.notFound" />;
    return (
      <div className={classes.board}>
        <BoardStatus live={live} />
      </div>
    );
  }
  return (
    <div className={classes.board}>
      <div className={classes.header}>
        <h1 className={classes.title}>{view.title}</h1>
        <span className={classes.when}>{formatTimeSpan(view, view.timeZone)}</span>
      </div>
      <BoardStatus live={live} />
      {view.endedAt ? (
        <p className={classes.ended}>
          <Both id="openPlay.board.ended" />
        </p>
      ) : null}
      <div className={classes.layout}>
        <BoardCourts courts={view.courts} now={live.now} />
        <BoardSide view={view} />
      </div>
    </div>
  );
}

/** Loading, reconnecting, offline or not loaded, in both languages; nothing while live. */
function BoardStatus({ live }: { live: LiveState }) {
  const classes = useBoardClasses();
  const { i18n } = useLingui();
  const second = otherLocale(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
  const zone = live.view?.timeZone ?? DEFAULT_TIME_ZONE;
  const at = live.staleSince;
  const times = at ? { values: { time: formatTime(at, zone) }, otherValues: { time: formatTimeIn(at, zone, second) } } : {};
  const id: MessageId | null = live.offline
    ? at
      ? 'openPlay.live.offline'
      : 'openPlay.live.offlineNoTime'
    : live.reconnecting && at
      ? 'openPlay.live.reconnecting'
      : live.failed
        ? 'openPlay.live.loadFailed'
        : live.view
          ? null
          : 'openPlay.live.loading';
  if (!id) return null;
  return (
    <p role="status" className={classes.status}>
      <Both id={id} {...times} />
    </p>
  );
}

function BoardMessage({ id }: { id: MessageId }) {
  const classes = useBoardClasses();
  return (
    <div className={classes.board}>
      <p role="status" className={classes.ended}>
        <Both id={id} />
      </p>
    </div>
  );
}
