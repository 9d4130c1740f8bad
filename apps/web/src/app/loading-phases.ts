import { LOADING_PHASE_DELAYS_MS, TEXTS } from '@probity/domain';
import { useEffect, useState } from 'react';

/**
 * spec 01 §2, §9: the loading screen moves through three texts; phase n shows for
 * LOADING_PHASE_DELAYS_MS[n] ms before the next one, and the last stays until loading ends.
 */
export function loadingPhaseAt(elapsedMs: number): number {
  let boundary = 0;
  const last = TEXTS.loadingPhases.length - 1;
  for (let phase = 0; phase < last; phase++) {
    boundary += LOADING_PHASE_DELAYS_MS[phase] ?? 0;
    if (elapsedMs < boundary) return phase;
  }
  return last;
}

export function loadingPhaseText(phase: number): string {
  return TEXTS.loadingPhases[Math.min(phase, TEXTS.loadingPhases.length - 1)] ?? '';
}

/** The current phase, counted from the moment the component mounts. */
export function useLoadingPhase(): number {
  const [phase, setPhase] = useState(0);
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    let at = 0;
    for (let next = 1; next < TEXTS.loadingPhases.length; next++) {
      at += LOADING_PHASE_DELAYS_MS[next - 1] ?? 0;
      timers.push(setTimeout(() => setPhase(next), at));
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return phase;
}
