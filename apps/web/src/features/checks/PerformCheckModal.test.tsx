import { MantineProvider } from '@mantine/core';
import { CHECK_OVERLAY_CLOSE_MS, CHECK_TYPES, EMPTY_GUID } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PerformCheckModal } from './PerformCheckModal';

const toasts = vi.hoisted(() => ({
  loading: vi.fn((_title: string) => 'toast-1'),
  success: vi.fn(),
  information: vi.fn(),
  error: vi.fn(),
}));
vi.mock('../../app/notify', () => ({ notify: toasts }));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token',
  forgetUser: async () => {},
}));

const INDIVIDUAL_ID = '6f1c2b0e-1111-4222-8333-444455556666';

function answer(body: object) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function renderModal({ isRegistered = false } = {}) {
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <PerformCheckModal
          opened
          onClose={onClose}
          individual={{ individualID: INDIVIDUAL_ID, name: 'Nora Lindqvist', isRegistered }}
          matterID={EMPTY_GUID}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

beforeEach(() => {
  for (const fn of Object.values(toasts)) fn.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('PerformCheckModal', () => {
  it('disables Probity Check+ for an unregistered individual, with the reason', () => {
    renderModal({ isRegistered: false });
    expect(screen.getByRole('radio', { name: /Probity Check\+/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Only for registered individuals').length).toBeGreaterThan(0);
  });

  it('offers Probity Check+ to a registered individual', () => {
    renderModal({ isRegistered: true });
    expect(screen.getByRole('radio', { name: /Probity Check\+/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Only for registered individuals')).toBeNull();
  });

  it('shows the loading notice, closes after 500 ms and announces the results', async () => {
    const fetchMock = vi.fn(async (_url: URL) =>
      answer({ checkResultID: 'r1', service: 'Probity Check', checkCompleted: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Perform Check' }));
    expect(toasts.loading).toHaveBeenCalledWith('Performing Probity Check on Nora Lindqvist');
    await act(() => vi.advanceTimersByTimeAsync(CHECK_OVERLAY_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      `/api/Checks/${CHECK_TYPES.probityCheck.checkTypeID}/${EMPTY_GUID}/${INDIVIDUAL_ID}`,
    );
    expect(toasts.success).toHaveBeenCalledWith(
      'Probity Check results are ready for Nora Lindqvist',
      'toast-1',
    );
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the individual has been invited when the check is not completed at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ checkResultID: 'r2', service: 'Probity Check', checkCompleted: false })),
    );
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Perform Check' }));
    await waitFor(() =>
      expect(toasts.information).toHaveBeenCalledWith(
        "Nora Lindqvist has been invited to complete the Probity Check check - we'll let you know when the results are ready.",
        'toast-1',
      ),
    );
  });
});
