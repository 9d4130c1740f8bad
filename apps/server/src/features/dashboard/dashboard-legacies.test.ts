import { LEGACY_STATUSES, LEGACY_TYPES } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { legacies, legacyDetails } from '../../db/schema/index.js';
import { buildMatter } from '../matters/matter.factories.js';

const status = (key: string) => LEGACY_STATUSES.find((s) => s.key === key)!.statusID;
const PECUNIARY = LEGACY_TYPES[0].legacyTypeID;
const RESIDUARY = LEGACY_TYPES[1].legacyTypeID;

describe("the charity dashboard's legacy figures (issue 11)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = async (as: { userID: string }, url: string) =>
    ctx.app.inject({ url, headers: await authHeaders(ctx, as) });

  async function charityWithLegacies() {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const firm = await buildOrganisation(ctx.database);
    // A firm's legacy takes its matter's status (here Distribution).
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      statusKey: 'distribution',
    });
    const rows = await ctx.database.db
      .insert(legacies)
      .values([
        // A quarter of an £82,500 residue and a £10,000 cash gift, expected in August 2027.
        {
          organisationID: charity.organisationID,
          reference: 'L-RES',
          statusID: status('active'),
          expectedReceiptDate: '2027-08-12',
        },
        // Expected on 15/02/2027: the year 2026/27.
        {
          organisationID: charity.organisationID,
          reference: 'L-CASH',
          statusID: status('pre-grant'),
          expectedReceiptDate: '2027-02-15',
        },
        // No forecast.
        {
          organisationID: charity.organisationID,
          matterID: matter.matterID,
          reference: matter.reference,
          statusID: status('pre-engagement'),
        },
        // Received: in the pipeline and the value, not in the receipts.
        {
          organisationID: charity.organisationID,
          reference: 'L-DONE',
          statusID: status('complete'),
          expectedReceiptDate: '2026-05-01',
        },
      ])
      .returning();
    const [res, cash, firmLegacy, done] = rows;
    const detail = (legacyID: string, d: Partial<typeof legacyDetails.$inferInsert>) => ({
      legacyID,
      legacyTypeID: PECUNIARY,
      description: 'Gift',
      amountPence: 0,
      ...d,
    });
    await ctx.database.db.insert(legacyDetails).values([
      detail(res!.legacyID, {
        legacyTypeID: RESIDUARY,
        amountPence: 8_250_000,
        isPercentage: true,
        percentageValue: '25',
        isEstimate: true,
      }),
      detail(res!.legacyID, { amountPence: 1_000_000 }),
      detail(cash!.legacyID, { amountPence: 500_000 }),
      detail(firmLegacy!.legacyID, { amountPence: 250_000, isEstimate: true }),
      detail(done!.legacyID, { amountPence: 300_000 }),
    ]);
    // Another charity's legacy never counts.
    const other = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const [foreign] = await ctx.database.db
      .insert(legacies)
      .values({ organisationID: other.organisationID, reference: 'X', statusID: status('active') })
      .returning();
    await ctx.database.db.insert(legacyDetails).values(detail(foreign!.legacyID, { amountPence: 9_999_999 }));
    return { charity, charityUser, firm, other };
  }

  it('counts residuary shares at their estimated value, by status and by financial year', async () => {
    const { charity, charityUser } = await charityWithLegacies();
    const res = await get(charityUser, `/api/Organisations/${charity.organisationID}/Dashboard/Legacies`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = 2_062_500 + 1_000_000 + 500_000 + 250_000 + 300_000;
    expect(body).toMatchObject({ legacies: 4, valuePence: total, estimatedPence: 2_062_500 + 250_000 });
    expect(body.pipeline.map((r: { key: string }) => r.key)).toEqual(LEGACY_STATUSES.map((s) => s.key));
    const byKey = Object.fromEntries(
      body.pipeline.map((r: { key: string; count: number; valuePence: number }) => [
        r.key,
        [r.count, r.valuePence],
      ]),
    );
    expect(byKey).toMatchObject({
      'pre-engagement': [0, 0],
      active: [1, 3_062_500],
      'pre-grant': [1, 500_000],
      distribution: [1, 250_000],
      complete: [1, 300_000],
      rejected: [0, 0],
    });
    expect(body.receipts).toEqual([
      { key: '2026-27', label: '2026/27', count: 1, valuePence: 500_000, estimatedPence: 0 },
      { key: '2027-28', label: '2027/28', count: 1, valuePence: 3_062_500, estimatedPence: 2_062_500 },
      { key: 'not-forecast', label: 'Not forecast', count: 1, valuePence: 250_000, estimatedPence: 250_000 },
    ]);

    // The Legacy value tile counts the shares too (it counted £0 for them before).
    const tiles = await get(charityUser, `/api/Organisations/${charity.organisationID}/Dashboard`);
    expect(tiles.json().find((t: { apiId: string }) => t.apiId === 'legacyValue')).toMatchObject({
      data: total,
      label: 'Including residuary shares at their estimated value',
    });
  });

  it("answers the dashboard's roles only, for their own charity", async () => {
    const { charity, firm, other } = await charityWithLegacies();
    const url = (id: string) => `/api/Organisations/${id}/Dashboard/Legacies`;
    const trustee = await buildUser(ctx.database, { roles: ['Trustee'], organisation: charity });
    expect((await get(trustee, url(charity.organisationID))).json()).toMatchObject({ legacies: 4 });
    // Roles without a dashboard.
    for (const role of ['Finance', 'Legacy Manager', 'Legacy User', 'Senior Legacy User'] as const) {
      const user = await buildUser(ctx.database, { roles: [role], organisation: charity });
      expect((await get(user, url(charity.organisationID))).statusCode).toBe(403);
    }
    // Another charity, and a firm (not a charity), answer 404.
    const otherUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: other });
    expect((await get(otherUser, url(charity.organisationID))).statusCode).toBe(404);
    const firmUser = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    expect((await get(firmUser, url(firm.organisationID))).statusCode).toBe(404);
    expect((await get(firmUser, url('not-an-id'))).statusCode).toBe(400);
  });
});
