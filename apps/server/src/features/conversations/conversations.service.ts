import { randomUUID } from 'node:crypto';
import { BROADCAST_TEXTS, UPLOAD_TEXTS } from '@probity/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Database, DbOrTx } from '../../db/client.js';
import {
  conversationMessages,
  conversationUsers,
  documents,
  matters,
  messageTags,
  users,
} from '../../db/schema/index.js';
import type { FileStorage } from '../../integrations/storage/index.js';
import { invalid } from '../../lib/errors.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { type SniffedUpload, commitAll, discardAll, storeDataUrls } from '../documents/documents.files.js';
import { type ConversationView, presentConversation, presentMessages } from './conversations.presenter.js';
import {
  type LoadedConversation,
  loadConversation,
  loadMessage,
  resolveConversation,
} from './conversations.access.js';
import { legacyMentionPath } from './conversations.legacy.js';
import { findMessages, findPeople, findViewerState } from './conversations.queries.js';

export interface MessageInput {
  message: string;
  documents: { name: string; content: string; mimeType?: string }[];
  taggedUsers: { taggedUser: string }[];
  pinned: boolean;
}

/** spec 02 §7 GET /api/Conversations/{id}?willDisplay: with willDisplay the viewer has now seen it. */
export async function getConversation(
  tx: DbOrTx,
  actor: Actor,
  conversationID: string,
  willDisplay: boolean,
): Promise<ConversationView> {
  const { conversation, chatUserIDs, disabled } = await resolveConversation(tx, actor, conversationID);
  const id = conversation.conversationID;
  // spec 03 §2.17: a chat seen as disabled shows its reason, never its users or messages.
  if (disabled)
    return presentConversation(conversation, [], new Map(), [], {
      lastViewed: null,
      muted: false,
      hasNewMessages: false,
      disabled,
    });
  const state = await findViewerState(tx, id, actor.userID);
  const data = await findMessages(tx, id);
  const lastViewed = state?.lastViewed ?? null;
  const hasNewMessages = data.messages.some(
    (m) => m.userID !== actor.userID && (!lastViewed || m.dateCreated > lastViewed),
  );
  if (willDisplay) {
    await tx
      .insert(conversationUsers)
      .values({ conversationID: id, userID: actor.userID, lastViewed: new Date() })
      .onConflictDoUpdate({
        target: [conversationUsers.conversationID, conversationUsers.userID],
        set: { lastViewed: new Date() },
      });
    const ids = data.messages.map((m) => m.conversationMessageID);
    if (ids.length)
      await tx
        .update(messageTags)
        .set({ hasRead: true })
        .where(and(eq(messageTags.userID, actor.userID), inArray(messageTags.conversationMessageID, ids)));
  }
  const ids = new Set([
    ...chatUserIDs,
    ...data.messages.flatMap((m) => (m.userID ? [m.userID] : [])),
    ...data.tags.map((t) => t.userID),
  ]);
  if (conversation.createdBy) ids.add(conversation.createdBy);
  const people = new Map((await findPeople(tx, [...ids])).map((p) => [p.userID, p]));
  const chatUsers = chatUserIDs.flatMap((u) => people.get(u) ?? []);
  return presentConversation(conversation, chatUsers, people, presentMessages(data, people), {
    lastViewed,
    muted: state?.muted ?? false,
    hasNewMessages,
  });
}

async function contextOf(db: DbOrTx, loaded: LoadedConversation): Promise<string> {
  if (!loaded.conversation.matterID) return 'a chat';
  const [row] = await db
    .select({ reference: matters.reference })
    .from(matters)
    .where(eq(matters.matterID, loaded.conversation.matterID));
  if (!row) return 'a chat';
  // spec 03 §1: a legacy takes the reference of its matter.
  return loaded.conversation.conversationType === 'individual'
    ? `matter ${row.reference}`
    : `legacy ${row.reference}`;
}

/** The link of a mention e-mail: for legacy chats per the recipient's role (spec 01 §6), else the matter. */
async function mentionLinkOf(
  tx: DbOrTx,
  loaded: LoadedConversation,
  recipient: { userID: string; roles: string[] },
  messageID: string,
  publicUrl: string,
): Promise<string> {
  const { conversation } = loaded;
  if (conversation.conversationType !== 'individual') {
    const [row] = await tx
      .select({ organisationID: users.organisationID })
      .from(users)
      .where(eq(users.userID, recipient.userID));
    const { path } = await legacyMentionPath(
      tx,
      conversation,
      { roles: recipient.roles, organisationID: row?.organisationID ?? '' },
      messageID,
    );
    return `${publicUrl}${path ?? '/secure'}`;
  }
  return conversation.matterID
    ? `${publicUrl}/secure/matters/${conversation.matterID}`
    : `${publicUrl}/secure`;
}

/** Writes a message with its attachment rows and mentions (and their e-mails) in the caller's transaction. */
async function insertMessage(
  tx: DbOrTx,
  actor: Actor,
  loaded: LoadedConversation,
  input: MessageInput,
  files: { documentID: string; name: string; upload: SniffedUpload }[],
  meta: RequestMeta & { publicUrl: string },
): Promise<string> {
  const { conversation } = loaded;
  const tagged = [...new Set(input.taggedUsers.map((t) => t.taggedUser.toLowerCase()))];
  if (tagged.some((u) => !loaded.chatUserIDs.includes(u)))
    throw invalid({ taggedUsers: [UPLOAD_TEXTS.taggedNotInChat] });
  const messageID = randomUUID();
  await tx.insert(conversationMessages).values({
    conversationMessageID: messageID,
    conversationID: conversation.conversationID,
    userID: actor.userID,
    message: input.message,
    pinned: input.pinned,
  });
  for (const f of files) {
    await tx.insert(documents).values({
      documentID: f.documentID,
      itemID: conversation.conversationID,
      organisationID: conversation.organisationID,
      matterID: conversation.matterID,
      conversationMessageID: messageID,
      name: f.name,
      mimeType: f.upload.mimeType,
      fileSize: f.upload.size,
      storageKey: f.documentID,
      uploadedBy: actor.userID,
    });
  }
  if (tagged.length) {
    await tx
      .insert(messageTags)
      .values(tagged.map((userID) => ({ conversationMessageID: messageID, userID })));
    // spec 01 Mention: the mentioned user gets an e-mail (not for mentioning oneself).
    const people = await findPeople(
      tx,
      tagged.filter((u) => u !== actor.userID),
    );
    const context = await contextOf(tx, loaded);
    for (const p of people) {
      await enqueueTemplatedMail(tx, {
        trigger: 'Mention',
        to: p.emailAddress,
        values: {
          firstName: p.firstName,
          senderName: `${actor.user.firstName} ${actor.user.surname}`,
          context,
          message: input.message,
          link: await mentionLinkOf(tx, loaded, p, messageID, meta.publicUrl),
        },
      });
    }
  }
  await recordAudit(tx, {
    action: 'conversation.message',
    actorUserID: actor.userID,
    organisationID: conversation.organisationID,
    objectType: 'conversationMessage',
    objectID: messageID,
    ip: meta.ip,
    details: { conversationID: conversation.conversationID, attachments: files.length, tagged },
  });
  return messageID;
}

/** spec 02 §7 POST /api/Conversations/{id}: files are stored like documents, all or nothing. */
export async function postMessage(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  conversationID: string,
  input: MessageInput,
  opts: { limitBytes: number; publicUrl: string } & RequestMeta,
): Promise<{ conversationID: string; conversationMessageID: string }> {
  if (!input.message.trim() && input.documents.length === 0)
    throw invalid({ message: [BROADCAST_TEXTS.emptyMessage] });
  // With files, the conversation is checked before they are stored; a text message is checked
  // once, in its transaction (one load fewer before the message reaches the chat: issue 16).
  const checked =
    input.documents.length > 0
      ? (await loadConversation(database.db, actor, conversationID, 'chatMessage.create')).conversation
          .conversationID
      : conversationID;
  const ids = input.documents.map(() => randomUUID());
  const uploads = await storeDataUrls(
    storage,
    input.documents.map((d, i) => ({
      fileKey: ids[i]!,
      name: d.name,
      content: d.content,
      field: `documents.${i}.content`,
    })),
    opts.limitBytes,
  );
  let saved: { conversationID: string; conversationMessageID: string };
  try {
    saved = await database.db.transaction(async (tx) => {
      const fresh = await loadConversation(tx, actor, checked, 'chatMessage.create');
      const files = input.documents.map((d, i) => ({
        documentID: ids[i]!,
        name: d.name,
        upload: uploads[i]!,
      }));
      const conversationMessageID = await insertMessage(tx, actor, fresh, input, files, {
        ip: opts.ip,
        publicUrl: opts.publicUrl,
      });
      return { conversationID: fresh.conversation.conversationID, conversationMessageID };
    });
  } catch (err) {
    await discardAll(storage, uploads);
    throw err;
  }
  await commitAll(
    storage,
    uploads.map((upload, i) => ({ upload, fileKey: ids[i]! })),
  );
  return saved;
}

/** spec 02 §6: anyone in the chat pins or unpins. */
export async function togglePin(tx: DbOrTx, actor: Actor, messageID: string, meta: RequestMeta) {
  const { message, conversation } = await loadMessage(tx, actor, messageID, 'chatMessage.pin');
  await tx
    .update(conversationMessages)
    .set({ pinned: !message.pinned })
    .where(eq(conversationMessages.conversationMessageID, message.conversationMessageID));
  await recordAudit(tx, {
    action: message.pinned ? 'conversation.unpin' : 'conversation.pin',
    actorUserID: actor.userID,
    organisationID: conversation.organisationID,
    objectType: 'conversationMessage',
    objectID: message.conversationMessageID,
    ip: meta.ip,
  });
  return { conversationID: conversation.conversationID, pinned: !message.pinned };
}

/** spec 02 §6: only the author deletes; returns the attachments' file keys to remove after commit. */
export async function deleteMessage(tx: DbOrTx, actor: Actor, messageID: string, meta: RequestMeta) {
  const { message, conversation } = await loadMessage(tx, actor, messageID, 'chatMessage.delete');
  const files = await tx
    .select({ storageKey: documents.storageKey })
    .from(documents)
    .where(eq(documents.conversationMessageID, message.conversationMessageID));
  await tx
    .delete(conversationMessages)
    .where(eq(conversationMessages.conversationMessageID, message.conversationMessageID));
  await recordAudit(tx, {
    action: 'conversation.deleteMessage',
    actorUserID: actor.userID,
    organisationID: conversation.organisationID,
    objectType: 'conversationMessage',
    objectID: message.conversationMessageID,
    ip: meta.ip,
  });
  return { conversationID: conversation.conversationID, fileKeys: files.map((f) => f.storageKey) };
}

/** spec 02 §7 Mute/Unmute: the viewer's own setting for the chat. */
export async function setMuted(
  tx: DbOrTx,
  actor: Actor,
  conversationID: string,
  muted: boolean,
  meta: RequestMeta,
) {
  const { conversation } = await loadConversation(tx, actor, conversationID);
  await tx
    .insert(conversationUsers)
    .values({ conversationID: conversation.conversationID, userID: actor.userID, muted })
    .onConflictDoUpdate({
      target: [conversationUsers.conversationID, conversationUsers.userID],
      set: { muted },
    });
  await recordAudit(tx, {
    action: muted ? 'conversation.mute' : 'conversation.unmute',
    actorUserID: actor.userID,
    organisationID: conversation.organisationID,
    objectType: 'conversation',
    objectID: conversation.conversationID,
    ip: meta.ip,
  });
}
