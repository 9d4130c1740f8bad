import { BROADCAST_TEXTS, canBroadcast } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../db/schema/index.js';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { buildDocumentsScene } from '../documents/documents.factories.js';
import { buildMatter } from '../matters/matter.factories.js';

/** Issue 14: who may broadcast is one rule (canBroadcast) for the button and the server. */
describe('broadcast rights and reach', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const post = async (user: { userID: string }, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Conversations/Broadcast/',
      headers: await authHeaders(ctx, user),
      payload,
    });

  it('refuses a firm user who is not on the team (403) and sends nothing, as the button rule says', async () => {
    const s = await buildDocumentsScene(ctx);
    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: s.firm });
    const matter = await ctx.app.inject({
      url: `/api/Matters/${s.matter.matterID}`,
      headers: await authHeaders(ctx, outsider),
    });
    // They read the matter (the firm's roles read every matter of the firm)…
    expect(matter.statusCode).toBe(200);
    const teamUserIDs = matter.json().team.map((m: { userID: string }) => m.userID);
    const rule = (user: typeof outsider) =>
      canBroadcast(
        { userID: user.userID, roles: user.roles as never, organisationIDs: [s.firm.organisationID] },
        { organisationID: s.firm.organisationID, teamUserIDs },
      );
    // …but the shared rule hides the button from them and the server refuses them alike.
    expect(rule(outsider)).toBe(false);
    expect(rule(s.admin)).toBe(true);
    for (const groups of [{ individuals: true }, { charities: true }]) {
      const res = await post(outsider, { matterID: s.matter.matterID, message: 'Hello', ...groups });
      expect(res.statusCode).toBe(403);
    }
    const written = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.userID, outsider.userID));
    expect(written).toEqual([]);
    // Another firm's user still gets 404.
    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect(
      (await post(stranger, { matterID: s.matter.matterID, message: 'x', individuals: true })).statusCode,
    ).toBe(404);
  });

  it('says how many were reached: none when nobody is registered and no charity is on Probity', async () => {
    const s = await buildDocumentsScene(ctx);
    const empty = await buildMatter(ctx.database, {
      organisationID: s.firm.organisationID,
      owner: s.admin.userID,
    });
    const res = await post(s.admin, {
      matterID: empty.matterID,
      message: 'Anyone?',
      individuals: true,
      charities: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ conversationIDs: [], reached: { individuals: 0, charities: 0 } });
    expect(BROADCAST_TEXTS.result(res.json().reached, { individuals: true, charities: true })).toBe(
      'There was nobody to send the message to: no individual of this matter has registered and no charity of this matter is on Probity.',
    );
  });
});
