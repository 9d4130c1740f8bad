import { MantineProvider } from '@mantine/core';
import { type Organisation, PLATFORM_TEXTS } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyFlags } from './CompanyFlags';

const toasts = vi.hoisted(() => ({
  loading: vi.fn(() => 't'),
  success: vi.fn(),
  information: vi.fn(),
  error: vi.fn(),
}));
vi.mock('../../app/notify', () => ({ notify: toasts }));
const confirmed = vi.hoisted(() => ({ answer: true, texts: [] as string[] }));
vi.mock('../../app/confirm', () => ({
  confirm: async ({ text }: { text: string }) => {
    confirmed.texts.push(text);
    return confirmed.answer;
  },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token',
  forgetUser: async () => {},
}));

const COMPANY = {
  organisationID: 'c0000000-0000-4000-8000-000000000001',
  name: 'Harbour & Finch',
  testMode: false,
  live: true,
  integrated: true,
  locked: false,
  individualChatEnabled: true,
} as Organisation;

let calls: { method: string; path: string }[] = [];
let status = 200;

beforeEach(() => {
  calls = [];
  status = 200;
  confirmed.answer = true;
  confirmed.texts = [];
  vi.clearAllMocks();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', path: new URL(url).pathname });
      const body = status === 200 ? { ...COMPANY, individualChatEnabled: false } : { detail: 'Boom' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFlags() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <CompanyFlags company={COMPANY} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('switch', { name: 'Individual chat' }) as HTMLInputElement;
}

describe("CompanyFlags: the 'Individual chat' toggle", () => {
  it('shows the setting beside the others and turns it off after a confirmation', async () => {
    const toggle = renderFlags();
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-labelledby'))).toEqual([
      'flag-test',
      'flag-integrated',
      'flag-individualChat',
      'flag-requireSecondFactor',
      'flag-locked',
    ]);
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Individual chat is off.', 't'));
    expect(confirmed.texts[0]).toMatch(/^Turn off individual chat\?/);
    expect(toasts.loading).toHaveBeenCalledWith(PLATFORM_TEXTS.companyFlags.individualChat.off.loading);
    expect(calls).toEqual([
      { method: 'PATCH', path: `/api/Organisations/IndividualChat/${COMPANY.organisationID}/false` },
    ]);
  });

  it("says 'Could not turn off individual chat. Please try again.' when the call fails", async () => {
    status = 500;
    fireEvent.click(renderFlags());
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Could not turn off individual chat. Please try again.', 't'),
    );
  });

  it('does nothing when the confirmation is declined', async () => {
    confirmed.answer = false;
    fireEvent.click(renderFlags());
    await waitFor(() => expect(confirmed.texts).toHaveLength(1));
    expect(calls).toEqual([]);
    expect(toasts.loading).not.toHaveBeenCalled();
  });
});
