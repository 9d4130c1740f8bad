import { MATTER_TYPE_IDS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, individuals, matters } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';

/** Issue 14: New Matter may give the matter type's main individual, created in the same transaction. */
describe('POST /api/Matters with mainIndividual', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function setUp() {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    return { firm, admin, headers: await authHeaders(ctx, admin) };
  }

  const mattersOf = (organisationID: string) =>
    ctx.database.db.select().from(matters).where(eq(matters.organisationID, organisationID));

  it('creates the matter with its Donor, and traces both', async () => {
    const { firm, headers } = await setUp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Matters',
      headers,
      payload: {
        reference: 'POA/1',
        matterType: { matterTypeID: MATTER_TYPE_IDS.powerOfAttorney },
        mainIndividual: {
          firstName: ' Edith ',
          surname: 'Crane',
          dob: '1941-07-03',
          emailAddress: 'edith.crane@example.test',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const matter = res.json();
    expect(matter.individuals).toEqual([
      expect.objectContaining({
        firstName: 'Edith',
        surname: 'Crane',
        individualType: expect.objectContaining({ individualTypeID: 'donor' }),
      }),
    ]);
    const [stored] = await ctx.database.db
      .select()
      .from(individuals)
      .where(eq(individuals.matterID, matter.matterID));
    expect(stored).toMatchObject({ dob: '1941-07-03', emailAddress: 'edith.crane@example.test' });
    const actions = await ctx.database.db
      .select({ type: activityEntries.activityType, action: activityEntries.action })
      .from(activityEntries)
      .where(eq(activityEntries.matterID, matter.matterID));
    expect(actions).toEqual(
      expect.arrayContaining([
        { type: 'matter', action: 'added' },
        { type: 'individual', action: 'added' },
      ]),
    );
    expect(await mattersOf(firm.organisationID)).toHaveLength(1);
  });

  it('writes neither when the main individual is invalid (400 naming the field)', async () => {
    const { firm, headers } = await setUp();
    for (const mainIndividual of [
      { firstName: 'Edith', surname: '', dob: null },
      { firstName: 'Edith', surname: 'Crane', dob: '2999-01-01' },
      { firstName: 'Edith', surname: 'Crane', emailAddress: 'not-an-address' },
      { firstName: 'Ed\u0000ith', surname: 'Crane' },
      { firstName: 'x'.repeat(201), surname: 'Crane' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Matters',
        headers,
        payload: { reference: 'EST/1', matterType: { matterTypeID: MATTER_TYPE_IDS.estate }, mainIndividual },
      });
      expect(res.statusCode, JSON.stringify(mainIndividual)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join(' ')).toMatch(/mainIndividual\./);
    }
    expect(await mattersOf(firm.organisationID)).toEqual([]);
  });

  it('without a main individual creates the matter alone, as before', async () => {
    const { headers } = await setUp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Matters',
      headers,
      payload: { reference: 'W/1', matterType: { matterTypeID: MATTER_TYPE_IDS.will }, mainIndividual: null },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().individuals).toEqual([]);
  });
});
