import { lazy, Suspense, useSyncExternalStore } from 'react';
import { modalsHostStore } from './modals-host';

const Modals = lazy(async () => ({ default: (await import('./Modals')).Modals }));

/** Mounts Mantine's ModalsProvider when confirm() first needs it (modals-host.ts, issue 16). */
export function ModalsHost() {
  const isWanted = useSyncExternalStore(modalsHostStore.subscribe, modalsHostStore.isWanted);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Modals onReady={modalsHostStore.markReady} />
    </Suspense>
  );
}
