import { INVALID_CHARACTER_TEXT } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildOrganisation, buildTestApp, buildUser, callAs } from '../../test/helpers.js';
import { matters } from '../db/schema/index.js';
import { buildMatter } from '../features/matters/matter.factories.js';
import { nulBytePaths } from './nul-bytes.js';

/* A NUL character in any JSON body answers 400 naming its field, on every API route. */

describe('NUL characters in a body', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('names the dotted path of every string (and key) holding one', () => {
    expect(nulBytePaths({ a: 'x', b: ['ok', 'n\u0000'], c: { 'k\u0000': 1, d: '\u0000' } })).toEqual([
      'b.1',
      'c.k\u0000',
      'c.d',
    ]);
    expect(nulBytePaths('\u0000')).toEqual(['_']);
  });

  it("is a 400 on a matter's field, not a failed query, and changes nothing", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    const res = await callAs(ctx, admin, 'PUT', '/api/Matters', {
      matterID: matter.matterID,
      reference: 'EST\u0000-1',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ reference: [INVALID_CHARACTER_TEXT] });
    const [stored] = await ctx.database.db
      .select()
      .from(matters)
      .where(eq(matters.matterID, matter.matterID));
    expect(stored?.reference).toBe(matter.reference);
  });
});
