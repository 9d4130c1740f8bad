import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { type SecondInstance, connectHub, startSecondInstance } from '../../test/two-instances.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../test/helpers.js';
import { PDF_BYTES, buildDocumentsScene, dataUrl } from '../features/documents/documents.factories.js';
import { organisations } from '../db/schema/index.js';
import { buildLegacyChatScene } from '../features/conversations/conversations.factories.js';
import { ACTIVITY_NAMESPACE, CHAT_NAMESPACE } from './index.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Two API instances on one database, joined by the Redis adapter. */
describe('realtime hubs across two instances', () => {
  let ctx: TestContext;
  let second: SecondInstance;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp({ REDIS_URL });
    second = await startSecondInstance(ctx, { REDIS_URL });
    urlA = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    urlB = second.url;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await second.close();
    await ctx.close();
  });

  const connect = (base: string, namespace: string, token: string, extraHeaders?: Record<string, string>) =>
    connectHub(sockets, base, namespace, token, extraHeaders);

  const tokenOf = async (user: { userID: string }) => (await authHeaders(ctx, user)).authorization.slice(7);
  const join = (socket: Socket, id: string) =>
    socket.timeout(5000).emitWithAck('JoinGroup', id) as Promise<boolean>;
  const next = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

  it('delivers a message saved through one instance to a client of the other; refuses a stranger', async () => {
    const s = await buildDocumentsScene(ctx);
    const admin = await authHeaders(ctx, s.admin);
    const chat = await fetch(
      `${urlA}/api/Conversations/Individual/${s.matter.matterID}/${s.individual.individualID}`,
      { headers: admin },
    );
    const { conversationID } = (await chat.json()) as { conversationID: string };

    const client = await connect(urlB, CHAT_NAMESPACE, await tokenOf(s.client));
    expect(await join(client, conversationID)).toBe(true);
    const stranger = await connect(
      urlB,
      CHAT_NAMESPACE,
      await tokenOf(await buildUser(ctx.database, { roles: ['Matter Admin'] })),
    );
    expect(await join(stranger, conversationID)).toBe(false);
    let strangerGot = false;
    stranger.on('MessageReceived', () => {
      strangerGot = true;
    });

    const received = next<{ conversationID: string; conversationMessageID: string }>(
      client,
      'MessageReceived',
    );
    const sent = await fetch(`${urlA}/api/Conversations/${conversationID}`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hello from A' }),
    });
    expect(sent.status).toBe(201);
    const event = await received;
    expect(event.conversationID).toBe(conversationID);
    // Saved first: the client catches up over HTTP.
    const view = (await (
      await fetch(`${urlB}/api/Conversations/${conversationID}`, {
        headers: await authHeaders(ctx, s.client),
      })
    ).json()) as {
      messages: { conversationMessageID: string; message: string }[];
    };
    expect(view.messages.map((m) => [m.conversationMessageID, m.message])).toEqual([
      [event.conversationMessageID, 'Hello from A'],
    ]);
    expect(strangerGot).toBe(false);
  });

  it("refuses JoinGroup of an individual's chat while its firm has individual chat off", async () => {
    const s = await buildDocumentsScene(ctx);
    const chat = await fetch(
      `${urlA}/api/Conversations/Individual/${s.matter.matterID}/${s.individual.individualID}`,
      { headers: await authHeaders(ctx, s.admin) },
    );
    const { conversationID } = (await chat.json()) as { conversationID: string };
    const setChat = (on: boolean) =>
      ctx.database.db
        .update(organisations)
        .set({ individualChatEnabled: on })
        .where(eq(organisations.organisationID, s.firm.organisationID));
    await setChat(false);
    const client = await connect(urlA, CHAT_NAMESPACE, await tokenOf(s.client));
    const firm = await connect(urlA, CHAT_NAMESPACE, await tokenOf(s.admin));
    expect(await join(client, conversationID)).toBe(false);
    expect(await join(firm, conversationID)).toBe(false);
    await setChat(true);
    expect(await join(client, conversationID)).toBe(true);
  });

  it('authorises JoinGroup of the legacy chats like their HTTP calls (spec 03 §1)', async () => {
    const s = await buildLegacyChatScene(ctx);
    const res = await fetch(`${urlA}/api/Conversations/Legacy/${s.onA.legacy.legacyID}`, {
      headers: await authHeaders(ctx, s.a1),
    });
    const [legacyChat, charityChat] = (await res.json()) as { conversationID: string }[];
    const a1 = await connect(urlB, CHAT_NAMESPACE, await tokenOf(s.a1));
    const admin = await connect(urlB, CHAT_NAMESPACE, await tokenOf(s.admin));
    const b1 = await connect(urlB, CHAT_NAMESPACE, await tokenOf(s.b1));
    const otherFirm = await connect(
      urlB,
      CHAT_NAMESPACE,
      await tokenOf(await buildUser(ctx.database, { roles: ['Matter Admin'] })),
    );
    const otherCharity = await connect(
      urlB,
      CHAT_NAMESPACE,
      await tokenOf(await buildUser(ctx.database, { roles: ['Charity'] })),
    );
    expect(await join(a1, legacyChat!.conversationID)).toBe(true);
    expect(await join(admin, legacyChat!.conversationID)).toBe(true);
    expect(await join(b1, legacyChat!.conversationID)).toBe(false);
    expect(await join(otherFirm, legacyChat!.conversationID)).toBe(false);
    expect(await join(otherCharity, legacyChat!.conversationID)).toBe(false);
    expect(await join(a1, charityChat!.conversationID)).toBe(true);
    expect(await join(b1, charityChat!.conversationID)).toBe(true);
    // The firm sees the charities' chat only as disabled: no live updates either.
    expect(await join(admin, charityChat!.conversationID)).toBe(false);
    expect(await join(otherCharity, charityChat!.conversationID)).toBe(false);

    const received = next<{ conversationID: string }>(b1, 'MessageReceived');
    const sent = await fetch(`${urlA}/api/Conversations/${charityChat!.conversationID}`, {
      method: 'POST',
      headers: { ...(await authHeaders(ctx, s.a1)), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hello charities' }),
    });
    expect(sent.status).toBe(201);
    expect((await received).conversationID).toBe(charityChat!.conversationID);
  });

  it('sends activityReceived to the organisation across instances', async () => {
    const s = await buildDocumentsScene(ctx);
    const colleague = await connect(urlB, ACTIVITY_NAMESPACE, await tokenOf(s.colleague));
    const received = next<{ activityType: string; action: string; object: string }>(
      colleague,
      'activityReceived',
    );
    const res = await fetch(`${urlA}/api/Document/`, {
      method: 'POST',
      headers: { ...(await authHeaders(ctx, s.admin)), 'content-type': 'application/json' },
      body: JSON.stringify([{ name: 'Will.pdf', content: dataUrl(PDF_BYTES), itemID: s.matter.matterID }]),
    });
    expect(res.status).toBe(201);
    expect(await received).toMatchObject({ activityType: 'document', action: 'added', object: 'Will.pdf' });
  });

  it('refuses a handshake without a valid token or from another origin', async () => {
    const s = await buildDocumentsScene(ctx);
    await expect(connect(urlA, CHAT_NAMESPACE, 'not-a-token')).rejects.toThrow();
    await expect(
      connect(urlA, CHAT_NAMESPACE, await tokenOf(s.admin), { origin: 'http://evil.example' }),
    ).rejects.toThrow();
  });
});
