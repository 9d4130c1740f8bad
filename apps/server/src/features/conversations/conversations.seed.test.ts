import { LEGACY_CHAT_TEXTS } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { legacies, matters, users } from '../../db/schema/index.js';
import { SEED_ORG_IDS } from '../../db/seed-data.js';
import { seedDemo } from '../../db/seed.js';
import { type TestContext, authHeaders, buildTestApp } from '../../../test/helpers.js';

// Like seed-matters.test.ts: the demo seed needs a database of its own (PGlite only).
describe.skipIf(!!inject('pgSchema'))('seedLegacyChats', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  const userByEmail = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.emailAddress, email)))[0]!;

  it("gives Brightwater's legacy on HF/EST/2026/014 its demo chats; the firm sees the charities' chat disabled", async () => {
    const [matter] = await ctx.database.db
      .select()
      .from(matters)
      .where(eq(matters.reference, 'HF/EST/2026/014'));
    const [legacy] = await ctx.database.db
      .select()
      .from(legacies)
      .where(
        and(eq(legacies.matterID, matter!.matterID), eq(legacies.organisationID, SEED_ORG_IDS.brightwater)),
      );
    const beth = await authHeaders(ctx, await userByEmail('charity@brightwater.test'));
    const chats = (
      await ctx.app.inject({ url: `/api/Conversations/Legacy/${legacy!.legacyID}`, headers: beth })
    ).json();
    expect(chats.map((c: { description: string }) => c.description)).toEqual([
      'Chat with Harbour & Finch LLP',
      LEGACY_CHAT_TEXTS.charityChatDescription,
    ]);
    const legacyChat = await ctx.app.inject({
      url: `/api/Conversations/${chats[0].conversationID}`,
      headers: beth,
    });
    expect(legacyChat.json().messages).toHaveLength(3);
    const clara = await authHeaders(ctx, await userByEmail('charity@cedarhospice.test'));
    const group = await ctx.app.inject({
      url: `/api/Conversations/${chats[1].conversationID}`,
      headers: clara,
    });
    expect(group.json().messages).toHaveLength(2);
    const priya = await authHeaders(ctx, await userByEmail('executive@harbourfinch.test'));
    const firm = (
      await ctx.app.inject({ url: `/api/Conversations/Legacy/${legacy!.legacyID}`, headers: priya })
    ).json();
    expect(firm[1].disabled).toBe(LEGACY_CHAT_TEXTS.charityChatPrivate);
  });
});
