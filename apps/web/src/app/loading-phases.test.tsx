import { MantineProvider } from '@mantine/core';
import { TEXTS } from '@probity/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './LoadingScreen';
import { loadingPhaseAt } from './loading-phases';

describe('loadingPhaseAt', () => {
  it('moves through the phases at 700 and 1400 ms and stays on the last', () => {
    expect(loadingPhaseAt(0)).toBe(0);
    expect(loadingPhaseAt(699)).toBe(0);
    expect(loadingPhaseAt(700)).toBe(1);
    expect(loadingPhaseAt(1399)).toBe(1);
    expect(loadingPhaseAt(1400)).toBe(2);
    expect(loadingPhaseAt(10_000)).toBe(2);
  });
});

describe('LoadingScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the three texts in turn', () => {
    render(
      <MantineProvider>
        <LoadingScreen />
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(TEXTS.loadingPhases[0]);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(screen.getByRole('status').textContent).toBe(TEXTS.loadingPhases[1]);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(screen.getByRole('status').textContent).toBe(TEXTS.loadingPhases[2]);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status').textContent).toBe(TEXTS.loadingPhases[2]);
  });
});
