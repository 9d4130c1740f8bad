import { BROADCAST_MESSAGE_MAX, CHAT_COMMENT_MAX, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { findOrCreateIndividualConversation } from './conversations.access.js';
import { ZConversation } from './conversations.presenter.js';
import { findTaggedMessages } from './conversations.queries.js';
import {
  broadcast,
  deleteMessage,
  getConversation,
  postMessage,
  setMuted,
  togglePin,
} from './conversations.service.js';

const tags = ['Conversations'];
const ZId = z.object({ id: zUuid });

const ZMessageInput = z.object({
  message: z.string().max(CHAT_COMMENT_MAX).default(''),
  documents: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(255),
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
          'Newest first; page and pageCount, x-pagination header. legacyID and matterCharityID are null until legacy chats exist.',
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
      return rows.map((r) => ({
        conversationType: r.conversationType,
        conversationID: r.conversationID,
        conversationMessageID: r.conversationMessageID,
        matterID: r.matterID,
        legacyID: null,
        individualID: r.individualID,
        organisationID: r.organisationID,
        matterCharityID: null,
        sendingUser: r.sender?.userID ? r.sender : null,
        message: r.message,
        hasRead: r.hasRead,
        dateCreated: r.dateCreated.toISOString(),
      }));
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
        description: `matterID, message (max ${BROADCAST_MESSAGE_MAX}), individuals, charities. 400 "You can't send an empty message" / "You must select at least one user group". The message lands in the chat of each registered individual of the matter (charities: once matter charities exist). Answers the conversations written to. With individuals while the firm's individual chat is off: 403, nothing is sent.`,
        body: z.object({
          matterID: zUuid,
          message: z.string().max(BROADCAST_MESSAGE_MAX).default(''),
          individuals: z.boolean().default(false),
          charities: z.boolean().default(false),
        }),
        response: { 200: z.object({ conversationIDs: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const conversationIDs = await database.db.transaction((tx) =>
        broadcast(tx, actor, request.body, { ip: request.ip }),
      );
      for (const id of conversationIDs)
        realtime.messageReceived({ conversationID: id, conversationMessageID: null, kind: 'created' });
      return { conversationIDs };
    },
  );
};
