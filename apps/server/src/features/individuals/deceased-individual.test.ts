import { CHECK_TYPES, DECEASED_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { checkResults, individuals } from '../../db/schema/index.js';
import { buildIndividual } from '../matters/matter.factories.js';
import { buildFirmWorld, individualBody } from './individuals.factories.js';

/* Issue 11: the deceased's form asks for what a deceased person has; a deceased is never checked. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => ctx.app.inject({ method, url, headers, payload: payload as object });

const tomorrow = () => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const deceasedBody = (matterID: string, overrides: Record<string, unknown> = {}) =>
  individualBody(matterID, {
    individualType: { individualTypeID: 'deceased' },
    firstName: 'Margaret',
    surname: 'Holloway',
    dob: '1931-05-02',
    dateOfDeath: '2025-11-03',
    bankSortCode: null,
    bankAccountNumber: null,
    ...overrides,
  });

const storedDeath = async (individualID: string) =>
  (
    await ctx.database.db
      .select({ at: individuals.dateOfDeath })
      .from(individuals)
      .where(eq(individuals.individualID, individualID))
  )[0]?.at;

describe("a deceased individual's date of death (issue 11)", () => {
  it('is saved and returned on create, on read and on update; left out, it stays', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const created = await inject('POST', '/api/Individuals', headers, deceasedBody(matter.matterID));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().individualID as string;
    expect(created.json()).toMatchObject({
      individualType: { individualTypeID: 'deceased' },
      dateOfDeath: '2025-11-03',
    });
    expect(await storedDeath(id)).toBe('2025-11-03');

    const read = await inject('GET', `/api/Individuals/${matter.matterID}/${id}`, headers);
    expect(read.json().dateOfDeath).toBe('2025-11-03');

    const updated = await inject('PUT', '/api/Individuals', headers, {
      ...deceasedBody(matter.matterID, { dateOfDeath: '03/12/2025' }),
      individualID: id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().dateOfDeath).toBe('2025-12-03');

    // undefined is left out of the JSON body.
    const withoutDeath = { ...deceasedBody(matter.matterID), dateOfDeath: undefined };
    const kept = await inject('PUT', '/api/Individuals', headers, { ...withoutDeath, individualID: id });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().dateOfDeath).toBe('2025-12-03');
  });

  it('refuses a date in the future, one before the date of birth and one on a living individual', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const future = await inject(
      'POST',
      '/api/Individuals',
      headers,
      deceasedBody(matter.matterID, { dateOfDeath: tomorrow() }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toMatchObject({ dateOfDeath: [DECEASED_TEXTS.deathInFuture] });

    const early = await inject(
      'POST',
      '/api/Individuals',
      headers,
      deceasedBody(matter.matterID, { dateOfDeath: '1930-01-01' }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toMatchObject({ dateOfDeath: [DECEASED_TEXTS.deathBeforeBirth] });

    const notADate = await inject(
      'POST',
      '/api/Individuals',
      headers,
      deceasedBody(matter.matterID, { dateOfDeath: 42 }),
    );
    expect(notADate.statusCode).toBe(400);
    expect(Object.keys(notADate.json().errors)).toContain('dateOfDeath');

    const living = await inject(
      'POST',
      '/api/Individuals',
      headers,
      individualBody(matter.matterID, { dateOfDeath: '2025-11-03' }),
    );
    expect(living.statusCode).toBe(400);
    expect(living.json().errors).toMatchObject({ dateOfDeath: [DECEASED_TEXTS.onlyForDeceased] });
    const rows = await ctx.database.db
      .select()
      .from(individuals)
      .where(eq(individuals.matterID, matter.matterID));
    expect(rows).toHaveLength(0);

    // On an update, against the stored date of death when the body leaves it out.
    const ok = await inject('POST', '/api/Individuals', headers, deceasedBody(matter.matterID));
    const id = ok.json().individualID as string;
    const withoutDeath = { ...deceasedBody(matter.matterID, { dob: '2025-12-25' }), dateOfDeath: undefined };
    const before = await inject('PUT', '/api/Individuals', headers, { ...withoutDeath, individualID: id });
    expect(before.statusCode).toBe(400);
    expect(before.json().errors).toMatchObject({ dateOfDeath: [DECEASED_TEXTS.deathBeforeBirth] });
    const [row] = await ctx.database.db.select().from(individuals).where(eq(individuals.individualID, id));
    expect(row).toMatchObject({ dob: '1931-05-02', dateOfDeath: '2025-11-03' });
  });
});

describe('no identity check on a deceased individual (issue 11)', () => {
  it('answers 400 naming the individual and writes nothing', async () => {
    const { matter, headers } = await buildFirmWorld(ctx);
    const deceased = await buildIndividual(ctx.database, matter, {
      typeKey: 'deceased',
      surname: 'Holloway',
    });
    for (const check of [CHECK_TYPES.probityCheck, CHECK_TYPES.probityCheckPlus]) {
      const res = await inject(
        'GET',
        `/api/Checks/${check.checkTypeID}/${matter.matterID}/${deceased.individualID}`,
        headers,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ individualId: [DECEASED_TEXTS.noCheckOnDeceased] });
    }
    const rows = await ctx.database.db
      .select()
      .from(checkResults)
      .where(eq(checkResults.individualID, deceased.individualID));
    expect(rows).toHaveLength(0);

    // The living on the same matter are still checked.
    const executor = await buildIndividual(ctx.database, matter, { typeKey: 'executor' });
    const ok = await inject(
      'GET',
      `/api/Checks/${CHECK_TYPES.probityCheck.checkTypeID}/${matter.matterID}/${executor.individualID}`,
      headers,
    );
    expect(ok.statusCode).toBe(200);
  });
});
