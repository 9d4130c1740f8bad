import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { auditEvents, mailOutbox, subjectAccessExports } from '../../db/schema/index.js';
import { PDF_BYTES } from '../documents/documents.factories.js';
import { buildSubjectAccessScene } from './subject-access.factories.js';
import { expireSubjectAccessExports } from './subject-access.service.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { sweepFiles } from '../../integrations/storage/sweeper.js';

describe('subject access exports (issue 19)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const exportsOf = (individualID: string) => `/api/Individuals/${individualID}/SubjectAccessExports`;

  async function download(user: { userID: string }, url: string) {
    const res = await callAs(ctx, user, 'GET', url);
    return res;
  }

  async function unzip(body: Buffer) {
    const zip = await JSZip.loadAsync(body);
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    return { zip, data, names: Object.keys(zip.files) };
  }

  it("holds exactly firm A's data about the person: both matters, checks, files, own words, mentions, e-mails, views", async () => {
    const s = await buildSubjectAccessScene(ctx);
    const created = await callAs(ctx, s.a.admin, 'POST', exportsOf(s.a.individual.individualID), {
      reason: 'Letter of 3 March',
    });
    expect(created.statusCode).toBe(201);
    const made = created.json();
    expect(made).toMatchObject({ available: true, canDownload: true, requestedBy: s.a.admin.userID });
    const res = await download(s.a.admin, made.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const { zip, data, names } = await unzip(res.rawPayload);
    expect(names).toContain('summary.pdf');
    expect((await zip.file('summary.pdf')!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');

    expect(data.organisation.organisationID).toBe(s.a.firm.organisationID);
    expect(data.reason).toBe('Letter of 3 March');
    // Both of firm A's records of the person, none of firm B's, none of the other client's.
    expect(data.individualRecords.map((r: { individualID: string }) => r.individualID).sort()).toEqual(
      [s.a.individual.individualID, s.secondRecord.individualID].sort(),
    );
    expect(data.checks.map((c: { score: number }) => c.score)).toEqual([81]);
    expect(data.documents.map((d: { name: string }) => d.name)).toEqual(['alder-will.pdf']);
    const file = data.documents[0].file as string;
    expect(Buffer.compare(await zip.file(file)!.async('nodebuffer'), PDF_BYTES)).toBe(0);
    // Their own words as written; the staff member's reply redacted; nothing of firm B or of Otto.
    const messages = data.messages.map((m: { author: string; message: string }) => [m.author, m.message]);
    expect(messages).toEqual([
      ['you', 'Iris to Alder: my own words'],
      ['[redacted]', '[redacted]'],
    ]);
    expect(data.mentions).toHaveLength(1);
    expect(data.mentions[0]).toMatchObject({ author: '[redacted]', message: '[redacted]' });
    // The e-mails firm A's users caused to be sent to the person (the mention), none of firm B's.
    const firmAMails = await ctx.database.db
      .select({ mailID: mailOutbox.mailID })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.organisationID, s.a.firm.organisationID)));
    expect(data.emails.length).toBeGreaterThan(0);
    for (const m of data.emails) expect(firmAMails.map((r) => r.mailID)).toContain(m.mailID);
    // Who viewed their data: firm A's admin opened the individual page with its check results.
    expect(data.accessLog).toContainEqual(
      expect.objectContaining({ action: 'individual.identity_viewed', viewer: `Test ${s.a.admin.surname}` }),
    );
    // The staff member's name and words are redacted wherever the chat is quoted (the Mention e-mail).
    const shared = JSON.stringify([data.messages, data.mentions, data.emails]);
    expect(shared).not.toContain(s.a.admin.surname);
    expect(data.emails[0].text).toContain('[redacted]');

    const everything = JSON.stringify(data) + names.join(' ');
    for (const absent of [
      s.b.firm.name,
      s.b.individual.individualID,
      'Iris to Birch',
      'Birch staff reply',
      'birch-secret',
      'Alder staff private reply',
      'Otto says something personal',
      s.otherRecord.individualID,
      s.b.admin.surname,
    ])
      expect(everything).not.toContain(absent);
    expect(data.counts).toEqual({
      individualRecords: 2,
      checks: 1,
      documents: 1,
      messages: 2,
      mentions: 1,
      emails: data.emails.length,
      accessLog: data.accessLog.length,
    });

    // Recorded with what went out, and audited: the export and the download.
    const [row] = await ctx.database.db
      .select()
      .from(subjectAccessExports)
      .where(eq(subjectAccessExports.exportID, made.exportID));
    expect(row!.manifest.counts.checks).toBe(1);
    expect(row!.manifest.size).toBe(res.rawPayload.length);
    expect(row!.manifest.files.map((f) => f.name)).toEqual(['data.json', 'summary.pdf', file]);
    const events = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.actorUserID, s.a.admin.userID));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['subjectAccess.exported', 'subjectAccess.downloaded']),
    );
    // Stored encrypted, like every file.
    const onDisk = fs.readFileSync(path.join(ctx.app.config.dataDir, 'files', made.exportID));
    expect(onDisk.includes(Buffer.from('data.json'))).toBe(false);
  });

  it('the Individual exports their own record from My Data; firm B never sees firm A data', async () => {
    const s = await buildSubjectAccessScene(ctx);
    const me = await callAs(ctx, s.client, 'GET', '/api/Individuals/Me');
    expect(me.statusCode).toBe(200);
    const mine = await callAs(ctx, s.client, 'POST', exportsOf(s.b.individual.individualID), {});
    expect(mine.statusCode).toBe(201);
    const res = await download(s.client, mine.json().downloadUrl);
    expect(res.statusCode).toBe(200);
    const { data } = await unzip(res.rawPayload);
    expect(data.organisation.organisationID).toBe(s.b.firm.organisationID);
    expect(data.subject.name).toBe('Iris Bennett');
    const everything = JSON.stringify(data);
    expect(everything).toContain('Iris to Birch: not for Alder');
    expect(everything).not.toContain('Iris to Alder');
    expect(everything).not.toContain('alder-will');
    expect(data.checks.map((c: { score: number }) => c.score)).toEqual([42]);
    // Listed for them; another's export of the same record is not theirs to download.
    const list = await callAs(ctx, s.client, 'GET', exportsOf(s.b.individual.individualID));
    expect(list.json().map((e: { exportID: string }) => e.exportID)).toEqual([mine.json().exportID]);
    expect((await download(s.b.admin, mine.json().downloadUrl)).statusCode).toBe(404);
    const staffList = await callAs(ctx, s.b.admin, 'GET', exportsOf(s.b.individual.individualID));
    expect(staffList.json()[0]).toMatchObject({ canDownload: false, downloadUrl: null });
  });

  it('refuses: Support and a Matter Executive 403, another firm and another individual 404; the MLRO may', async () => {
    const s = await buildSubjectAccessScene(ctx);
    const url = exportsOf(s.a.individual.individualID);
    expect((await callAs(ctx, s.support, 'POST', url, {})).statusCode).toBe(403);
    expect((await callAs(ctx, s.executive, 'POST', url, {})).statusCode).toBe(403);
    expect((await callAs(ctx, s.support, 'GET', url)).statusCode).toBe(403);
    expect((await callAs(ctx, s.b.admin, 'POST', url, {})).statusCode).toBe(404);
    expect((await callAs(ctx, s.other, 'POST', url, {})).statusCode).toBe(404);
    expect((await callAs(ctx, s.other, 'GET', url)).statusCode).toBe(404);
    const byMlro = await callAs(ctx, s.mlro, 'POST', url, {});
    expect(byMlro.statusCode).toBe(201);
    // Only the one who asked downloads it.
    expect((await download(s.a.admin, byMlro.json().downloadUrl)).statusCode).toBe(404);
    expect((await download(s.client, byMlro.json().downloadUrl)).statusCode).toBe(404);
    expect((await download(s.mlro, byMlro.json().downloadUrl)).statusCode).toBe(200);
    const count = await ctx.database.db
      .select()
      .from(subjectAccessExports)
      .where(eq(subjectAccessExports.individualID, s.a.individual.individualID));
    expect(count).toHaveLength(1);
  });

  it('bad input answers 400 naming the field', async () => {
    const s = await buildSubjectAccessScene(ctx);
    const badId = await callAs(
      ctx,
      s.a.admin,
      'POST',
      '/api/Individuals/not-a-uuid/SubjectAccessExports',
      {},
    );
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain('individualId');
    const long = await callAs(ctx, s.a.admin, 'POST', exportsOf(s.a.individual.individualID), {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('reason');
    const badExport = await callAs(ctx, s.a.admin, 'GET', '/api/SubjectAccessExports/nope/File');
    expect(badExport.statusCode).toBe(400);
  });

  it('the expiry job removes the file and marks the export expired; the download then answers 404', async () => {
    const s = await buildSubjectAccessScene(ctx);
    const made = (await callAs(ctx, s.a.admin, 'POST', exportsOf(s.a.individual.individualID), {})).json();
    const onDisk = path.join(ctx.app.config.dataDir, 'files', made.exportID);
    expect(fs.existsSync(onDisk)).toBe(true);
    // The files sweeper knows the export's file: it is not an orphan.
    await sweepFiles(ctx.app.config, ctx.database, { tempMaxAgeMs: 0 });
    expect(fs.existsSync(onDisk)).toBe(true);
    const storage = fileStorage(ctx.app.config);
    // Not yet due: nothing happens.
    expect((await expireSubjectAccessExports({ database: ctx.database, storage })).expired).toBe(0);
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const result = await expireSubjectAccessExports({ database: ctx.database, storage }, later);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(onDisk)).toBe(false);
    const [row] = await ctx.database.db
      .select()
      .from(subjectAccessExports)
      .where(eq(subjectAccessExports.exportID, made.exportID));
    expect(row).toMatchObject({ storageKey: null, expiredAt: later });
    expect(row!.manifest.counts.individualRecords).toBe(2);
    expect((await download(s.a.admin, made.downloadUrl)).statusCode).toBe(404);
    const list = await callAs(ctx, s.a.admin, 'GET', exportsOf(s.a.individual.individualID));
    expect(list.json()[0]).toMatchObject({ exportID: made.exportID, available: false, downloadUrl: null });
  });
});
