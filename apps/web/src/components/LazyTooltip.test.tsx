import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme, TOOLTIP_OPEN_DELAY_MS } from '../app/theme';
import { LazyTooltip } from './LazyTooltip';

afterEach(cleanup);
// Loaded beforehand, so a pause long enough for the delay is long enough for the tooltip to show.
beforeAll(() => import('./LazyTooltipFloating'));

/** The tooltip, hidden or not (happy-dom has no layout: floating-ui may find the target out of view). */
const shown = () => screen.queryByRole('tooltip', { hidden: true });
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function renderTooltip() {
  const ref = createRef<HTMLButtonElement>();
  const entered: string[] = [];
  render(
    <MantineProvider theme={theme}>
      <LazyTooltip label="Edit task">
        <button ref={ref} type="button" onPointerEnter={(event) => entered.push(event.pointerType)}>
          Edit
        </button>
      </LazyTooltip>
    </MantineProvider>,
  );
  return { button: screen.getByRole('button', { name: 'Edit' }), ref, entered };
}

describe('LazyTooltip (Mantine Tooltip loaded on the first hover, issue 16)', () => {
  it('shows the label once the mouse has rested on the target, and hides it when the mouse leaves', async () => {
    const { button } = renderTooltip();
    expect(shown()).toBeNull();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await waitFor(() => expect(shown()?.textContent).toBe('Edit task'));
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(shown()).toBeNull());
  });

  it('waits for the theme delay, so a mouse passing over shows nothing', async () => {
    const { button } = renderTooltip();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await pause(TOOLTIP_OPEN_DELAY_MS / 2);
    expect(shown()).toBeNull();
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await pause(TOOLTIP_OPEN_DELAY_MS + 200);
    expect(shown()).toBeNull();
  });

  it('shows nothing on touch, as Mantine tooltips in this app do not', async () => {
    const { button } = renderTooltip();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await pause(TOOLTIP_OPEN_DELAY_MS + 200);
    expect(shown()).toBeNull();
  });

  it('closes on Escape (WCAG 1.4.13 dismissible)', async () => {
    const { button } = renderTooltip();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await waitFor(() => expect(shown()).not.toBeNull());
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(shown()).toBeNull());
  });

  it("keeps the target's own ref and pointer handler", () => {
    const { button, ref, entered } = renderTooltip();
    expect(ref.current).toBe(button);
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(entered).toEqual(['mouse']);
  });
});
