import { DATE_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { individuals } from '../../db/schema/index.js';
import { buildFirmWorld, individualBody } from './individuals.factories.js';

/* Issue 11: an individual's date of birth is a real date, as a date or an ISO date-time. */
describe("an individual's date of birth (issue 11)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses an impossible day with "Enter a real date" on dob, and writes nothing', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    for (const dob of ['1950-02-31', '1951-02-29', '1950-02-31T00:00:00', '31/02/1950', '1950-13-01']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Individuals',
        headers,
        payload: individualBody(matter.matterID, { dob, drivingLicence: null }),
      });
      expect(res.statusCode, dob).toBe(400);
      expect(res.json().errors, dob).toEqual({ dob: [DATE_TEXTS.invalidDate] });
    }
    const rows = await ctx.database.db
      .select({ id: individuals.individualID })
      .from(individuals)
      .where(eq(individuals.matterID, matter.matterID));
    expect(rows).toEqual([]);

    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/Individuals',
      headers,
      payload: individualBody(matter.matterID, { dob: '1952-02-29T00:00:00', drivingLicence: null }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ dob: '1952-02-29', dobDateTime: '1952-02-29T00:00:00' });
  });
});
