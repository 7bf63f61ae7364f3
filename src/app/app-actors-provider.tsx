import { useState, useEffect, type ReactNode } from 'react';
import { AppActorsContext, type AppEnvironment } from '@/lib/actors';
import { createAppActors } from './create-app-actors';

/** Starts the app's long-lived actors for this tree and stops them when it unmounts. */
export function AppActorsProvider({ environment, children }: { environment: AppEnvironment; children: ReactNode }) {
  const [actors] = useState(() => createAppActors(environment));
  useEffect(() => () => actors.stop(), [actors]);
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}
