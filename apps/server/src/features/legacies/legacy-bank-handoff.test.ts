import { LEGACY_TEXTS, OPEN_CHARITY_ID_PARAM, OPEN_CHARITY_TAB_PARAM } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { auditEvents, legacies, mailOutbox } from '../../db/schema/index.js';
import { caller, firmLegacy, handoffWorld } from './legacy-handoff.factories.js';

/*
 * Issue 11 (a, b, d): the nominated bank account of a legacy, chosen, shared and hidden whatever the
 * legacy's other fields hold; sharing refused with no firm; the e-mail's link to the charity's
 * Legacy tab on the firm's matter.
 */
describe('the nominated bank account and the hand-off to the firm (issue 11)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    call = caller(ctx);
  });
  afterAll(() => ctx.close());

  const withoutNomination = (row: typeof legacies.$inferSelect) => {
    const { lastUpdatedDate, nominatedBankAccountID, bankAccountVisibleToFirm, paymentReference, ...rest } =
      row;
    return rest;
  };
  const rowOf = async (legacyID: string) =>
    (await ctx.database.db.select().from(legacies).where(eq(legacies.legacyID, legacyID)))[0]!;

  it('a legacy a firm created (no charity reference): choose, share and hide answer 200 and change nothing else', async () => {
    const w = await handoffWorld(ctx);
    const { legacy } = await firmLegacy(ctx, w);
    expect(legacy.charityReference).toBeNull();
    const before = await rowOf(legacy.legacyID);

    const chosen = await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount`, {
      bankAccountID: w.account.bankAccountID,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      charityReference: null,
      nominatedBankAccount: {
        bankAccount: { bankAccountID: w.account.bankAccountID },
        visibleToFirm: false,
        paymentReference: null,
      },
    });

    const shared = await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount/Share`, {
      paymentReference: 'PAY-42',
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().nominatedBankAccount).toMatchObject({
      visibleToFirm: true,
      paymentReference: 'PAY-42',
    });
    // The firm sees the payment details and the reference.
    const seen = await call(w.firmUser, 'GET', `/api/Legacy/${legacy.legacyID}`);
    expect(seen.json().nominatedBankAccount).toMatchObject({
      visibleToFirm: true,
      paymentReference: 'PAY-42',
      bankAccount: { accountName: 'Legacy receipts', sortCode: '08-99-99' },
    });

    const hidden = await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount/Hide`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().nominatedBankAccount).toMatchObject({ visibleToFirm: false });

    // Nothing but the nomination changed.
    const after = await rowOf(legacy.legacyID);
    expect(withoutNomination(after)).toEqual(withoutNomination(before));
    expect(after).toMatchObject({
      nominatedBankAccountID: w.account.bankAccountID,
      bankAccountVisibleToFirm: false,
      paymentReference: 'PAY-42',
    });

    // Choosing the same account keeps its visibility; another hides it and drops the reference.
    await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount/Share`, {});
    const same = await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount`, {
      bankAccountID: w.account.bankAccountID,
    });
    expect(same.json().nominatedBankAccount.visibleToFirm).toBe(true);
    const other = await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount`, {
      bankAccountID: w.secondAccount.bankAccountID,
    });
    expect(other.json().nominatedBankAccount).toMatchObject({
      bankAccount: { bankAccountID: w.secondAccount.bankAccountID },
      visibleToFirm: false,
      paymentReference: null,
    });
    // None.
    const none = await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount`, {
      bankAccountID: null,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json().nominatedBankAccount).toBeNull();
    const updates = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectID, legacy.legacyID), eq(auditEvents.action, 'legacy.updated')))
      .orderBy(auditEvents.auditEventID);
    // Chosen, changed, removed; choosing the same account again writes nothing.
    expect(updates.map((u) => (u.details as { bankAccountID: string | null }).bankAccountID)).toEqual([
      w.account.bankAccountID,
      w.secondAccount.bankAccountID,
      null,
    ]);
  });

  it('PUT /api/Legacy with only the nominated account works on a firm legacy (the old Select call)', async () => {
    const w = await handoffWorld(ctx);
    const { legacy } = await firmLegacy(ctx, w);
    const res = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: legacy.legacyID,
      nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      charityReference: null,
      nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } },
    });
  });

  it('choosing: an account of another charity, a bad id, a firm user and outsiders are refused', async () => {
    const w = await handoffWorld(ctx);
    const { legacy } = await firmLegacy(ctx, w);
    const url = `/api/Legacy/${legacy.legacyID}/BankAccount`;
    const foreign = await call(w.charityUser, 'PUT', url, { bankAccountID: w.otherAccount.bankAccountID });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ bankAccountID: [LEGACY_TEXTS.bankAccountNotOfCharity] });
    for (const body of [
      { bankAccountID: 'nope' },
      { bankAccountID: 12 },
      {},
      { bankAccountID: 'a\u0000b' },
    ]) {
      const bad = await call(w.charityUser, 'PUT', url, body);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['bankAccountID']);
    }
    expect((await rowOf(legacy.legacyID)).nominatedBankAccountID).toBeNull();
    expect((await call(w.firmUser, 'PUT', url, { bankAccountID: w.account.bankAccountID })).statusCode).toBe(
      403,
    );
    expect((await call(w.otherUser, 'PUT', url, { bankAccountID: w.account.bankAccountID })).statusCode).toBe(
      404,
    );
    expect((await call(w.finance, 'PUT', url, { bankAccountID: w.account.bankAccountID })).statusCode).toBe(
      404,
    );
  });

  it('sharing on a legacy with no firm is refused with its reason; hiding stays harmless', async () => {
    const w = await handoffWorld(ctx);
    const created = await call(w.charityUser, 'POST', '/api/Legacy', { reference: `ALONE-${Date.now()}` });
    const legacyID = created.json().legacyID;
    await call(w.charityUser, 'PUT', `/api/Legacy/${legacyID}/BankAccount`, {
      bankAccountID: w.account.bankAccountID,
    });
    const share = await call(w.charityUser, 'PUT', `/api/Legacy/${legacyID}/BankAccount/Share`, {
      paymentReference: 'X',
    });
    expect(share.statusCode).toBe(400);
    expect(share.json()).toMatchObject({
      detail: LEGACY_TEXTS.shareNeedsFirm,
      errors: { visibleToFirm: [LEGACY_TEXTS.shareNeedsFirm] },
    });
    const row = await rowOf(legacyID);
    expect(row.bankAccountVisibleToFirm).toBe(false);
    expect(row.paymentReference).toBeNull();
    const shareAudits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectID, legacyID), eq(auditEvents.action, 'legacy.bankAccountShared')));
    expect(shareAudits).toHaveLength(0);
    const hide = await call(w.charityUser, 'PUT', `/api/Legacy/${legacyID}/BankAccount/Hide`);
    expect(hide.statusCode).toBe(200);
    expect(hide.json().nominatedBankAccount).toMatchObject({ visibleToFirm: false });
  });

  it("the BankAccountShared e-mail links to the charity's Legacy tab on the firm's matter", async () => {
    const w = await handoffWorld(ctx);
    const { legacy, matterCharityID } = await firmLegacy(ctx, w);
    await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount`, {
      bankAccountID: w.account.bankAccountID,
    });
    const shared = await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount/Share`, {});
    expect(shared.statusCode).toBe(200);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.trigger, 'BankAccountShared'));
    const ours = mails.filter((m) =>
      [w.firmUser.emailAddress, w.mainContact.emailAddress].includes(m.toAddress),
    );
    expect(ours.map((m) => m.toAddress).sort()).toEqual(
      [w.firmUser.emailAddress, w.mainContact.emailAddress].sort(),
    );
    const link = `${ctx.app.config.publicUrl}/secure/matters/${w.matter.matterID}/organisations?${OPEN_CHARITY_ID_PARAM}=${matterCharityID}&${OPEN_CHARITY_TAB_PARAM}=legacy`;
    for (const mail of ours) {
      expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
      expect(mail.textBody).toContain(link);
      expect(mail.html).not.toContain(`/secure/matters/${w.matter.matterID}"`);
      // Never the bank details.
      expect(mail.html).not.toContain('66374958');
    }
  });
});
