import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { CHECK_TYPES, INITIAL_LEGACY_STATUS_ID, LEGACY_TYPES } from '@probity/domain';
import { checkResolutions, checkResults, legacies, legacyDetails } from '../../db/schema/index.js';
import { buildIndividual, buildMatter, typeByKey } from '../matters/matter.factories.js';

describe('dashboard tiles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const url = (id: string) => `/api/Organisations/${id}/Dashboard`;
  const figures = (tiles: { apiId: string; data: number }[]) =>
    Object.fromEntries(tiles.map((t) => [t.apiId, t.data]));

  it("counts the firm's open matters, their individuals and its active users", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const partner = await buildUser(ctx.database, { roles: ['Supervising Partner'], organisation: firm });
    await buildUser(ctx.database, { roles: ['Support'], organisation: firm, status: 'locked' });
    const organisationID = firm.organisationID;
    const open = await buildMatter(ctx.database, {
      organisationID,
      statusKey: 'active',
      owner: admin.userID,
    });
    await buildMatter(ctx.database, { organisationID, statusKey: 'pre-grant', team: [partner.userID] });
    await buildMatter(ctx.database, { organisationID, type: typeByKey('will'), statusKey: 'pre-engagement' });
    for (const statusKey of ['complete', 'archived', 'rejected'])
      await buildMatter(ctx.database, { organisationID, statusKey, owner: admin.userID });
    await buildIndividual(ctx.database, open);
    await buildIndividual(ctx.database, open, { typeKey: 'deceased' });
    // Another firm's rows do not count.
    const other = await buildOrganisation(ctx.database);
    await buildMatter(ctx.database, { organisationID: other.organisationID, statusKey: 'active' });

    const res = await ctx.app.inject({ url: url(organisationID), headers: await authHeaders(ctx, admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      apiId: 'matters',
      title: 'Matters',
      label: 'Open matters',
      icon: 'matters',
      data: 3,
    });
    expect(figures(res.json())).toMatchObject({ matters: 3, individuals: 2, activeUsers: 2 });

    // spec 01 §6: a Supervising Partner lists matters by user, so counts the matters whose team they are on.
    const mineOnly = await ctx.app.inject({
      url: url(organisationID),
      headers: await authHeaders(ctx, partner),
    });
    expect(figures(mineOnly.json())).toMatchObject({ matters: 1, individuals: 0, activeUsers: 2 });
  });

  it('answers 404 for another organisation, 403 for roles without a dashboard', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const other = await buildOrganisation(ctx.database);
    const headers = await authHeaders(ctx, admin);
    expect((await ctx.app.inject({ url: url(other.organisationID), headers })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: url('0f000000-0000-4000-8000-00000000ffff'), headers })).statusCode,
    ).toBe(404);
    const client = await buildUser(ctx.database, { roles: ['Individual'] });
    const res = await ctx.app.inject({
      url: url(client.organisationID),
      headers: await authHeaders(ctx, client),
    });
    expect(res.statusCode).toBe(403);
  });

  it("counts a firm's checks on the matters the role lists: this month, passed, to review", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const partner = await buildUser(ctx.database, { roles: ['Supervising Partner'], organisation: firm });
    const organisationID = firm.organisationID;
    const mine = await buildMatter(ctx.database, {
      organisationID,
      statusKey: 'active',
      team: [partner.userID],
    });
    const theirs = await buildMatter(ctx.database, { organisationID, statusKey: 'active' });
    const onMine = await buildIndividual(ctx.database, mine);
    const onTheirs = await buildIndividual(ctx.database, theirs);
    const now = new Date();
    const lastYear = new Date(now.getTime() - 400 * 86_400_000);
    const check = (
      individual: { individualID: string; matterID: string | null },
      values: Partial<typeof checkResults.$inferInsert>,
    ) => ({
      individualID: individual.individualID,
      matterID: individual.matterID,
      organisationID,
      checkTypeID: CHECK_TYPES.probityCheck.checkTypeID,
      service: 'Probity Check',
      provider: 'sandbox',
      testMode: true,
      requestedAt: now,
      ...values,
    });
    await ctx.database.db.insert(checkResults).values([
      check(onMine, { checkCompleted: true, passed: true, resultDate: now }),
      check(onMine, { checkCompleted: true, passed: true, sanctionMatch: true, resultDate: now }),
      check(onMine, { checkCompleted: false }),
      check(onTheirs, { checkCompleted: true, passed: false, resultDate: now }),
      // Last year's failure no longer asks for review, nor counts this month.
      check(onTheirs, { checkCompleted: true, passed: false, requestedAt: lastYear, resultDate: lastYear }),
    ]);

    // Another firm's resolved check leaves this firm's checks to review as they are (the subquery
    // once compared a resolution's check with itself, so any resolution anywhere hid them all).
    const otherFirm = await buildOrganisation(ctx.database);
    const elsewhere = await buildMatter(ctx.database, {
      organisationID: otherFirm.organisationID,
      statusKey: 'active',
    });
    const [resolvedElsewhere] = await ctx.database.db
      .insert(checkResults)
      .values({
        ...check(await buildIndividual(ctx.database, elsewhere), { checkCompleted: true, passed: false }),
        organisationID: elsewhere.organisationID,
      })
      .returning();
    await ctx.database.db.insert(checkResolutions).values({
      checkResultID: resolvedElsewhere!.checkResultID,
      organisationID: elsewhere.organisationID,
      decision: 'falsePositive',
      reason: 'Another person of the same name',
      resolvedByName: 'Test MLRO',
    });

    const all = await ctx.app.inject({ url: url(organisationID), headers: await authHeaders(ctx, admin) });
    expect(figures(all.json())).toMatchObject({ checksThisMonth: 4, passedChecks: 2, checksToReview: 2 });
    expect(all.json().find((t: { apiId: string }) => t.apiId === 'checksToReview').title).toBe(
      'Checks to review',
    );
    const partners = await ctx.app.inject({
      url: url(organisationID),
      headers: await authHeaders(ctx, partner),
    });
    // Issue 12: a Supervising Partner's urgent checks are the firm's open compliance queue, on
    // every matter and of any age (the sanctions match, this month's and last year's failures).
    expect(figures(partners.json())).toMatchObject({
      checksThisMonth: 3,
      passedChecks: 2,
      checksToReview: 3,
    });
  });

  it("a charity sees its legacies, their fixed value in pence and its checks, never another charity's", async () => {
    const charity = await buildUser(ctx.database, { roles: ['Charity'] });
    const other = await buildOrganisation(ctx.database);
    const [one, two, foreign] = await ctx.database.db
      .insert(legacies)
      .values([
        { organisationID: charity.organisationID, reference: 'L-1', statusID: INITIAL_LEGACY_STATUS_ID },
        { organisationID: charity.organisationID, reference: 'L-2', statusID: INITIAL_LEGACY_STATUS_ID },
        { organisationID: other.organisationID, reference: 'L-3', statusID: INITIAL_LEGACY_STATUS_ID },
      ])
      .returning();
    const detail = (legacyID: string, amountPence: number, isPercentage = false) => ({
      legacyID,
      legacyTypeID: LEGACY_TYPES[0].legacyTypeID,
      description: 'Gift',
      amountPence,
      isPercentage,
    });
    await ctx.database.db
      .insert(legacyDetails)
      .values([
        detail(one!.legacyID, 500_000),
        detail(two!.legacyID, 125_050),
        detail(two!.legacyID, 0, true),
        detail(foreign!.legacyID, 999_999),
      ]);
    const res = await ctx.app.inject({
      url: url(charity.organisationID),
      headers: await authHeaders(ctx, charity),
    });
    expect(res.statusCode).toBe(200);
    expect(figures(res.json())).toEqual({
      legacies: 2,
      legacyValue: 625_050,
      checksToReview: 0,
      checksThisMonth: 0,
      passedChecks: 0,
      activeUsers: 1,
    });
  });
});
