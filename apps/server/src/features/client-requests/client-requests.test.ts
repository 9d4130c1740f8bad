import { CLIENT_REQUEST_TEXTS, UPLOAD_TEXTS } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, clientRequests, mailOutbox } from '../../db/schema/index.js';
import { isEncrypted } from '../../lib/crypto.js';
import { type TestContext, buildTestApp, buildUser, callAs } from '../../../test/helpers.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';
import { buildRequestsScene } from './client-requests.factories.js';

const LIMIT = 64 * 1024;

describe('client requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_LIMIT_BYTES: String(LIMIT) });
  });
  afterAll(() => ctx.close());

  type Scene = Awaited<ReturnType<typeof buildRequestsScene>>;
  /** A document item for all clients and an answer item for client A. */
  async function ask(s: Scene) {
    const res = await callAs(ctx, s.earner, 'POST', `/api/Matters/${s.matter.matterID}/Requests`, {
      items: [
        { kind: 'document', title: 'Death certificate', dueDate: '2030-01-31' },
        {
          kind: 'answer',
          title: 'Name of the bank',
          detail: 'Which bank?',
          individualID: s.individualA.individualID,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [doc, answer] = res.json();
    return { doc, answer };
  }
  const list = async (user: { userID: string }, matterID: string) =>
    callAs(ctx, user, 'GET', `/api/Matters/${matterID}/Requests`);
  const mails = (to: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it('adds items, mails each asked client once for the batch, and shows each client their own', async () => {
    const s = await buildRequestsScene(ctx);
    const { doc, answer } = await ask(s);
    expect(doc).toMatchObject({ kind: 'document', status: 'open', individualID: null, reminderDays: 7 });
    expect(answer).toMatchObject({ kind: 'answer', individualName: 'Ada Bennett', detail: 'Which bank?' });
    const toA = await mails(s.clientA.emailAddress);
    expect(toA.map((m) => m.trigger)).toEqual(['ClientRequestsAdded']);
    expect(toA[0]!.textBody).toContain('Death certificate (needed by 31/01/2030)');
    expect(toA[0]!.textBody).toContain('Name of the bank');
    expect(toA[0]!.textBody).toContain(`/secure/matters/${s.matter.matterID}/requests`);
    const toB = await mails(s.clientB.emailAddress);
    expect(toB).toHaveLength(1);
    expect(toB[0]!.textBody).not.toContain('Name of the bank');

    expect((await list(s.earner, s.matter.matterID)).json()).toHaveLength(2);
    expect((await list(s.clientA, s.matter.matterID)).json().map((r: { title: string }) => r.title)).toEqual([
      'Death certificate',
      'Name of the bank',
    ]);
    expect((await list(s.clientB, s.matter.matterID)).json().map((r: { title: string }) => r.title)).toEqual([
      'Death certificate',
    ]);
    // Client B may not answer what was asked of A: it does not exist for them.
    const other = await callAs(ctx, s.clientB, 'POST', `/api/ClientRequests/${answer.requestID}/Answer`, {
      answer: 'Mine',
    });
    expect(other.statusCode).toBe(404);
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, s.matter.matterID));
    expect(entries.map((e) => `${e.activityType}.${e.action}:${e.object}`).sort()).toEqual([
      'request.added:Death certificate',
      'request.added:Name of the bank',
    ]);
  });

  it('takes an answer (encrypted at rest) and shows it to the firm with an activity entry', async () => {
    const s = await buildRequestsScene(ctx);
    const { answer } = await ask(s);
    const res = await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${answer.requestID}/Answer`, {
      answer: 'Northbank, Leeds branch',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'answered', answer: 'Northbank, Leeds branch' });
    const [row] = await ctx.database.db
      .select()
      .from(clientRequests)
      .where(eq(clientRequests.requestID, answer.requestID));
    expect(isEncrypted(row!.answer!)).toBe(true);
    expect(row!.answer).not.toContain('Northbank');
    const firm = (await list(s.earner, s.matter.matterID)).json();
    expect(firm.find((r: { requestID: string }) => r.requestID === answer.requestID)).toMatchObject({
      status: 'answered',
      answer: 'Northbank, Leeds branch',
      answeredBy: { userID: s.clientA.userID },
    });
    const [entry] = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.matterID, s.matter.matterID), eq(activityEntries.action, 'answered')));
    expect(entry).toMatchObject({ organisationID: s.firm.organisationID, userID: s.clientA.userID });
  });

  it("uploads into a document item through the matter's documents and the firm sees the file", async () => {
    const s = await buildRequestsScene(ctx);
    const { doc } = await ask(s);
    const res = await callAs(ctx, s.clientB, 'POST', `/api/ClientRequests/${doc.requestID}/Documents`, [
      { name: 'certificate.pdf', content: dataUrl(PDF_BYTES) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'answered',
      documents: [{ name: 'certificate.pdf', mimeType: 'application/pdf' }],
    });
    const documentID = res.json().documents[0].documentID;
    const docs = await callAs(ctx, s.earner, 'GET', `/api/Document/List/${s.matter.matterID}`);
    expect(docs.json().map((d: { documentID: string }) => d.documentID)).toEqual([documentID]);
    const file = await callAs(ctx, s.earner, 'GET', `/api/Document/${documentID}`);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    const accept = await callAs(ctx, s.earner, 'POST', `/api/ClientRequests/${doc.requestID}/Accept`);
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({ status: 'accepted', documents: [{ documentID }] });
    // Done: the client can add nothing more.
    const late = await callAs(ctx, s.clientB, 'POST', `/api/ClientRequests/${doc.requestID}/Documents`, [
      { name: 'again.pdf', content: dataUrl(PDF_BYTES) },
    ]);
    expect(late.statusCode).toBe(409);
  });

  it('refuses a file into an answer item, an answer to a document item, and bad files, keeping nothing', async () => {
    const s = await buildRequestsScene(ctx);
    const { doc, answer } = await ask(s);
    const intoAnswer = await callAs(
      ctx,
      s.clientA,
      'POST',
      `/api/ClientRequests/${answer.requestID}/Documents`,
      [{ name: 'x.pdf', content: dataUrl(PDF_BYTES) }],
    );
    expect(intoAnswer.statusCode).toBe(400);
    expect(intoAnswer.json().errors).toEqual({ content: [CLIENT_REQUEST_TEXTS.notADocumentItem] });
    const toDoc = await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${doc.requestID}/Answer`, {
      answer: 'text',
    });
    expect(toDoc.statusCode).toBe(400);
    expect(toDoc.json().errors).toEqual({ answer: [CLIENT_REQUEST_TEXTS.notAnAnswerItem] });
    const html = await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${doc.requestID}/Documents`, [
      { name: 'page.html', content: dataUrl(Buffer.from('<!DOCTYPE html><html><script></script></html>')) },
    ]);
    expect(html.statusCode).toBe(400);
    expect(html.json().errors).toEqual({ content: [UPLOAD_TEXTS.refusedType] });
    const huge = await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${doc.requestID}/Documents`, [
      { name: 'big.pdf', content: dataUrl(Buffer.alloc(LIMIT + 1, 1)) },
    ]);
    expect(huge.statusCode).toBe(413);
    const nul = await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${doc.requestID}/Documents`, [
      { name: 'a\u0000.pdf', content: dataUrl(PDF_BYTES) },
    ]);
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(['0.name']);
    const docs = await callAs(ctx, s.earner, 'GET', `/api/Document/List/${s.matter.matterID}`);
    expect(docs.json()).toEqual([]);
    const [row] = await ctx.database.db
      .select()
      .from(clientRequests)
      .where(eq(clientRequests.requestID, doc.requestID));
    expect(row!.status).toBe('open');
  });

  it('answers 400 naming the field for bad items, and writes none of the batch', async () => {
    const s = await buildRequestsScene(ctx);
    const url = `/api/Matters/${s.matter.matterID}/Requests`;
    const cases: [unknown, string][] = [
      [{ kind: 'document', title: 'a\u0000b' }, 'items.0.title'],
      [{ kind: 'document', title: 'x'.repeat(201) }, 'items.0.title'],
      [{ kind: 'document', title: '' }, 'items.0.title'],
      [{ kind: 5, title: 'x' }, 'items.0.kind'],
      [{ kind: 'document', title: 'x', reminderDays: 1e12 }, 'items.0.reminderDays'],
      [{ kind: 'document', title: 'x', reminderDays: '7' }, 'items.0.reminderDays'],
      [{ kind: 'document', title: 'x', dueDate: '2026-02-31' }, 'items.0.dueDate'],
      [{ kind: 'answer', title: 'x', detail: 'd'.repeat(2001) }, 'items.0.detail'],
    ];
    for (const [item, field] of cases) {
      const res = await callAs(ctx, s.earner, 'POST', url, { items: [item] });
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(item)).toContain(field);
    }
    // A stranger individual (another matter's) in the second item: the first is not kept either.
    const elsewhere = await buildMatter(ctx.database, { organisationID: s.firm.organisationID });
    const stranger = await buildIndividual(ctx.database, elsewhere, { userID: s.clientA.userID });
    const mixed = await callAs(ctx, s.earner, 'POST', url, {
      items: [
        { kind: 'document', title: 'Fine' },
        { kind: 'answer', title: 'Wrong client', individualID: stranger.individualID },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual({ 'items.1.individualID': [CLIENT_REQUEST_TEXTS.notAClient] });
    const answerTooLong = await callAs(ctx, s.earner, 'POST', url, {
      items: [{ kind: 'answer', title: 'Q' }],
    });
    const item = answerTooLong.json()[0];
    const longAnswer = await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${item.requestID}/Answer`, {
      answer: 'a'.repeat(5001),
    });
    expect(longAnswer.statusCode).toBe(400);
    expect(Object.keys(longAnswer.json().errors)).toEqual(['answer']);
    const rows = await ctx.database.db
      .select()
      .from(clientRequests)
      .where(eq(clientRequests.matterID, s.matter.matterID));
    expect(rows.map((r) => r.title)).toEqual(['Q']);
  });

  it('lets only the firm add, accept, send back and withdraw (a client answers 403)', async () => {
    const s = await buildRequestsScene(ctx);
    const { doc, answer } = await ask(s);
    const add = await callAs(ctx, s.clientA, 'POST', `/api/Matters/${s.matter.matterID}/Requests`, {
      items: [{ kind: 'document', title: 'x' }],
    });
    expect(add.statusCode).toBe(403);
    expect(
      (await callAs(ctx, s.clientA, 'GET', `/api/Matters/${s.matter.matterID}/Requests/Clients`)).statusCode,
    ).toBe(403);
    for (const [method, path] of [
      ['POST', `/api/ClientRequests/${answer.requestID}/Accept`],
      ['DELETE', `/api/ClientRequests/${answer.requestID}`],
    ] as const) {
      expect((await callAs(ctx, s.clientA, method, path)).statusCode, path).toBe(403);
    }
    const reopen = await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${answer.requestID}/Reopen`, {
      comment: 'x',
    });
    expect(reopen.statusCode).toBe(403);
    // The firm may not answer for the client.
    const firmAnswer = await callAs(ctx, s.earner, 'POST', `/api/ClientRequests/${answer.requestID}/Answer`, {
      answer: 'x',
    });
    expect(firmAnswer.statusCode).toBe(403);
    const firmUpload = await callAs(ctx, s.earner, 'POST', `/api/ClientRequests/${doc.requestID}/Documents`, [
      { name: 'x.pdf', content: dataUrl(PDF_BYTES) },
    ]);
    expect(firmUpload.statusCode).toBe(403);
  });

  it('answers 404 to another firm and to a client of another matter', async () => {
    const s = await buildRequestsScene(ctx);
    const { doc, answer } = await ask(s);
    const otherFirm = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const otherClient = await buildUser(ctx.database, { roles: ['Individual'] });
    const otherMatter = await buildMatter(ctx.database, { organisationID: s.firm.organisationID });
    await buildIndividual(ctx.database, otherMatter, { userID: otherClient.userID });
    for (const user of [otherFirm, otherClient]) {
      const calls: [Parameters<typeof callAs>[2], string, unknown?][] = [
        ['GET', `/api/Matters/${s.matter.matterID}/Requests`],
        ['GET', `/api/Matters/${s.matter.matterID}/Requests/Clients`],
        ['POST', `/api/Matters/${s.matter.matterID}/Requests`, { items: [{ kind: 'document', title: 'x' }] }],
        ['POST', `/api/ClientRequests/${answer.requestID}/Answer`, { answer: 'x' }],
        [
          'POST',
          `/api/ClientRequests/${doc.requestID}/Documents`,
          [{ name: 'x.pdf', content: dataUrl(PDF_BYTES) }],
        ],
        ['POST', `/api/ClientRequests/${doc.requestID}/Accept`],
        ['POST', `/api/ClientRequests/${doc.requestID}/Reopen`, { comment: 'x' }],
        ['DELETE', `/api/ClientRequests/${doc.requestID}`],
      ];
      for (const [method, url, body] of calls) {
        const res = await callAs(ctx, user, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/ClientRequests/${doc.requestID}/Documents/Upload?name=x.pdf`,
      headers: {
        ...(await import('../../../test/helpers.js').then((h) => h.authHeaders(ctx, otherFirm))),
        'content-type': 'application/octet-stream',
      },
      payload: PDF_BYTES,
    });
    expect(streamed.statusCode).toBe(404);
  });

  it('sends an answered item back with a comment, then withdraws an item from every list', async () => {
    const s = await buildRequestsScene(ctx);
    const { doc, answer } = await ask(s);
    const early = await callAs(ctx, s.earner, 'POST', `/api/ClientRequests/${answer.requestID}/Reopen`, {
      comment: 'Not yet answered',
    });
    expect(early.statusCode).toBe(409);
    await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${answer.requestID}/Answer`, {
      answer: 'A bank',
    });
    const back = await callAs(ctx, s.earner, 'POST', `/api/ClientRequests/${answer.requestID}/Reopen`, {
      comment: 'Which branch, please?',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'reopened', comment: 'Which branch, please?' });
    const again = await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${answer.requestID}/Answer`, {
      answer: 'Northbank, Leeds',
    });
    expect(again.json()).toMatchObject({ status: 'answered', answer: 'Northbank, Leeds' });

    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/ClientRequests/${doc.requestID}/Documents/Upload?name=big.pdf`,
      headers: {
        ...(await import('../../../test/helpers.js').then((h) => h.authHeaders(ctx, s.clientA))),
        'content-type': 'application/octet-stream',
      },
      payload: PDF_BYTES,
    });
    expect(streamed.statusCode, streamed.body).toBe(200);
    expect(streamed.json().documents.map((d: { name: string }) => d.name)).toEqual(['big.pdf']);

    const gone = await callAs(ctx, s.earner, 'DELETE', `/api/ClientRequests/${doc.requestID}`);
    expect(gone.statusCode).toBe(204);
    for (const user of [s.earner, s.clientA]) {
      const titles = (await list(user, s.matter.matterID)).json().map((r: { title: string }) => r.title);
      expect(titles).toEqual(['Name of the bank']);
    }
    expect(
      (await callAs(ctx, s.clientA, 'GET', `/api/Matters/${s.matter.matterID}/Requests`)).statusCode,
    ).toBe(200);
    expect((await callAs(ctx, s.earner, 'DELETE', `/api/ClientRequests/${doc.requestID}`)).statusCode).toBe(
      404,
    );
  });
});
