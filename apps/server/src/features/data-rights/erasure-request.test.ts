import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../audit/audit-chain.js';
import {
  auditEvents,
  conversationMessages,
  documentVersions,
  documents,
  individuals,
} from '../../db/schema/index.js';
import { type TestContext, authHeaders, buildTestApp, callAs } from '../../../test/helpers.js';
import { PDF_BYTES } from '../documents/documents.factories.js';
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

describe('erasure request for one individual (issue 19)', () => {
  it('shows what can go now and what is kept until when and why, and erases only what can go', async () => {
    const world = await buildFirm(ctx);
    const rec = await buildClientRecords(ctx, world, 'C', { completed: '2025-06-01' });
    const plan = await callAs(ctx, world.admin, 'GET', `/api/Retention/Erasure/${rec.individualID}`);
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({
      individualID: rec.individualID,
      name: `${rec.p.firstName} ${rec.p.surname}`,
      matterReference: rec.matter.reference,
      erasedAt: null,
    });
    const items = plan.json().items;
    expect(items).toEqual([
      expect.objectContaining({
        category: 'identityChecks',
        decision: 'kept',
        until: '2030-06-01',
        reason: `MLR 2017 reg. 40, 5 years after matter ${rec.matter.reference} ended on 2025-06-01`,
      }),
      expect.objectContaining({ category: 'personalDetails', decision: 'kept', until: '2030-06-01' }),
      expect.objectContaining({ category: 'documents', decision: 'now' }),
      expect.objectContaining({ category: 'messages', decision: 'now' }),
    ]);
    // An earlier version of the passport: it must go with the document.
    const [passport] = await ctx.database.db
      .select()
      .from(documents)
      .where(eq(documents.individualID, rec.individualID));
    const versionsUrl = `/api/Document/${passport!.documentID}/Versions`;
    const newVersion = async () =>
      ctx.app.inject({
        method: 'POST',
        url: `${versionsUrl}?name=${encodeURIComponent('Passport v2.pdf')}`,
        headers: { ...(await authHeaders(ctx, world.admin)), 'content-type': 'application/octet-stream' },
        payload: PDF_BYTES,
      });
    expect((await newVersion()).statusCode).toBe(201);
    const [v1] = (await callAs(ctx, world.admin, 'GET', versionsUrl)).json();
    expect((await callAs(ctx, world.admin, 'GET', `${versionsUrl}/${v1.versionID}`)).statusCode).toBe(200);
    const [v1Row] = await ctx.database.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.versionID, v1.versionID));
    const [current] = await ctx.database.db
      .select()
      .from(documents)
      .where(eq(documents.documentID, passport!.documentID));
    const versionKeys = [v1Row!.storageKey, current!.storageKey];
    for (const key of versionKeys) expect(storedFiles(ctx).some((f) => f.includes(key))).toBe(true);
    const docs = await ctx.database.db
      .select()
      .from(documents)
      .where(eq(documents.matterID, rec.matter.matterID));
    const erased = await callAs(ctx, world.admin, 'POST', `/api/Retention/Erasure/${rec.individualID}`, {
      confirm: true,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().counts).toMatchObject({
      documents: docs.length,
      files: docs.length + 1,
      messages: 1,
    });
    expect(erased.json().counts.individuals).toBeUndefined();
    for (const d of docs) expect(storedFiles(ctx)).not.toContain(d.documentID);
    expect((await callAs(ctx, world.admin, 'GET', `/api/Document/${docs[0]!.documentID}`)).statusCode).toBe(
      404,
    );
    // The earlier version: a clean 404, its file gone, and no new version on the tombstone.
    for (const key of versionKeys) expect(storedFiles(ctx).some((f) => f.includes(key))).toBe(false);
    expect((await callAs(ctx, world.admin, 'GET', `${versionsUrl}/${v1.versionID}`)).statusCode).toBe(404);
    expect((await callAs(ctx, world.admin, 'GET', versionsUrl)).statusCode).toBe(404);
    const filesNow = storedFiles(ctx).length;
    expect((await newVersion()).statusCode).toBe(404);
    expect(storedFiles(ctx).length).toBe(filesNow);
    const [kept] = await ctx.database.db
      .select()
      .from(individuals)
      .where(eq(individuals.individualID, rec.individualID));
    expect(kept).toMatchObject({ firstName: rec.p.firstName, erasedAt: null });
    const messages = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationID, rec.conversationID));
    expect(messages.map((m) => m.message)).toEqual(['[erased]']);
  });

  it('erases everything of a person without identity checks: no personal field or file left', async () => {
    const world = await buildFirm(ctx);
    const rec = await buildClientRecords(ctx, world, 'D', { completed: '2025-06-01', checked: false });
    const other = await buildClientRecords(ctx, world, 'E', { completed: '2025-06-01', checked: false });
    // What the client's own sign-in uploaded on the matter (e.g. answering a request) is theirs too.
    await ctx.database.db.insert(documents).values({
      documentID: randomUUID(),
      itemID: rec.matter.matterID,
      organisationID: world.firm.organisationID,
      matterID: rec.matter.matterID,
      name: `Bank statement ${rec.p.surname}.pdf`,
      mimeType: 'application/pdf',
      fileSize: 10,
      storageKey: 'never-stored',
      uploadedBy: rec.client.userID,
    });
    const docs = await ctx.database.db
      .select()
      .from(documents)
      .where(eq(documents.matterID, rec.matter.matterID));
    // A subject access export made earlier holds the same data: its archive and names go too.
    const made = await callAs(
      ctx,
      world.admin,
      'POST',
      `/api/Individuals/${rec.individualID}/SubjectAccessExports`,
      {},
    );
    expect(made.statusCode, made.body).toBe(201);
    const exportID: string = made.json().exportID;
    expect(storedFiles(ctx).some((f) => f.includes(exportID))).toBe(true);
    const plan = (await callAs(ctx, world.admin, 'GET', `/api/Retention/Erasure/${rec.individualID}`)).json();
    expect(plan.items.map((i: { decision: string }) => i.decision)).toEqual(['now', 'now', 'now', 'now']);
    const res = await callAs(ctx, world.admin, 'POST', `/api/Retention/Erasure/${rec.individualID}`, {
      confirm: true,
    });
    expect(res.json().counts).toMatchObject({
      individuals: 1,
      accounts: 1,
      messages: 1,
      documents: docs.length,
    });
    const dump = await dumpEverything(ctx);
    for (const s of personStrings(rec.p)) expect(dump).not.toContain(s);
    const notes = await matterNoteTexts(ctx, rec.matter.matterID);
    for (const s of personStrings(rec.p)) expect(notes).not.toContain(s);
    expect(notes).toContain('about the house; [erased] agreed');
    expect(dump).toContain(other.p.surname);
    for (const d of docs) expect(storedFiles(ctx)).not.toContain(d.documentID);
    expect(storedFiles(ctx).some((f) => f.includes(exportID))).toBe(false);
    expect(await verifyAuditChain(ctx.database)).toMatchObject({ ok: true });
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectID, rec.individualID));
    expect(events.map((e) => e.action)).toContain('erasure.requested');
    const again = (
      await callAs(ctx, world.admin, 'GET', `/api/Retention/Erasure/${rec.individualID}`)
    ).json();
    expect(again.erasedAt).not.toBeNull();
    const report = (await callAs(ctx, world.admin, 'GET', '/api/Retention')).json().reports[0];
    expect(report).toMatchObject({ trigger: 'request', matterReference: rec.matter.reference });
  });

  it('keeps everything while the matter is open', async () => {
    const world = await buildFirm(ctx);
    const rec = await buildClientRecords(ctx, world, 'F', { checked: false });
    const plan = (await callAs(ctx, world.admin, 'GET', `/api/Retention/Erasure/${rec.individualID}`)).json();
    expect(
      plan.items.every(
        (i: { decision: string; reason: string }) => i.decision === 'kept' && /is open/.test(i.reason),
      ),
    ).toBe(true);
    const res = await callAs(ctx, world.admin, 'POST', `/api/Retention/Erasure/${rec.individualID}`, {
      confirm: true,
    });
    expect(res.json()).toMatchObject({ counts: null, reportID: null });
  });
});
