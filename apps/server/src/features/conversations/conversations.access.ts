import { type AccessResource, type Action, CHAT_TEXTS, can } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { conversationMessages, conversations, individuals, organisations } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { loadMatter } from '../matters/matter.access.js';
import { findMatterPeople } from '../matters/matter.queries.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

export interface LoadedConversation {
  conversation: ConversationRow;
  /** spec 02 §2.11: the firm's matter team and the registered individual. */
  chatUserIDs: string[];
  resource: AccessResource;
}

/** The chat of an individual on a matter: its team and the individual's own user. */
async function chatPeople(db: DbOrTx, conversation: ConversationRow) {
  const team = conversation.matterID ? (await findMatterPeople(db, conversation.matterID)).teamUserIDs : [];
  const [individual] = conversation.individualID
    ? await db
        .select({ userID: individuals.userID })
        .from(individuals)
        .where(eq(individuals.individualID, conversation.individualID))
    : [];
  const linked = individual?.userID ? [individual.userID] : [];
  return { team, linked };
}

/** spec 02 §2.11 'Chat disabled': 403 for everyone in the chat while the firm has turned it off. */
export const individualChatDisabled = () => forbidden(CHAT_TEXTS.individualChatDisabled);

/** Whether the organisation (the firm of a matter) has its individual chats on. */
export async function isIndividualChatEnabled(db: DbOrTx, organisationID: string): Promise<boolean> {
  const [row] = await db
    .select({ on: organisations.individualChatEnabled })
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID))
    .limit(1);
  return row?.on ?? true;
}

/**
 * Loads a conversation for the actor: 404 unless they are one of its chat users (another firm's
 * chat, or a chat they are not part of, answers 404); 403 'Individual chat is disabled…' when it
 * is an individual's chat and its firm turned individual chat off; 403 when they may read but not
 * do `action`. Every chat call and the hub's JoinGroup come through here.
 */
export async function loadConversation(
  db: DbOrTx,
  actor: Actor,
  conversationID: string,
  action?: Action,
): Promise<LoadedConversation> {
  const [row] = await db
    .select({ conversation: conversations, individualChatEnabled: organisations.individualChatEnabled })
    .from(conversations)
    .innerJoin(organisations, eq(organisations.organisationID, conversations.organisationID))
    .where(eq(conversations.conversationID, conversationID.toLowerCase()))
    .limit(1);
  if (!row) throw notFound();
  const { conversation } = row;
  const { team, linked } = await chatPeople(db, conversation);
  const resource: AccessResource = {
    organisationID: conversation.organisationID,
    teamUserIDs: team,
    linkedUserIDs: linked,
  };
  if (!can(actor, 'chatMessage.read', resource)) throw notFound();
  if (conversation.conversationType === 'individual' && !row.individualChatEnabled)
    throw individualChatDisabled();
  if (action && !can(actor, action, resource)) throw forbidden();
  return { conversation, chatUserIDs: [...new Set([...team, ...linked])], resource };
}

/** One message and its conversation, for the actor (404 when they are not in the chat). */
export async function loadMessage(db: DbOrTx, actor: Actor, messageID: string, action?: Action) {
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationMessageID, messageID.toLowerCase()))
    .limit(1);
  if (!message) throw notFound();
  const loaded = await loadConversation(db, actor, message.conversationID);
  if (action && !can(actor, action, { ...loaded.resource, ownerUserID: message.userID })) throw forbidden();
  return { message, ...loaded };
}

/**
 * spec 02 §2.11: the chat of an individual on a matter, created on first use. 'Chat disabled'
 * (403, before anything is created) when the matter's firm turned individual chat off; 'Chat
 * unavailable' (409) when the individual has no registered user.
 */
export async function findOrCreateIndividualConversation(
  db: DbOrTx,
  actor: Actor,
  matterID: string,
  individualID: string,
): Promise<LoadedConversation> {
  const { matter } = await loadMatter(db, actor, matterID);
  const [individual] = await db
    .select({ individualID: individuals.individualID, userID: individuals.userID })
    .from(individuals)
    .where(
      and(
        eq(individuals.individualID, individualID.toLowerCase()),
        eq(individuals.matterID, matter.matterID),
      ),
    )
    .limit(1);
  if (!individual) throw notFound();
  if (!(await isIndividualChatEnabled(db, matter.organisationID))) throw individualChatDisabled();
  if (!individual.userID) throw conflict(CHAT_TEXTS.chatUnavailable);
  await db
    .insert(conversations)
    .values({
      conversationType: 'individual',
      organisationID: matter.organisationID,
      matterID: matter.matterID,
      individualID: individual.individualID,
      createdBy: actor.userID,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ conversationID: conversations.conversationID })
    .from(conversations)
    .where(
      and(
        eq(conversations.matterID, matter.matterID),
        eq(conversations.individualID, individual.individualID),
      ),
    );
  return loadConversation(db, actor, row!.conversationID);
}
