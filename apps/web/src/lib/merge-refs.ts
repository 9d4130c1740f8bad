import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

/**
 * floating-ui's useMergeRefs (@floating-ui/react 0.27, MIT), the one thing Mantine's ScrollArea takes
 * from it. Issue 16: the shell's navigation scrolls in a ScrollArea, and floating-ui's module (its
 * tooltips, popovers and menus, 14 kB) came into the first load for this hook alone; vite.config.ts
 * hands ScrollArea this copy. Merges refs into one callback ref; a callback ref's cleanup is kept.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: T) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCleanup = ref(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => void ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: T | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies
  }, refs);
}
