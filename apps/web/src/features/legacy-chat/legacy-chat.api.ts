import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Conversation } from '../chat/chat.api';

/** spec 03 §2.17 About tab: the law firm of the legacy's matter. */
export interface ChatFirm {
  organisationID: string;
  name: string;
  address1: string | null;
  address2: string | null;
  cityTown: string | null;
  postCode: string | null;
  country: string | null;
}

/**
 * One chat of a legacy as GET /api/Conversations/Legacy/{legacyId} lists it: the 'legacy' chat
 * (firm ↔ charity) or the 'charity' chat (all charities of the matter), with the title and
 * description as the caller's role sees them; never its messages.
 */
export interface LegacyConversation extends Conversation {
  conversationType: 'legacy' | 'charity' | string;
  legacyID: string | null;
  matterID: string | null;
  title: string;
  description: string;
  firm: ChatFirm | null;
  charities: { organisationID: string; name: string }[];
}

export const legacyChatKeys = {
  list: (legacyID: string) => ['conversations', 'legacy', legacyID] as const,
};

const base = '/api/Conversations';

/** GET /api/Conversations/Legacy/{legacyId}: the chats of a legacy (created on first use). */
export function useLegacyConversations(legacyID: string, isEnabled: boolean) {
  return useQuery({
    queryKey: legacyChatKeys.list(legacyID),
    queryFn: ({ signal }) =>
      api.get<LegacyConversation[]>(`${base}/Legacy/${encodeURIComponent(legacyID)}`, undefined, signal),
    enabled: isEnabled && !!legacyID,
    retry: false,
  });
}

/**
 * spec 03 §4 mute: toggled locally at once (the list's muted flag), then the server is called; on
 * failure the flag goes back.
 */
export function useLegacyChatMute(legacyID: string) {
  const queryClient = useQueryClient();
  const key = legacyChatKeys.list(legacyID);
  const setMuted = (conversationID: string, muted: boolean) =>
    queryClient.setQueryData<LegacyConversation[]>(key, (chats) =>
      chats?.map((c) => (c.conversationID === conversationID ? { ...c, muted } : c)),
    );
  return useMutation({
    mutationFn: ({ conversationID, muted }: { conversationID: string; muted: boolean }) =>
      muted
        ? api.post<unknown>(`${base}/Mute/${encodeURIComponent(conversationID)}`)
        : api.delete<unknown>(`${base}/Unmute/${encodeURIComponent(conversationID)}`),
    onMutate: ({ conversationID, muted }) => setMuted(conversationID, muted),
    onError: (_error, { conversationID, muted }) => setMuted(conversationID, !muted),
  });
}

/** Which of the chats holds a message (a mention link names the message only); read without marking it viewed. */
export async function chatHoldingMessage(
  chats: readonly LegacyConversation[],
  messageID: string,
): Promise<string | null> {
  for (const chat of chats) {
    if (chat.disabled) continue;
    try {
      const full = await api.get<Conversation>(`${base}/${encodeURIComponent(chat.conversationID)}`);
      if (full.messages.some((m) => m.conversationMessageID === messageID)) return chat.conversationID;
    } catch {
      // A chat that fails to load holds nothing we can show.
    }
  }
  return null;
}
