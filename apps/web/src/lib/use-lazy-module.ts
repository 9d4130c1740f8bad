import { useEffect, useState } from 'react';

/**
 * Loads a module when it is first wanted and gives it back once loaded (null until then). Unlike
 * React.lazy nothing suspends: the caller decides what shows meanwhile (issue 16: the dashboard keeps
 * its panels hidden until their code and figures are there, while the panels that need no more code
 * already fetch theirs). A failed load is thrown at render, to the route's error boundary.
 */
export function useLazyModule<T>(load: () => Promise<T>, isWanted: boolean): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!isWanted || loaded) return;
    let isCurrent = true;
    load().then(
      (module) => isCurrent && setLoaded({ module }),
      (error: unknown) => isCurrent && setLoaded({ error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, loaded, load]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded ? loaded.module : null;
}
