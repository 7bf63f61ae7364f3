import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that render, true after (and on any
 * page drawn in the browser from the start): what may differ from the pre-rendered HTML waits for it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
