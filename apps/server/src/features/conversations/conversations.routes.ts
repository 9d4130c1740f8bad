import { BROADCAST_MESSAGE_MAX, CHAT_COMMENT_MAX, type Role, mentionLinkFor, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { zFileName } from '../../lib/nul-bytes.js';
import { findOrCreateIndividualConversation } from './conversations.access.js';
import { legacyMentionPath, listLegacyConversations } from './conversations.legacy.js';
import { ZConversation, ZLegacyConversation } from './conversations.presenter.js';
import { findTaggedMessages } from './conversations.queries.js';
import { broadcast } from './broadcast.service.js';
import { deleteMessage, getConversation, postMessage, setMuted, togglePin } from './conversations.service.js';

const tags = ['Conversations'];

/** spec 01 §6: a mention in an individual's chat opens that chat on the matter's individuals page (firm roles). */
function individualMentionTarget(
  actor: { roles: readonly Role[] },
  row: { matterID: string | null; individualID: string | null; conversationMessageID: string },
) {
  const isFirm = mentionLinkFor(actor.roles) === 'matterOrganisations';
  const params = new URLSearchParams({
    chatIndividualID: row.individualID ?? '',
    chatMessageFocus: row.conversationMessageID,
  });
  return {
    path:
      isFirm && row.matterID && row.individualID
        ? `/secure/matters/${row.matterID}/individuals?${params.toString()}`
        : null,
    legacyID: null,
    matterCharityID: null,
  };
}
const ZId = z.object({ id: zUuid });

const ZMessageInput = z.object({
  message: z.string().max(CHAT_COMMENT_MAX).default(''),
  documents: z
    .array(
      z.object({
        name: zFileName,
        mimeType: z.string().max(255).optional(),
        content: z.string().min(1),
      }),
    )
    .max(10)
    .default([]),
  taggedUsers: z
    .array(z.object({ taggedUser: zUuid }))
    .max(50)
    .default([]),
  pinned: z.boolean().default(false),
});

const ZTaggedMessage = z.object({
  conversationType: z.string(),
  conversationID: z.string(),
  conversationMessageID: z.string(),
  matterID: z.string().nullable(),
  legacyID: z.string().nullable(),
  individualID: z.string().nullable(),
  organisationID: z.string(),
  matterCharityID: z.string().nullable(),
  link: z.string().nullable(),
  sendingUser: z
    .object({ userID: z.string(), firstName: z.string(), surname: z.string(), emailAddress: z.string() })
    .nullable(),
  message: z.string(),
  hasRead: z.boolean(),
  dateCreated: z.string(),
});

/** spec 02 §7 "Conversations", 01 "Activity and live channels" (TaggedMessages). */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, realtime } = app;
  const storage = fileStorage(config);

  app.get(
    '/Conversations/TaggedMessages',
    {
      schema: {
        tags,
        summary: 'Messages mentioning the caller',
        description:
          "Newest first; page and pageCount, x-pagination header. For a legacy chat ('legacy' or 'charity'), legacyID is the caller's legacy (for the charities' chat, the legacy of the caller's charity on that matter) and matterCharityID the matter charity of a 'legacy' chat. link is where the mention opens for the caller (spec 01 §6): the charity legacy page with chatOpen and chatMessageFocus for charity roles, the matter's organisations page with openCharityID, openCharityChat and chatMessageFocus (legacy chats) or the individuals page with chatIndividualID and chatMessageFocus (individual chats) for firm roles; null for the other roles.",
        querystring: ZListQuery,
        response: { 200: z.array(ZTaggedMessage) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const q = request.query;
      const { rows, totalCount } = await findTaggedMessages(database.db, actor.userID, {
        limit: q.pageCount,
        offset: (q.page - 1) * q.pageCount,
      });
      setPaginationHeader(reply, paginationOf(q, totalCount));
      const answer = [];
      for (const r of rows) {
        const target =
          r.conversationType === 'individual'
            ? individualMentionTarget(actor, r)
            : await legacyMentionPath(
                database.db,
                r,
                { roles: actor.roles, organisationID: actor.organisationID },
                r.conversationMessageID,
              );
        answer.push({
          conversationType: r.conversationType,
          conversationID: r.conversationID,
          conversationMessageID: r.conversationMessageID,
          matterID: r.matterID,
          legacyID: target.legacyID,
          individualID: r.individualID,
          organisationID: r.organisationID,
          matterCharityID: target.matterCharityID,
          link: target.path,
          sendingUser: r.sender?.userID ? r.sender : null,
          message: r.message,
          hasRead: r.hasRead,
          dateCreated: r.dateCreated.toISOString(),
        });
      }
      return answer;
    },
  );

  app.get(
    '/Conversations/Legacy/:legacyId',
    {
      schema: {
        tags,
        summary: 'The chats of a legacy (spec 03 §2.17 chat overlay)',
        description:
          "The 'legacy' chat (the law firm and the charity: the matter team and the users of the legacy's charity) and the 'charity' chat (users of every charity organisation on the legacy's matter; one per matter), created on first use, in that order, without their messages (GET /api/Conversations/{id}). title and description as the caller's role sees them ('Legacy chat': a charity user sees 'Chat with' the firm name, a firm user 'Chat with' the charity name; 'Charities chat': 'Chat with all charities in the legacy.'), firm (name and address), charities (Charities tab). A firm user gets the 'charity' chat with disabled 'This chat is private between charities.' and no users; every call on it answers 403 with that text. A legacy with no firm matter or no charity organisation has no chats ([]). Only the users of the legacy chat may ask; others answer 404.",
        params: z.object({ legacyId: zUuid }),
        response: { 200: z.array(ZLegacyConversation) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return database.db.transaction((tx) => listLegacyConversations(tx, actor, request.params.legacyId));
    },
  );

  app.get(
    '/Conversations/Individual/:matterId/:individualId',
    {
      schema: {
        tags,
        summary: 'The chat of an individual on a matter',
        description:
          "Created on first use; chat users are the matter team and the registered individual. 403 'Individual chat is disabled for this organisation.' ('Chat disabled') while the matter's firm has individual chat off (PATCH /api/Organisations/IndividualChat/{id}/{flag}); then every call on the chat answers the same 403. 409 'Chat unavailable' when the individual is not registered.",
        params: z.object({ matterId: zUuid, individualId: zUuid }),
        response: { 200: ZConversation },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return database.db.transaction(async (tx) => {
        const chat = await findOrCreateIndividualConversation(
          tx,
          actor,
          request.params.matterId,
          request.params.individualId,
        );
        return getConversation(tx, actor, chat.conversation.conversationID, false);
      });
    },
  );

  app.get(
    '/Conversations/:id',
    {
      schema: {
        tags,
        summary: 'A conversation with its messages',
        description:
          'Messages oldest first. With willDisplay (any value but false) the caller has now seen them: lastViewed is set and their mentions are read.',
        params: ZId,
        querystring: z.object({ willDisplay: z.string().optional() }),
        response: { 200: ZConversation },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const willDisplay = request.query.willDisplay !== undefined && request.query.willDisplay !== 'false';
      return database.db.transaction((tx) => getConversation(tx, actor, request.params.id, willDisplay));
    },
  );

  app.post(
    '/Conversations/:id',
    {
      bodyLimit: Math.ceil(config.UPLOAD_LIMIT_BYTES * 1.4) + 1024 * 1024,
      schema: {
        tags,
        summary: 'Send a message',
        description: `message (max ${CHAT_COMMENT_MAX}), documents [{name, mimeType, content as data URL}] stored like documents, taggedUsers [{taggedUser: userID}] (chat users only; each gets a Mention e-mail), pinned. A message with neither text nor documents answers 400.`,
        params: ZId,
        body: ZMessageInput,
        response: { 201: ZConversation },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const saved = await postMessage(database, storage, actor, request.params.id, request.body, {
        limitBytes: config.UPLOAD_LIMIT_BYTES,
        publicUrl: config.publicUrl,
        ip: request.ip,
      });
      realtime.messageReceived({ ...saved, kind: 'created' });
      return reply
        .status(201)
        .send(await database.db.transaction((tx) => getConversation(tx, actor, saved.conversationID, false)));
    },
  );

  app.put(
    '/Conversations/Pin/:id',
    {
      schema: {
        tags,
        summary: 'Pin or unpin a message (anyone in the chat)',
        params: ZId,
        response: { 200: z.object({ pinned: z.boolean() }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const result = await database.db.transaction((tx) =>
        togglePin(tx, actor, request.params.id, { ip: request.ip }),
      );
      realtime.messageReceived({
        conversationID: result.conversationID,
        conversationMessageID: request.params.id,
        kind: 'pinned',
      });
      return { pinned: result.pinned };
    },
  );

  app.delete(
    '/Conversations/Delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a message (its author only)',
        params: ZId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const result = await database.db.transaction((tx) =>
        deleteMessage(tx, actor, request.params.id, { ip: request.ip }),
      );
      for (const key of result.fileKeys) await storage.remove(key).catch(() => undefined);
      realtime.messageReceived({
        conversationID: result.conversationID,
        conversationMessageID: request.params.id,
        kind: 'deleted',
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Conversations/Mute/:id',
    {
      schema: {
        tags,
        summary: 'Mute a conversation for the caller',
        params: ZId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) => setMuted(tx, actor, request.params.id, true, { ip: request.ip }));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/Conversations/Unmute/:id',
    {
      schema: {
        tags,
        summary: 'Unmute a conversation for the caller',
        params: ZId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        setMuted(tx, actor, request.params.id, false, { ip: request.ip }),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Conversations/Broadcast',
    {
      schema: {
        tags,
        summary: 'Broadcast a message to the groups of a matter',
        description: `matterID, message (max ${BROADCAST_MESSAGE_MAX}), individuals, charities. 400 "You can't send an empty message" / "You must select at least one user group". The message lands in the chat of each registered individual of the matter and, for charities, in the 'legacy' chat of each charity of the matter that is on Probity (its legacy has a charity organisation). Answers the conversations written to and how many chats of each group were reached (reached.individuals, reached.charities; both 0 when there was nobody to send to). With individuals while the firm's individual chat is off: 403, nothing is sent. Only the matter's team may broadcast (canBroadcast in packages/domain, as the button): another firm user answers 403.`,
        body: z.object({
          matterID: zUuid,
          message: z.string().max(BROADCAST_MESSAGE_MAX).default(''),
          individuals: z.boolean().default(false),
          charities: z.boolean().default(false),
        }),
        response: {
          200: z.object({
            conversationIDs: z.array(z.string()),
            reached: z.object({ individuals: z.number().int(), charities: z.number().int() }),
          }),
        },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const result = await database.db.transaction((tx) =>
        broadcast(tx, actor, request.body, { ip: request.ip }),
      );
      for (const id of result.conversationIDs)
        realtime.messageReceived({ conversationID: id, conversationMessageID: null, kind: 'created' });
      return result;
    },
  );
};
