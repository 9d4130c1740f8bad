import { type BroadcastReach, CHAT_TEXTS } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client';

/** spec 03 §3 Chat user. */
export interface ChatUser {
  userID: string;
  firstName: string;
  surname: string;
  emailAddress: string;
  profileImage: string | null;
  roles?: string[];
}

export interface ChatDocument {
  documentID: string;
  name: string;
  mimeType: string;
  fileSize?: number;
}

/** spec 02 §3 Conversation message. */
export interface ChatMessage {
  conversationMessageID: string;
  user: ChatUser | null;
  message: string;
  dateCreated: string;
  documents: ChatDocument[];
  taggedUsers: { taggedUser: string }[];
  pinned: boolean;
}

/** spec 02 §3 Conversation (03 §3 adds disabled, the reason text). */
export interface Conversation {
  conversationID: string;
  conversationType: { name: string } | string | null;
  chatUsers: ChatUser[];
  createdByUser?: ChatUser | null;
  messages: ChatMessage[];
  dateCreated: string;
  hasNewMessages: boolean;
  lastViewed: string | null;
  muted: boolean;
  disabled?: string | null;
}

/** spec 03 §3: a file sent with a message. */
export interface ChatAttachment {
  mimeType: string;
  name: string;
  content: string;
}

export interface SendMessageInput {
  message: string;
  documents: ChatAttachment[];
  taggedUsers: { taggedUser: string }[];
  pinned: boolean;
}

/** The 403 every chat call answers while the firm has individual chat off (spec 02 §2.11). */
export function isChatDisabledError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status === 403 && error.message === CHAT_TEXTS.individualChatDisabled
  );
}

export const chatKeys = {
  all: ['conversations'] as const,
  one: (conversationID: string) => ['conversations', 'one', conversationID] as const,
  individual: (matterID: string, individualID: string) =>
    ['conversations', 'individual', matterID, individualID] as const,
  tagged: ['conversations', 'tagged'] as const,
};

const base = '/api/Conversations';
const id = (value: string) => encodeURIComponent(value);

/** GET /api/Conversations/Individual/{matterId}/{individualId}: 409 'Chat unavailable' when not registered. */
export function useIndividualConversation(matterID: string, individualID: string, isEnabled = true) {
  return useQuery({
    queryKey: chatKeys.individual(matterID, individualID),
    queryFn: ({ signal }) =>
      api.get<Conversation>(`${base}/Individual/${id(matterID)}/${id(individualID)}`, undefined, signal),
    enabled: isEnabled && !!matterID && !!individualID,
    retry: false,
  });
}

/** GET /api/Conversations/{id}?willDisplay: the chat with its messages (and marks it viewed). */
export function useConversation(conversationID: string | null) {
  return useQuery({
    queryKey: chatKeys.one(conversationID ?? ''),
    queryFn: ({ signal }) =>
      api.get<Conversation>(`${base}/${id(conversationID ?? '')}`, { willDisplay: true }, signal),
    enabled: !!conversationID,
    retry: false,
    // Each opening loads afresh, so the 'New messages' divider reflects this visit (spec 03 §4).
    gcTime: 0,
  });
}

export function useChatMutations(conversationID: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.one(conversationID) });
  const send = useMutation({
    mutationFn: (input: SendMessageInput) => api.post<unknown>(`${base}/${id(conversationID)}`, input),
    onSuccess: refresh,
  });
  const pin = useMutation({
    mutationFn: (messageID: string) => api.put<unknown>(`${base}/Pin/${id(messageID)}`),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (messageID: string) => api.delete<unknown>(`${base}/Delete/${id(messageID)}`),
  });
  const mute = useMutation({
    mutationFn: (isMuted: boolean) =>
      isMuted
        ? api.post<unknown>(`${base}/Mute/${id(conversationID)}`)
        : api.delete<unknown>(`${base}/Unmute/${id(conversationID)}`),
  });
  return { send, pin, remove, mute, refresh };
}

/** spec 01 §3 Mention (conversation message), GET /api/Conversations/TaggedMessages. */
export interface Mention {
  conversationType: { name: string } | string | null;
  conversationMessageID: string;
  matterID: string | null;
  legacyID: string | null;
  individualID: string | null;
  organisationID: string | null;
  matterCharityID: string | null;
  sendingUser: ChatUser | null;
  message: string;
  hasRead: boolean;
  dateCreated: string;
  reference?: string | null;
}

export function useTaggedMessages(isEnabled: boolean) {
  return useQuery({
    queryKey: chatKeys.tagged,
    queryFn: ({ signal }) => api.get<Mention[]>(`${base}/TaggedMessages`, { page: 1, pageCount: 50 }, signal),
    enabled: isEnabled,
  });
}

/** POST /api/Conversations/Broadcast/ (spec 02 §3 Broadcast message). */
export interface BroadcastInput {
  matterID: string;
  message: string;
  individuals: boolean;
  charities: boolean;
}

/** POST /api/Conversations/Broadcast/: the chats written to and how many of each group (issue 14). */
export interface BroadcastAnswer {
  conversationIDs: string[];
  reached: BroadcastReach;
}

export function useBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BroadcastInput) => api.post<BroadcastAnswer>(`${base}/Broadcast/`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
