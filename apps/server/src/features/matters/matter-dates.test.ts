import { DATE_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individuals, matters } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildIndividual, buildMatter } from './matter.factories.js';

/* Issue 11: an Estate's dates are real dates, the death not in the future, the grant not before it. */
describe("a firm's estate dates (issue 11)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 400 on the field for an impossible date, a future death or a grant before the death', async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const headers = await authHeaders(ctx, admin);
    const estate = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    const put = (dates: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/Matters',
        headers,
        payload: { matterID: estate.matterID, reference: 'EST-1', probateReference: 'PR-1', ...dates },
      });

    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { dateOfDeath: '2023-02-31', dateOfProbate: '2023-02-29' },
        { dateOfDeath: [DATE_TEXTS.invalidDate], dateOfProbate: [DATE_TEXTS.invalidDate] },
      ],
      [
        { dateOfDeath: '2024-13-01', dateOfProbate: '2024-04-31' },
        { dateOfDeath: [DATE_TEXTS.invalidDate], dateOfProbate: [DATE_TEXTS.invalidDate] },
      ],
      // Not a string at all: refused by the body's shape, on the field.
      [{ dateOfDeath: '2024-01-01', dateOfProbate: 20240101 }, { dateOfProbate: [DATE_TEXTS.invalidDate] }],
      [
        { dateOfDeath: '2999-01-01', dateOfProbate: '2999-02-01' },
        { dateOfDeath: ['The date of death cannot be in the future'] },
      ],
      [
        { dateOfDeath: '2025-03-02', dateOfProbate: '2025-03-01' },
        { dateOfProbate: ['The date of probate cannot be before the date of death'] },
      ],
    ];
    for (const [dates, errors] of cases) {
      const res = await put(dates);
      expect(res.statusCode, JSON.stringify(dates)).toBe(400);
      expect(res.json().errors, JSON.stringify(dates)).toEqual(errors);
    }
    const [row] = await ctx.database.db.select().from(matters).where(eq(matters.matterID, estate.matterID));
    expect(row).toMatchObject({ dateOfDeath: null, dateOfProbate: null, probateReference: null });

    // A reference problem and a date rule are listed together.
    const together = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Matters',
      headers,
      payload: {
        matterID: estate.matterID,
        reference: '',
        probateReference: 'PR-1',
        dateOfDeath: '2025-03-02',
        dateOfProbate: '2025-03-01',
      },
    });
    expect(together.json().errors).toEqual({
      reference: ['Required'],
      dateOfProbate: [DATE_TEXTS.probateBeforeDeath],
    });

    expect((await put({ dateOfDeath: '2025-03-02', dateOfProbate: '2025-03-02' })).statusCode).toBe(200);
  });

  it("holds the grant to the Deceased's date of death too", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const headers = await authHeaders(ctx, admin);
    const estate = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    const deceased = await buildIndividual(ctx.database, estate, { typeKey: 'deceased' });
    await ctx.database.db
      .update(individuals)
      .set({ dateOfDeath: '2025-05-01' })
      .where(eq(individuals.individualID, deceased.individualID));
    const put = (dateOfProbate: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/Matters',
        headers,
        payload: {
          matterID: estate.matterID,
          reference: 'EST-2',
          probateReference: 'PR-2',
          dateOfDeath: '2025-03-02',
          dateOfProbate,
        },
      });
    const early = await put('2025-04-30');
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ dateOfProbate: [DATE_TEXTS.probateBeforeDeath] });
    expect((await put('2025-05-01')).statusCode).toBe(200);
  });
});
