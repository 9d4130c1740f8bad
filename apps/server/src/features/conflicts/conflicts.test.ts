import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, individuals } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildIndividual, buildMatter, typeByKey } from '../matters/matter.factories.js';

describe('POST /api/Conflicts/Check (issue 14)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  /** A firm with two matters where Iris Bennett (born 1960-04-12) appears, and another firm with her too. */
  async function scene() {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
    const estate = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    const will = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
      type: typeByKey('will'),
      statusKey: typeByKey('will').statuses[0]!.key,
    });
    const asExecutor = await buildIndividual(ctx.database, estate, { typeKey: 'executor' });
    const asTestator = await buildIndividual(ctx.database, will, { typeKey: 'testator' });
    await ctx.database.db
      .update(individuals)
      .set({ dob: '1960-04-12', emailAddress: 'Iris.Bennett@Example.test' })
      .where(eq(individuals.individualID, asExecutor.individualID));
    await ctx.database.db
      .update(individuals)
      .set({ dob: '1960-04-12' })
      .where(eq(individuals.individualID, asTestator.individualID));
    // The same person at another firm: never shown to this one.
    const other = await buildOrganisation(ctx.database);
    const otherMatter = await buildMatter(ctx.database, { organisationID: other.organisationID });
    const elsewhere = await buildIndividual(ctx.database, otherMatter);
    await ctx.database.db
      .update(individuals)
      .set({ dob: '1960-04-12', emailAddress: 'iris.bennett@example.test' })
      .where(eq(individuals.individualID, elsewhere.individualID));
    return {
      firm,
      admin,
      estate,
      will,
      asExecutor,
      asTestator,
      otherMatter,
      headers: await authHeaders(ctx, admin),
    };
  }

  const check = (headers: Record<string, string>, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/Conflicts/Check', headers, payload: payload as object });

  it('finds the firm’s matters by name and date of birth, with reference, type, status and role', async () => {
    const s = await scene();
    const res = await check(s.headers, {
      firstName: ' iris ',
      lastName: 'BENNETT',
      dateOfBirth: '1960-04-12',
    });
    expect(res.statusCode).toBe(200);
    const found = res.json() as { matterID: string }[];
    expect(found.map((c) => c.matterID).sort()).toEqual([s.estate.matterID, s.will.matterID].sort());
    expect(found.find((c) => c.matterID === s.will.matterID)).toEqual({
      matterID: s.will.matterID,
      reference: s.will.reference,
      matterType: { matterTypeID: typeByKey('will').matterTypeID, name: 'Will' },
      status: { statusID: s.will.statusID, name: typeByKey('will').statuses[0]!.name },
      individualID: s.asTestator.individualID,
      name: 'Iris Bennett',
      individualType: { individualTypeID: 'testator', name: 'Testator' },
      matchedBy: ['nameAndDateOfBirth'],
    });
    // The name alone, or another date of birth, is not the same person.
    expect((await check(s.headers, { firstName: 'Iris', lastName: 'Bennett' })).json()).toEqual([]);
    expect(
      (await check(s.headers, { firstName: 'Iris', lastName: 'Bennett', dateOfBirth: '1961-04-12' })).json(),
    ).toEqual([]);
  });

  it('finds by e-mail, case-insensitively, and leaves out the excluded matter', async () => {
    const s = await scene();
    const res = await check(s.headers, { email: 'IRIS.bennett@example.TEST' });
    expect(
      res.json().map((c: { matterID: string; matchedBy: string[] }) => [c.matterID, c.matchedBy]),
    ).toEqual([[s.estate.matterID, ['email']]]);
    const excluded = await check(s.headers, {
      firstName: 'Iris',
      lastName: 'Bennett',
      dateOfBirth: '1960-04-12',
      excludeMatterID: s.estate.matterID.toUpperCase(),
    });
    expect(excluded.json().map((c: { matterID: string }) => c.matterID)).toEqual([s.will.matterID]);
  });

  it('records that a warning was shown, with ids only', async () => {
    const s = await scene();
    await check(s.headers, { email: 'iris.bennett@example.test', excludeMatterID: s.will.matterID });
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'conflict.check_shown'), eq(auditEvents.actorUserID, s.admin.userID)),
      );
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toEqual({ matters: [s.estate.matterID], matchedBy: ['email'] });
    expect(JSON.stringify(events[0])).not.toMatch(/bennett/i);
    // Nothing found, nothing recorded.
    await check(s.headers, { email: 'nobody@example.test' });
    const after = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'conflict.check_shown'), eq(auditEvents.actorUserID, s.admin.userID)),
      );
    expect(after).toHaveLength(1);
  });

  it('refuses clients, charities and platform administrators (403)', async () => {
    const s = await scene();
    for (const roles of [['Individual'], ['Charity'], ['Legacy Manager'], ['Administrators']] as const) {
      const user = await buildUser(ctx.database, { roles: [...roles] });
      const res = await check(await authHeaders(ctx, user), { email: 'iris.bennett@example.test' });
      expect(res.statusCode, roles[0]).toBe(403);
    }
    expect((await check({}, { email: 'x@example.test' })).statusCode).toBe(401);
    expect(s.firm).toBeDefined();
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const s = await scene();
    const cases: [unknown, string][] = [
      [{ dateOfBirth: '1960-02-31' }, 'dateOfBirth'],
      [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
      [{ firstName: 'x'.repeat(201) }, 'firstName'],
      [{ email: 42 }, 'email'],
      [{ excludeMatterID: 'not-an-id' }, 'excludeMatterID'],
      [{ lastName: 'Ben\u0000nett' }, 'lastName'],
    ];
    for (const [payload, field] of cases) {
      const res = await check(s.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
  });
});
