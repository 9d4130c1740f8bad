import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './merge-refs';

describe("useMergeRefs (floating-ui's, for Mantine ScrollArea in the build)", () => {
  it('sets object and callback refs, and clears them (or runs their cleanup) on detach', () => {
    const objectRef = createRef<string>();
    const seen: (string | null)[] = [];
    const cleanups: string[] = [];
    const { result } = renderHook(() =>
      useMergeRefs<string>([
        objectRef,
        (value) => {
          seen.push(value);
        },
        (value) => () => cleanups.push(`cleanup ${value}`),
        undefined,
      ]),
    );
    const merged = result.current;
    if (!merged) throw new Error('expected a callback ref');
    merged('node');
    expect(objectRef.current).toBe('node');
    expect(seen).toEqual(['node']);
    merged(null);
    expect(objectRef.current).toBeNull();
    expect(seen).toEqual(['node', null]);
    expect(cleanups).toEqual(['cleanup node']);
  });

  it('is null when every ref is null', () => {
    const { result } = renderHook(() => useMergeRefs<string>([null, undefined]));
    expect(result.current).toBeNull();
  });
});
