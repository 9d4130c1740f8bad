import { DOCUMENT_VERSION_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, auditEvents } from '../../db/schema/index.js';
import { sweepFiles } from '../../integrations/storage/sweeper.js';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { PDF_BYTES, PNG_BYTES, buildDocumentsScene, dataUrl } from './documents.factories.js';

const PDF_V2 = Buffer.from('%PDF-1.4\n% second version\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('document folders and versions (issue 14)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function upload(user: { userID: string }, itemID: string, folder?: string, name = 'Will.pdf') {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/Document/',
      headers: await authHeaders(ctx, user),
      payload: [{ name, content: dataUrl(PDF_BYTES), itemID, ...(folder ? { folder } : {}) }],
    });
  }

  async function newVersion(
    user: { userID: string },
    documentID: string,
    bytes: Buffer,
    name = 'Will v2.pdf',
  ) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/Document/${documentID}/Versions?name=${encodeURIComponent(name)}`,
      headers: { ...(await authHeaders(ctx, user)), 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  }

  it('files an upload in a folder, filters the list by folder and moves it', async () => {
    const s = await buildDocumentsScene(ctx);
    const [will] = (await upload(s.admin, s.matter.matterID, 'wills')).json();
    const [other] = (await upload(s.admin, s.matter.matterID, undefined, 'Note.pdf')).json();
    expect(will.folder).toBe('wills');
    expect(other.folder).toBe('other');
    const headers = await authHeaders(ctx, s.colleague);
    const wills = await ctx.app.inject({
      url: `/api/Document/List/${s.matter.matterID}?Folder=wills`,
      headers,
    });
    expect(wills.json().map((d: { documentID: string }) => d.documentID)).toEqual([will.documentID]);

    // A colleague on the team moves it (the firm's staff file documents, not only the uploader).
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/Document/${other.documentID}`,
      headers,
      payload: { folder: 'tax' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().folder).toBe('tax');
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectID, other.documentID))
      .then((rows) => rows.filter((r) => r.action === 'document.folder'));
    expect(audit?.details).toMatchObject({ from: 'other', to: 'tax' });
  });

  it('answers 400 naming the folder for a folder that does not exist, wherever it is given', async () => {
    const s = await buildDocumentsScene(ctx);
    const bad = await upload(s.admin, s.matter.matterID, 'drawer');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['0.folder']);
    const [doc] = (await upload(s.admin, s.matter.matterID)).json();
    const headers = await authHeaders(ctx, s.admin);
    for (const folder of ['drawer', 42, 'x'.repeat(10_000), 'tax\u0000']) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/Document/${doc.documentID}`,
        headers,
        payload: { folder },
      });
      expect(res.statusCode, String(folder).slice(0, 10)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['folder']);
    }
    const list = await ctx.app.inject({
      url: `/api/Document/List/${s.matter.matterID}?Folder=drawer`,
      headers,
    });
    expect(list.statusCode).toBe(400);
  });

  it('keeps the old version downloadable when a new one is uploaded', async () => {
    const s = await buildDocumentsScene(ctx);
    const [doc] = (await upload(s.admin, s.matter.matterID, 'wills')).json();
    const res = await newVersion(s.colleague, doc.documentID, PDF_V2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      documentID: doc.documentID,
      name: 'Will v2.pdf',
      version: 2,
      folder: 'wills',
      fileSize: PDF_V2.length,
      uploadedBy: { userID: s.admin.userID },
      versionUploadedBy: { userID: s.colleague.userID },
    });
    const headers = await authHeaders(ctx, s.admin);
    const current = await ctx.app.inject({ url: `/api/Document/${doc.documentID}`, headers });
    expect(current.rawPayload.equals(PDF_V2)).toBe(true);
    const versions = await ctx.app.inject({ url: `/api/Document/${doc.documentID}/Versions`, headers });
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toMatchObject([
      { version: 1, name: 'Will.pdf', fileSize: PDF_BYTES.length, uploadedBy: { userID: s.admin.userID } },
    ]);
    const old = await ctx.app.inject({
      url: `/api/Document/${doc.documentID}/Versions/${versions.json()[0].versionID}`,
      headers,
    });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(old.headers['content-disposition']).toMatch(/^attachment; filename="Will.pdf"/);
    const actions = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, s.matter.matterID));
    expect(actions.map((a) => a.action).sort()).toEqual(['added', 'new_version']);

    // The list shows the document once, at its current version.
    const list = await ctx.app.inject({ url: `/api/Document/List/${s.matter.matterID}`, headers });
    expect(list.json().map((d: { version: number }) => d.version)).toEqual([2]);
  });

  it("keeps a document's access rules for every version", async () => {
    const s = await buildDocumentsScene(ctx);
    const [doc] = (await upload(s.admin, s.matter.matterID)).json();
    await newVersion(s.admin, doc.documentID, PDF_V2);
    const admin = await authHeaders(ctx, s.admin);
    const [v1] = (
      await ctx.app.inject({ url: `/api/Document/${doc.documentID}/Versions`, headers: admin })
    ).json();
    // Firm-only, shared with nobody but the uploader: the client and the colleague lose every version.
    const access = await ctx.app.inject({
      method: 'POST',
      url: `/api/Document/${doc.documentID}/Users`,
      headers: admin,
      payload: [s.admin.userID],
    });
    expect(access.statusCode).toBe(200);
    for (const user of [s.client, s.colleague]) {
      const headers = await authHeaders(ctx, user);
      expect(
        (await ctx.app.inject({ url: `/api/Document/${doc.documentID}/Versions`, headers })).statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ url: `/api/Document/${doc.documentID}/Versions/${v1.versionID}`, headers }))
          .statusCode,
      ).toBe(404);
      expect((await newVersion(user, doc.documentID, PNG_BYTES, 'x.png')).statusCode).toBe(404);
    }
    const stranger = await authHeaders(ctx, await buildUser(ctx.database, { roles: ['Matter Admin'] }));
    expect(
      (await ctx.app.inject({ url: `/api/Document/${doc.documentID}/Versions`, headers: stranger }))
        .statusCode,
    ).toBe(404);
    // Another document's version id does not open through this document.
    const [other] = (await upload(s.admin, s.matter.matterID)).json();
    expect(
      (
        await ctx.app.inject({
          url: `/api/Document/${other.documentID}/Versions/${v1.versionID}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses a client a new version of the firm's document, and removes every version with the document", async () => {
    const s = await buildDocumentsScene(ctx);
    const [doc] = (await upload(s.admin, s.matter.matterID)).json();
    const refused = await newVersion(s.client, doc.documentID, PDF_V2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(DOCUMENT_VERSION_TEXTS.mayNotVersion);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/Document/${doc.documentID}`,
      headers: await authHeaders(ctx, s.client),
      payload: { folder: 'tax' },
    });
    expect(moved.statusCode).toBe(403);
    // A client's own upload: they may give it a new version.
    const [own] = (await upload(s.client, s.matter.matterID, 'identity', 'Passport.pdf')).json();
    expect((await newVersion(s.client, own.documentID, PDF_V2, 'Passport 2.pdf')).statusCode).toBe(201);

    await newVersion(s.admin, doc.documentID, PDF_V2);
    const headers = await authHeaders(ctx, s.admin);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Document?id=${doc.documentID}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ url: `/api/Document/${doc.documentID}/Versions`, headers })).statusCode,
    ).toBe(404);
  });

  it("keeps earlier versions' files through the file sweeper (they have rows of their own)", async () => {
    const s = await buildDocumentsScene(ctx);
    const [doc] = (await upload(s.admin, s.matter.matterID)).json();
    await newVersion(s.admin, doc.documentID, PDF_V2);
    const headers = await authHeaders(ctx, s.admin);
    const [v1] = (await ctx.app.inject({ url: `/api/Document/${doc.documentID}/Versions`, headers })).json();
    await sweepFiles(ctx.app.config, ctx.database, { now: Date.now() + 48 * 3600_000 });
    const old = await ctx.app.inject({
      url: `/api/Document/${doc.documentID}/Versions/${v1.versionID}`,
      headers,
    });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('keeps every version when two new versions arrive at once', async () => {
    const s = await buildDocumentsScene(ctx);
    const [doc] = (await upload(s.admin, s.matter.matterID)).json();
    const answers = await Promise.all([
      newVersion(s.admin, doc.documentID, PDF_V2, 'A.pdf'),
      newVersion(s.colleague, doc.documentID, PNG_BYTES, 'B.png'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    const headers = await authHeaders(ctx, s.admin);
    const versions = (
      await ctx.app.inject({ url: `/api/Document/${doc.documentID}/Versions`, headers })
    ).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const [current] = (
      await ctx.app.inject({ url: `/api/Document/List/${s.matter.matterID}`, headers })
    ).json();
    expect(current.version).toBe(3);
  });
});
