import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildFirmLegacy } from './legacies.factories.js';

/*
 * Issue 11: a legacy set up by a firm (a charity added to a matter) shows the matter's Deceased
 * individual — the first added, not a later one nor the executor — on the legacy, in the list and
 * in the list's search, as the reports and the exports do.
 */

let ctx: TestContext;
let headers: Record<string, string>;
let world: Awaited<ReturnType<typeof buildFirmLegacy>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  const charity = await buildOrganisation(ctx.database, {
    organisationType: 'charity',
    name: 'Deceased Test Trust',
  });
  world = await buildFirmLegacy(ctx, { charity, deceased: { firstName: 'Winifred', surname: 'Ashcombe' } });
  const user = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
  headers = await authHeaders(ctx, user);
});
afterAll(async () => ctx?.close());

describe("a firm's legacy shows the matter's Deceased", () => {
  it('on the legacy (its information page)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/Legacy/${world.legacyID}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deceased).toMatchObject({ firstName: 'Winifred', surname: 'Ashcombe' });
  });

  it('in the list, and the list finds it by the deceased', async () => {
    const list = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/Legacy/Organisation/${world.charity.organisationID}?${query}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { legacyID: string; deceased: { surname: string } | null }[];
    };
    const all = await list('page=1&pageCount=25');
    expect(all.find((l) => l.legacyID === world.legacyID)?.deceased).toMatchObject({ surname: 'Ashcombe' });
    const found = await list('page=1&pageCount=25&SearchTerm=ashcom');
    expect(found.map((l) => l.legacyID)).toEqual([world.legacyID]);
    expect(await list('page=1&pageCount=25&SearchTerm=Later')).toEqual([]);
  });
});
