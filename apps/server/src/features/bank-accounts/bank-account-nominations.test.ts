import { BANK_ACCOUNT_TEXTS, charityLegacyTabPath } from '@probity/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { auditEvents, bankAccounts, legacies, mailOutbox } from '../../db/schema/index.js';
import { caller, firmLegacy, handoffWorld } from '../legacies/legacy-handoff.factories.js';
import { buildMatter } from '../matters/matter.factories.js';

/*
 * Issue 11 (c): deleting a bank account that is the nominated account of legacies warns with their
 * references (409 unless confirmed); confirmed, each legacy loses the nomination and the firms that
 * could see the account are told by e-mail, never with its details.
 */
describe('deleting a nominated bank account (issue 11)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    call = caller(ctx);
  });
  afterAll(() => ctx.close());

  async function nominatedWorld() {
    const w = await handoffWorld(ctx);
    const charityReference = `BWT-${Date.now().toString(36)}`;
    const alone = (
      await call(w.charityUser, 'POST', '/api/Legacy', { reference: `ALONE-${Date.now().toString(36)}` })
    ).json();
    await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: alone.legacyID,
      charityReference,
      nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } },
    });
    // Shared with the firm of w.matter.
    const shared = await firmLegacy(ctx, w);
    await call(w.charityUser, 'PUT', `/api/Legacy/${shared.legacy.legacyID}/BankAccount`, {
      bankAccountID: w.account.bankAccountID,
    });
    await call(w.charityUser, 'PUT', `/api/Legacy/${shared.legacy.legacyID}/BankAccount/Share`, {
      paymentReference: 'PAY-1',
    });
    // Chosen but hidden on another matter of the firm: that matter's team is not told.
    const quietMatter = await buildMatter(ctx.database, {
      organisationID: w.firm.organisationID,
      owner: w.firmUser.userID,
      team: [w.firmUser.userID],
    });
    const hidden = await firmLegacy(ctx, w, quietMatter);
    await call(w.charityUser, 'PUT', `/api/Legacy/${hidden.legacy.legacyID}/BankAccount`, {
      bankAccountID: w.account.bankAccountID,
    });
    const references = [charityReference, w.matter.reference, quietMatter.reference];
    const legacyIDs = [alone.legacyID as string, shared.legacy.legacyID, hidden.legacy.legacyID];
    return { w, references, legacyIDs, shared, quietMatter };
  }

  const mailsTo = (addresses: string[]) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.trigger, 'BankAccountWithdrawn'), inArray(mailOutbox.toAddress, addresses)));

  it('names the legacies first and deletes nothing until the Finance user confirms', async () => {
    const { w, references, legacyIDs } = await nominatedWorld();
    const usage = await call(
      w.finance,
      'GET',
      `/api/Organisations/BankAccount/${w.account.bankAccountID}/Legacies`,
    );
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toEqual([
      { legacyID: legacyIDs[0], reference: references[0], visibleToFirm: false },
      { legacyID: legacyIDs[1], reference: references[1], visibleToFirm: true },
      { legacyID: legacyIDs[2], reference: references[2], visibleToFirm: false },
    ]);

    const refused = await call(
      w.finance,
      'DELETE',
      `/api/Organisations/BankAccount/${w.account.bankAccountID}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: BANK_ACCOUNT_TEXTS.nominatedOn(references),
      errors: { legacies: references },
    });
    const [still] = await ctx.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.bankAccountID, w.account.bankAccountID));
    expect(still).toBeDefined();
    const rows = await ctx.database.db.select().from(legacies).where(inArray(legacies.legacyID, legacyIDs));
    expect(rows.every((r) => r.nominatedBankAccountID === w.account.bankAccountID)).toBe(true);
    expect(await mailsTo([w.firmUser.emailAddress, w.mainContact.emailAddress])).toHaveLength(0);
    // confirm must say true or false.
    expect(
      (
        await call(
          w.finance,
          'DELETE',
          `/api/Organisations/BankAccount/${w.account.bankAccountID}?confirm=yes`,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('confirmed: every legacy loses the nomination visibly, audited; the firm that could see it is e-mailed', async () => {
    const { w, legacyIDs, shared } = await nominatedWorld();
    const res = await call(
      w.finance,
      'DELETE',
      `/api/Organisations/BankAccount/${w.account.bankAccountID}?confirm=true`,
    );
    expect(res.statusCode).toBe(204);
    const rows = await ctx.database.db.select().from(legacies).where(inArray(legacies.legacyID, legacyIDs));
    for (const row of rows)
      expect(row).toMatchObject({
        nominatedBankAccountID: null,
        bankAccountVisibleToFirm: false,
        paymentReference: null,
      });
    for (const legacyID of legacyIDs) {
      const seen = await call(w.charityUser, 'GET', `/api/Legacy/${legacyID}`);
      expect(seen.json().nominatedBankAccount).toBeNull();
      const [removed] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.objectID, legacyID), eq(auditEvents.action, 'legacy.bankAccountRemoved')));
      expect(removed).toMatchObject({
        actorUserID: w.finance.userID,
        organisationID: w.charity.organisationID,
        objectType: 'legacy',
        details: { bankAccountID: w.account.bankAccountID },
      });
    }
    const [deleted] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.objectID, w.account.bankAccountID), eq(auditEvents.action, 'bankAccount.deleted')),
      );
    expect(deleted!.details).toEqual({ nominationsRemoved: 3 });

    // Only the shared legacy's firm people are told: its matter team and the firm's main contact, once each.
    const mails = await mailsTo([w.firmUser.emailAddress, w.mainContact.emailAddress]);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [w.firmUser.emailAddress, w.mainContact.emailAddress].sort(),
    );
    const link = `${ctx.app.config.publicUrl}${charityLegacyTabPath(w.matter.matterID, shared.matterCharityID)}`;
    for (const mail of mails) {
      expect(mail.subject).toContain(w.charity.name);
      expect(mail.subject).toContain(w.matter.reference);
      expect(mail.textBody).toContain(link);
      for (const secret of ['66374958', '089999', '08-99-99', 'Legacy receipts', 'PAY-1']) {
        expect(mail.html).not.toContain(secret);
        expect(mail.textBody).not.toContain(secret);
      }
    }
  });

  it('an account nominated nowhere is deleted at once; other roles and charities are refused', async () => {
    const w = await handoffWorld(ctx);
    const url = `/api/Organisations/BankAccount/${w.secondAccount.bankAccountID}`;
    expect((await call(w.charityUser, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(w.otherFinance, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(w.otherFinance, 'GET', `${url}/Legacies`)).statusCode).toBe(404);
    expect((await call(w.firmUser, 'GET', `${url}/Legacies`)).statusCode).toBe(404);
    const usage = await call(w.charityUser, 'GET', `${url}/Legacies`);
    expect(usage.json()).toEqual([]);
    expect((await call(w.finance, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(w.finance, 'DELETE', url)).statusCode).toBe(404);
  });
});
