import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildIndividual, buildMatter, typeByKey } from './matter.factories.js';

/* Issue 14: the matter's title (set or default) in the list and the matter, and search by it and by names. */

describe('matter titles and search', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function world() {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const headers = await authHeaders(ctx, admin);
    const org = { organisationID: firm.organisationID };
    const estate = await buildMatter(ctx.database, { ...org, reference: 'E-1', owner: admin.userID });
    await buildIndividual(ctx.database, estate, {
      typeKey: 'executor',
      firstName: 'Iris',
      surname: 'Bennett',
    });
    await buildIndividual(ctx.database, estate, {
      typeKey: 'deceased',
      firstName: 'Margaret',
      surname: 'Hale',
    });
    const trust = await buildMatter(ctx.database, { ...org, reference: 'T-1', type: typeByKey('trust') });
    await buildIndividual(ctx.database, trust, { typeKey: 'settlor', firstName: 'Ann', surname: 'Cole' });
    await buildIndividual(ctx.database, trust, { typeKey: 'settlor', firstName: 'Bob', surname: 'Cole' });
    const will = await buildMatter(ctx.database, { ...org, reference: 'W-1', type: typeByKey('will') });
    const poa = await buildMatter(ctx.database, {
      ...org,
      reference: 'P-1',
      type: typeByKey('powerOfAttorney'),
    });
    await buildIndividual(ctx.database, poa, { typeKey: 'donor', firstName: 'Dora', surname: "O'Neill" });
    return { firm, admin, headers, estate, trust, will, poa };
  }

  const list = async (w: Awaited<ReturnType<typeof world>>, query = '') => {
    const res = await ctx.app.inject({
      url: `/api/Matters/Organisation/${w.firm.organisationID}${query}`,
      headers: w.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { reference: string; title: string | null; isDefaultTitle: boolean }[];
  };

  it('lists each matter with its default title, and sorts on it', async () => {
    const w = await world();
    const rows = await list(w, '?OrderBy=title');
    expect(rows.map((m) => [m.reference, m.title, m.isDefaultTitle])).toEqual([
      ['T-1', 'Ann Cole and Bob Cole', true],
      ['P-1', "Dora O'Neill", true],
      ['E-1', 'Estate of Margaret Hale', true],
      // No testator yet: no title, the reference alone (nulls sort last).
      ['W-1', null, true],
    ]);
    expect((await list(w, '?OrderBy=-title')).map((m) => m.reference)).toEqual(['W-1', 'E-1', 'P-1', 'T-1']);
  });

  it('a title set in Edit matter wins everywhere; empty goes back to the default; left out keeps it', async () => {
    const w = await world();
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/Matters',
        headers: w.headers,
        payload: { matterID: w.will.matterID, reference: 'W-1', ...payload },
      });
    const set = await put({ title: '  Smith family will  ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      title: 'Smith family will',
      isDefaultTitle: false,
      defaultTitle: null,
    });
    expect((await list(w, '?SearchTerm=family')).map((m) => m.reference)).toEqual(['W-1']);
    // Left out: kept.
    expect((await put({})).json()).toMatchObject({ title: 'Smith family will' });
    const tooLong = await put({ title: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ title: ['Too many characters (201/200)'] });
    const wrongType = await put({ title: 12 });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(['title']);
    const cleared = await put({ title: '' });
    expect(cleared.json()).toMatchObject({ title: null, isDefaultTitle: true });

    const detail = await ctx.app.inject({ url: `/api/Matters/${w.estate.matterID}`, headers: w.headers });
    expect(detail.json()).toMatchObject({
      title: 'Estate of Margaret Hale',
      isDefaultTitle: true,
      defaultTitle: 'Estate of Margaret Hale',
    });
    // An own title: the default is still told (Edit details says what an empty title gives).
    const own = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Matters',
      headers: w.headers,
      payload: { matterID: w.trust.matterID, reference: 'T-1', title: 'Cole family trust' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      title: 'Cole family trust',
      isDefaultTitle: false,
      defaultTitle: 'Ann Cole and Bob Cole',
    });
  });

  it("searches reference, title (set or default) and the individuals' names", async () => {
    const w = await world();
    const refs = async (term: string) =>
      (await list(w, `?OrderBy=reference&SearchTerm=${encodeURIComponent(term)}`)).map((m) => m.reference);
    expect(await refs('hale')).toEqual(['E-1']);
    expect(await refs('Estate of Marg')).toEqual(['E-1']);
    // An executor is not in the title, but is an individual of the matter.
    expect(await refs('bennett')).toEqual(['E-1']);
    expect(await refs('Iris Bennett')).toEqual(['E-1']);
    expect(await refs('cole')).toEqual(['T-1']);
    expect(await refs("o'neill")).toEqual(['P-1']);
    expect(await refs('w-1')).toEqual(['W-1']);
    expect(await refs('nobody')).toEqual([]);
    const res = await ctx.app.inject({
      url: `/api/Matters/Organisation/${w.firm.organisationID}?SearchTerm=hale`,
      headers: w.headers,
    });
    expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ totalCount: 1 });
  });

  it("another firm's matters are never found by a name, and its list answers 404", async () => {
    const w = await world();
    const other = await world();
    expect((await list(w, '?SearchTerm=hale')).map((m) => m.reference)).toEqual(['E-1']);
    const foreign = await ctx.app.inject({
      url: `/api/Matters/Organisation/${other.firm.organisationID}?SearchTerm=hale`,
      headers: w.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
