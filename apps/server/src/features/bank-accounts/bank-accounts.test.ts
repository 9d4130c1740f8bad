import { BANK_ACCOUNT_TEXTS, DEMO_CHARITY_ID, VALIDATION } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bankAccounts, organisations, users } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
  type Method,
  callAs,
} from '../../../test/helpers.js';

/* Vocalink "Validating account numbers" v8.50 test cases 1 (valid) and 29 (invalid). */
const VALID = { sortCode: '08-99-99', accountNumber: '66374958' };
const FAILS_MODULUS = { sortCode: '089999', accountNumber: '66374959' };

describe('bank accounts of a charity (spec 03 §2.13, §7)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = (as: { userID: string }, method: Method, url: string, payload?: unknown) =>
    callAs(ctx, as, method, url, payload);

  async function charityWorld() {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const finance = await buildUser(ctx.database, { roles: ['Finance'], organisation: charity });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const legacyUser = await buildUser(ctx.database, { roles: ['Legacy User'], organisation: charity });
    const body = (overrides: Record<string, unknown> = {}) => ({
      organisationID: charity.organisationID,
      bankName: 'Barclays',
      ...VALID,
      accountName: 'Legacy receipts',
      description: 'For legacy payments',
      primaryContactUserID: charityUser.userID,
      ...overrides,
    });
    return { charity, finance, charityUser, legacyUser, body };
  }

  it('Finance creates, lists, edits and deletes an account, with audit events', async () => {
    const w = await charityWorld();
    const created = await call(w.finance, 'POST', '/api/Organisations/BankAccount', w.body());
    expect(created.statusCode).toBe(201);
    const account = created.json();
    expect(account).toMatchObject({
      organisationID: w.charity.organisationID,
      bankName: 'Barclays',
      sortCode: '08-99-99',
      accountNumber: '66374958',
      accountName: 'Legacy receipts',
      accountVerified: true,
      description: 'For legacy payments',
      primaryContactUser: {
        userID: w.charityUser.userID,
        name: `${w.charityUser.firstName} ${w.charityUser.surname}`,
        emailAddress: w.charityUser.emailAddress,
      },
    });

    const list = await call(w.finance, 'GET', `/api/Organisations/${w.charity.organisationID}/BankAccount`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { bankAccountID: string }) => a.bankAccountID)).toEqual([
      account.bankAccountID,
    ]);
    // Charity may read (the legacy area chooses from them) but not write.
    const read = await call(
      w.charityUser,
      'GET',
      `/api/Organisations/${w.charity.organisationID}/BankAccount`,
    );
    expect(read.statusCode).toBe(200);

    const { organisationID: _o, ...form } = w.body();
    const updated = await call(w.finance, 'PUT', '/api/Organisations/BankAccount', {
      ...form,
      bankAccountID: account.bankAccountID,
      accountName: 'Main account',
      // Sort code outside the Vocalink table: the check cannot judge it, saved as not verified.
      sortCode: '000001',
      accountNumber: '12345678',
      description: '',
      primaryContactUserID: w.finance.userID,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      accountName: 'Main account',
      sortCode: '00-00-01',
      accountNumber: '12345678',
      accountVerified: false,
      description: null,
      primaryContactUser: { userID: w.finance.userID },
    });

    const removed = await call(
      w.finance,
      'DELETE',
      `/api/Organisations/BankAccount/${account.bankAccountID}`,
    );
    expect(removed.statusCode).toBe(204);
    const after = await call(w.finance, 'GET', `/api/Organisations/${w.charity.organisationID}/BankAccount`);
    expect(after.json()).toEqual([]);

    const audit = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'bankAccount'), eq(auditEvents.objectID, account.bankAccountID)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'bankAccount.created',
      'bankAccount.deleted',
      'bankAccount.updated',
    ]);
  });

  it('400 lists every invalid field, including a failed modulus check and a contact of another organisation', async () => {
    const w = await charityWorld();
    const res = await call(w.finance, 'POST', '/api/Organisations/BankAccount', {
      organisationID: w.charity.organisationID,
      bankName: 'b'.repeat(101),
      sortCode: '00-00-00',
      accountNumber: '12AB',
      accountName: '',
      description: 'd'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual([
      'accountName',
      'accountNumber',
      'bankName',
      'description',
      'primaryContactUserID',
      'sortCode',
    ]);
    expect(errors.accountName).toEqual([VALIDATION.required]);
    expect(errors.bankName).toEqual([VALIDATION.tooManyCharacters(100, 101)]);
    expect(errors.description).toEqual([VALIDATION.tooManyCharacters(200, 201)]);
    expect(errors.sortCode).toEqual([BANK_ACCOUNT_TEXTS.sortCodeFormat]);

    const stranger = await buildUser(ctx.database, { roles: ['Charity'] });
    const bad = await call(
      w.finance,
      'POST',
      '/api/Organisations/BankAccount',
      w.body({ ...FAILS_MODULUS, primaryContactUserID: stranger.userID }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      accountNumber: [BANK_ACCOUNT_TEXTS.modulusFailed],
      primaryContactUserID: [BANK_ACCOUNT_TEXTS.notAUserOfTheCharity],
    });
    const stored = await ctx.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.organisationID, w.charity.organisationID));
    expect(stored).toEqual([]);
  });

  it('only Finance writes; other organisations get 404; the primary contact is cleared when the user goes', async () => {
    const w = await charityWorld();
    const other = await charityWorld();
    expect((await call(w.charityUser, 'POST', '/api/Organisations/BankAccount', w.body())).statusCode).toBe(
      403,
    );
    expect(
      (await call(w.legacyUser, 'GET', `/api/Organisations/${w.charity.organisationID}/BankAccount`))
        .statusCode,
    ).toBe(403);
    // Another charity's Finance user: the charity and its accounts do not exist for them.
    expect((await call(other.finance, 'POST', '/api/Organisations/BankAccount', w.body())).statusCode).toBe(
      404,
    );
    expect(
      (await call(other.finance, 'GET', `/api/Organisations/${w.charity.organisationID}/BankAccount`))
        .statusCode,
    ).toBe(404);
    const firm = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect(
      (await call(firm, 'GET', `/api/Organisations/${firm.organisationID}/BankAccount`)).statusCode,
    ).toBe(404);

    const created = await call(w.finance, 'POST', '/api/Organisations/BankAccount', w.body());
    const id = created.json().bankAccountID as string;
    const { organisationID: _o, ...form } = w.body();
    expect(
      (await call(other.finance, 'PUT', '/api/Organisations/BankAccount', { ...form, bankAccountID: id }))
        .statusCode,
    ).toBe(404);
    expect((await call(other.finance, 'DELETE', `/api/Organisations/BankAccount/${id}`)).statusCode).toBe(
      404,
    );
    expect((await call(w.charityUser, 'DELETE', `/api/Organisations/BankAccount/${id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(w.finance, 'DELETE', '/api/Organisations/BankAccount/0f000000-0000-4000-8000-000000000abc'))
        .statusCode,
    ).toBe(404);

    await ctx.database.db.delete(users).where(eq(users.userID, w.charityUser.userID));
    const list = await call(w.finance, 'GET', `/api/Organisations/${w.charity.organisationID}/BankAccount`);
    expect(list.json()).toMatchObject([{ bankAccountID: id, primaryContactUser: null }]);
  });

  it('Admin Demo reads the demo charity but may not write', async () => {
    // On PostgreSQL the run's schema is shared: add the demo charity only if missing, and take it away after.
    const inserted = await ctx.database.db
      .insert(organisations)
      .values({
        organisationID: DEMO_CHARITY_ID,
        organisationType: 'charity',
        name: 'Demo charity',
        isDemo: true,
      })
      .onConflictDoNothing()
      .returning();
    const [demoCharity] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.organisationID, DEMO_CHARITY_ID));
    const finance = await buildUser(ctx.database, { roles: ['Finance'], organisation: demoCharity! });
    const created = await call(finance, 'POST', '/api/Organisations/BankAccount', {
      organisationID: DEMO_CHARITY_ID,
      bankName: 'Lloyds',
      ...VALID,
      accountName: `Demo ${finance.userID}`,
      primaryContactUserID: finance.userID,
    });
    expect(created.statusCode).toBe(201);

    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const headers = { ...(await authHeaders(ctx, admin)), 'x-demo-mode': 'true' };
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/Organisations/${DEMO_CHARITY_ID}/BankAccount`,
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { bankAccountID: string }) => a.bankAccountID)).toContain(
      created.json().bankAccountID,
    );
    const write = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Organisations/BankAccount/${created.json().bankAccountID}`,
      headers,
    });
    expect(write.statusCode).toBe(403);
    // Without demo mode an administrator is not a user of the charity.
    const plain = await call(admin, 'GET', `/api/Organisations/${DEMO_CHARITY_ID}/BankAccount`);
    expect(plain.statusCode).toBe(404);
    if (inserted.length > 0) {
      await ctx.database.db.delete(organisations).where(eq(organisations.organisationID, DEMO_CHARITY_ID));
    }
  });
});
