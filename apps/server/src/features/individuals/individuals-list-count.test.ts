import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { buildIndividual } from '../matters/matter.factories.js';
import { buildFirmWorld } from './individuals.factories.js';

/** Issue 14: the Estate page shows its Deceased apart; the list it pages (and counts) leaves it out. */
describe('GET /api/Individuals/Matter/{id} with FilterType=notType', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('leaves the named type out of the rows and of the x-pagination count', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    await buildIndividual(ctx.database, matter, { typeKey: 'deceased', firstName: 'Arthur' });
    await buildIndividual(ctx.database, matter, { typeKey: 'executor', firstName: 'Iris' });
    await buildIndividual(ctx.database, matter, { typeKey: 'beneficiary', firstName: 'Tom' });
    const url = `/api/Individuals/Matter/${matter.matterID}`;
    const all = await ctx.app.inject({ url, headers });
    expect(JSON.parse(all.headers['x-pagination'] as string).totalCount).toBe(3);
    const res = await ctx.app.inject({ url: `${url}?FilterType=notType&Filter=Deceased`, headers });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((i: { firstName: string }) => i.firstName)
        .sort(),
    ).toEqual(['Iris', 'Tom']);
    expect(JSON.parse(res.headers['x-pagination'] as string).totalCount).toBe(2);
    const unknown = await ctx.app.inject({ url: `${url}?FilterType=notType&Filter=nobody`, headers });
    expect(unknown.statusCode).toBe(400);
  });
});
