import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify';
import { theme } from './theme';
import { TOAST_CONTAINER_WIDTH_PX, TOAST_ROOT_CLASS, toastLayout } from './toast-layout';
import { Toasts } from './Toasts';

/* Issue 11: toasts never cover the pages' primary buttons (top-right) or the modals' (bottom-right). */

function setViewportWidth(width: number) {
  const env = window as unknown as {
    happyDOM?: { setViewport(size: { width: number; height: number }): void };
  };
  env.happyDOM?.setViewport({ width, height: 900 });
}

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  setViewportWidth(1440);
});

function renderToasts() {
  render(
    <MantineProvider theme={theme}>
      <Toasts />
    </MantineProvider>,
  );
}

describe('the toasts (issue 11)', () => {
  it('sit bottom-left on a desktop and at the top on a narrow screen, never on the right', () => {
    expect(toastLayout(false)).toEqual({ position: 'bottom-left', containerWidth: TOAST_CONTAINER_WIDTH_PX });
    expect(toastLayout(true)).toEqual({ position: 'top-center', containerWidth: TOAST_CONTAINER_WIDTH_PX });
    expect(TOAST_CONTAINER_WIDTH_PX).toBeLessThanOrEqual(400);
  });

  it('are shown in the bottom-left stack on a desktop', async () => {
    setViewportWidth(1440);
    renderToasts();
    act(() => void notify.success('Saved the legacy'));
    const toast = await screen.findByText('Saved the legacy');
    const stack = toast.closest('[data-position]');
    expect(stack?.getAttribute('data-position')).toBe('bottom-left');
    // global.css moves this stack past the side navigation.
    expect(stack?.classList.contains(TOAST_ROOT_CLASS)).toBe(true);
  });

  it('are shown top-centre at 425 px and below', async () => {
    setViewportWidth(400);
    renderToasts();
    act(() => void notify.error('Could not save'));
    const toast = await screen.findByText('Could not save');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('top-center');
  });

  it('have a close button named "Close notification" (axe button-name)', async () => {
    renderToasts();
    act(() => void notify.information('Changed status to Active'));
    await screen.findByText('Changed status to Active');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });
});
