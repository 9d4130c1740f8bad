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

/** spec 02 §3 Conversation; 03 §3 adds legacyID and disabled (the reason text). */
export const ZConversation = z.object({
  conversationID: z.string(),
  /** 'individual', 'legacy' (spec 03 §1 "Legacy") or 'charity' (spec 03 §1 "Charity"). */
  conversationType: z.string(),
  matterID: z.string().nullable(),
  individualID: z.string().nullable(),
  legacyID: z.string().nullable(),
  organisationID: z.string(),
  chatUsers: z.array(ZChatUser),
  createdByUser: ZChatUser.nullable(),
  messages: z.array(ZConversationMessage),
  dateCreated: z.string(),
  hasNewMessages: z.boolean(),
  lastViewed: z.string().nullable(),
  muted: z.boolean(),
  /** Why the caller sees the chat as disabled (then without users or messages); null when usable. */
  disabled: z.string().nullable(),
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
  viewer: { lastViewed: Date | null; muted: boolean; hasNewMessages: boolean; disabled?: string | null },
): ConversationView {
  const creator = conversation.createdBy ? people.get(conversation.createdBy) : undefined;
  return {
    conversationID: conversation.conversationID,
    conversationType: conversation.conversationType,
    matterID: conversation.matterID,
    individualID: conversation.individualID,
    legacyID: conversation.legacyID,
    organisationID: conversation.organisationID,
    chatUsers: chatUsers.map(person),
    createdByUser: creator ? person(creator) : null,
    messages,
    dateCreated: conversation.dateCreated.toISOString(),
    hasNewMessages: viewer.hasNewMessages,
    lastViewed: viewer.lastViewed?.toISOString() ?? null,
    muted: viewer.muted,
    disabled: viewer.disabled ?? null,
  };
}

/** spec 03 §2.17 chat details About tab: the law firm's name and address. */
export const ZChatFirm = z.object({
  organisationID: z.string(),
  name: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  cityTown: z.string().nullable(),
  postCode: z.string().nullable(),
  country: z.string().nullable(),
});

/**
 * spec 03 §2.17: one chat of a legacy as listed in the chat overlay — title and description as
 * the caller's role sees them, the firm (About tab), the charities (Charities tab of the Charity
 * chat); never its messages (they come with GET /api/Conversations/{id}).
 */
export const ZLegacyConversation = ZConversation.extend({
  title: z.string(),
  description: z.string(),
  firm: ZChatFirm.nullable(),
  charities: z.array(z.object({ organisationID: z.string(), name: z.string() })),
});
export type LegacyConversationView = z.infer<typeof ZLegacyConversation>;
