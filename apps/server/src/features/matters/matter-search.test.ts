import { MATTER_TYPE_IDS } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildIndividual, buildMatter, statusOf, typeByKey } from './matter.factories.js';
import { EXACT_COUNT_LIMIT } from './matters.queries.js';

/*
 * Issue 16: the default title and people's names live in `matters`, kept by triggers whatever
 * writes (here plain SQL, as a seed or a script would); a large list's total is an estimate.
 */

describe('matter list at scale', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function world() {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const headers = await authHeaders(ctx, admin);
    const list = async (query = '') => {
      const res = await ctx.app.inject({
        url: `/api/Matters/Organisation/${firm.organisationID}${query}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return {
        rows: res.json() as { reference: string; title: string | null }[],
        pagination: JSON.parse(String(res.headers['x-pagination'])) as Record<string, unknown>,
      };
    };
    return { firm, admin, list };
  }

  it('keeps the default title and the names in step with every write of individuals and of the type', async () => {
    const w = await world();
    const matter = await buildMatter(ctx.database, {
      organisationID: w.firm.organisationID,
      reference: 'E-9',
    });
    const deceased = await buildIndividual(ctx.database, matter, {
      typeKey: 'deceased',
      firstName: 'Ruth',
      surname: 'Ames',
    });
    const titles = async () => (await w.list()).rows.map((r) => r.title);
    const found = async (term: string) =>
      (await w.list(`?SearchTerm=${encodeURIComponent(term)}`)).rows.map((r) => r.reference);
    expect(await titles()).toEqual(['Estate of Ruth Ames']);

    await ctx.database.query(
      `UPDATE individuals SET surname = 'Byrne', middle_names = 'Jo' WHERE individual_id = $1`,
      [deceased.individualID],
    );
    expect(await titles()).toEqual(['Estate of Ruth Jo Byrne']);
    expect(await found('ames')).toEqual([]);
    expect(await found('Ruth Byrne')).toEqual(['E-9']);

    // The matter becomes a Will: its testator (none yet) names it; the deceased is still found by name.
    const will = typeByKey('will');
    await ctx.database.query('UPDATE matters SET matter_type_id = $1, status_id = $2 WHERE matter_id = $3', [
      MATTER_TYPE_IDS.will,
      statusOf(will, 'active').statusID,
      matter.matterID,
    ]);
    expect(await titles()).toEqual([null]);
    await buildIndividual(ctx.database, matter, { typeKey: 'testator', firstName: 'Tom', surname: 'Vale' });
    expect(await titles()).toEqual(['Tom Vale']);
    expect(await found('byrne')).toEqual(['E-9']);

    await ctx.database.query('DELETE FROM individuals WHERE matter_id = $1', [matter.matterID]);
    expect(await titles()).toEqual([null]);
    expect(await found('vale')).toEqual([]);
  });

  it(`counts exactly up to ${EXACT_COUNT_LIMIT} matters, then answers the database's estimate, marked`, async () => {
    const w = await world();
    const estate = typeByKey('estate');
    const insert = (n: number, status: string, from: number) =>
      ctx.database.query(
        `INSERT INTO matters (organisation_id, reference, matter_type_id, status_id)
         SELECT $1, 'R-' || n, $2, $3 FROM generate_series($4::int, $5::int) n`,
        [w.firm.organisationID, estate.matterTypeID, statusOf(estate, status).statusID, from, from + n - 1],
      );
    await insert(EXACT_COUNT_LIMIT, 'active', 1);
    const exact = await w.list();
    expect(exact.pagination).toEqual({
      currentPage: 1,
      totalPages: 100,
      pageSize: 10,
      totalCount: EXACT_COUNT_LIMIT,
    });

    await insert(5, 'complete', EXACT_COUNT_LIMIT + 1);
    await ctx.database.query('ANALYZE matters');
    const large = await w.list();
    expect(large.rows).toHaveLength(10);
    expect(large.pagination.totalIsEstimate).toBe(true);
    expect(large.pagination.totalCount).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // The last pages: cut from the first 1,001 (page 100) and read far in the list (page 101).
    const near = await w.list('?OrderBy=reference&page=100');
    const far = await w.list('?OrderBy=reference&page=101');
    expect(near.rows).toHaveLength(10);
    expect(far.rows).toHaveLength(5);
    const all = [...near.rows, ...far.rows].map((r) => r.reference);
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(15);
    expect(far.pagination.totalIsEstimate).toBe(true);
    // A filter that finds few is counted exactly again.
    const few = await w.list('?FilterType=status&Filter=complete');
    expect(few.pagination).toEqual({ currentPage: 1, totalPages: 1, pageSize: 10, totalCount: 5 });
    expect(few.rows).toHaveLength(5);
  });
});
