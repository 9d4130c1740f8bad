import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../audit/audit-chain.js';
import {
  auditEvents,
  individuals,
  legacies,
  legacyContacts,
  legacyDetails,
  legacyEstateNotes,
} from '../../db/schema/index.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { type TestContext, buildTestApp, buildUser } from '../../../test/helpers.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
import { caller, handoffWorld } from '../legacies/legacy-handoff.factories.js';
import { runRetention } from './retention-job.js';
import { dumpEverything, storedFiles } from './retention.factories.js';

/*
 * Issue 19 for charities: a charity's retention of its legacies. A legacy the charity closed
 * years ago is listed a fortnight ahead, then erased as a tombstone: no personal field or file
 * left, the dashboard's legacy figures and the audit chain intact. A legal hold keeps it.
 */
let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await buildTestApp();
  call = caller(ctx);
});
afterAll(async () => ctx?.close());

const at = (day: string) => new Date(`${day}T03:00:00Z`);
const run = (day: string, charity: { organisationID: string }) =>
  runRetention(ctx.database, fileStorage(ctx.app.config), ctx.app.config, {
    now: at(day),
    organisationIDs: [charity.organisationID],
  });

async function world() {
  const w = await handoffWorld(ctx);
  const manager = await buildUser(ctx.database, { roles: ['Legacy Manager'], organisation: w.charity });
  return { ...w, manager };
}

/** A legacy the charity follows alone, with its deceased, an executor, a money item and a document. */
async function closedLegacy(w: Awaited<ReturnType<typeof world>>, tag: string, closed: string) {
  const p = {
    deceased: `Eudora${tag}`,
    surname: `Pellingham${tag}`,
    executor: `Tiberius Quarrendon${tag}`,
    email: `t.quarrendon${tag.toLowerCase()}@example.test`,
    phone: `0161 496 07${tag.charCodeAt(0)}`,
    address: `3 Saltmarsh Row ${tag}`,
  };
  const created = await call(w.charityUser, 'POST', '/api/Legacy', {
    reference: `RET-${tag}-${Date.now().toString(36)}`,
    dateOfWill: '2015-04-01',
    contacts: [
      { role: 'executor', name: p.executor, emailAddress: p.email, phone: p.phone, address: p.address },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const legacyID: string = created.json().legacyID;
  const [deceased] = await ctx.database.db
    .insert(individuals)
    .values({
      organisationID: w.charity.organisationID,
      individualTypeID: 'deceased',
      firstName: p.deceased,
      surname: p.surname,
      addressLine1: p.address,
    })
    .returning();
  await ctx.database.db
    .update(legacies)
    .set({
      deceasedIndividualID: deceased!.individualID,
      probateReference: `PR-${p.surname}`,
      paymentReference: `PAY-${p.surname}`,
    })
    .where(eq(legacies.legacyID, legacyID));
  await ctx.database.db.insert(legacyDetails).values({
    legacyID,
    legacyTypeID: '00000000-0000-4000-8000-000000000001',
    description: `Pecuniary gift in the will of ${p.deceased} ${p.surname}`,
    amountPence: 2_500_000,
  });
  await ctx.database.db
    .insert(legacyEstateNotes)
    .values({ legacyID, note: `Spoke to ${p.executor} about the house sale` });
  const up = await call(w.charityUser, 'POST', '/api/Document/', [
    { name: `Will of ${p.surname}.pdf`, content: dataUrl(PDF_BYTES), itemID: legacyID },
  ]);
  expect(up.statusCode, up.body).toBe(201);
  const status = await call(w.charityUser, 'PUT', `/api/Legacy/${legacyID}/Status/archived`);
  expect(status.statusCode, status.body).toBe(200);
  const [row] = await ctx.database.db.select().from(legacies).where(eq(legacies.legacyID, legacyID));
  expect(row!.closedAt).not.toBeNull();
  // Closed years ago.
  await ctx.database.db
    .update(legacies)
    .set({ closedAt: new Date(`${closed}T12:00:00Z`) })
    .where(eq(legacies.legacyID, legacyID));
  return { p, legacyID, documentID: up.json()[0].documentID as string };
}

const strings = (p: Awaited<ReturnType<typeof closedLegacy>>['p']) => [
  p.deceased,
  p.surname,
  p.executor,
  p.email,
  p.phone,
  p.address,
];

async function tiles(w: Awaited<ReturnType<typeof world>>) {
  const res = await call(w.charityUser, 'GET', `/api/Organisations/${w.charity.organisationID}/Dashboard`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { apiId: string; data: unknown }[]).filter((t) =>
    ['legacies', 'legacyValue'].includes(t.apiId),
  );
}

describe("a charity's retention of its legacies (issue 19)", () => {
  it('lists a closed legacy a fortnight ahead, then erases it: no personal field or file, totals and audit chain intact', async () => {
    const w = await world();
    const rec = await closedLegacy(w, 'A', '2020-11-20');
    const before = await tiles(w);
    expect(before.find((t) => t.apiId === 'legacyValue')?.data).toBe(2_500_000);
    let dump = await dumpEverything(ctx);
    for (const s of strings(rec.p)) expect(dump).toContain(s);
    expect(storedFiles(ctx).some((f) => f.includes(rec.documentID))).toBe(true);

    // Six years after 2020-11-20 is 2026-11-20: listed on the first run, not erased yet.
    const first = await run('2026-11-26', w.charity);
    expect(first.listed).toBe(1);
    expect(first.erasedLegacies).toBe(0);
    const page = await call(w.manager, 'GET', '/api/Retention');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      kind: 'charity',
      canManage: true,
      rules: [{ category: 'legacyRecords', months: 72, minMonths: 72 }],
      due: [{ legacyID: rec.legacyID, category: 'legacyRecords', dueDay: '2026-11-20' }],
    });
    expect((await run('2026-12-09', w.charity)).erasedLegacies).toBe(0);

    const done = await run('2026-12-10', w.charity);
    expect(done).toMatchObject({ erasedLegacies: 1, filesFailed: 0 });
    dump = await dumpEverything(ctx);
    for (const s of strings(rec.p)) expect(dump).not.toContain(s);
    expect(storedFiles(ctx).some((f) => f.includes(rec.documentID))).toBe(false);
    expect(await tiles(w)).toEqual(before);
    const [tomb] = await ctx.database.db.select().from(legacies).where(eq(legacies.legacyID, rec.legacyID));
    expect(tomb).toMatchObject({ probateReference: null, paymentReference: null, dateOfWill: null });
    expect(tomb!.erasedAt).not.toBeNull();
    const [contact] = await ctx.database.db
      .select()
      .from(legacyContacts)
      .where(eq(legacyContacts.legacyID, rec.legacyID));
    expect(contact).toMatchObject({ name: '[erased]', emailAddress: null, phone: null, address: null });
    expect(await verifyAuditChain(ctx.database)).toMatchObject({ ok: true });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'retention.erased' AND ${auditEvents.objectID} = ${rec.legacyID}`);
    expect(event!.details).toMatchObject({ categories: ['legacyRecords'] });
    const after = (await call(w.charityUser, 'GET', '/api/Retention')).json();
    expect(after.due).toEqual([]);
    expect(after.reports[0]).toMatchObject({
      legacyID: rec.legacyID,
      categories: ['legacyRecords'],
      counts: { legacies: 1, contacts: 1, individuals: 1, documents: 1, notes: 1 },
    });
    // A rerun erases nothing twice.
    expect((await run('2026-12-11', w.charity)).erasedLegacies).toBe(0);
  });

  it('a legal hold on a legacy keeps it: nothing listed or erased', async () => {
    const w = await world();
    const rec = await closedLegacy(w, 'B', '2019-01-10');
    const hold = await call(w.manager, 'POST', '/api/Retention/Holds', {
      legacyID: rec.legacyID,
      reason: 'Claim against the estate',
    });
    expect(hold.statusCode, hold.body).toBe(201);
    expect((await run('2026-11-26', w.charity)).listed).toBe(0);
    expect((await run('2026-12-26', w.charity)).erasedLegacies).toBe(0);
    const [row] = await ctx.database.db.select().from(legacies).where(eq(legacies.legacyID, rec.legacyID));
    expect(row!.erasedAt).toBeNull();
    const dump = await dumpEverything(ctx);
    for (const s of strings(rec.p)) expect(dump).toContain(s);
    const page = (await call(w.charityUser, 'GET', '/api/Retention')).json();
    expect(page.due).toEqual([]);
    expect(page.holds).toMatchObject([{ legacyID: rec.legacyID, reason: 'Claim against the estate' }]);
  });

  it("another charity's legacy answers 404; a non-admin 403; rules are checked and named", async () => {
    const w = await world();
    const rec = await closedLegacy(w, 'C', '2024-01-10');
    const foreign = await call(w.otherUser, 'POST', '/api/Retention/Holds', {
      legacyID: rec.legacyID,
      reason: 'Not ours',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(w.finance, 'GET', '/api/Retention')).statusCode).toBe(403);
    expect(
      (await call(w.finance, 'POST', '/api/Retention/Holds', { legacyID: rec.legacyID, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const short = await call(w.charityUser, 'PUT', '/api/Retention/Rules', { legacyRecords: 24 });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors)).toEqual(['legacyRecords']);
    const firmRule = await call(w.charityUser, 'PUT', '/api/Retention/Rules', { identityChecks: 60 });
    expect(firmRule.statusCode).toBe(400);
    expect(Object.keys(firmRule.json().errors)).toEqual(['identityChecks']);
    expect((await call(w.manager, 'PUT', '/api/Retention/Rules', { legacyRecords: 96 })).statusCode).toBe(
      204,
    );
    const page = (await call(w.manager, 'GET', '/api/Retention')).json();
    expect(page.rules[0]).toMatchObject({ category: 'legacyRecords', months: 96 });
  });
});
