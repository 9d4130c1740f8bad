import { BROADCAST_TEXTS, CHAT_TEXTS, UPLOAD_TEXTS } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, organisations } from '../../db/schema/index.js';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { PNG_BYTES, buildDocumentsScene, dataUrl } from '../documents/documents.factories.js';
import { buildIndividual } from '../matters/matter.factories.js';

describe('conversations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function scene() {
    const s = await buildDocumentsScene(ctx);
    const chat = await ctx.app.inject({
      url: `/api/Conversations/Individual/${s.matter.matterID}/${s.individual.individualID}`,
      headers: await authHeaders(ctx, s.admin),
    });
    expect(chat.statusCode).toBe(200);
    return { ...s, conversationID: chat.json().conversationID as string };
  }

  const send = async (user: { userID: string }, conversationID: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/Conversations/${conversationID}`,
      headers: await authHeaders(ctx, user),
      payload: body,
    });

  it('opens the chat of a registered individual with the team, and refuses one who is not registered', async () => {
    const s = await scene();
    const again = await ctx.app.inject({
      url: `/api/Conversations/Individual/${s.matter.matterID}/${s.individual.individualID}`,
      headers: await authHeaders(ctx, s.client),
    });
    expect(again.json().conversationID).toBe(s.conversationID);
    expect(
      again
        .json()
        .chatUsers.map((u: { userID: string }) => u.userID)
        .sort(),
    ).toEqual([s.admin.userID, s.colleague.userID, s.client.userID].sort());
    const unregistered = await buildIndividual(ctx.database, s.matter, { firstName: 'Una' });
    const res = await ctx.app.inject({
      url: `/api/Conversations/Individual/${s.matter.matterID}/${unregistered.individualID}`,
      headers: await authHeaders(ctx, s.admin),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(CHAT_TEXTS.chatUnavailable);
  });

  it('sends a message with a mention and an attachment; the mention is e-mailed, listed and read on display', async () => {
    const s = await scene();
    const res = await send(s.admin, s.conversationID, {
      message: '@Iris please see the photo',
      taggedUsers: [{ taggedUser: s.client.userID }],
      documents: [{ name: 'photo.png', mimeType: 'image/png', content: dataUrl(PNG_BYTES) }],
    });
    expect(res.statusCode).toBe(201);
    const [message] = res.json().messages;
    expect(message).toMatchObject({
      message: '@Iris please see the photo',
      user: { userID: s.admin.userID },
      taggedUsers: [{ taggedUser: s.client.userID }],
      documents: [{ name: 'photo.png', mimeType: 'image/png', fileSize: PNG_BYTES.length }],
      pinned: false,
    });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.trigger, 'Mention'), eq(mailOutbox.toAddress, s.client.emailAddress)));
    expect(mails).toHaveLength(1);

    const client = await authHeaders(ctx, s.client);
    const tagged = async () =>
      (await ctx.app.inject({ url: '/api/Conversations/TaggedMessages', headers: client })).json();
    expect(await tagged()).toMatchObject([
      {
        conversationMessageID: message.conversationMessageID,
        matterID: s.matter.matterID,
        hasRead: false,
        sendingUser: { userID: s.admin.userID },
      },
    ]);
    const matterBefore = await ctx.app.inject({ url: `/api/Matters/${s.matter.matterID}`, headers: client });
    expect(matterBefore.json().summary.unreadMessages).toBe(1);
    const shown = await ctx.app.inject({
      url: `/api/Conversations/${s.conversationID}?willDisplay=true`,
      headers: client,
    });
    expect(shown.json().hasNewMessages).toBe(true);
    expect((await tagged())[0].hasRead).toBe(true);
    const matterAfter = await ctx.app.inject({ url: `/api/Matters/${s.matter.matterID}`, headers: client });
    expect(matterAfter.json().summary.unreadMessages).toBe(0);

    const file = await ctx.app.inject({
      url: `/api/Document/${message.documents[0].documentID}`,
      headers: client,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('validates: mentions of users outside the chat, empty messages, the comment limit', async () => {
    const s = await scene();
    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: s.firm });
    const bad = await send(s.admin, s.conversationID, {
      message: 'hi',
      taggedUsers: [{ taggedUser: outsider.userID }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ taggedUsers: [UPLOAD_TEXTS.taggedNotInChat] });
    expect((await send(s.admin, s.conversationID, { message: '  ' })).statusCode).toBe(400);
    expect((await send(s.admin, s.conversationID, { message: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it('lets anyone in the chat pin, only the author delete, and each user mute', async () => {
    const s = await scene();
    const id = (await send(s.admin, s.conversationID, { message: 'Pin me' })).json().messages[0]
      .conversationMessageID;
    const client = await authHeaders(ctx, s.client);
    const pin = await ctx.app.inject({ method: 'PUT', url: `/api/Conversations/Pin/${id}`, headers: client });
    expect(pin.json()).toEqual({ pinned: true });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Conversations/Delete/${id}`,
      headers: client,
    });
    expect(del.statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/Conversations/Mute/${s.conversationID}`,
          headers: client,
        })
      ).statusCode,
    ).toBe(204);
    const view = await ctx.app.inject({ url: `/api/Conversations/${s.conversationID}`, headers: client });
    expect(view.json()).toMatchObject({ muted: true, messages: [{ pinned: true }] });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Conversations/Unmute/${s.conversationID}`,
      headers: client,
    });
    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Conversations/Delete/${id}`,
      headers: await authHeaders(ctx, s.admin),
    });
    expect(ok.statusCode).toBe(204);
    const after = await ctx.app.inject({ url: `/api/Conversations/${s.conversationID}`, headers: client });
    expect(after.json()).toMatchObject({ muted: false, messages: [] });
  });

  it('answers 404 to another firm for get, post, pin, delete, mute and the chat of an individual', async () => {
    const s = await scene();
    const id = (await send(s.admin, s.conversationID, { message: 'Private' })).json().messages[0]
      .conversationMessageID;
    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const headers = await authHeaders(ctx, stranger);
    const calls = [
      { method: 'GET' as const, url: `/api/Conversations/${s.conversationID}?willDisplay=true` },
      {
        method: 'POST' as const,
        url: `/api/Conversations/${s.conversationID}`,
        payload: { message: 'hello' },
      },
      { method: 'PUT' as const, url: `/api/Conversations/Pin/${id}` },
      { method: 'DELETE' as const, url: `/api/Conversations/Delete/${id}` },
      { method: 'POST' as const, url: `/api/Conversations/Mute/${s.conversationID}` },
      { method: 'DELETE' as const, url: `/api/Conversations/Unmute/${s.conversationID}` },
      {
        method: 'GET' as const,
        url: `/api/Conversations/Individual/${s.matter.matterID}/${s.individual.individualID}`,
      },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });

  it('with individual chat off (spec 02 §2.11 Chat disabled): 403 for the firm and the individual on every chat call', async () => {
    const s = await scene();
    const [before] = (
      await send(s.admin, s.conversationID, {
        message: 'Before',
        documents: [{ name: 'photo.png', content: dataUrl(PNG_BYTES) }],
      })
    ).json().messages;
    const id = before.conversationMessageID;
    const administrator = await buildUser(ctx.database, { roles: ['Administrators'] });
    const toggle = async (on: boolean) => {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/Organisations/IndividualChat/${s.firm.organisationID}/${on}`,
        headers: await authHeaders(ctx, administrator),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().individualChatEnabled).toBe(on);
    };
    await toggle(false);
    const calls = [
      { method: 'GET' as const, url: `/api/Conversations/${s.conversationID}?willDisplay=true` },
      {
        method: 'GET' as const,
        url: `/api/Conversations/Individual/${s.matter.matterID}/${s.individual.individualID}`,
      },
      { method: 'POST' as const, url: `/api/Conversations/${s.conversationID}`, payload: { message: 'hi' } },
      { method: 'PUT' as const, url: `/api/Conversations/Pin/${id}` },
      { method: 'DELETE' as const, url: `/api/Conversations/Delete/${id}` },
      { method: 'POST' as const, url: `/api/Conversations/Mute/${s.conversationID}` },
      { method: 'GET' as const, url: `/api/Document/${before.documents[0].documentID}` },
    ];
    for (const user of [s.admin, s.client]) {
      const headers = await authHeaders(ctx, user);
      for (const call of calls) {
        const res = await ctx.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().detail).toBe(CHAT_TEXTS.individualChatDisabled);
      }
      const matter = await ctx.app.inject({ url: `/api/Matters/${s.matter.matterID}`, headers });
      expect(matter.json()).toMatchObject({ chatEnabled: false, summary: { unreadMessages: 0 } });
    }
    // Another firm still gets 404, not the disabled answer.
    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const hidden = await ctx.app.inject({
      url: `/api/Conversations/${s.conversationID}`,
      headers: await authHeaders(ctx, stranger),
    });
    expect(hidden.statusCode).toBe(404);
    // A broadcast to the individuals is refused whole.
    const broadcast = await ctx.app.inject({
      method: 'POST',
      url: '/api/Conversations/Broadcast/',
      headers: await authHeaders(ctx, s.admin),
      payload: { matterID: s.matter.matterID, message: 'News', individuals: true, charities: true },
    });
    expect(broadcast.statusCode).toBe(403);
    expect(broadcast.json().detail).toBe(BROADCAST_TEXTS.individualsChatDisabled);

    // Turned back on, the chat is as it was: nothing was sent while it was off.
    await toggle(true);
    const view = await ctx.app.inject({
      url: `/api/Conversations/${s.conversationID}`,
      headers: await authHeaders(ctx, s.client),
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().messages.map((m: { message: string }) => m.message)).toEqual(['Before']);
    const matter = await ctx.app.inject({
      url: `/api/Matters/${s.matter.matterID}`,
      headers: await authHeaders(ctx, s.admin),
    });
    expect(matter.json().chatEnabled).toBe(true);
  });

  it('with individual chat off, a mention in that chat leaves the mentions list', async () => {
    const s = await scene();
    await send(s.admin, s.conversationID, {
      message: '@Iris see this',
      taggedUsers: [{ taggedUser: s.client.userID }],
    });
    const client = await authHeaders(ctx, s.client);
    const tagged = async () => {
      const res = await ctx.app.inject({ url: '/api/Conversations/TaggedMessages', headers: client });
      return { rows: res.json() as unknown[], total: JSON.parse(res.headers['x-pagination'] as string) };
    };
    expect((await tagged()).rows).toHaveLength(1);
    await ctx.database.db
      .update(organisations)
      .set({ individualChatEnabled: false })
      .where(eq(organisations.organisationID, s.firm.organisationID));
    const off = await tagged();
    expect(off.rows).toEqual([]);
    expect(off.total).toMatchObject({ totalCount: 0 });
  });

  it("broadcasts to the individuals' chats, with the spec's validation texts", async () => {
    const s = await scene();
    const headers = await authHeaders(ctx, s.admin);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/Conversations/Broadcast/',
      headers,
      payload: { matterID: s.matter.matterID, message: '', individuals: false, charities: false },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      message: [BROADCAST_TEXTS.emptyMessage],
      groups: [BROADCAST_TEXTS.noGroup],
    });
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/Conversations/Broadcast/',
      headers,
      payload: {
        matterID: s.matter.matterID,
        message: 'The grant has been issued.',
        individuals: true,
        charities: false,
      },
    });
    expect(ok.json()).toEqual({
      conversationIDs: [s.conversationID],
      reached: { individuals: 1, charities: 0 },
    });
    const chat = await ctx.app.inject({
      url: `/api/Conversations/${s.conversationID}`,
      headers: await authHeaders(ctx, s.client),
    });
    expect(chat.json().messages.map((m: { message: string }) => m.message)).toEqual([
      'The grant has been issued.',
    ]);
    const byClient = await ctx.app.inject({
      method: 'POST',
      url: '/api/Conversations/Broadcast/',
      headers: await authHeaders(ctx, s.client),
      payload: { matterID: s.matter.matterID, message: 'x', individuals: true },
    });
    expect(byClient.statusCode).toBe(403);
  });
});
