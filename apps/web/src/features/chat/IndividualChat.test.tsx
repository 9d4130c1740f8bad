import { MantineProvider } from '@mantine/core';
import { CHAT_TEXTS } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IndividualChat } from './IndividualChat';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token',
  forgetUser: async () => {},
}));

const MATTER = 'a0000000-0000-4000-8000-000000000001';
const INDIVIDUAL = 'b0000000-0000-4000-8000-000000000002';

let fetched: string[] = [];

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  fetched = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderChat(props: { isChatEnabled?: boolean }, server: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      fetched.push(String(url));
      return server();
    }),
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <IndividualChat matterID={MATTER} individualID={INDIVIDUAL} title="Harbour & Finch" {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("IndividualChat: 'Chat disabled' (spec 02 §2.11)", () => {
  it('shows the notice and no send box when the matter says chat is off, without asking the server', async () => {
    renderChat({ isChatEnabled: false }, () => answer(500, {}));
    expect(await screen.findByText(CHAT_TEXTS.chatDisabled)).toBeTruthy();
    expect(screen.getByText(CHAT_TEXTS.individualChatDisabled)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(fetched).toEqual([]);
  });

  it('shows the notice when the server answers the disabled 403 (turned off since the matter loaded)', async () => {
    renderChat({}, () => answer(403, { detail: CHAT_TEXTS.individualChatDisabled }));
    expect(await screen.findByText(CHAT_TEXTS.chatDisabled)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(fetched.map((url) => new URL(url).pathname)).toEqual([
      `/api/Conversations/Individual/${MATTER}/${INDIVIDUAL}`,
    ]);
  });

  it("says 'Chat unavailable', not disabled, for another refusal", async () => {
    renderChat({}, () => answer(409, { detail: CHAT_TEXTS.chatUnavailable }));
    expect(await screen.findByText(CHAT_TEXTS.chatUnavailable)).toBeTruthy();
    expect(screen.queryByText(CHAT_TEXTS.chatDisabled)).toBeNull();
  });
});
