import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Method,
  type TestContext,
  buildOrganisation,
  buildTestApp,
  buildUser,
  callAs,
} from '../../test/helpers.js';
import {
  CHECK_SHAPES,
  buildCheckedIndividual,
  buildComplianceFirm,
} from '../features/compliance/compliance.factories.js';
import {
  PDF_BYTES,
  PNG_BYTES,
  buildDocumentsScene,
  dataUrl,
} from '../features/documents/documents.factories.js';
import { buildFirmWorld, individualBody } from '../features/individuals/individuals.factories.js';
import { buildCheck } from '../features/reports/reports.factories.js';
import { eventsOf, readEventsOf, refuseAuditOf } from './reads.factories.js';

/*
 * Issue 13 "Audit of every sensitive read": each kind of read writes exactly its event (actor,
 * object, ip), a refused read writes none, and when the audit insert fails the data stays in.
 */
describe('the audit of sensitive reads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = (as: { userID: string }, method: Method, url: string, payload?: unknown) =>
    callAs(ctx, as, method, url, payload);

  it('an identity-check report: one check.report_viewed; none for another firm; no PDF without it', async () => {
    const w = await buildFirmWorld(ctx);
    const check = await buildCheck(ctx, {
      organisationID: w.firm.organisationID,
      matter: w.matter,
      surname: 'Okafor',
      outcome: 'passed',
      score: 90,
    });
    const url = `/api/document/item/${check.checkResultID}`;

    const ok = await call(w.staff, 'GET', url);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    const events = await readEventsOf(ctx, w.staff.userID);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'check.report_viewed',
      organisationID: w.firm.organisationID,
      objectType: 'checkResult',
      objectID: check.checkResultID,
      ip: '127.0.0.1',
      details: { individualID: check.individualID, format: 'PDF' },
    });

    const stranger = (await buildFirmWorld(ctx)).staff;
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect(await readEventsOf(ctx, stranger.userID)).toEqual([]);

    const undo = await refuseAuditOf(ctx, w.staff.userID);
    try {
      const refused = await call(w.staff, 'GET', url);
      expect(refused.statusCode).toBe(500);
      expect(refused.headers['content-type']).not.toBe('application/pdf');
      expect(refused.body).not.toContain('%PDF');
    } finally {
      await undo();
    }
    expect(await readEventsOf(ctx, w.staff.userID)).toHaveLength(1);
  });

  it("the MLRO's queue of check results: one check.results_viewed naming the checks; an empty page none", async () => {
    const f = await buildComplianceFirm(ctx);
    const { check } = await buildCheckedIndividual(
      ctx,
      f.matter,
      { firstName: 'Ivan', surname: 'Petrov' },
      CHECK_SHAPES.sanctionsHit,
      2,
    );
    const queue = await call(f.mlro.user, 'GET', '/api/Compliance/Checks');
    expect(queue.statusCode).toBe(200);
    const events = await readEventsOf(ctx, f.mlro.user.userID);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'check.results_viewed',
      organisationID: f.firm.organisationID,
      ip: '127.0.0.1',
      details: { list: 'compliance', checkResultIDs: [check.checkResultID] },
    });
    const resolved = await call(
      f.mlro.user,
      'GET',
      '/api/Compliance/Checks?FilterType=status&Filter=resolved',
    );
    expect(resolved.json()).toEqual([]);
    expect(await readEventsOf(ctx, f.mlro.user.userID)).toHaveLength(1);
  });

  it("an individual's NINO, passport and licence: individual.identity_viewed on each clear answer, in the change's transaction", async () => {
    const w = await buildFirmWorld(ctx);
    const created = await call(w.staff, 'POST', '/api/Individuals', individualBody(w.matter.matterID));
    expect(created.statusCode).toBe(201);
    const individualID: string = created.json().individualID;
    expect(created.json().nino).toBe('JG103759A');
    // The create's answer carries the clear values: read and change in one transaction.
    const [afterCreate] = await eventsOf(ctx, w.staff.userID, 'individual.identity_viewed');
    expect(afterCreate).toMatchObject({ objectType: 'individual', objectID: individualID, ip: '127.0.0.1' });
    expect(afterCreate!.details).toMatchObject({ checks: 0 });
    expect((afterCreate!.details as { fields: string[] }).fields).toEqual(
      expect.arrayContaining(['nino', 'passport', 'drivingLicence', 'bankSortCode', 'bankAccountNumber']),
    );
    expect(JSON.stringify(afterCreate!.details)).not.toContain('JG103759A');

    const url = `/api/Individuals/${w.matter.matterID}/${individualID}`;
    const ok = await call(w.staff, 'GET', url);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().passport).toBe('925076473');
    const events = await eventsOf(ctx, w.staff.userID, 'individual.identity_viewed');
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      organisationID: w.firm.organisationID,
      objectType: 'individual',
      objectID: individualID,
      ip: '127.0.0.1',
    });

    const stranger = (await buildFirmWorld(ctx)).staff;
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect(await readEventsOf(ctx, stranger.userID)).toEqual([]);

    const undo = await refuseAuditOf(ctx, w.staff.userID, 'individual.identity_viewed');
    try {
      const refused = await call(w.staff, 'GET', url);
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toContain('925076473');
      // The save's own event passes, its answer's read event fails: one transaction, so not saved.
      const saved = await call(w.staff, 'PUT', '/api/Individuals', {
        ...individualBody(w.matter.matterID),
        individualID,
        surname: 'Changed',
      });
      expect(saved.statusCode).toBe(500);
      expect(saved.body).not.toContain('925076473');
    } finally {
      await undo();
    }
    const after = await call(w.staff, 'GET', url);
    expect(after.json().surname).toBe('Morgan');
  });

  it('a masked answer writes no identity event', async () => {
    const w = await buildFirmWorld(ctx);
    const created = await call(w.staff, 'POST', '/api/Individuals', individualBody(w.matter.matterID));
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const seen = await call(
      admin,
      'GET',
      `/api/Individuals/${w.matter.matterID}/${created.json().individualID}`,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.json().sensitiveMasked).toBe(true);
    expect(await eventsOf(ctx, admin.userID, 'individual.identity_viewed')).toEqual([]);
  });

  async function charityWithAccount() {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const finance = await buildUser(ctx.database, { roles: ['Finance'], organisation: charity });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const account = await call(finance, 'POST', '/api/Organisations/BankAccount', {
      organisationID: charity.organisationID,
      bankName: 'Barclays',
      sortCode: '08-99-99',
      accountNumber: '66374958',
      accountName: 'Legacy receipts',
      primaryContactUserID: charityUser.userID,
    });
    expect(account.statusCode).toBe(201);
    return { charity, finance, charityUser, bankAccountID: account.json().bankAccountID as string };
  }

  it("a charity's bank accounts: one bankAccount.viewed naming the accounts; none for another charity", async () => {
    const w = await charityWithAccount();
    const url = `/api/Organisations/${w.charity.organisationID}/BankAccount`;
    const ok = await call(w.charityUser, 'GET', url);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[0].accountNumber).toBe('66374958');
    const events = await readEventsOf(ctx, w.charityUser.userID);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'bankAccount.viewed',
      organisationID: w.charity.organisationID,
      objectType: 'organisation',
      objectID: w.charity.organisationID,
      ip: '127.0.0.1',
      details: { list: 'bankAccounts', bankAccountIDs: [w.bankAccountID] },
    });

    const other = await charityWithAccount();
    expect((await call(other.charityUser, 'GET', url)).statusCode).toBe(404);
    expect(await readEventsOf(ctx, other.charityUser.userID)).toEqual([]);

    const undo = await refuseAuditOf(ctx, w.charityUser.userID);
    try {
      const refused = await call(w.charityUser, 'GET', url);
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toContain('66374958');
    } finally {
      await undo();
    }
  });

  it("a legacy's nominated account: bankAccount.viewed on the legacy, its list and the nomination's answer", async () => {
    const w = await charityWithAccount();
    const legacy = await call(w.charityUser, 'POST', '/api/Legacy', {
      reference: `L-${w.bankAccountID.slice(0, 8)}`,
    });
    expect(legacy.statusCode).toBe(201);
    const legacyID: string = legacy.json().legacyID;
    expect(await readEventsOf(ctx, w.charityUser.userID)).toEqual([]);

    const chosen = await call(w.charityUser, 'PUT', `/api/Legacy/${legacyID}/BankAccount`, {
      bankAccountID: w.bankAccountID,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().nominatedBankAccount.bankAccount.accountNumber).toBe('66374958');
    const viewed = await call(w.charityUser, 'GET', `/api/Legacy/${legacyID}`);
    expect(viewed.statusCode).toBe(200);
    const list = await call(w.charityUser, 'GET', `/api/Legacy/Organisation/${w.charity.organisationID}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()[0].nominatedBankAccount.accountNumber).toBe('66374958');

    const events = await readEventsOf(ctx, w.charityUser.userID);
    expect(events.map((e) => [e.action, e.objectType, e.objectID])).toEqual([
      ['bankAccount.viewed', 'bankAccount', w.bankAccountID],
      ['bankAccount.viewed', 'bankAccount', w.bankAccountID],
      ['bankAccount.viewed', 'organisation', w.charity.organisationID],
    ]);
    expect(events[0]!.details).toMatchObject({ legacyID, viewer: 'charity' });
    expect(events[2]!.details).toMatchObject({ list: 'legacies', bankAccountIDs: [w.bankAccountID] });

    const other = await charityWithAccount();
    expect((await call(other.charityUser, 'GET', `/api/Legacy/${legacyID}`)).statusCode).toBe(404);
    expect(await readEventsOf(ctx, other.charityUser.userID)).toEqual([]);

    const undo = await refuseAuditOf(ctx, w.charityUser.userID);
    try {
      const refused = await call(w.charityUser, 'GET', `/api/Legacy/${legacyID}`);
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toContain('66374958');
    } finally {
      await undo();
    }
    // A change whose answer shows the account: its own event passes, the read's fails, so the
    // whole transaction goes (the forecast stays unset).
    const onlyReads = await refuseAuditOf(ctx, w.charityUser.userID, 'bankAccount.viewed');
    try {
      const forecast = await call(w.charityUser, 'PUT', `/api/Legacy/${legacyID}/ExpectedReceipt`, {
        expectedReceiptDate: '2027-01-31',
      });
      expect(forecast.statusCode).toBe(500);
      expect(forecast.body).not.toContain('66374958');
    } finally {
      await onlyReads();
    }
    const still = await call(w.charityUser, 'GET', `/api/Legacy/${legacyID}`);
    expect(still.json().nominatedBankAccount.bankAccount.bankAccountID).toBe(w.bankAccountID);
    expect(still.json().expectedReceiptDate ?? null).toBeNull();
  });

  it('a document: one document.downloaded per download or preview; none for another firm; no body without it', async () => {
    const w = await buildFirmWorld(ctx);
    const uploaded = await call(w.staff, 'POST', '/api/Document', [
      { name: 'will.pdf', content: dataUrl(PDF_BYTES, 'application/pdf'), itemID: w.matter.matterID },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const documentID: string = uploaded.json()[0].documentID;
    const url = `/api/Document/${documentID}`;

    const ok = await call(w.staff, 'GET', url);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(PDF_BYTES)).toBe(true);
    const events = await readEventsOf(ctx, w.staff.userID);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'document.downloaded',
      organisationID: w.firm.organisationID,
      objectType: 'document',
      objectID: documentID,
      ip: '127.0.0.1',
      details: { inline: false, itemID: w.matter.matterID },
    });

    const stranger = (await buildFirmWorld(ctx)).staff;
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect(await readEventsOf(ctx, stranger.userID)).toEqual([]);

    const undo = await refuseAuditOf(ctx, w.staff.userID);
    try {
      const refused = await call(w.staff, 'GET', url);
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toContain('%PDF');
    } finally {
      await undo();
    }
    expect(await readEventsOf(ctx, w.staff.userID)).toHaveLength(1);
  });
  it('a chat attachment: document.downloaded naming its conversation; none for someone outside the chat', async () => {
    const s = await buildDocumentsScene(ctx);
    const chat = await call(
      s.admin,
      'GET',
      `/api/Conversations/Individual/${s.matter.matterID}/${s.individual.individualID}`,
    );
    const conversationID: string = chat.json().conversationID;
    const sent = await call(s.admin, 'POST', `/api/Conversations/${conversationID}`, {
      message: 'The photo',
      documents: [{ name: 'photo.png', mimeType: 'image/png', content: dataUrl(PNG_BYTES) }],
    });
    expect(sent.statusCode).toBe(201);
    const documentID: string = sent.json().messages[0].documents[0].documentID;

    const ok = await call(s.client, 'GET', `/api/Document/${documentID}?inline=1`);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(PNG_BYTES)).toBe(true);
    const events = await readEventsOf(ctx, s.client.userID);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'document.downloaded',
      organisationID: s.firm.organisationID,
      objectType: 'document',
      objectID: documentID,
      ip: '127.0.0.1',
      details: { inline: true, conversationID },
    });

    const stranger = (await buildFirmWorld(ctx)).staff;
    expect((await call(stranger, 'GET', `/api/Document/${documentID}`)).statusCode).toBe(404);
    expect(await readEventsOf(ctx, stranger.userID)).toEqual([]);
  });
});
