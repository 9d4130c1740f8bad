import { z } from 'zod';
import type { ConversationRow, MessageRow } from './conversations.access.js';
import type { Person } from './conversations.queries.js';

export const ZChatUser = z.object({
  userID: z.string(),
  firstName: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  profileImage: z.string().nullable(),
  roles: z.array(z.string()),
});

export const ZConversationMessage = z.object({
  conversationMessageID: z.string(),
  conversationID: z.string(),
  user: ZChatUser.nullable(),
  message: z.string(),
  dateCreated: z.string(),
  documents: z.array(
    z.object({ documentID: z.string(), name: z.string(), mimeType: z.string(), fileSize: z.number() }),
  ),
  taggedUsers: z.array(z.object({ taggedUser: z.string(), firstName: z.string(), surname: z.string() })),
  pinned: z.boolean(),
});
export type ConversationMessageView = z.infer<typeof ZConversationMessage>;

/** spec 02 §3 Conversation. */
export const ZConversation = z.object({
  conversationID: z.string(),
  conversationType: z.string(),
  matterID: z.string().nullable(),
  individualID: z.string().nullable(),
  organisationID: z.string(),
  chatUsers: z.array(ZChatUser),
  createdByUser: ZChatUser.nullable(),
  messages: z.array(ZConversationMessage),
  dateCreated: z.string(),
  hasNewMessages: z.boolean(),
  lastViewed: z.string().nullable(),
  muted: z.boolean(),
});
export type ConversationView = z.infer<typeof ZConversation>;

const person = (p: Person) => ({
  userID: p.userID,
  firstName: p.firstName,
  surname: p.surname,
  emailAddress: p.emailAddress,
  profileImage: p.profileImage,
  roles: p.roles,
});

export function presentMessages(
  data: {
    messages: MessageRow[];
    attachments: {
      conversationMessageID: string | null;
      documentID: string;
      name: string;
      mimeType: string;
      fileSize: number;
    }[];
    tags: { conversationMessageID: string; userID: string }[];
  },
  people: Map<string, Person>,
): ConversationMessageView[] {
  return data.messages.map((m) => {
    const author = m.userID ? people.get(m.userID) : undefined;
    return {
      conversationMessageID: m.conversationMessageID,
      conversationID: m.conversationID,
      user: author ? person(author) : null,
      message: m.message,
      dateCreated: m.dateCreated.toISOString(),
      documents: data.attachments
        .filter((a) => a.conversationMessageID === m.conversationMessageID)
        .map((a) => ({ documentID: a.documentID, name: a.name, mimeType: a.mimeType, fileSize: a.fileSize })),
      taggedUsers: data.tags
        .filter((t) => t.conversationMessageID === m.conversationMessageID)
        .flatMap((t) => {
          const p = people.get(t.userID);
          return p ? [{ taggedUser: p.userID, firstName: p.firstName, surname: p.surname }] : [];
        }),
      pinned: m.pinned,
    };
  });
}

export function presentConversation(
  conversation: ConversationRow,
  chatUsers: Person[],
  people: Map<string, Person>,
  messages: ConversationMessageView[],
  viewer: { lastViewed: Date | null; muted: boolean; hasNewMessages: boolean },
): ConversationView {
  const creator = conversation.createdBy ? people.get(conversation.createdBy) : undefined;
  return {
    conversationID: conversation.conversationID,
    conversationType: conversation.conversationType,
    matterID: conversation.matterID,
    individualID: conversation.individualID,
    organisationID: conversation.organisationID,
    chatUsers: chatUsers.map(person),
    createdByUser: creator ? person(creator) : null,
    messages,
    dateCreated: conversation.dateCreated.toISOString(),
    hasNewMessages: viewer.hasNewMessages,
    lastViewed: viewer.lastViewed?.toISOString() ?? null,
    muted: viewer.muted,
  };
}
