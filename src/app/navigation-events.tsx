import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { useAppActors } from '@/lib/actors';

/**
 * Reports each route change to the loading machine and scrolls to the top (spec §2). The start is
 * sent when the location changes; the end by <RouteRendered/> once the new screen (a lazy chunk,
 * perhaps) has rendered inside the Suspense boundary.
 */
export function NavigationEvents() {
  const [location] = useLocation();
  const { loading } = useAppActors();
  useLayoutEffect(() => {
    loading.send({ type: 'loading.navigationStarted' });
    window.scrollTo(0, 0);
  }, [location, loading]);
  return null;
}

export function RouteRendered() {
  const [location] = useLocation();
  const { loading } = useAppActors();
  useEffect(() => {
    loading.send({ type: 'loading.navigationEnded' });
  }, [location, loading]);
  return null;
}
