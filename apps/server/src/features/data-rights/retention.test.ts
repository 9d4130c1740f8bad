import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../audit/audit-chain.js';
import {
  auditEvents,
  checkResults,
  documents,
  individuals,
  matters,
  retentionNotices,
} from '../../db/schema/index.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { runRetention } from './retention-job.js';
import {
  buildClientRecords,
  buildFirm,
  dumpEverything,
  personStrings,
  storedFiles,
} from './retention.factories.js';
import { matterNoteTexts } from './erasure-texts.factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const at = (day: string) => new Date(`${day}T03:00:00Z`);
// Each test runs the job for its own firm: on PostgreSQL the test files share one schema.
const run = (day: string, firm: { organisationID: string }) =>
  runRetention(ctx.database, fileStorage(ctx.app.config), ctx.app.config, {
    now: at(day),
    organisationIDs: [firm.organisationID],
  });

async function totals(organisationID: string) {
  const [row] = await ctx.database.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM matters WHERE organisation_id = $1) AS matters,
            (SELECT count(*)::int FROM individuals WHERE organisation_id = $1) AS individuals,
            (SELECT count(*)::int FROM check_results WHERE organisation_id = $1) AS checks,
            (SELECT count(*)::int FROM documents WHERE organisation_id = $1) AS documents,
            (SELECT count(*)::int FROM conversation_messages m JOIN conversations c USING (conversation_id) WHERE c.organisation_id = $1) AS messages`,
    [organisationID],
  );
  return row!;
}

describe('retention job (issue 19)', () => {
  it('lists what is due a fortnight ahead, then erases it: no personal field or file left, totals and the audit chain hold', async () => {
    const world = await buildFirm(ctx);
    const rec = await buildClientRecords(ctx, world, 'A', { completed: '2018-06-01' });
    const keep = await buildClientRecords(ctx, world, 'B', { completed: '2025-06-01' });
    const docs = await ctx.database.db
      .select()
      .from(documents)
      .where(eq(documents.matterID, rec.matter.matterID));
    expect(docs.length).toBeGreaterThanOrEqual(2);
    const files = () => storedFiles(ctx);
    for (const d of docs) expect(files()).toContain(d.documentID);
    const before = await totals(world.firm.organisationID);
    let dump = await dumpEverything(ctx);
    for (const s of personStrings(rec.p).filter((x) => !x.includes(' 10 37')))
      if (!/^JG/.test(s)) expect(dump).toContain(s);

    // First run: everything of the old matter is past due, so it is listed, not erased.
    const first = await run('2026-11-26', world.firm);
    expect(first.erasedMatters).toBe(0);
    const notices = await ctx.database.db
      .select()
      .from(retentionNotices)
      .where(eq(retentionNotices.matterID, rec.matter.matterID));
    expect(notices.map((n) => n.category).sort()).toEqual([
      'documents',
      'identityChecks',
      'messages',
      'personalDetails',
    ]);
    const page = await callAs(ctx, world.admin, 'GET', '/api/Retention');
    expect(page.statusCode).toBe(200);
    const due = page.json().due.filter((d: { matterID: string }) => d.matterID === rec.matter.matterID);
    expect(due.map((d: { category: string }) => d.category).sort()).toEqual([
      'documents',
      'identityChecks',
      'messages',
      'personalDetails',
    ]);
    expect(due[0].listedAt).not.toBeNull();
    // 13 days on: still listed, nothing erased.
    expect((await run('2026-12-09', world.firm)).erasedMatters).toBe(0);
    expect(
      (
        await ctx.database.db.select().from(individuals).where(eq(individuals.individualID, rec.individualID))
      )[0]!.erasedAt,
    ).toBeNull();

    const done = await run('2026-12-10', world.firm);
    expect(done).toMatchObject({ erasedMatters: 1, erasedCategories: 4, filesFailed: 0 });
    dump = await dumpEverything(ctx);
    for (const s of personStrings(rec.p)) expect(dump).not.toContain(s);
    // The file note is encrypted at rest: read in clear, it is kept with the name scrubbed.
    const notes = await matterNoteTexts(ctx, rec.matter.matterID);
    for (const s of personStrings(rec.p)) expect(notes).not.toContain(s);
    expect(notes).toMatch(/^Called \[erased\] \(\[erased\]\) about the house; \[erased\] agreed/);
    expect(await matterNoteTexts(ctx, keep.matter.matterID)).toContain(keep.p.surname);
    // The other client's matter ended last year: nothing of theirs went.
    expect(dump).toContain(keep.p.surname);
    expect(dump).toContain(keep.p.emailAddress);
    for (const d of docs) expect(files()).not.toContain(d.documentID);
    expect(await totals(world.firm.organisationID)).toEqual(before);
    const [tomb] = await ctx.database.db
      .select()
      .from(individuals)
      .where(eq(individuals.individualID, rec.individualID));
    expect(tomb).toMatchObject({
      firstName: '[erased]',
      surname: '[erased]',
      emailAddress: null,
      nino: null,
    });
    expect(tomb!.erasedAt).not.toBeNull();
    const [check] = await ctx.database.db
      .select()
      .from(checkResults)
      .where(eq(checkResults.individualID, rec.individualID));
    expect(check).toMatchObject({ components: [], providerReference: null, passed: null });

    expect(await verifyAuditChain(ctx.database)).toMatchObject({ ok: true });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.action} = 'retention.erased' AND ${auditEvents.objectID} = ${rec.matter.matterID}`,
      );
    expect(event!.details).toMatchObject({
      categories: expect.arrayContaining(['documents']),
      counts: { individuals: 1, checks: 1 },
    });

    const after = (await callAs(ctx, world.admin, 'GET', '/api/Retention')).json();
    expect(after.due.some((d: { matterID: string }) => d.matterID === rec.matter.matterID)).toBe(false);
    expect(after.reports[0]).toMatchObject({
      matterReference: rec.matter.reference,
      trigger: 'schedule',
      counts: { individuals: 1, checks: 1, documents: docs.length, messages: 1, accounts: 1 },
    });
    expect(after.reports[0].rule).toMatch(/identityChecks: 60 months after the matter ended on 2018-06-01/);
    // A rerun erases nothing twice.
    expect((await run('2026-12-11', world.firm)).erasedMatters).toBe(0);
  });

  it('erases nothing under a legal hold, and adds the days held once it is lifted', async () => {
    const world = await buildFirm(ctx);
    const rec = await buildClientRecords(ctx, world, 'H', { completed: '2018-06-01' });
    const hold = await callAs(ctx, world.admin, 'POST', '/api/Retention/Holds', {
      matterID: rec.matter.matterID,
      reason: 'Claim against the estate',
    });
    expect(hold.statusCode).toBe(201);
    expect(
      (
        await callAs(ctx, world.admin, 'POST', '/api/Retention/Holds', {
          matterID: rec.matter.matterID,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(409);
    await run('2026-11-26', world.firm);
    await run('2026-12-20', world.firm);
    const [row] = await ctx.database.db
      .select()
      .from(individuals)
      .where(eq(individuals.individualID, rec.individualID));
    expect(row).toMatchObject({ firstName: rec.p.firstName, erasedAt: null });
    const page = (await callAs(ctx, world.admin, 'GET', '/api/Retention')).json();
    expect(page.holds).toEqual([
      expect.objectContaining({ matterID: rec.matter.matterID, reason: 'Claim against the estate' }),
    ]);
    expect(page.due.some((d: { matterID: string }) => d.matterID === rec.matter.matterID)).toBe(false);
    const plan = (await callAs(ctx, world.admin, 'GET', `/api/Retention/Erasure/${rec.individualID}`)).json();
    expect(
      plan.items.every(
        (i: { decision: string; reason: string }) =>
          i.decision === 'kept' && /Legal hold on matter/.test(i.reason),
      ),
    ).toBe(true);
    const refused = await callAs(ctx, world.admin, 'POST', `/api/Retention/Erasure/${rec.individualID}`, {
      confirm: true,
    });
    expect(refused.json().counts).toBeNull();

    const lift = await callAs(ctx, world.admin, 'POST', `/api/Retention/Holds/${hold.json().holdID}/Lift`, {
      reason: 'Settled',
    });
    expect(lift.statusCode).toBe(204);
    expect(
      (
        await callAs(ctx, world.admin, 'POST', `/api/Retention/Holds/${hold.json().holdID}/Lift`, {
          reason: 'again',
        })
      ).statusCode,
    ).toBe(409);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectID, rec.matter.matterID));
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['legalHold.set', 'legalHold.lifted']));
    expect(JSON.stringify(audit)).not.toContain('Claim against');
  });
});

describe('retention refusals and rules (issue 19)', () => {
  it("answers 403 to other roles, 404 for another firm's matter, hold or individual", async () => {
    const world = await buildFirm(ctx);
    const other = await buildFirm(ctx);
    const rec = await buildClientRecords(ctx, other, 'O', { completed: '2018-06-01', checked: false });
    expect((await callAs(ctx, world.executive, 'GET', '/api/Retention')).statusCode).toBe(403);
    expect(
      (await callAs(ctx, world.executive, 'PUT', '/api/Retention/Rules', { documents: 12 })).statusCode,
    ).toBe(403);
    expect(
      (await callAs(ctx, world.executive, 'GET', `/api/Retention/Erasure/${rec.individualID}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await callAs(ctx, world.admin, 'POST', '/api/Retention/Holds', {
          matterID: rec.matter.matterID,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx, world.admin, 'GET', `/api/Retention/Erasure/${rec.individualID}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await callAs(ctx, world.admin, 'POST', `/api/Retention/Erasure/${rec.individualID}`, {
          confirm: true,
        })
      ).statusCode,
    ).toBe(404);
    const theirs = await callAs(ctx, other.admin, 'POST', '/api/Retention/Holds', {
      matterID: rec.matter.matterID,
      reason: 'x',
    });
    expect(
      (
        await callAs(ctx, world.admin, 'POST', `/api/Retention/Holds/${theirs.json().holdID}/Lift`, {
          reason: 'y',
        })
      ).statusCode,
    ).toBe(404);
    const [m] = await ctx.database.db.select().from(matters).where(eq(matters.matterID, rec.matter.matterID));
    expect(m).toBeDefined();
  });

  it('names the field of bad input (400) and keeps identity checks at least 60 months', async () => {
    const world = await buildFirm(ctx);
    const bad = await callAs(ctx, world.admin, 'PUT', '/api/Retention/Rules', {
      identityChecks: 12,
      documents: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['documents', 'identityChecks']);
    expect(bad.json().errors.identityChecks[0]).toMatch(/at least 60 months \(MLR 2017 reg\. 40\)/);
    const text = await callAs(ctx, world.admin, 'PUT', '/api/Retention/Rules', { messages: 'soon' });
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json().errors)).toEqual(['messages']);
    expect((await callAs(ctx, world.admin, 'PUT', '/api/Retention/Rules', {})).statusCode).toBe(400);
    const noReason = await callAs(ctx, world.admin, 'POST', '/api/Retention/Holds', {
      matterID: '00000000-0000-4000-8000-000000000000',
    });
    expect(noReason.statusCode).toBe(404);
    const badID = await callAs(ctx, world.admin, 'POST', '/api/Retention/Holds', {
      matterID: 'nope',
      reason: 'x',
    });
    expect(badID.statusCode).toBe(400);
    expect(Object.keys(badID.json().errors)).toContain('matterID');
    const rec = await buildClientRecords(ctx, world, 'R', { checked: false });
    const blank = await callAs(ctx, world.admin, 'POST', '/api/Retention/Holds', {
      matterID: rec.matter.matterID,
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toEqual(['reason']);
    const noConfirm = await callAs(
      ctx,
      world.admin,
      'POST',
      `/api/Retention/Erasure/${rec.individualID}`,
      {},
    );
    expect(noConfirm.statusCode).toBe(400);
    expect(Object.keys(noConfirm.json().errors)).toContain('confirm');

    const ok = await callAs(ctx, world.admin, 'PUT', '/api/Retention/Rules', {
      documents: 24,
      identityChecks: 72,
    });
    expect(ok.statusCode).toBe(204);
    const rules = (await callAs(ctx, world.admin, 'GET', '/api/Retention')).json().rules;
    expect(
      Object.fromEntries(rules.map((r: { category: string; months: number }) => [r.category, r.months])),
    ).toEqual({
      identityChecks: 72,
      personalDetails: 72,
      documents: 24,
      messages: 72,
    });
  });
});
