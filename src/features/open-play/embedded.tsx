import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type ComponentType } from 'react';
import { needCatalogs } from '@/i18n/catalogs';
import { useT } from '@/i18n/translate';

/** A screen part other features embed: its own chunk, with open play's words loaded beside it. */
function embedded<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Part = lazy(async () => (await Promise.all([load(), needCatalogs('openPlay')]))[0]);
  return function Embedded(props: Props) {
    const t = useT();
    // The app's own word: open play's catalogue is what is loading (an unnamed progressbar fails axe).
    return (
      <Suspense fallback={<Spinner size="tiny" label={t('loading.label')} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** A checked-in player's live panel (the drop-in page's session card). */
export const OpenPlayPanel = embedded<{ sessionId: number }>(() => import('./panel/player-panel'));
/** The desk's console (the roster page's "Open play" tab). */
export const OpenPlayConsole = embedded<{ sessionId: number }>(() => import('./console/desk-console'));
/** Account's open play: today's live panels and the games played. */
export const OpenPlaySection = embedded<object>(() => import('./account/open-play-section'));
