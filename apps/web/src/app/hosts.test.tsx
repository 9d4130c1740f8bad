import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirm } from './confirm';
import { ModalsHost } from './ModalsHost';
import { notify } from './notify';
import { theme } from './theme';
import { ToastHost } from './ToastHost';

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

function renderHosts() {
  render(
    <MantineProvider theme={theme}>
      <ToastHost />
      <ModalsHost />
    </MantineProvider>,
  );
}

describe('the toasts (loaded with the first toast) and the dialogs (after the first render), issue 16', () => {
  // First in the file: the dialogs' code is not loaded yet (the host loads it after its first render).
  it('opens a confirmation asked before the dialogs have loaded once they have, and answers with the choice', async () => {
    renderHosts();
    expect(screen.queryByRole('dialog')).toBeNull();
    let answer: boolean | undefined;
    act(() => void confirm({ text: 'Delete the task?' }).then((value) => (answer = value)));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure' });
    expect(dialog.textContent).toContain('Delete the task?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(answer).toBe(true);
  });

  it('shows no toast container until the first toast, then shows that toast', async () => {
    renderHosts();
    expect(document.querySelector('[data-position]')).toBeNull();
    act(() => void notify.success('Saved the legacy'));
    expect(await screen.findByText('Saved the legacy')).toBeTruthy();
  });
});
