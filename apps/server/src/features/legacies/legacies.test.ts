import {
  EMPTY_GUID,
  INITIAL_LEGACY_STATUS_ID,
  LEGACY_STATUSES,
  LEGACY_TEXTS,
  LEGACY_TYPES,
} from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  buildOrganisation,
  buildTestApp,
  buildUser,
  type Method,
  callAs,
} from '../../../test/helpers.js';
import {
  auditEvents,
  individuals,
  legacies,
  mailOutbox,
  matterCharities,
  organisations,
} from '../../db/schema/index.js';
import { insertBankAccount } from '../bank-accounts/bank-accounts.service.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

const VALID = { sortCode: '08-99-99', accountNumber: '66374958' };
const PECUNIARY = LEGACY_TYPES[0].legacyTypeID;

describe('legacies of a charity (spec 03 §2.1–2.12, §7)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = (as: { userID: string }, method: Method, url: string, payload?: unknown) =>
    callAs(ctx, as, method, url, payload);

  /** A charity with users and a bank account, another charity, a firm with a matter. */
  async function world() {
    const charity = await buildOrganisation(ctx.database, {
      organisationType: 'charity',
      name: 'Brightwater & <Co>',
    });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const colleague = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const manager = await buildUser(ctx.database, { roles: ['Legacy Manager'], organisation: charity });
    const finance = await buildUser(ctx.database, { roles: ['Finance'], organisation: charity });
    const other = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const otherUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: other });
    const firm = await buildOrganisation(ctx.database);
    const firmUser = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const otherFirmUser = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const client = await buildUser(ctx.database, { roles: ['Individual'] });
    await ctx.database.db
      .update(organisations)
      .set({ mainContactUser: firmUser.userID })
      .where(eq(organisations.organisationID, firm.organisationID));
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: firmUser.userID,
      team: [firmUser.userID],
    });
    await buildIndividual(ctx.database, matter, { userID: client.userID });
    const account = await insertBankAccount(ctx.database.db, ctx.app.config, charity.organisationID, {
      bankName: 'Barclays',
      ...VALID,
      accountName: 'Legacy receipts',
      description: null,
      primaryContactUserID: finance.userID,
    });
    const otherAccount = await insertBankAccount(ctx.database.db, ctx.app.config, other.organisationID, {
      bankName: 'HSBC',
      ...VALID,
      accountName: 'Other',
      description: null,
      primaryContactUserID: otherUser.userID,
    });
    const [deceased] = await ctx.database.db
      .insert(individuals)
      .values({
        organisationID: charity.organisationID,
        individualTypeID: 'deceased',
        firstName: 'Ada',
        surname: 'Lovelace',
      })
      .returning();
    return {
      charity,
      charityUser,
      colleague,
      manager,
      finance,
      other,
      otherUser,
      firm,
      firmUser,
      otherFirmUser,
      client,
      matter,
      account,
      otherAccount,
      deceased: deceased!,
    };
  }
  type World = Awaited<ReturnType<typeof world>>;

  async function create(w: World, reference = 'LEG-1') {
    const res = await call(w.charityUser, 'POST', '/api/Legacy', { reference });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  /** A legacy of a firm matter naming the charity (as helper A's POST /api/Matters/{id}/Charity makes it). */
  async function matterLegacy(w: World, charityOrgNo = 100001) {
    const [row] = await ctx.database.db
      .insert(legacies)
      .values({
        organisationID: w.charity.organisationID,
        matterID: w.matter.matterID,
        reference: w.matter.reference,
        statusID: INITIAL_LEGACY_STATUS_ID,
      })
      .returning();
    await ctx.database.db.insert(matterCharities).values({
      matterID: w.matter.matterID,
      charityRegNo: charityOrgNo,
      charityOrgNo,
      charityName: 'Brightwater',
      linkedOrganisation: w.charity.organisationID,
      legacyID: row!.legacyID,
    });
    return row!;
  }

  const fullBody = (legacy: { legacyID: string }, overrides: Record<string, unknown> = {}) => ({
    legacyID: legacy.legacyID,
    charityReference: 'CH-REF-1',
    probateReference: 'PR-123',
    dateOfDeath: '2025-01-02',
    dateOfProbate: '2025-06-30',
    accountsApproved: true,
    grantSubmitted: false,
    deceased: null,
    nominatedBankAccount: null,
    details: [],
    ...overrides,
  });

  it('creates a legacy with the initial status, no deceased and the creator on its team; lists it', async () => {
    const w = await world();
    const legacy = await create(w, 'LEG-NEW');
    expect(legacy).toMatchObject({
      reference: 'LEG-NEW',
      matterID: EMPTY_GUID,
      organisationID: w.charity.organisationID,
      status: { statusID: INITIAL_LEGACY_STATUS_ID, name: 'Pre-Engagement' },
      deceased: null,
      matterOrganisation: null,
      nominatedBankAccount: null,
      details: [],
    });
    expect(legacy.charityTeam.map((u: { userID: string }) => u.userID)).toEqual([w.charityUser.userID]);

    const list = await call(w.charityUser, 'GET', `/api/Legacy/Organisation/${w.charity.organisationID}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({
      legacyID: legacy.legacyID,
      canDelete: true,
      matterOrganisation: null,
    });
    expect(JSON.parse(list.headers['x-pagination'] as string)).toMatchObject({
      totalCount: 1,
      currentPage: 1,
    });

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectID, legacy.legacyID), eq(auditEvents.action, 'legacy.created')));
    expect(audit).toHaveLength(1);

    const bad = await call(w.charityUser, 'POST', '/api/Legacy', { reference: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['reference']);
    // A firm user has no charity to create it in.
    expect((await call(w.firmUser, 'POST', '/api/Legacy', { reference: 'X' })).statusCode).toBe(403);
  });

  it('list: search, status filter, order, the firm and bank account columns', async () => {
    const w = await world();
    const a = await create(w, 'ALPHA');
    await create(w, 'BETA');
    const m = await matterLegacy(w);
    await call(w.charityUser, 'PUT', `/api/Legacy/${a.legacyID}/Status/${LEGACY_STATUSES[5]!.statusID}`);
    await call(
      w.charityUser,
      'PUT',
      '/api/Legacy',
      fullBody(a, { nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } } }),
    );
    const url = `/api/Legacy/Organisation/${w.charity.organisationID}`;

    const searched = await call(w.charityUser, 'GET', `${url}?SearchTerm=alph`);
    expect(searched.json().map((l: { reference: string }) => l.reference)).toEqual(['ALPHA']);
    const byStatus = await call(w.charityUser, 'GET', `${url}?FilterType=status&Filter=complete`);
    expect(byStatus.json().map((l: { reference: string }) => l.reference)).toEqual(['ALPHA']);
    const preEng = await call(
      w.charityUser,
      'GET',
      `${url}?FilterType=status&Filter=pre-engagement&FilterType=status&Filter=complete&OrderBy=reference`,
    );
    // Changed on purpose (issue 11): Reference sorts the reference shown, ALPHA's charity reference CH-REF-1.
    expect(
      preEng
        .json()
        .map(
          (l: { reference: string; charityReference: string | null }) => l.charityReference || l.reference,
        ),
    ).toEqual(['BETA', 'CH-REF-1', m.reference].sort());

    const all = (await call(w.charityUser, 'GET', `${url}?OrderBy=-createdDate`)).json();
    const firmRow = all.find((l: { legacyID: string }) => l.legacyID === m.legacyID);
    expect(firmRow).toMatchObject({
      canDelete: false,
      matterOrganisation: { name: w.firm.name, mainContactUser: { userID: w.firmUser.userID } },
    });
    const alpha = all.find((l: { legacyID: string }) => l.legacyID === a.legacyID);
    expect(alpha).toMatchObject({
      charityReference: 'CH-REF-1',
      status: { name: 'Complete' },
      nominatedBankAccount: {
        bankName: 'Barclays',
        sortCode: '08-99-99',
        accountNumber: '66374958',
        contactEmail: w.finance.emailAddress,
        visibleToFirm: false,
      },
    });
    const page = await call(w.charityUser, 'GET', `${url}?page=2&pageCount=2`);
    expect(page.json()).toHaveLength(1);
    expect(JSON.parse(page.headers['x-pagination'] as string)).toMatchObject({
      totalPages: 2,
      totalCount: 3,
    });

    expect((await call(w.charityUser, 'GET', `${url}?FilterType=colour&Filter=red`)).statusCode).toBe(400);
    expect((await call(w.otherUser, 'GET', url)).statusCode).toBe(404);
    expect((await call(w.firmUser, 'GET', url)).statusCode).toBe(404);
  });

  it('PUT saves a standalone legacy; 400 lists every field', async () => {
    const w = await world();
    const legacy = await create(w);
    const res = await call(
      w.charityUser,
      'PUT',
      '/api/Legacy',
      fullBody(legacy, {
        deceased: { individualID: w.deceased.individualID },
        details: [
          {
            legacyType: { legacyTypeID: PECUNIARY },
            description: 'Cash gift',
            amountPence: 500000,
            isEstimate: true,
            isPercentage: false,
            percentageValue: 0,
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      charityReference: 'CH-REF-1',
      probateReference: 'PR-123',
      dateOfDeath: '2025-01-02',
      dateOfProbate: '2025-06-30',
      accountsApproved: true,
      grantSubmitted: false,
      deceased: { individualID: w.deceased.individualID, firstName: 'Ada', surname: 'Lovelace' },
      details: [
        {
          legacyType: { legacyTypeID: PECUNIARY, name: 'Pecuniary' },
          description: 'Cash gift',
          amountPence: 500000,
          isEstimate: true,
        },
      ],
    });

    // All-zero deceased means none.
    const cleared = await call(
      w.charityUser,
      'PUT',
      '/api/Legacy',
      fullBody(legacy, { deceased: { individualID: EMPTY_GUID } }),
    );
    expect(cleared.json()).toMatchObject({ deceased: null, details: [] });

    const bad = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: legacy.legacyID,
      charityReference: 'x'.repeat(201),
      probateReference: '',
      dateOfDeath: null,
      dateOfProbate: '31/02/2025',
      deceased: { individualID: w.client.userID },
      nominatedBankAccount: { bankAccount: { bankAccountID: w.otherAccount.bankAccountID } },
      details: [{ legacyType: { legacyTypeID: EMPTY_GUID }, description: '', amountPence: 1.5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'charityReference',
      'dateOfDeath',
      'dateOfProbate',
      'deceased.individualID',
      'details.0.amountPence',
      'details.0.description',
      'details.0.legacyType.legacyTypeID',
      'nominatedBankAccount.bankAccount.bankAccountID',
      'probateReference',
    ]);
    // Nothing was saved.
    const after = (await call(w.charityUser, 'GET', `/api/Legacy/${legacy.legacyID}/`)).json();
    expect(after.charityReference).toBe('CH-REF-1');
    // The deceased of another charity is refused too.
    const [foreign] = await ctx.database.db
      .insert(individuals)
      .values({
        organisationID: w.other.organisationID,
        individualTypeID: 'deceased',
        firstName: 'X',
        surname: 'Y',
      })
      .returning();
    const foreignRes = await call(
      w.charityUser,
      'PUT',
      '/api/Legacy',
      fullBody(legacy, { deceased: { individualID: foreign!.individualID } }),
    );
    expect(foreignRes.statusCode).toBe(400);
    expect(Object.keys(foreignRes.json().errors)).toEqual(['deceased.individualID']);
  });

  it('the deceased must be an individual of the charity of the Deceased type (spec 03 §9)', async () => {
    const w = await world();
    const legacy = await create(w);
    const [trustee] = await ctx.database.db
      .insert(individuals)
      .values({
        organisationID: w.charity.organisationID,
        individualTypeID: 'trustee',
        firstName: 'Tom',
        surname: 'Trustee',
      })
      .returning();
    const res = await call(
      w.charityUser,
      'PUT',
      '/api/Legacy',
      fullBody(legacy, { deceased: { individualID: trustee!.individualID } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'deceased.individualID': [LEGACY_TEXTS.notADeceased] });
    const after = (await call(w.charityUser, 'GET', `/api/Legacy/${legacy.legacyID}`)).json();
    expect(after.deceased).toBeNull();
    const ok = await call(
      w.charityUser,
      'PUT',
      '/api/Legacy',
      fullBody(legacy, { deceased: { individualID: w.deceased.individualID } }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().deceased).toMatchObject({ individualID: w.deceased.individualID });
  });

  it('with a firm matter the deceased is firm-owned: a sent deceased is ignored (spec 03 §2.4)', async () => {
    const w = await world();
    const m = await matterLegacy(w);
    const res = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: m.legacyID,
      charityReference: 'OURS',
      deceased: { individualID: w.deceased.individualID },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ charityReference: 'OURS', deceased: null });
    const [row] = await ctx.database.db.select().from(legacies).where(eq(legacies.legacyID, m.legacyID));
    expect(row!.deceasedIndividualID).toBeNull();
    // A deceased already stored stays when the charity sends none.
    await ctx.database.db
      .update(legacies)
      .set({ deceasedIndividualID: w.deceased.individualID })
      .where(eq(legacies.legacyID, m.legacyID));
    const cleared = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: m.legacyID,
      charityReference: 'OURS',
      deceased: null,
    });
    expect(cleared.statusCode).toBe(200);
    const [kept] = await ctx.database.db.select().from(legacies).where(eq(legacies.legacyID, m.legacyID));
    expect(kept!.deceasedIndividualID).toBe(w.deceased.individualID);
  });

  it('a legacy with a firm matter: firm-owned fields ignored, status and delete refused, details read-only for the charity', async () => {
    const w = await world();
    const m = await matterLegacy(w);
    const res = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: m.legacyID,
      charityReference: 'OURS',
      probateReference: '',
      dateOfDeath: null,
      accountsApproved: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      charityReference: 'OURS',
      probateReference: w.matter.probateReference,
      accountsApproved: false,
      matterID: w.matter.matterID,
      matterOrganisation: { name: w.firm.name, mainContactUser: { userID: w.firmUser.userID } },
      matterTeam: [{ userID: w.firmUser.userID }],
    });
    const noRef = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: m.legacyID,
      charityReference: '',
    });
    expect(noRef.statusCode).toBe(400);
    expect(Object.keys(noRef.json().errors)).toEqual(['charityReference']);

    const del = await call(w.charityUser, 'DELETE', `/api/Legacy/${m.legacyID}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().detail).toBe('You cannot delete this legacy');
    const status = await call(w.charityUser, 'PUT', `/api/Legacy/${m.legacyID}/Status/active`);
    expect(status.statusCode).toBe(400);

    const detail = { legacyType: { legacyTypeID: PECUNIARY }, description: 'Cash', amountPence: 100 };
    expect((await call(w.charityUser, 'POST', `/api/Legacy/${m.legacyID}/Details`, detail)).statusCode).toBe(
      403,
    );
    // The firm's staff own them.
    const added = await call(w.firmUser, 'POST', `/api/Legacy/${m.legacyID}/Details`, detail);
    expect(added.statusCode).toBe(201);
    const edited = await call(
      w.firmUser,
      'PUT',
      `/api/Legacy/${m.legacyID}/Details/${added.json().legacyDetailID}`,
      { ...detail, amountPence: 250 },
    );
    expect(edited.json()).toMatchObject({ amountPence: 250 });
    // The charity cannot change or remove the firm's details either.
    const detailUrl = `/api/Legacy/${m.legacyID}/Details/${added.json().legacyDetailID}`;
    expect((await call(w.charityUser, 'PUT', detailUrl, detail)).statusCode).toBe(403);
    expect((await call(w.charityUser, 'DELETE', detailUrl)).statusCode).toBe(403);
    const seen = (await call(w.charityUser, 'GET', `/api/Legacy/${m.legacyID}`)).json();
    expect(seen.details).toMatchObject([{ amountPence: 250 }]);
    // The firm user may read but not edit the legacy itself.
    expect((await call(w.firmUser, 'GET', `/api/Legacy/${m.legacyID}`)).statusCode).toBe(200);
    expect(
      (await call(w.firmUser, 'PUT', '/api/Legacy', { legacyID: m.legacyID, charityReference: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(w.firmUser, 'DELETE', `/api/Legacy/${m.legacyID}/Details/${added.json().legacyDetailID}`))
        .statusCode,
    ).toBe(204);
  });

  it('status: any legacy status, Charity and Legacy Manager only', async () => {
    const w = await world();
    const legacy = await create(w);
    const to = LEGACY_STATUSES[3]!;
    const res = await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/Status/${to.statusID}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toMatchObject({ statusID: to.statusID, name: to.name, typeID: EMPTY_GUID });
    // Issue 11: the Legacy Manager acts on the legacies whose legacy team holds them (404 before).
    expect(
      (await call(w.manager, 'PUT', `/api/Legacy/${legacy.legacyID}/Status/${INITIAL_LEGACY_STATUS_ID}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(w.charityUser, 'POST', `/api/Legacy/${legacy.legacyID}/Team`, [w.manager.userID]))
        .statusCode,
    ).toBe(200);
    const back = await call(
      w.manager,
      'PUT',
      `/api/Legacy/${legacy.legacyID}/Status/${INITIAL_LEGACY_STATUS_ID}`,
    );
    expect(back.statusCode).toBe(200);
    expect(
      (await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/Status/not-a-status`)).statusCode,
    ).toBe(400);
    expect((await call(w.finance, 'PUT', `/api/Legacy/${legacy.legacyID}/Status/active`)).statusCode).toBe(
      404,
    );
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectID, legacy.legacyID), eq(auditEvents.action, 'legacy.status')));
    expect(audit).toHaveLength(2);
  });

  it('nominated bank account: same charity only, a new account is hidden; share e-mails the firm; hide', async () => {
    const w = await world();
    const m = await matterLegacy(w);
    const assign = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: m.legacyID,
      charityReference: 'C',
      nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID }, visibleToFirm: true },
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json().nominatedBankAccount).toMatchObject({
      visibleToFirm: false,
      bankAccount: { bankAccountID: w.account.bankAccountID, accountName: 'Legacy receipts' },
    });
    // The firm does not see a hidden account.
    expect(
      (await call(w.firmUser, 'GET', `/api/Legacy/${m.legacyID}`)).json().nominatedBankAccount,
    ).toBeNull();

    const shared = await call(w.charityUser, 'PUT', `/api/Legacy/${m.legacyID}/BankAccount/Share`, {
      paymentReference: 'PAY-7',
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().nominatedBankAccount).toMatchObject({
      visibleToFirm: true,
      paymentReference: 'PAY-7',
    });
    expect(
      (await call(w.firmUser, 'GET', `/api/Legacy/${m.legacyID}`)).json().nominatedBankAccount,
    ).toMatchObject({ visibleToFirm: true, paymentReference: 'PAY-7' });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, w.firmUser.emailAddress));
    expect(mails.map((x) => x.trigger)).toEqual(['BankAccountShared']);
    expect(mails[0]!.subject).toContain(w.matter.reference);

    // Keeping the same account keeps its visibility.
    const same = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: m.legacyID,
      charityReference: 'C',
      nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } },
    });
    expect(same.json().nominatedBankAccount.visibleToFirm).toBe(true);

    const hidden = await call(w.charityUser, 'PUT', `/api/Legacy/${m.legacyID}/BankAccount/Hide`);
    expect(hidden.json().nominatedBankAccount).toMatchObject({ visibleToFirm: false });
    expect(
      (await call(w.firmUser, 'GET', `/api/Legacy/${m.legacyID}`)).json().nominatedBankAccount,
    ).toBeNull();
    expect(
      (await call(w.firmUser, 'PUT', `/api/Legacy/${m.legacyID}/BankAccount/Share`, {})).statusCode,
    ).toBe(403);

    // Share with no account is refused.
    const bare = await create(w, 'BARE');
    expect(
      (await call(w.charityUser, 'PUT', `/api/Legacy/${bare.legacyID}/BankAccount/Share`, {})).statusCode,
    ).toBe(400);
  });

  it('legacy details routes for a standalone legacy', async () => {
    const w = await world();
    const legacy = await create(w);
    const url = `/api/Legacy/${legacy.legacyID}/Details`;
    const bad = await call(w.charityUser, 'POST', url, {
      legacyType: { legacyTypeID: 'nope' },
      description: '',
      amountPence: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'amountPence',
      'description',
      'legacyType.legacyTypeID',
    ]);
    const added = await call(w.charityUser, 'POST', url, {
      legacyType: { legacyTypeID: PECUNIARY },
      description: 'Residue share',
      amountPence: 1234,
      isPercentage: true,
      percentageValue: 12.5,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      description: 'Residue share',
      isPercentage: true,
      percentageValue: 12.5,
    });
    const id = added.json().legacyDetailID;
    const put = await call(w.charityUser, 'PUT', `${url}/${id}`, {
      legacyType: { legacyTypeID: LEGACY_TYPES[1].legacyTypeID },
      description: 'Residue',
      amountPence: 99,
    });
    expect(put.json()).toMatchObject({
      legacyType: { name: 'Residuary' },
      amountPence: 99,
      isPercentage: false,
      percentageValue: 0,
    });
    expect((await call(w.otherUser, 'DELETE', `${url}/${id}`)).statusCode).toBe(404);
    expect((await call(w.charityUser, 'DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await call(w.charityUser, 'DELETE', `${url}/${id}`)).statusCode).toBe(404);
  });

  it('team: users of the same charity only; answers the new charityTeam', async () => {
    const w = await world();
    const legacy = await create(w);
    const res = await call(w.charityUser, 'POST', `/api/Legacy/${legacy.legacyID}/Team`, [
      w.colleague.userID,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { userID: string }) => u.userID)).toEqual([
      w.charityUser.userID,
      w.colleague.userID,
    ]);
    const again = await call(w.charityUser, 'POST', `/api/Legacy/${legacy.legacyID}/Team`, {
      userIDs: [w.colleague.userID],
    });
    expect(again.json()).toHaveLength(2);
    const bad = await call(w.charityUser, 'POST', `/api/Legacy/${legacy.legacyID}/Team`, [
      w.otherUser.userID,
    ]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['userIDs']);
    const team = await call(w.charityUser, 'GET', `/api/Legacy/${legacy.legacyID}/Team`);
    expect(team.json()).toHaveLength(2);
  });

  it('delete: details and documents go with a standalone legacy', async () => {
    const w = await world();
    const legacy = await create(w);
    const up = await call(w.charityUser, 'POST', '/api/Document/', [
      { name: 'Will.pdf', content: dataUrl(PDF_BYTES), itemID: legacy.legacyID },
    ]);
    expect(up.statusCode).toBe(201);
    const del = await call(w.charityUser, 'DELETE', `/api/Legacy/${legacy.legacyID}`);
    expect(del.statusCode).toBe(204);
    expect((await call(w.charityUser, 'GET', `/api/Legacy/${legacy.legacyID}`)).statusCode).toBe(404);
    expect((await call(w.charityUser, 'GET', `/api/Document/${up.json()[0].documentID}`)).statusCode).toBe(
      404,
    );
  });

  it('legacy documents: the charity and the firm of the matter; nobody else', async () => {
    const w = await world();
    const m = await matterLegacy(w);
    const up = await call(w.charityUser, 'POST', '/api/Document/', [
      { name: 'Grant.pdf', content: dataUrl(PDF_BYTES), itemID: m.legacyID },
    ]);
    expect(up.statusCode).toBe(201);
    const doc = up.json()[0];
    expect(doc.itemID).toBe(m.legacyID);
    const [row] = await ctx.database.db
      .select()
      .from((await import('../../db/schema/index.js')).documents)
      .where(eq((await import('../../db/schema/index.js')).documents.documentID, doc.documentID));
    expect(row!.legacyID).toBe(m.legacyID);
    const list = await call(w.colleague, 'GET', `/api/Document/List/${m.legacyID}`);
    expect(list.json().map((d: { documentID: string }) => d.documentID)).toEqual([doc.documentID]);
    const firmList = await call(w.firmUser, 'GET', `/api/Document/List/${m.legacyID}`);
    expect(firmList.statusCode).toBe(200);
    expect(firmList.json()).toHaveLength(1);
    const firmUp = await call(w.firmUser, 'POST', '/api/Document/', [
      { name: 'Estate.pdf', content: dataUrl(PDF_BYTES), itemID: m.legacyID },
    ]);
    expect(firmUp.statusCode).toBe(201);
    expect((await call(w.charityUser, 'GET', `/api/Legacy/${m.legacyID}`)).json().documents).toHaveLength(2);
    // Only the uploader deletes; restricting to the charity's own users hides it from the firm.
    expect((await call(w.colleague, 'DELETE', `/api/Document?id=${doc.documentID}`)).statusCode).toBe(403);
    const restrict = await call(w.charityUser, 'POST', `/api/Document/${doc.documentID}/Users`, [
      w.colleague.userID,
    ]);
    expect(restrict.statusCode).toBe(200);
    expect((await call(w.firmUser, 'GET', `/api/Document/${doc.documentID}`)).statusCode).toBe(404);
    expect((await call(w.colleague, 'GET', `/api/Document/${doc.documentID}`)).statusCode).toBe(200);
    for (const outsider of [w.otherUser, w.otherFirmUser, w.client]) {
      expect((await call(outsider, 'GET', `/api/Document/List/${m.legacyID}`)).statusCode).toBe(404);
      expect(
        (
          await call(outsider, 'POST', '/api/Document/', [
            { name: 'x.pdf', content: dataUrl(PDF_BYTES), itemID: m.legacyID },
          ])
        ).statusCode,
      ).toBe(404);
    }
    expect((await call(w.charityUser, 'DELETE', `/api/Document?id=${doc.documentID}`)).statusCode).toBe(204);
  });

  it('co-beneficiaries: the other charities of the same matter; empty with no matter', async () => {
    const w = await world();
    const m = await matterLegacy(w, 200001);
    for (const [i, name] of ['Zeta Care', 'Alpha Aid'].entries()) {
      const [l] = await ctx.database.db
        .insert(legacies)
        .values({
          organisationID: null,
          matterID: w.matter.matterID,
          reference: w.matter.reference,
          statusID: INITIAL_LEGACY_STATUS_ID,
        })
        .returning();
      await ctx.database.db.insert(matterCharities).values({
        matterID: w.matter.matterID,
        charityRegNo: 300000 + i,
        charityOrgNo: 300000 + i,
        charityName: name,
        legacyID: l!.legacyID,
      });
    }
    const res = await call(
      w.charityUser,
      'GET',
      `/api/Legacy/${m.legacyID}/CoBeneficiaries?Page=1&PageCount=1`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [{ charityName: 'Alpha Aid', verified: false }],
      paginationResp: { totalPages: 2, totalCount: 2, pageSize: 1, currentPage: 1 },
      firmName: w.firm.name,
    });
    const all = await call(w.charityUser, 'GET', `/api/Legacy/${m.legacyID}/CoBeneficiaries`);
    expect(all.json().data.map((c: { charityName: string }) => c.charityName)).toEqual([
      'Alpha Aid',
      'Zeta Care',
    ]);
    const alone = await create(w);
    const none = await call(w.charityUser, 'GET', `/api/Legacy/${alone.legacyID}/CoBeneficiaries`);
    expect(none.json()).toMatchObject({ data: [], paginationResp: { totalCount: 0 } });
  });

  it('export: an XML file named sc_legacy_{id}_{d}-{m}-{y}.xml that parses back, every text escaped', async () => {
    const w = await world();
    const legacy = await create(w, 'REF <&> "q"');
    await call(
      w.charityUser,
      'PUT',
      '/api/Legacy',
      fullBody(legacy, {
        charityReference: "O'Brien & Sons <Ltd>",
        deceased: { individualID: w.deceased.individualID },
        nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } },
        details: [
          {
            legacyType: { legacyTypeID: PECUNIARY },
            description: 'Gift </Description><Evil/>',
            amountPence: 123456,
          },
        ],
      }),
    );
    const res = await call(w.charityUser, 'GET', `/api/Legacy/Export/${legacy.legacyID}`);
    expect(res.statusCode).toBe(200);
    // spec 03 §7: "the file is downloaded as plain text".
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const now = new Date();
    const day = String(now.getUTCDate()).padStart(2, '0');
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    expect(res.headers['content-disposition']).toContain(
      `sc_legacy_${legacy.legacyID}_${day}-${month}-${now.getUTCFullYear()}.xml`,
    );
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(res.body);
    const l = parsed.LegacyExport.Legacy;
    expect(l.LegacyID).toBe(legacy.legacyID);
    expect(l.Reference).toBe('REF <&> "q"');
    expect(l.CharityReference).toBe("O'Brien & Sons <Ltd>");
    expect(l.Charity).toBe('Brightwater & <Co>');
    expect(l.ProbateReference).toBe('PR-123');
    expect(l.DateOfDeath).toBe('2025-01-02');
    expect(l.Deceased).toMatchObject({ FirstName: 'Ada', Surname: 'Lovelace' });
    expect(l.NominatedBankAccount).toMatchObject({ SortCode: '08-99-99', AccountNumber: '66374958' });
    expect(l.Details.Detail.Description).toBe('Gift </Description><Evil/>');
    expect(l.Details.Detail.Amount['#text']).toBe('1234.56');
    expect(res.body).not.toContain('<Evil/>');

    expect((await call(w.otherUser, 'GET', `/api/Legacy/Export/${legacy.legacyID}`)).statusCode).toBe(404);
  });

  it("another charity's legacy, a firm without the matter and an individual answer 404 everywhere", async () => {
    const w = await world();
    const own = await create(w);
    const m = await matterLegacy(w);
    const detail = { legacyType: { legacyTypeID: PECUNIARY }, description: 'x', amountPence: 1 };
    const routes = (id: string): ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] => [
      ['GET', `/api/Legacy/${id}/`],
      ['PUT', '/api/Legacy', { legacyID: id, charityReference: 'X' }],
      ['DELETE', `/api/Legacy/${id}`],
      ['PUT', `/api/Legacy/${id}/Status/active`],
      ['GET', `/api/Legacy/Export/${id}`],
      ['PUT', `/api/Legacy/${id}/BankAccount/Share`, {}],
      ['PUT', `/api/Legacy/${id}/BankAccount/Hide`],
      ['GET', `/api/Legacy/${id}/Team`],
      ['POST', `/api/Legacy/${id}/Team`, [w.otherUser.userID]],
      ['POST', `/api/Legacy/${id}/Details`, detail],
      ['GET', `/api/Legacy/${id}/CoBeneficiaries`],
      ['GET', `/api/Document/List/${id}`],
    ];
    for (const id of [own.legacyID, m.legacyID])
      for (const outsider of [w.otherUser, w.otherFirmUser, w.client])
        for (const [method, url, body] of routes(id)) {
          const res = await call(outsider, method, url, body);
          expect(res.statusCode, `${method} ${url}`).toBe(404);
        }
    // The firm of the matter does not see the charity's standalone legacy.
    expect((await call(w.firmUser, 'GET', `/api/Legacy/${own.legacyID}`)).statusCode).toBe(404);
    expect((await call(w.charityUser, 'GET', `/api/Legacy/${EMPTY_GUID}`)).statusCode).toBe(404);
  });

  it('legacy types', async () => {
    const w = await world();
    const res = await call(w.charityUser, 'GET', '/api/Legacy/LegacyTypes');
    expect(res.json()).toEqual(LEGACY_TYPES.map((t) => ({ ...t })));
    expect(LEGACY_TEXTS.noLegacies).toBe('No legacies to display.');
  });
});
