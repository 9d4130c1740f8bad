import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_TEXTS, UPLOAD_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, documents } from '../../db/schema/index.js';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { PDF_BYTES, PNG_BYTES, buildDocumentsScene, dataUrl } from './documents.factories.js';

const LIMIT = 64 * 1024;

describe('documents', () => {
  let ctx: TestContext;
  let filesDir: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_LIMIT_BYTES: String(LIMIT) });
    filesDir = path.join(ctx.app.config.dataDir, 'files');
  });
  afterAll(() => ctx.close());

  const storedFiles = () => [
    ...fs.readdirSync(filesDir).filter((n) => n !== 'tmp'),
    ...fs.readdirSync(path.join(filesDir, 'tmp')).map((n) => `tmp/${n}`),
  ];

  async function upload(user: { userID: string }, itemID: string, bytes: Buffer, name = 'Will.pdf') {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/Document/',
      headers: await authHeaders(ctx, user),
      payload: [{ name, mimeType: 'text/html', content: dataUrl(bytes), itemID }],
    });
  }

  it('stores an upload encrypted, sniffs its type, lists it and sends it back as an attachment', async () => {
    const s = await buildDocumentsScene(ctx);
    const res = await upload(s.admin, s.matter.matterID, PDF_BYTES);
    expect(res.statusCode).toBe(201);
    const [doc] = res.json();
    expect(doc).toMatchObject({
      itemID: s.matter.matterID,
      name: 'Will.pdf',
      mimeType: 'application/pdf',
      fileSize: PDF_BYTES.length,
      everybody: true,
      sharedWith: [],
      uploadedBy: { userID: s.admin.userID, firstName: s.admin.firstName },
    });
    const onDisk = fs.readFileSync(path.join(filesDir, doc.documentID));
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);

    const list = await ctx.app.inject({
      url: `/api/Document/List/${s.matter.matterID}`,
      headers: await authHeaders(ctx, s.colleague),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { documentID: string }) => d.documentID)).toEqual([doc.documentID]);
    expect(JSON.parse(list.headers['x-pagination'] as string)).toMatchObject({ totalCount: 1 });

    const file = await ctx.app.inject({
      url: `/api/Document/${doc.documentID}/`,
      headers: await authHeaders(ctx, s.client),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Will.pdf"; filename*=UTF-8''Will.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');

    const activity = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, s.matter.matterID));
    expect(activity.map((a) => [a.activityType, a.action, a.object])).toEqual([
      ['document', 'added', 'Will.pdf'],
    ]);
  });

  it('answers 404 to another firm for list, open, download, access and delete', async () => {
    const s = await buildDocumentsScene(ctx);
    const [doc] = (await upload(s.admin, s.matter.matterID, PDF_BYTES)).json();
    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const headers = await authHeaders(ctx, stranger);
    const calls = [
      { method: 'GET' as const, url: `/api/Document/List/${s.matter.matterID}` },
      { method: 'GET' as const, url: `/api/Document/${doc.documentID}` },
      { method: 'GET' as const, url: `/api/Document/${doc.documentID}/Users` },
      { method: 'POST' as const, url: `/api/Document/${doc.documentID}/Users`, payload: [] },
      { method: 'DELETE' as const, url: `/api/Document?id=${doc.documentID}` },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await upload(stranger, s.matter.matterID, PDF_BYTES)).statusCode).toBe(404);
  });

  it("hides a firm-only document from the matter's individual", async () => {
    const s = await buildDocumentsScene(ctx);
    const [doc] = (await upload(s.admin, s.matter.matterID, PDF_BYTES)).json();
    const access = await ctx.app.inject({
      method: 'POST',
      url: `/api/Document/${doc.documentID}/Users`,
      headers: await authHeaders(ctx, s.admin),
      payload: [{ userID: s.colleague.userID }],
    });
    expect(access.statusCode).toBe(200);
    expect(access.json()).toMatchObject({ everybody: false, sharedWith: [{ userID: s.colleague.userID }] });
    const client = await authHeaders(ctx, s.client);
    expect(
      (await ctx.app.inject({ url: `/api/Document/${doc.documentID}`, headers: client })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/Document/List/${s.matter.matterID}`, headers: client })).json(),
    ).toEqual([]);
    const colleague = await ctx.app.inject({
      url: `/api/Document/${doc.documentID}/Users`,
      headers: await authHeaders(ctx, s.colleague),
    });
    expect(colleague.json().map((u: { userID: string }) => u.userID)).toEqual([s.colleague.userID]);
  });

  it('lets only the uploader change access or delete, with users of the firm or team only', async () => {
    const s = await buildDocumentsScene(ctx);
    const [doc] = (await upload(s.admin, s.matter.matterID, PDF_BYTES)).json();
    const colleague = await authHeaders(ctx, s.colleague);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Document?id=${doc.documentID}`,
      headers: colleague,
    });
    expect(del.statusCode).toBe(403);
    expect(del.json().detail).toBe(DOCUMENT_TEXTS.onlyUploaderDelete);
    const acc = await ctx.app.inject({
      method: 'POST',
      url: `/api/Document/${doc.documentID}/Users`,
      headers: colleague,
      payload: [],
    });
    expect(acc.statusCode).toBe(403);
    expect(acc.json().detail).toBe(DOCUMENT_TEXTS.onlyUploaderAccess);

    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/Document/${doc.documentID}/Users`,
      headers: await authHeaders(ctx, s.admin),
      payload: [outsider.userID],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ users: [UPLOAD_TEXTS.usersNotAllowed] });

    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Document?id=${doc.documentID}`,
      headers: await authHeaders(ctx, s.admin),
    });
    expect(ok.statusCode).toBe(204);
    expect(fs.existsSync(path.join(filesDir, doc.documentID))).toBe(false);
    const actions = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, s.matter.matterID));
    expect(actions.map((a) => a.action).sort()).toEqual(['added', 'delete_document']);
  });

  it('refuses HTML and SVG even renamed, leaving no row and no file', async () => {
    const s = await buildDocumentsScene(ctx);
    const before = storedFiles();
    for (const body of [
      '<!DOCTYPE html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>',
    ]) {
      const res = await upload(s.admin, s.matter.matterID, Buffer.from(body), 'invoice.pdf');
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(UPLOAD_TEXTS.refusedType);
    }
    expect(
      await ctx.database.db.select().from(documents).where(eq(documents.itemID, s.matter.matterID)),
    ).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 413 over the limit, through either upload, leaving no row and no file', async () => {
    const s = await buildDocumentsScene(ctx);
    const before = storedFiles();
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(LIMIT)]);
    expect((await upload(s.admin, s.matter.matterID, big)).statusCode).toBe(413);
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/Document/Upload?itemID=${s.matter.matterID}&name=big.pdf`,
      headers: { ...(await authHeaders(ctx, s.admin)), 'content-type': 'application/octet-stream' },
      payload: big,
    });
    expect(streamed.statusCode).toBe(413);
    expect(
      await ctx.database.db.select().from(documents).where(eq(documents.itemID, s.matter.matterID)),
    ).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('streams an upload over a real socket (the body is a stream, not JSON to walk)', async () => {
    const s = await buildDocumentsScene(ctx);
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${base}/api/Document/Upload?itemID=${s.matter.matterID}&name=socket.pdf`, {
      method: 'POST',
      headers: { ...(await authHeaders(ctx, s.admin)), 'content-type': 'application/pdf' },
      body: PDF_BYTES,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({ fileSize: PDF_BYTES.length, mimeType: 'application/pdf' });
  });

  it('streams an upload on an individual and serves images inline only when asked', async () => {
    const s = await buildDocumentsScene(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Document/Upload?itemID=${s.individual.individualID}&name=${encodeURIComponent('Passport photo.png')}`,
      headers: { ...(await authHeaders(ctx, s.client)), 'content-type': 'image/png' },
      payload: PNG_BYTES,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      itemID: s.individual.individualID,
      mimeType: 'image/png',
      fileSize: PNG_BYTES.length,
    });
    const headers = await authHeaders(ctx, s.admin);
    const inline = await ctx.app.inject({ url: `/api/Document/${res.json().documentID}?inline=1`, headers });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.rawPayload.equals(PNG_BYTES)).toBe(true);
    const [pdf] = (await upload(s.admin, s.individual.individualID, PDF_BYTES)).json();
    const attached = await ctx.app.inject({ url: `/api/Document/${pdf.documentID}?inline=1`, headers });
    expect(attached.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
