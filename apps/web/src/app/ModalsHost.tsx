import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { modalsHostStore } from './modals-host';

const Modals = lazy(async () => ({ default: (await import('./Modals')).Modals }));

/**
 * Mounts Mantine's ModalsProvider after the first render (issue 16: not in the first load, yet there
 * before anyone can ask for a confirmation; a confirm() asked sooner waits for it, modals-host.ts).
 */
export function ModalsHost() {
  const isAsked = useSyncExternalStore(modalsHostStore.subscribe, modalsHostStore.isWanted);
  const [hasRendered, setHasRendered] = useState(false);
  useEffect(() => setHasRendered(true), []);
  if (!isAsked && !hasRendered) return null;
  return (
    <Suspense fallback={null}>
      <Modals onReady={modalsHostStore.markReady} />
    </Suspense>
  );
}
