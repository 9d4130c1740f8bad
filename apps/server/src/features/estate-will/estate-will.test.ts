import { ACCOUNTS_PROBLEM_TEXTS, WILL_TEXTS } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { activityEntries, auditEvents, estateLegacies, estateLifetimeGifts } from '../../db/schema/index.js';
import { buildEstateScene } from './estate-will.factories.js';

describe("the will's gifts and the tax facts (issue 17)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const listUrl = (matterID: string) => `/api/Matters/${matterID}/Estate/Legacies`;
  const factsUrl = (matterID: string) => `/api/Matters/${matterID}/Estate/Facts`;
  const residuary = (matterCharityID: string, share: Record<string, unknown>) => ({
    kind: 'residuary',
    beneficiary: { type: 'charity', matterCharityID },
    share,
  });

  it('adds, lists, changes and deletes gifts; residuary shares not adding up are saved with a warning', async () => {
    const s = await buildEstateScene(ctx);
    const [lantern, moorland] = s.charities;
    const base = listUrl(s.matter.matterID);
    const pecuniary = await callAs(ctx, s.feeEarner, 'POST', base, {
      kind: 'pecuniary',
      beneficiary: { type: 'charity', matterCharityID: lantern.matterCharityID },
      amount: 500_000,
    });
    expect(pecuniary.statusCode).toBe(201);
    expect(pecuniary.json()).toMatchObject({
      kind: 'pecuniary',
      component: 'general',
      amount: 500_000,
      beneficiary: { type: 'charity', matterCharityID: lantern.matterCharityID, name: 'Lantern Trust' },
      share: null,
    });
    const watch = await callAs(ctx, s.admin, 'POST', base, {
      kind: 'specific',
      beneficiary: { type: 'person', name: '  Tom Baker ' },
      description: 'Gold pocket watch',
      estateItemID: null,
    });
    expect(watch.json()).toMatchObject({ beneficiary: { type: 'person', name: 'Tom Baker' }, amount: null });
    const half = await callAs(
      ctx,
      s.admin,
      'POST',
      base,
      residuary(lantern.matterCharityID, { kind: 'fraction', numerator: 1, denominator: 2 }),
    );
    expect(half.statusCode).toBe(201);
    expect(half.json().share).toEqual({ kind: 'fraction', numerator: 1, denominator: 2 });
    // 1/2 + 33.3333 % is not the whole residue: saved, with the accounts' own warning.
    const third = await callAs(
      ctx,
      s.admin,
      'POST',
      base,
      residuary(moorland.matterCharityID, { kind: 'percent', percent: 33.3333 }),
    );
    expect(third.statusCode).toBe(201);
    let list = await callAs(ctx, s.feeEarner, 'GET', base);
    expect(list.statusCode).toBe(200);
    expect(list.json().legacies.map((l: { kind: string }) => l.kind)).toEqual([
      'pecuniary',
      'specific',
      'residuary',
      'residuary',
    ]);
    expect(list.json().residuaryWarning).toBe(ACCOUNTS_PROBLEM_TEXTS.sharesDoNotAddUp);
    // Changed to 50 %: the shares make the whole residue and the warning goes.
    const changed = await callAs(
      ctx,
      s.admin,
      'PUT',
      `${base}/${third.json().estateLegacyID}`,
      residuary(moorland.matterCharityID, { kind: 'percent', percent: 50 }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().share).toEqual({ kind: 'percent', percent: 50 });
    expect(changed.json().updatedAt).not.toBeNull();
    list = await callAs(ctx, s.feeEarner, 'GET', base);
    expect(list.json().residuaryWarning).toBeNull();
    const deleted = await callAs(ctx, s.admin, 'DELETE', `${base}/${watch.json().estateLegacyID}`);
    expect(deleted.statusCode).toBe(204);
    list = await callAs(ctx, s.feeEarner, 'GET', base);
    expect(list.json().legacies).toHaveLength(3);
    expect((await callAs(ctx, s.admin, 'DELETE', `${base}/${watch.json().estateLegacyID}`)).statusCode).toBe(
      404,
    );

    // Audited; the firm-only activity entries name the kind of gift, never a figure or a name.
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.objectType, 'estateLegacy'),
          eq(auditEvents.organisationID, s.firm.organisationID),
        ),
      );
    expect(audits.map((a) => a.action).sort()).toEqual(
      [
        'estateLegacy.created',
        'estateLegacy.created',
        'estateLegacy.created',
        'estateLegacy.created',
        'estateLegacy.deleted',
        'estateLegacy.updated',
      ].sort(),
    );
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, s.matter.matterID));
    expect(entries.map((e) => [e.activityType, e.action, e.object]).sort()).toEqual(
      [
        ['estate', 'added', 'a pecuniary legacy'],
        ['estate', 'added', 'a specific legacy'],
        ['estate', 'added', 'a residuary gift'],
        ['estate', 'added', 'a residuary gift'],
        ['estate', 'changed', 'a residuary gift'],
        ['estate', 'deleted', 'a specific legacy'],
      ].sort(),
    );
    expect(JSON.stringify(entries)).not.toMatch(/500000|Tom Baker|Lantern/);
  });

  it('the matter’s individuals, a charity and another firm get 404; so does a matter of another type', async () => {
    const s = await buildEstateScene(ctx);
    const gift = (
      await callAs(ctx, s.admin, 'POST', listUrl(s.matter.matterID), {
        kind: 'spouse',
        beneficiary: { type: 'person', name: 'Ann Doe' },
        amount: 100,
      })
    ).json();
    const body = { kind: 'pecuniary', beneficiary: { type: 'person', name: 'X' }, amount: 1 };
    const one = `${listUrl(s.matter.matterID)}/${gift.estateLegacyID}`;
    for (const user of [s.client, s.charityUser, s.otherAdmin]) {
      expect((await callAs(ctx, user, 'GET', listUrl(s.matter.matterID))).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'POST', listUrl(s.matter.matterID), body)).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'PUT', one, body)).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'DELETE', one)).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'GET', factsUrl(s.matter.matterID))).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'PUT', factsUrl(s.matter.matterID), {})).statusCode).toBe(404);
    }
    expect((await callAs(ctx, s.admin, 'GET', listUrl(s.willMatter.matterID))).statusCode).toBe(404);
    expect((await callAs(ctx, s.admin, 'POST', listUrl(s.willMatter.matterID), body)).statusCode).toBe(404);
    expect((await callAs(ctx, s.admin, 'GET', factsUrl(s.willMatter.matterID))).statusCode).toBe(404);
    // A gift is reached only through its own matter.
    const elsewhere = await buildEstateScene(ctx);
    expect(
      (await callAs(ctx, s.admin, 'DELETE', `${listUrl(s.matter.matterID)}/${elsewhere.matter.matterID}`))
        .statusCode,
    ).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(estateLegacies)
      .where(eq(estateLegacies.matterID, s.matter.matterID));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input of every shape with 400 naming the field, and writes nothing', async () => {
    const s = await buildEstateScene(ctx);
    const [lantern] = s.charities;
    const other = await buildEstateScene(ctx);
    const base = listUrl(s.matter.matterID);
    const cases: [unknown, string[]][] = [
      [
        { kind: 'pecuniary', beneficiary: { type: 'person', name: 'A\u0000B' }, amount: 1 },
        ['beneficiary.name'],
      ],
      [{ kind: 'pecuniary', beneficiary: { type: 'person', name: 'A' }, amount: 1e20 }, ['amount']],
      [{ kind: 'pecuniary', beneficiary: { type: 'person', name: 'A' }, amount: 10.5 }, ['amount']],
      [{ kind: 'pecuniary', beneficiary: { type: 'person', name: 'A' }, amount: -1 }, ['amount']],
      [{ kind: 'pecuniary', beneficiary: { type: 'person', name: 'A' }, amount: '500' }, ['amount']],
      [{ kind: 'pecuniary', beneficiary: { type: 'person', name: 'A' } }, ['amount']],
      [{ kind: 'legacy', beneficiary: { type: 'person', name: 'A' }, amount: 1 }, ['kind']],
      [{ kind: 'pecuniary', beneficiary: 'Ann', amount: 1 }, ['beneficiary']],
      [
        { kind: 'pecuniary', beneficiary: { type: 'person', name: 'A' }, amount: 1, component: 'house' },
        ['component'],
      ],
      [residuary(lantern.matterCharityID, { kind: 'percent', percent: 100.5 }), ['share.percent']],
      [residuary(lantern.matterCharityID, { kind: 'percent', percent: 12.34567 }), ['share.percent']],
      [
        residuary(lantern.matterCharityID, { kind: 'fraction', numerator: 3, denominator: 2 }),
        ['share.numerator'],
      ],
      [
        residuary(lantern.matterCharityID, { kind: 'fraction', numerator: 1, denominator: 0 }),
        ['share.denominator'],
      ],
      [{ ...residuary(lantern.matterCharityID, { kind: 'percent', percent: 10 }), amount: 5 }, ['amount']],
      [{ kind: 'specific', beneficiary: { type: 'person', name: 'A' } }, ['description']],
      [
        {
          kind: 'spouse',
          beneficiary: { type: 'charity', matterCharityID: lantern.matterCharityID },
          amount: 1,
        },
        ['beneficiary.type'],
      ],
      [
        { kind: 'pecuniary', beneficiary: { type: 'charity', matterCharityID: 'nope' }, amount: 1 },
        ['beneficiary.matterCharityID'],
      ],
      [
        {
          kind: 'pecuniary',
          beneficiary: { type: 'charity', matterCharityID: other.charities[0].matterCharityID },
          amount: 1,
        },
        ['beneficiary.matterCharityID'],
      ],
      [
        { kind: 'specific', beneficiary: { type: 'person', name: 'A' }, description: 'x'.repeat(501) },
        ['description'],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await callAs(ctx, s.admin, 'POST', base, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(
      await ctx.database.db
        .select()
        .from(estateLegacies)
        .where(eq(estateLegacies.matterID, s.matter.matterID)),
    ).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.organisationID, s.firm.organisationID)),
    ).toEqual([]);
  });

  it('a specific legacy gives an asset of this estate only (another matter’s, a liability: 400)', async () => {
    const s = await buildEstateScene(ctx);
    const other = await buildEstateScene(ctx);
    const addItem = async (matterID: string, kind: 'asset' | 'liability', category: string) => {
      const res = await callAs(ctx, s.admin, 'POST', `/api/Matters/${matterID}/Estate/Items`, {
        kind,
        category,
        description: 'Gold watch',
        valueAtDeath: 150_000,
        sharePercent: 100,
        passesBySurvivorship: false,
        inEstateForProbate: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().estateItemID as string;
    };
    const watch = await addItem(s.matter.matterID, 'asset', 'householdGoods');
    const debt = await addItem(s.matter.matterID, 'liability', 'debt');
    const otherOwner = await callAs(
      ctx,
      other.admin,
      'POST',
      `/api/Matters/${other.matter.matterID}/Estate/Items`,
      {
        kind: 'asset',
        category: 'householdGoods',
        description: 'Clock',
        valueAtDeath: 1_000,
        sharePercent: 100,
        passesBySurvivorship: false,
        inEstateForProbate: true,
      },
    );
    expect(otherOwner.statusCode, otherOwner.body).toBe(201);
    const gift = (estateItemID: string) => ({
      kind: 'specific',
      beneficiary: { type: 'person', name: 'Thomas Bennett' },
      description: 'My gold watch',
      estateItemID,
    });
    for (const id of [debt, otherOwner.json().estateItemID]) {
      const res = await callAs(ctx, s.admin, 'POST', listUrl(s.matter.matterID), gift(id));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ estateItemID: [WILL_TEXTS.itemNotOfMatter] });
    }
    const ok = await callAs(ctx, s.admin, 'POST', listUrl(s.matter.matterID), gift(watch));
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(estateLegacies)
      .where(eq(estateLegacies.matterID, s.matter.matterID));
    expect(row?.estateItemID).toBe(watch);
  });

  it('keeps one record of tax facts and lifetime gifts per matter', async () => {
    const s = await buildEstateScene(ctx);
    const url = factsUrl(s.matter.matterID);
    const empty = await callAs(ctx, s.feeEarner, 'GET', url);
    expect(empty.json()).toMatchObject({
      transferredNilRateBandPercent: 0,
      homeToDescendants: false,
      homeToDescendantsValue: null,
      lifetimeGifts: [],
      updatedAt: null,
    });
    const facts = {
      transferredNilRateBandPercent: 37.5,
      transferredResidenceBandPercent: 100,
      homeToDescendants: true,
      homeToDescendantsValue: 45_000_000,
      lifetimeGifts: [
        { date: '2021-05-01', amount: 1_000_000, recipient: 'Niece' },
        { date: '2024-02-29', amount: 250_000, recipient: 'Godson' },
      ],
    };
    const saved = await callAs(ctx, s.admin, 'PUT', url, facts);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(facts);
    // Saved again with one gift: the list is replaced, not added to.
    await callAs(ctx, s.admin, 'PUT', url, { ...facts, lifetimeGifts: facts.lifetimeGifts.slice(1) });
    expect((await callAs(ctx, s.feeEarner, 'GET', url)).json().lifetimeGifts).toEqual([
      facts.lifetimeGifts[1],
    ]);

    const bad = await callAs(ctx, s.admin, 'PUT', url, {
      transferredNilRateBandPercent: 101,
      transferredResidenceBandPercent: 'all',
      homeToDescendants: 'yes',
      lifetimeGifts: [{ date: '2021-02-30', amount: 1.5, recipient: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      [
        'homeToDescendants',
        'lifetimeGifts.0.amount',
        'lifetimeGifts.0.date',
        'lifetimeGifts.0.recipient',
        'transferredNilRateBandPercent',
        'transferredResidenceBandPercent',
      ].sort(),
    );
    // A gift after the death (15 January 2026): the service's check, naming the gift.
    const late = await callAs(ctx, s.admin, 'PUT', url, {
      lifetimeGifts: [{ date: '2026-01-16', amount: 1, recipient: 'Friend' }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ 'lifetimeGifts.0.date': [WILL_TEXTS.giftAfterDeath] });
    const homeWithoutValue = await callAs(ctx, s.admin, 'PUT', url, { homeToDescendants: true });
    expect(homeWithoutValue.json().errors).toEqual({
      homeToDescendantsValue: [WILL_TEXTS.homeValueRequired],
    });
    const homeWithoutHome = await callAs(ctx, s.admin, 'PUT', url, { homeToDescendantsValue: 5 });
    expect(Object.keys(homeWithoutHome.json().errors)).toEqual(['homeToDescendantsValue']);
    const gifts = await ctx.database.db
      .select()
      .from(estateLifetimeGifts)
      .where(eq(estateLifetimeGifts.matterID, s.matter.matterID));
    expect(gifts.map((g) => g.recipient)).toEqual(['Godson']);
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'estateFacts.updated'), eq(auditEvents.objectID, s.matter.matterID)));
    expect(audits).toHaveLength(2);
  });
});
