import { ESTATE_REGISTER_TEXTS } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { activityEntries, auditEvents, estateItems } from '../../db/schema/index.js';
import { ACCOUNT, FUNERAL, HOUSE, buildEstateScene } from './estate-register.factories.js';

describe('the estate register: assets and liabilities (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const itemsUrl = (matterID: string) => `/api/Matters/${matterID}/Estate/Items`;
  const itemUrl = (matterID: string, itemID: string) => `${itemsUrl(matterID)}/${itemID}`;

  it('adds, lists with totals and gain or loss, changes and deletes items', async () => {
    const s = await buildEstateScene(ctx);
    const url = itemsUrl(s.matter.matterID);
    const house = await callAs(ctx, s.feeEarner, 'POST', url, HOUSE);
    expect(house.statusCode).toBe(201);
    // Half of £400,000 is £200,000; sold for £210,000: a gain of £10,000.
    expect(house.json()).toMatchObject({
      kind: 'asset',
      category: 'property',
      reference: 'Title AV123456',
      valueAtDeath: 40_000_000,
      sharePercent: 50,
      shareValue: 20_000_000,
      realisedAmount: 21_000_000,
      realisedOn: '2026-03-02',
      gainOrLoss: 1_000_000,
      createdBy: s.feeEarner.userID,
    });
    const account = (await callAs(ctx, s.admin, 'POST', url, ACCOUNT)).json();
    expect(account).toMatchObject({ sharePercent: 100, shareValue: 1_234_567, gainOrLoss: null });
    expect((await callAs(ctx, s.admin, 'POST', url, FUNERAL)).statusCode).toBe(201);

    const list = await callAs(ctx, s.feeEarner, 'GET', url);
    expect(list.statusCode).toBe(200);
    const { items, totals } = list.json();
    expect(items.map((i: { category: string }) => i.category)).toEqual([
      'bankAccounts',
      'property',
      'funeral',
    ]);
    expect(totals).toMatchObject({
      grossAssets: 21_234_567,
      liabilities: 450_000,
      netEstate: 20_784_567,
      probateNetEstate: 20_784_567,
      realisedAssets: 21_000_000,
      gainOrLoss: 1_000_000,
    });
    expect(
      totals.categories.map((c: { category: string; shareValue: number }) => [c.category, c.shareValue]),
    ).toEqual([
      ['property', 20_000_000],
      ['bankAccounts', 1_234_567],
      ['funeral', 450_000],
    ]);

    // Realised below its value: a loss; taken out of the probate estate, it leaves the probate totals.
    const changed = await callAs(ctx, s.admin, 'PUT', itemUrl(s.matter.matterID, account.estateItemID), {
      ...ACCOUNT,
      realisedAmount: 1_200_000,
      realisedOn: '2026-02-01',
      inEstateForProbate: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ gainOrLoss: -34_567, updatedBy: s.admin.userID });
    const after = (await callAs(ctx, s.admin, 'GET', url)).json().totals;
    expect(after).toMatchObject({
      grossAssets: 21_234_567,
      probateGrossAssets: 20_000_000,
      gainOrLoss: 965_433,
    });

    const removed = await callAs(ctx, s.admin, 'DELETE', itemUrl(s.matter.matterID, account.estateItemID));
    expect(removed.statusCode).toBe(204);
    expect((await callAs(ctx, s.admin, 'GET', url)).json().totals.grossAssets).toBe(20_000_000);
    expect(
      (await callAs(ctx, s.admin, 'DELETE', itemUrl(s.matter.matterID, account.estateItemID))).statusCode,
    ).toBe(404);
  });

  it('keeps the reference encrypted, audits its reading and every change, with a firm-only entry without figures', async () => {
    const s = await buildEstateScene(ctx);
    const url = itemsUrl(s.matter.matterID);
    const item = (await callAs(ctx, s.admin, 'POST', url, ACCOUNT)).json();
    const [row] = await ctx.database.db
      .select()
      .from(estateItems)
      .where(eq(estateItems.estateItemID, item.estateItemID));
    expect(row!.reference!.startsWith('v1:')).toBe(true);
    expect(row!.reference).not.toContain('12345678');
    await callAs(ctx, s.admin, 'PUT', itemUrl(s.matter.matterID, item.estateItemID), {
      ...ACCOUNT,
      valueAtDeath: 5,
    });
    expect((await callAs(ctx, s.feeEarner, 'GET', url)).statusCode).toBe(200);

    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organisationID, s.firm.organisationID));
    const byAction = (action: string) => audits.filter((a) => a.action === action);
    expect(byAction('estateItem.created')).toHaveLength(1);
    expect(byAction('estateItem.created')[0]).toMatchObject({
      actorUserID: s.admin.userID,
      objectID: item.estateItemID,
    });
    expect(byAction('estateItem.created')[0]!.details).toMatchObject({
      valueAtDeath: 1_234_567,
      hasReference: true,
    });
    expect(byAction('estateItem.updated')[0]!.details).toMatchObject({ valueAtDeath: 5 });
    const [read] = byAction('estateItem.references_viewed');
    expect(read).toMatchObject({ actorUserID: s.feeEarner.userID, objectID: s.matter.matterID });
    expect(read!.details).toEqual({ estateItemIDs: [item.estateItemID] });
    expect(JSON.stringify(audits.map((a) => a.details))).not.toContain('12345678');

    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(
        and(eq(activityEntries.matterID, s.matter.matterID), eq(activityEntries.activityType, 'estate')),
      );
    expect(entries.map((e) => [e.action, e.object, e.text]).sort()).toEqual([
      ['added', 'an asset', null],
      ['changed', 'an asset', null],
    ]);
    // The firm filters the matter's activity by them; the client's view never shows them.
    const firmTab = await callAs(
      ctx,
      s.admin,
      'GET',
      `/api/Matters/${s.matter.matterID}/Activity?FilterType=activityType&Filter=estate`,
    );
    expect(
      firmTab
        .json()
        .map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['added', 'changed']);
    const clientTab = await callAs(ctx, s.client, 'GET', `/api/Matters/${s.matter.matterID}/Activity`);
    expect(clientTab.statusCode).toBe(200);
    expect(clientTab.json().map((e: { activityType: string }) => e.activityType)).not.toContain('estate');
  });

  it('answers 404 to the client, a charity, another firm and a platform administrator, and on a matter of another type', async () => {
    const s = await buildEstateScene(ctx);
    const item = (await callAs(ctx, s.admin, 'POST', itemsUrl(s.matter.matterID), ACCOUNT)).json();
    const txUrl = `/api/Matters/${s.matter.matterID}/Estate/Transactions`;
    const calls = (matterID: string, itemID: string) =>
      [
        ['GET', itemsUrl(matterID), undefined],
        ['POST', itemsUrl(matterID), ACCOUNT],
        ['PUT', itemUrl(matterID, itemID), ACCOUNT],
        ['DELETE', itemUrl(matterID, itemID), undefined],
        ['GET', `/api/Matters/${matterID}/Estate/Transactions`, undefined],
      ] as const;
    for (const user of [s.client, s.charityUser, s.otherAdmin, s.platformAdmin]) {
      for (const [method, url, body] of calls(s.matter.matterID, item.estateItemID)) {
        expect((await callAs(ctx, user, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      }
      const post = await callAs(ctx, user, 'POST', txUrl, {
        direction: 'receipt',
        kind: 'interest',
        date: '2026-02-01',
        amount: 100,
        description: 'Interest',
      });
      expect(post.statusCode).toBe(404);
    }
    // A Will matter has no estate, even for its own firm.
    for (const [method, url, body] of calls(s.willMatter.matterID, item.estateItemID)) {
      expect((await callAs(ctx, s.admin, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // An item reached through another estate of the firm is not found there.
    const other = await buildEstateScene(ctx);
    const foreign = await callAs(
      ctx,
      other.admin,
      'PUT',
      itemUrl(other.matter.matterID, item.estateItemID),
      ACCOUNT,
    );
    expect(foreign.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(estateItems)
      .where(eq(estateItems.estateItemID, item.estateItemID));
    expect(row).toMatchObject({ valueAtDeath: ACCOUNT.valueAtDeath, updatedAt: null });
  });

  it('refuses bad input naming each field, and writes nothing', async () => {
    const s = await buildEstateScene(ctx);
    const url = itemsUrl(s.matter.matterID);
    const post = (body: unknown) => callAs(ctx, s.admin, 'POST', url, body);
    const errorsOf = async (body: unknown) => {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      return res.json().errors as Record<string, string[]>;
    };
    expect(
      await errorsOf({
        ...HOUSE,
        valueAtDeath: -1,
        sharePercent: 100.5,
        realisedAmount: 1_000_000_000_001,
      }),
    ).toEqual({
      valueAtDeath: [ESTATE_REGISTER_TEXTS.negative],
      sharePercent: [ESTATE_REGISTER_TEXTS.shareRange],
      realisedAmount: [ESTATE_REGISTER_TEXTS.tooLarge],
    });
    expect(
      await errorsOf({
        kind: 'gift',
        category: 'yacht',
        description: 42,
        valueAtDeath: '100',
        sharePercent: '50',
        passesBySurvivorship: 'yes',
        realisedOn: '2026-02-30',
      }),
    ).toEqual(
      expect.objectContaining({
        kind: [ESTATE_REGISTER_TEXTS.chooseKind],
        category: [ESTATE_REGISTER_TEXTS.chooseCategory],
        description: expect.any(Array),
        valueAtDeath: [ESTATE_REGISTER_TEXTS.notPoundsAndPence],
        sharePercent: [ESTATE_REGISTER_TEXTS.shareRange],
        passesBySurvivorship: [ESTATE_REGISTER_TEXTS.yesOrNo],
        realisedOn: expect.any(Array),
      }),
    );
    expect(await errorsOf({ ...ACCOUNT, valueAtDeath: 10.5, sharePercent: 33.333 })).toEqual({
      valueAtDeath: [ESTATE_REGISTER_TEXTS.notPoundsAndPence],
      sharePercent: [ESTATE_REGISTER_TEXTS.shareDecimals],
    });
    expect(await errorsOf({ ...ACCOUNT, kind: 'liability' })).toEqual({
      category: [ESTATE_REGISTER_TEXTS.categoryOfOtherKind],
    });
    expect(await errorsOf({ ...ACCOUNT, realisedAmount: 100 })).toEqual({
      realisedOn: [ESTATE_REGISTER_TEXTS.realisationBoth],
    });
    expect(await errorsOf({ ...HOUSE, realisedOn: '2026-01-09' })).toEqual({
      realisedOn: [ESTATE_REGISTER_TEXTS.beforeDeath],
    });
    expect(await errorsOf({ ...HOUSE, realisedOn: '2999-01-01' })).toEqual({
      realisedOn: [ESTATE_REGISTER_TEXTS.inFuture],
    });
    expect(Object.keys(await errorsOf({ ...ACCOUNT, description: 'a\u0000b' }))).toEqual(['description']);
    expect(
      Object.keys(await errorsOf({ ...ACCOUNT, reference: 'x'.repeat(201), description: '  ' })).sort(),
    ).toEqual(['description', 'reference']);
    expect(Object.keys(await errorsOf({ ...ACCOUNT, valueAtDeath: 1e300 }))).toEqual(['valueAtDeath']);
    expect(
      await ctx.database.db.select().from(estateItems).where(eq(estateItems.matterID, s.matter.matterID)),
    ).toEqual([]);
    // A change with a bad field leaves the item as it was.
    const item = (await post(ACCOUNT)).json();
    const bad = await callAs(ctx, s.admin, 'PUT', itemUrl(s.matter.matterID, item.estateItemID), {
      ...ACCOUNT,
      realisedAmount: 5,
      realisedOn: '2025-12-31',
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select()
      .from(estateItems)
      .where(eq(estateItems.estateItemID, item.estateItemID));
    expect(row).toMatchObject({ realisedAmount: null, updatedAt: null });
  });
});
