import { DOCUMENT_TEMPLATE_TEXTS } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, auditEvents, individuals, matters } from '../../db/schema/index.js';
import { type TestContext, authHeaders, buildTestApp } from '../../../test/helpers.js';
import { buildDocumentsScene } from '../documents/documents.factories.js';
import { sweepFiles } from '../../integrations/storage/sweeper.js';
import { encryptSensitive } from '../individuals/individual-secrets.js';
import { buildIndividual } from '../matters/matter.factories.js';
import { buildDocx, docxDataUrl, docxText } from './document-templates.factories.js';

const LETTER = [
  'Our ref: {matter_reference} ({matter_type})',
  'Re: {matter_title}, {deceased_full_name}, died {deceased_date_of_death}',
  '{#individuals}{role}: {full_name}, {address}{/individuals}',
  '{firm_name}, {firm_address} – {today}',
];

describe('letter templates', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function scene() {
    const s = await buildDocumentsScene(ctx);
    await ctx.database.db
      .update(matters)
      .set({ reference: 'EST/2026/0042', dateOfDeath: '2026-01-14' })
      .where(eq(matters.matterID, s.matter.matterID));
    const deceased = await buildIndividual(ctx.database, s.matter, {
      typeKey: 'deceased',
      firstName: 'Margaret',
      surname: 'Hale',
    });
    await ctx.database.db
      .update(individuals)
      .set({
        dateOfDeath: '2026-01-14',
        addressLine1: '4 Orchard Row',
        cityTown: 'Bath',
        postCode: 'BA1 2AB',
        ...encryptSensitive(ctx.app.config, deceased.individualID, { nino: 'QQ123456C' }),
      })
      .where(eq(individuals.individualID, deceased.individualID));
    return { ...s, deceased };
  }

  async function uploadTemplate(user: { userID: string }, lines: readonly string[], name = 'Bank letter') {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/DocumentTemplates',
      headers: await authHeaders(ctx, user),
      payload: { name, content: docxDataUrl(buildDocx(lines)) },
    });
  }

  async function generate(user: { userID: string }, templateID: string, matterID: string, folder?: string) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/DocumentTemplates/${templateID}/Generate`,
      headers: await authHeaders(ctx, user),
      payload: { matterID, ...(folder ? { folder } : {}) },
    });
  }

  it("fills a template with the matter's data and saves it as a document of the matter", async () => {
    const s = await scene();
    const created = await uploadTemplate(s.admin, LETTER);
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json();
    // Any firm role generates (here the Matter Executive on the team).
    const res = await generate(s.colleague, template.templateID, s.matter.matterID);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      itemID: s.matter.matterID,
      // A slash of the reference would read as a folder in a download's name.
      name: 'Bank letter – EST-2026-0042.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      folder: 'correspondence',
      version: 1,
      uploadedBy: { userID: s.colleague.userID },
    });
    const file = await ctx.app.inject({
      url: `/api/Document/${doc.documentID}`,
      headers: await authHeaders(ctx, s.admin),
    });
    expect(file.statusCode).toBe(200);
    const text = docxText(file.rawPayload);
    expect(text).toContain('Our ref: EST/2026/0042 (Estate)');
    expect(text).toContain('Re: Estate of Margaret Hale, Margaret Hale, died 14 January 2026');
    expect(text).toContain('Executor: Iris Bennett');
    expect(text).toContain(`${s.firm.name}, 1 High Street, London, Greater London, EC1A 1BB`);
    expect(text).not.toContain('undefined');
    expect(text).not.toContain('{');

    const activity = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, s.matter.matterID));
    expect(activity.map((a) => [a.action, a.object])).toEqual([['added', doc.name]]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.create'), eq(auditEvents.objectID, doc.documentID)));
    expect(audit?.details).toMatchObject({ templateID: template.templateID, folder: 'correspondence' });
    // No NINO asked for: no sensitive read.
    const reads = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'individual.identity_viewed'),
          eq(auditEvents.objectID, s.deceased.individualID),
        ),
      );
    expect(reads).toEqual([]);
  });

  it("audits the read of the deceased's NINO when a template uses it", async () => {
    const s = await scene();
    const template = (await uploadTemplate(s.admin, ['NI number: {deceased_ni_number}'], 'HMRC')).json();
    const res = await generate(s.admin, template.templateID, s.matter.matterID, 'tax');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().folder).toBe('tax');
    const file = await ctx.app.inject({
      url: `/api/Document/${res.json().documentID}`,
      headers: await authHeaders(ctx, s.admin),
    });
    expect(docxText(file.rawPayload)).toBe('NI number: QQ123456C');
    const reads = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'individual.identity_viewed'),
          eq(auditEvents.objectID, s.deceased.individualID),
        ),
      );
    expect(reads).toHaveLength(1);
    expect(reads[0]?.details).toMatchObject({ fields: ['nino'], templateID: template.templateID });
    expect(JSON.stringify(reads[0]?.details)).not.toContain('QQ123456C');
  });

  it('refuses a template docxtemplater cannot parse, naming the tag, and anything not a .docx', async () => {
    const s = await scene();
    const unclosed = await uploadTemplate(s.admin, ['Dear {firm_name']);
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().errors.content[0]).toContain('{firm_name}');
    const loop = await uploadTemplate(s.admin, ['{#individuals}{full_name}']);
    expect(loop.statusCode).toBe(400);
    expect(loop.json().errors.content[0]).toContain('{individuals}');
    const unknown = await uploadTemplate(s.admin, ['{matter_reference} {bank_balance}']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.content).toEqual([DOCUMENT_TEMPLATE_TEXTS.unknownTag('bank_balance')]);
    const pdf = await ctx.app.inject({
      method: 'POST',
      url: '/api/DocumentTemplates',
      headers: await authHeaders(ctx, s.admin),
      payload: {
        name: 'Not Word',
        content: `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF').toString('base64')}`,
      },
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors.content).toEqual([DOCUMENT_TEMPLATE_TEXTS.notDocx]);
    const noName = await ctx.app.inject({
      method: 'POST',
      url: '/api/DocumentTemplates',
      headers: await authHeaders(ctx, s.admin),
      payload: { name: 'x'.repeat(500), content: docxDataUrl(buildDocx(['hi'])) },
    });
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json().errors)).toEqual(['name']);
    const list = await ctx.app.inject({
      url: '/api/DocumentTemplates',
      headers: await authHeaders(ctx, s.admin),
    });
    expect(list.json()).toEqual([]);
  });

  it('lets only a Matter Admin manage templates; a client may not use them; another firm gets 404', async () => {
    const s = await scene();
    const template = (await uploadTemplate(s.admin, LETTER)).json();
    // A Matter Executive lists and uses, but does not manage (403).
    expect((await uploadTemplate(s.colleague, LETTER)).statusCode).toBe(403);
    const colleague = await authHeaders(ctx, s.colleague);
    const rename = await ctx.app.inject({
      method: 'PUT',
      url: `/api/DocumentTemplates/${template.templateID}`,
      headers: colleague,
      payload: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(403);
    const listed = await ctx.app.inject({ url: '/api/DocumentTemplates', headers: colleague });
    expect(listed.json().map((t: { templateID: string }) => t.templateID)).toEqual([template.templateID]);

    // The matter's client: 403 on the templates and on generating.
    expect(
      (await ctx.app.inject({ url: '/api/DocumentTemplates', headers: await authHeaders(ctx, s.client) }))
        .statusCode,
    ).toBe(403);
    expect((await generate(s.client, template.templateID, s.matter.matterID)).statusCode).toBe(403);

    // Another firm: its admin sees none of ours, and neither our template nor our matter works.
    const other = await scene();
    const stranger = await authHeaders(ctx, other.admin);
    expect((await ctx.app.inject({ url: '/api/DocumentTemplates', headers: stranger })).json()).toEqual([]);
    expect((await generate(other.admin, template.templateID, other.matter.matterID)).statusCode).toBe(404);
    const theirs = (await uploadTemplate(other.admin, LETTER)).json();
    expect((await generate(other.admin, theirs.templateID, s.matter.matterID)).statusCode).toBe(404);
    for (const call of [
      {
        method: 'PUT' as const,
        url: `/api/DocumentTemplates/${template.templateID}`,
        payload: { name: 'x' },
      },
      { method: 'DELETE' as const, url: `/api/DocumentTemplates/${template.templateID}` },
      { method: 'GET' as const, url: `/api/DocumentTemplates/${template.templateID}/File` },
    ]) {
      expect((await ctx.app.inject({ ...call, headers: stranger })).statusCode, call.method).toBe(404);
    }
    expect((await generate(s.admin, template.templateID, s.matter.matterID, 'drawer')).statusCode).toBe(400);
  });

  it('renames, replaces and deletes a template; the generated documents stay', async () => {
    const s = await scene();
    const template = (await uploadTemplate(s.admin, ['Version one {matter_reference}'])).json();
    const doc = (await generate(s.admin, template.templateID, s.matter.matterID)).json();
    const headers = await authHeaders(ctx, s.admin);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/DocumentTemplates/${template.templateID}`,
      headers,
      payload: { name: 'Renamed', content: docxDataUrl(buildDocx(['Version two {matter_reference}'])) },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().name).toBe('Renamed');
    const file = await ctx.app.inject({ url: `/api/DocumentTemplates/${template.templateID}/File`, headers });
    expect(docxText(file.rawPayload)).toBe('Version two {matter_reference}');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/DocumentTemplates/${template.templateID}`,
      headers,
      payload: { content: docxDataUrl(buildDocx(['{oops'])) },
    });
    expect(bad.statusCode).toBe(400);
    // The sweeper keeps a template's file (it has a row of its own).
    await sweepFiles(ctx.app.config, ctx.database, { now: Date.now() + 48 * 3600_000 });
    const kept = await ctx.app.inject({ url: `/api/DocumentTemplates/${template.templateID}/File`, headers });
    expect(docxText(kept.rawPayload)).toBe('Version two {matter_reference}');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/DocumentTemplates/${template.templateID}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/DocumentTemplates', headers })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/Document/${doc.documentID}`, headers })).statusCode).toBe(200);
  });
});
