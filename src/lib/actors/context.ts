import { createContext, useContext } from 'react';
import type { AppActors } from './app-actors';

/** Filled by the shell's AppActorsProvider; a test can render its own value. */
export const AppActorsContext = createContext<AppActors | null>(null);

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors must be used inside AppActorsProvider');
  return actors;
}
