import { LEGACY_CHAT_TEXTS, UPLOAD_TEXTS } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, mailOutbox } from '../../db/schema/index.js';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { PNG_BYTES, dataUrl } from '../documents/documents.factories.js';
import { buildCharityOnlyLegacy, buildLegacyChatScene } from './conversations.factories.js';

type Chat = {
  conversationID: string;
  conversationType: string;
  title: string;
  description: string;
  disabled: string | null;
  chatUsers: { userID: string }[];
  messages: unknown[];
  charities: { organisationID: string; name: string }[];
  firm: { name: string; address1: string | null } | null;
  legacyID: string | null;
  matterID: string | null;
};

describe('legacy chats (spec 03 §1, §2.17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const list = async (user: { userID: string }, legacyID: string) =>
    ctx.app.inject({ url: `/api/Conversations/Legacy/${legacyID}`, headers: await authHeaders(ctx, user) });

  async function scene() {
    const s = await buildLegacyChatScene(ctx);
    const res = await list(s.a1, s.onA.legacy.legacyID);
    expect(res.statusCode).toBe(200);
    const [legacyChat, charityChat] = res.json() as Chat[];
    return { ...s, legacyChatID: legacyChat!.conversationID, charityChatID: charityChat!.conversationID };
  }

  const send = async (user: { userID: string }, conversationID: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/Conversations/${conversationID}`,
      headers: await authHeaders(ctx, user),
      payload: body,
    });

  const ids = (users: { userID: string }[]) => users.map((u) => u.userID).sort();

  it('lists the legacy chat and the charities chat with their users, titles and descriptions per role', async () => {
    const s = await buildLegacyChatScene(ctx);
    const forCharity = (await list(s.a1, s.onA.legacy.legacyID)).json() as Chat[];
    expect(forCharity.map((c) => [c.conversationType, c.title])).toEqual([
      ['legacy', LEGACY_CHAT_TEXTS.legacyChatTitle],
      ['charity', LEGACY_CHAT_TEXTS.charityChatTitle],
    ]);
    const [legacyChat, charityChat] = forCharity as [Chat, Chat];
    expect(legacyChat).toMatchObject({
      legacyID: s.onA.legacy.legacyID,
      matterID: s.matter.matterID,
      description: `Chat with ${s.firm.name}`,
      disabled: null,
      messages: [],
      firm: { name: s.firm.name, address1: s.firm.address1 },
    });
    expect(ids(legacyChat.chatUsers)).toEqual(ids([s.admin, s.colleague, s.a1, s.a2]));
    expect(charityChat).toMatchObject({
      legacyID: null,
      matterID: s.matter.matterID,
      description: LEGACY_CHAT_TEXTS.charityChatDescription,
      disabled: null,
    });
    expect(ids(charityChat.chatUsers)).toEqual(ids([s.a1, s.a2, s.b1]));
    expect(charityChat.charities.map((c) => c.organisationID).sort()).toEqual(
      [s.charityA.organisationID, s.charityB.organisationID].sort(),
    );

    // The firm: "Chat with" the charity name; the charities chat disabled, without users.
    const forFirm = (await list(s.admin, s.onA.legacy.legacyID)).json() as [Chat, Chat];
    expect(forFirm[0]).toMatchObject({
      conversationID: legacyChat.conversationID,
      description: 'Chat with ALPHA TRUST',
      disabled: null,
    });
    expect(forFirm[1]).toMatchObject({
      conversationID: charityChat.conversationID,
      disabled: LEGACY_CHAT_TEXTS.charityChatPrivate,
      chatUsers: [],
      messages: [],
      charities: [],
    });

    // Charity B reaches the same charities chat through its own legacy, and its own legacy chat.
    const forB = (await list(s.b1, s.onB.legacy.legacyID)).json() as [Chat, Chat];
    expect(forB[1].conversationID).toBe(charityChat.conversationID);
    expect(forB[0].conversationID).not.toBe(legacyChat.conversationID);
    expect(ids(forB[0].chatUsers)).toEqual(ids([s.admin, s.colleague, s.b1]));

    // Created once: asking again (even at the same time) gives the same chats.
    const again = await Promise.all([list(s.a2, s.onA.legacy.legacyID), list(s.b1, s.onB.legacy.legacyID)]);
    expect(again.map((r) => r.json()[1].conversationID)).toEqual([
      charityChat.conversationID,
      charityChat.conversationID,
    ]);
    const rows = await ctx.database.db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.matterID, s.matter.matterID), eq(conversations.conversationType, 'charity')),
      );
    expect(rows).toHaveLength(1);
  });

  it('has no chats for a legacy without a firm matter or without a charity organisation', async () => {
    const s = await buildLegacyChatScene(ctx);
    const own = await buildCharityOnlyLegacy(ctx.database, s.charityA.organisationID);
    const res = await list(s.a1, own.legacyID);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const offPlatform = await list(s.admin, s.offPlatform.legacy.legacyID);
    expect(offPlatform.statusCode).toBe(200);
    expect(offPlatform.json()).toEqual([]);
    // …and it still answers 404 to those who may not see the legacy.
    expect((await list(s.b1, own.legacyID)).statusCode).toBe(404);
    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await list(stranger, s.offPlatform.legacy.legacyID)).statusCode).toBe(404);
  });

  it('refuses another firm, another charity (even one on the matter) on the legacy chat: 404 for every call', async () => {
    const s = await scene();
    const sent = await send(s.a1, s.legacyChatID, {
      message: 'Private to the firm',
      documents: [{ name: 'photo.png', mimeType: 'image/png', content: dataUrl(PNG_BYTES) }],
    });
    expect(sent.statusCode).toBe(201);
    const [message] = sent.json().messages;
    const otherFirm = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const otherCharity = await buildUser(ctx.database, { roles: ['Charity'] });
    const calls = [
      { method: 'GET' as const, url: `/api/Conversations/Legacy/${s.onA.legacy.legacyID}` },
      { method: 'GET' as const, url: `/api/Conversations/${s.legacyChatID}?willDisplay=true` },
      { method: 'POST' as const, url: `/api/Conversations/${s.legacyChatID}`, payload: { message: 'hi' } },
      { method: 'PUT' as const, url: `/api/Conversations/Pin/${message.conversationMessageID}` },
      { method: 'DELETE' as const, url: `/api/Conversations/Delete/${message.conversationMessageID}` },
      { method: 'POST' as const, url: `/api/Conversations/Mute/${s.legacyChatID}` },
      { method: 'DELETE' as const, url: `/api/Conversations/Unmute/${s.legacyChatID}` },
      { method: 'GET' as const, url: `/api/Document/${message.documents[0].documentID}` },
    ];
    for (const user of [otherFirm, otherCharity, s.b1]) {
      const headers = await authHeaders(ctx, user);
      for (const call of calls) {
        const res = await ctx.app.inject({ ...call, headers });
        expect(res.statusCode, `${user.roles[0]} ${call.method} ${call.url}`).toBe(404);
      }
    }
    // The firm's team reads it, downloads the attachment and pins; only the author deletes.
    const admin = await authHeaders(ctx, s.admin);
    const view = await ctx.app.inject({ url: `/api/Conversations/${s.legacyChatID}`, headers: admin });
    expect(view.json().messages.map((m: { message: string }) => m.message)).toEqual(['Private to the firm']);
    const file = await ctx.app.inject({
      url: `/api/Document/${message.documents[0].documentID}`,
      headers: admin,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    const pin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Conversations/Pin/${message.conversationMessageID}`,
      headers: admin,
    });
    expect(pin.json()).toEqual({ pinned: true });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Conversations/Delete/${message.conversationMessageID}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(403);
  });

  it('shows the firm the charities chat only as disabled: no users, no messages, 403 for every call', async () => {
    const s = await scene();
    const sent = await send(s.a1, s.charityChatID, {
      message: 'Between charities',
      documents: [{ name: 'photo.png', mimeType: 'image/png', content: dataUrl(PNG_BYTES) }],
    });
    expect(sent.statusCode).toBe(201);
    const [message] = sent.json().messages;
    // Charity B reads it.
    const forB = await ctx.app.inject({
      url: `/api/Conversations/${s.charityChatID}?willDisplay=true`,
      headers: await authHeaders(ctx, s.b1),
    });
    expect(forB.json().messages.map((m: { message: string }) => m.message)).toEqual(['Between charities']);

    for (const user of [s.admin, s.colleague]) {
      const headers = await authHeaders(ctx, user);
      const view = await ctx.app.inject({
        url: `/api/Conversations/${s.charityChatID}?willDisplay=true`,
        headers,
      });
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({
        disabled: LEGACY_CHAT_TEXTS.charityChatPrivate,
        messages: [],
        chatUsers: [],
      });
      expect(JSON.stringify(view.json())).not.toContain('Between charities');
      const calls = [
        { method: 'POST' as const, url: `/api/Conversations/${s.charityChatID}`, payload: { message: 'hi' } },
        { method: 'PUT' as const, url: `/api/Conversations/Pin/${message.conversationMessageID}` },
        { method: 'DELETE' as const, url: `/api/Conversations/Delete/${message.conversationMessageID}` },
        { method: 'POST' as const, url: `/api/Conversations/Mute/${s.charityChatID}` },
        { method: 'DELETE' as const, url: `/api/Conversations/Unmute/${s.charityChatID}` },
        { method: 'GET' as const, url: `/api/Document/${message.documents[0].documentID}` },
      ];
      for (const call of calls) {
        const res = await ctx.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().detail).toBe(LEGACY_CHAT_TEXTS.charityChatPrivate);
      }
    }
    // Another firm and another charity: 404, not the disabled answer.
    for (const roles of [['Matter Admin'], ['Charity']] as const) {
      const stranger = await buildUser(ctx.database, { roles: [...roles] });
      const res = await ctx.app.inject({
        url: `/api/Conversations/${s.charityChatID}`,
        headers: await authHeaders(ctx, stranger),
      });
      expect(res.statusCode).toBe(404);
    }
    // Still only charity A's message: nothing the firm tried was written.
    const after = await ctx.app.inject({
      url: `/api/Conversations/${s.charityChatID}`,
      headers: await authHeaders(ctx, s.a2),
    });
    expect(after.json().messages).toHaveLength(1);
  });

  it('mentions: only chat users; e-mail and TaggedMessages links per role (spec 01 §6)', async () => {
    const s = await scene();
    const bad = await send(s.a1, s.charityChatID, {
      message: '@Test hello',
      taggedUsers: [{ taggedUser: s.admin.userID }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ taggedUsers: [UPLOAD_TEXTS.taggedNotInChat] });
    const notInLegacyChat = await send(s.a1, s.legacyChatID, {
      message: 'hi',
      taggedUsers: [{ taggedUser: s.b1.userID }],
    });
    expect(notInLegacyChat.statusCode).toBe(400);

    const inLegacy = await send(s.a1, s.legacyChatID, {
      message: '@Test please look',
      taggedUsers: [{ taggedUser: s.admin.userID }, { taggedUser: s.a2.userID }],
    });
    expect(inLegacy.statusCode).toBe(201);
    const legacyMessageID = inLegacy.json().messages[0].conversationMessageID as string;
    const inCharity = await send(s.a1, s.charityChatID, {
      message: '@Test for charity B',
      taggedUsers: [{ taggedUser: s.b1.userID }],
    });
    const charityMessageID = inCharity.json().messages[0].conversationMessageID as string;

    const firmLink = `/secure/matters/${s.matter.matterID}/organisations?openCharityID=${s.onA.matterCharity.matterCharityID}&openCharityChat=true&chatMessageFocus=${legacyMessageID}`;
    const charityLink = `/secure/charity-legacies/${s.onA.legacy.legacyID}?chatOpen=true&chatMessageFocus=${legacyMessageID}`;
    const bLink = `/secure/charity-legacies/${s.onB.legacy.legacyID}?chatOpen=true&chatMessageFocus=${charityMessageID}`;

    const tagged = async (user: { userID: string }) =>
      (
        await ctx.app.inject({
          url: '/api/Conversations/TaggedMessages',
          headers: await authHeaders(ctx, user),
        })
      ).json();
    expect(await tagged(s.admin)).toMatchObject([
      {
        conversationType: 'legacy',
        conversationMessageID: legacyMessageID,
        legacyID: s.onA.legacy.legacyID,
        matterCharityID: s.onA.matterCharity.matterCharityID,
        matterID: s.matter.matterID,
        link: firmLink,
      },
    ]);
    expect(await tagged(s.a2)).toMatchObject([{ legacyID: s.onA.legacy.legacyID, link: charityLink }]);
    expect(await tagged(s.b1)).toMatchObject([
      { conversationType: 'charity', legacyID: s.onB.legacy.legacyID, matterCharityID: null, link: bLink },
    ]);

    const mailTo = async (user: { emailAddress: string }) =>
      ctx.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.trigger, 'Mention'), eq(mailOutbox.toAddress, user.emailAddress)));
    const [adminMail] = await mailTo(s.admin);
    expect(adminMail!.html).toContain(firmLink.replaceAll('&', '&amp;'));
    const [a2Mail] = await mailTo(s.a2);
    expect(a2Mail!.html).toContain(charityLink.replaceAll('&', '&amp;'));
    const [bMail] = await mailTo(s.b1);
    expect(bMail!.html).toContain(bLink.replaceAll('&', '&amp;'));
    expect(bMail!.subject).toContain(`legacy ${s.matter.reference}`);

    // Reading the chat reads the mention.
    await ctx.app.inject({
      url: `/api/Conversations/${s.charityChatID}?willDisplay=true`,
      headers: await authHeaders(ctx, s.b1),
    });
    expect((await tagged(s.b1))[0].hasRead).toBe(true);
  });

  it('broadcasts to charities: the message lands in the legacy chat of each charity on Probity', async () => {
    const s = await buildLegacyChatScene(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Conversations/Broadcast/',
      headers: await authHeaders(ctx, s.admin),
      payload: {
        matterID: s.matter.matterID,
        message: 'Probate granted.',
        individuals: false,
        charities: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const written = res.json().conversationIDs as string[];
    expect(written).toHaveLength(2);
    for (const [user, legacyID] of [
      [s.a1, s.onA.legacy.legacyID],
      [s.b1, s.onB.legacy.legacyID],
    ] as const) {
      const [legacyChat, charityChat] = (await list(user, legacyID)).json() as Chat[];
      expect(written).toContain(legacyChat!.conversationID);
      expect(legacyChat).toMatchObject({ hasNewMessages: true });
      const view = await ctx.app.inject({
        url: `/api/Conversations/${legacyChat!.conversationID}`,
        headers: await authHeaders(ctx, user),
      });
      expect(view.json().messages).toMatchObject([
        { message: 'Probate granted.', user: { userID: s.admin.userID } },
      ]);
      // Never in the charities' own chat.
      const group = await ctx.app.inject({
        url: `/api/Conversations/${charityChat!.conversationID}`,
        headers: await authHeaders(ctx, user),
      });
      expect(group.json().messages).toEqual([]);
    }
    // The firm's matter summary counts only the individuals' chats.
    const matter = await ctx.app.inject({
      url: `/api/Matters/${s.matter.matterID}`,
      headers: await authHeaders(ctx, s.colleague),
    });
    expect(matter.json().summary.unreadMessages).toBe(0);
  });
});
