import { MATTER_REFERENCE_TEXTS, MATTER_TYPE_IDS, formatReference, todayInUk } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, matters } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildMatter } from './matter.factories.js';

/* Issue 14: references are unique within a firm (case-insensitively) and may come from a firm pattern. */

describe('matter references: unique per firm, optionally generated', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function firmWithAdmin() {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    return { firm, admin, headers: await authHeaders(ctx, admin) };
  }
  const create = (
    headers: Record<string, string>,
    reference: string | undefined,
    type: string = MATTER_TYPE_IDS.estate,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Matters',
      headers,
      payload: { ...(reference === undefined ? {} : { reference }), matterType: { matterTypeID: type } },
    });
  const setPattern = (headers: Record<string, string>, organisationID: string, pattern: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/Organisations/${organisationID}/MatterReferencePattern`,
      headers,
      payload: { matterReferencePattern: pattern },
    });

  it('a duplicate reference in the same firm is a 409, whatever its case; another firm may use it', async () => {
    const a = await firmWithAdmin();
    const b = await firmWithAdmin();
    expect((await create(a.headers, 'HF/EST/001')).statusCode).toBe(201);
    const again = await create(a.headers, 'hf/est/001');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MATTER_REFERENCE_TEXTS.duplicate('hf/est/001'));
    expect(again.json().detail).toBe('A matter with reference hf/est/001 already exists');
    expect((await create(b.headers, 'HF/EST/001')).statusCode).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(matters)
      .where(eq(matters.organisationID, a.firm.organisationID));
    expect(rows).toHaveLength(1);
  });

  it('editing a matter to a reference taken in its firm is a 409; changing only its case is fine', async () => {
    const { firm, admin, headers } = await firmWithAdmin();
    const taken = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      reference: 'WIL-7',
    });
    const mine = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      reference: 'wil-8',
      type: (await import('./matter.factories.js')).typeByKey('will'),
      owner: admin.userID,
    });
    const put = (reference: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/Matters',
        headers,
        payload: { matterID: mine.matterID, reference },
      });
    const clash = await put('wil-7');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe('A matter with reference wil-7 already exists');
    const [still] = await ctx.database.db.select().from(matters).where(eq(matters.matterID, mine.matterID));
    expect(still?.reference).toBe('wil-8');
    expect((await put('WIL-8')).json().reference).toBe('WIL-8');
    expect(taken.reference).toBe('WIL-7');
  });

  it('the unique index holds against a write that skips the check (a race)', async () => {
    const { firm } = await firmWithAdmin();
    await buildMatter(ctx.database, { organisationID: firm.organisationID, reference: 'RACE-1' });
    await expect(
      buildMatter(ctx.database, { organisationID: firm.organisationID, reference: 'race-1' }),
    ).rejects.toThrow();
  });

  it('without a pattern an empty reference is Required; with one the server makes the next, counting and skipping taken ones', async () => {
    const { firm, headers } = await firmWithAdmin();
    const none = await create(headers, '');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ reference: ['Required'] });

    const set = await setPattern(headers, firm.organisationID, ' {TYPE}/{YYYY}/{SEQ:4} ');
    expect(set.statusCode).toBe(200);
    const year = todayInUk().slice(0, 4);
    expect(set.json()).toEqual({
      matterReferencePattern: '{TYPE}/{YYYY}/{SEQ:4}',
      nextReference: `EST/${year}/0001`,
    });
    // Number 2 is already taken (typed by hand, another case): it is skipped.
    expect((await create(headers, `tru/${year}/0002`)).statusCode).toBe(201);

    const first = await create(headers, undefined);
    expect(first.statusCode).toBe(201);
    expect(first.json().reference).toBe(`EST/${year}/0001`);
    const preview = await ctx.app.inject({
      url: `/api/Organisations/${firm.organisationID}/MatterReferencePattern?matterTypeId=${MATTER_TYPE_IDS.trust}`,
      headers,
    });
    expect(preview.json().nextReference).toBe(`TRU/${year}/0003`);
    const second = await create(headers, '', MATTER_TYPE_IDS.trust);
    expect(second.json().reference).toBe(`TRU/${year}/0003`);
    const third = await create(headers, undefined, MATTER_TYPE_IDS.powerOfAttorney);
    expect(third.json().reference).toBe(`POA/${year}/0004`);
    // A typed reference still works beside the pattern.
    expect((await create(headers, 'OWN-1')).json().reference).toBe('OWN-1');

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.objectID, firm.organisationID),
          eq(auditEvents.action, 'organisation.matter_reference_pattern_set'),
        ),
      );
    expect(audit).toHaveLength(1);

    const removed = await setPattern(headers, firm.organisationID, '');
    expect(removed.json()).toEqual({ matterReferencePattern: null, nextReference: null });
    expect((await create(headers, '')).statusCode).toBe(400);
  });

  it('two matters created at once never share a generated reference', async () => {
    const { firm, headers } = await firmWithAdmin();
    await setPattern(headers, firm.organisationID, 'P-{SEQ:3}');
    const results = await Promise.all([1, 2, 3, 4].map(() => create(headers, '')));
    const refs = results.map((r) => r.json().reference).sort();
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(refs).toEqual(['P-001', 'P-002', 'P-003', 'P-004']);
  });

  it('a bad pattern is a 400 naming the field; nothing is stored', async () => {
    const { firm, headers } = await firmWithAdmin();
    for (const [pattern, message] of [
      ['{TYPE}/{YYYY}', MATTER_REFERENCE_TEXTS.needsSeq],
      ['{TYPE}/{DD}/{SEQ}', MATTER_REFERENCE_TEXTS.unknownToken('DD')],
      [`${'x'.repeat(120)}{SEQ}`, MATTER_REFERENCE_TEXTS.tooLong(125)],
    ] as const) {
      const res = await setPattern(headers, firm.organisationID, pattern);
      expect(res.statusCode, pattern).toBe(400);
      expect(res.json().errors).toEqual({ matterReferencePattern: [message] });
    }
    // Control characters and NUL bytes are refused by the app's plumbing for every body, on the same field.
    for (const bad of ['{SEQ}\u0000', '{SEQ}\u0007']) {
      const res = await setPattern(headers, firm.organisationID, bad);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['matterReferencePattern']);
    }
    const wrongType = await setPattern(headers, firm.organisationID, 42);
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(['matterReferencePattern']);
    const read = await ctx.app.inject({
      url: `/api/Organisations/${firm.organisationID}/MatterReferencePattern`,
      headers,
    });
    expect(read.json()).toEqual({ matterReferencePattern: null, nextReference: null });
  });

  it('only the firm Matter Admin (or an administrator) sets it: other roles 403, another firm 404', async () => {
    const { firm, headers } = await firmWithAdmin();
    const executive = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
    const execHeaders = await authHeaders(ctx, executive);
    expect((await setPattern(execHeaders, firm.organisationID, '{SEQ}')).statusCode).toBe(403);
    // The executive may read it (they create matters), and see the preview.
    expect(
      (
        await ctx.app.inject({
          url: `/api/Organisations/${firm.organisationID}/MatterReferencePattern`,
          headers: execHeaders,
        })
      ).statusCode,
    ).toBe(200);

    const other = await firmWithAdmin();
    expect((await setPattern(other.headers, firm.organisationID, '{SEQ}')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          url: `/api/Organisations/${firm.organisationID}/MatterReferencePattern`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);

    const client = await buildUser(ctx.database, { roles: ['Individual'] });
    expect((await setPattern(await authHeaders(ctx, client), firm.organisationID, '{SEQ}')).statusCode).toBe(
      404,
    );

    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const byAdmin = await setPattern(await authHeaders(ctx, admin), firm.organisationID, 'A{SEQ:2}');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().nextReference).toBe(
      formatReference('A{SEQ:2}', { matterType: 'estate', date: todayInUk(), seq: 1 }),
    );
    expect((await setPattern(headers, firm.organisationID, null)).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/Organisations/${firm.organisationID}/MatterReferencePattern`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
  });
});
