import { INITIAL_LEGACY_STATUS_ID, LEGACY_STATUSES, LEGACY_TYPES, type Role } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  buildOrganisation,
  buildTestApp,
  buildUser,
  type Method,
  callAs,
} from '../../../test/helpers.js';
import { legacies, legacyTeam } from '../../db/schema/index.js';
import { insertBankAccount } from '../bank-accounts/bank-accounts.service.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
import { buildMatter } from '../matters/matter.factories.js';

/*
 * Issue 11 "Roles nobody can use": Legacy Manager, Legacy User and Senior Legacy User read the
 * legacies whose legacy team holds them (spec 03 §6), read-only but for the Legacy Manager's status
 * change. Every legacy call is walked for each of the three roles: allowed (or 403) on a legacy of
 * their team, 404 on a legacy of their charity they are not on and on another charity's legacy.
 */

const LEGACY_ROLES: Role[] = ['Legacy Manager', 'Legacy User', 'Senior Legacy User'];
const PECUNIARY = LEGACY_TYPES[0].legacyTypeID;
const ACTIVE = LEGACY_STATUSES.find((s) => s.key === 'active')!;

describe('the legacy roles on their legacy teams (issue 11, spec 03 §6)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = (as: { userID: string }, method: Method, url: string, payload?: unknown) =>
    callAs(ctx, as, method, url, payload);

  /**
   * A charity with a Charity user and one user of each legacy role; three legacies of theirs — one
   * alone whose team holds the three (onTeam), one alone they are not on (offTeam), one of a firm
   * matter whose team holds them (firmLegacy) — and a legacy of another charity (foreign).
   */
  async function world() {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const [manager, user, senior] = await Promise.all(
      LEGACY_ROLES.map((role) => buildUser(ctx.database, { roles: [role], organisation: charity })),
    );
    const other = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const otherUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: other });
    const firm = await buildOrganisation(ctx.database);
    const firmUser = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: firmUser.userID,
      team: [firmUser.userID],
    });
    const account = await insertBankAccount(ctx.database.db, ctx.app.config, charity.organisationID, {
      bankName: 'Barclays',
      sortCode: '08-99-99',
      accountNumber: '66374958',
      accountName: 'Legacy receipts',
      description: null,
      primaryContactUserID: charityUser.userID,
    });
    const team = [manager!, user!, senior!];

    const created = async (as: { userID: string }, reference: string) => {
      const res = await call(as, 'POST', '/api/Legacy', { reference });
      expect(res.statusCode).toBe(201);
      return res.json().legacyID as string;
    };
    const onTeam = await created(charityUser, `ON-${charity.organisationID.slice(0, 6)}`);
    expect(
      (
        await call(
          charityUser,
          'POST',
          `/api/Legacy/${onTeam}/Team`,
          team.map((u) => u.userID),
        )
      ).statusCode,
    ).toBe(200);
    const offTeam = await created(charityUser, `OFF-${charity.organisationID.slice(0, 6)}`);
    const foreign = await created(otherUser, 'FOREIGN');
    const [firmRow] = await ctx.database.db
      .insert(legacies)
      .values({
        organisationID: charity.organisationID,
        matterID: matter.matterID,
        reference: matter.reference,
        statusID: INITIAL_LEGACY_STATUS_ID,
      })
      .returning();
    await ctx.database.db
      .insert(legacyTeam)
      .values(team.map((u) => ({ legacyID: firmRow!.legacyID, userID: u.userID })));
    // A legacy of another matter of the firm, whose legacy team does not hold them.
    const matter2 = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: firmUser.userID,
      team: [firmUser.userID],
    });
    const [firmOffRow] = await ctx.database.db
      .insert(legacies)
      .values({
        organisationID: charity.organisationID,
        matterID: matter2.matterID,
        reference: matter2.reference,
        statusID: INITIAL_LEGACY_STATUS_ID,
      })
      .returning();

    const detail = await call(charityUser, 'POST', `/api/Legacy/${onTeam}/Details`, {
      legacyType: { legacyTypeID: PECUNIARY },
      description: 'Cash gift',
      amountPence: 100_000,
      isEstimate: false,
      isPercentage: false,
      percentageValue: 0,
    });
    expect(detail.statusCode).toBe(201);
    const offDetail = await call(charityUser, 'POST', `/api/Legacy/${offTeam}/Details`, {
      legacyType: { legacyTypeID: PECUNIARY },
      description: 'Another gift',
      amountPence: 5_000,
      isEstimate: false,
      isPercentage: false,
      percentageValue: 0,
    });
    expect(offDetail.statusCode).toBe(201);
    const uploaded = await call(charityUser, 'POST', '/api/Document', [
      { name: 'will.pdf', mimeType: 'application/pdf', content: dataUrl(PDF_BYTES), itemID: onTeam },
      { name: 'private.pdf', mimeType: 'application/pdf', content: dataUrl(PDF_BYTES), itemID: onTeam },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const [shared, restricted] = uploaded.json() as { documentID: string }[];
    // 'Only firm members have access' for private.pdf: the Charity user alone (spec 02 §2.10).
    expect(
      (await call(charityUser, 'POST', `/api/Document/${restricted!.documentID}/Users`, [charityUser.userID]))
        .statusCode,
    ).toBe(200);
    return {
      charity,
      charityUser,
      manager: manager!,
      user: user!,
      senior: senior!,
      other,
      account,
      onTeam,
      offTeam,
      foreign,
      firmLegacy: firmRow!.legacyID,
      firmLegacyOff: firmOffRow!.legacyID,
      detailID: detail.json().legacyDetailID as string,
      offDetailID: offDetail.json().legacyDetailID as string,
      sharedDocumentID: shared!.documentID,
      restrictedDocumentID: restricted!.documentID,
    };
  }
  type World = Awaited<ReturnType<typeof world>>;
  let w: World;
  beforeAll(async () => {
    w = await world();
  });
  const each = () =>
    [
      ['Legacy Manager', w.manager],
      ['Legacy User', w.user],
      ['Senior Legacy User', w.senior],
    ] as const;

  it('the list shows only the legacies whose legacy team holds them (scoped like a detail call)', async () => {
    for (const [role, as] of each()) {
      const res = await call(as, 'GET', `/api/Legacy/Organisation/${w.charity.organisationID}?pageCount=50`);
      expect(res.statusCode, role).toBe(200);
      const ids = (res.json() as { legacyID: string }[]).map((l) => l.legacyID).sort();
      expect(ids, role).toEqual([w.onTeam, w.firmLegacy].sort());
      expect(JSON.parse(res.headers['x-pagination'] as string).totalCount, role).toBe(2);
      // A search or filter narrows the same scope, never widens it.
      const search = await call(
        as,
        'GET',
        `/api/Legacy/Organisation/${w.charity.organisationID}?SearchTerm=OFF-`,
      );
      expect(search.json(), role).toEqual([]);
      expect(
        (await call(as, 'GET', `/api/Legacy/Organisation/${w.other.organisationID}`)).statusCode,
        role,
      ).toBe(404);
    }
    // The Charity role still lists every legacy of the charity.
    const all = await call(w.charityUser, 'GET', `/api/Legacy/Organisation/${w.charity.organisationID}`);
    expect((all.json() as unknown[]).length).toBe(4);
  });

  it('read calls: allowed on a team legacy, 404 on a legacy they are not on or of another charity', async () => {
    const reads = (id: string) => [
      `/api/Legacy/${id}/`,
      `/api/Legacy/${id}/Team`,
      `/api/Legacy/${id}/CoBeneficiaries`,
      `/api/Legacy/Export/${id}`,
      `/api/Document/List/${id}`,
    ];
    for (const [role, as] of each()) {
      for (const id of [w.onTeam, w.firmLegacy])
        for (const url of reads(id))
          expect((await call(as, 'GET', url)).statusCode, `${role} ${url}`).toBe(200);
      for (const id of [w.offTeam, w.foreign])
        for (const url of reads(id))
          expect((await call(as, 'GET', url)).statusCode, `${role} ${url}`).toBe(404);
      const legacy = (await call(as, 'GET', `/api/Legacy/${w.onTeam}`)).json();
      expect(legacy.details, role).toHaveLength(1);
      expect(
        legacy.charityTeam.map((u: { userID: string }) => u.userID),
        role,
      ).toContain(as.userID);
    }
  });

  it('documents: those shared with them only; open one, never upload, share or delete', async () => {
    for (const [role, as] of each()) {
      const list = await call(as, 'GET', `/api/Document/List/${w.onTeam}`);
      expect(
        (list.json() as { documentID: string }[]).map((d) => d.documentID),
        role,
      ).toEqual([w.sharedDocumentID]);
      expect((await call(as, 'GET', `/api/Document/${w.sharedDocumentID}`)).statusCode, role).toBe(200);
      expect((await call(as, 'GET', `/api/Document/${w.restrictedDocumentID}`)).statusCode, role).toBe(404);
      const upload = await call(as, 'POST', '/api/Document', [
        { name: 'x.pdf', mimeType: 'application/pdf', content: dataUrl(PDF_BYTES), itemID: w.onTeam },
      ]);
      expect(upload.statusCode, role).toBe(403);
      expect(
        (await call(as, 'POST', `/api/Document/${w.sharedDocumentID}/Users`, [as.userID])).statusCode,
        role,
      ).toBe(403);
      expect((await call(as, 'DELETE', `/api/Document?id=${w.sharedDocumentID}`)).statusCode, role).toBe(403);
    }
  });

  it('change calls: 403 on a team legacy, 404 on a legacy they are not on; nothing changes', async () => {
    const changes = (id: string, detailID: string) =>
      [
        ['PUT', '/api/Legacy', { legacyID: id, charityReference: 'CHANGED' }],
        ['DELETE', `/api/Legacy/${id}`, undefined],
        [
          'PUT',
          '/api/Legacy',
          {
            legacyID: id,
            charityReference: 'C',
            nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } },
          },
        ],
        ['PUT', `/api/Legacy/${id}/BankAccount/Share`, {}],
        ['PUT', `/api/Legacy/${id}/BankAccount/Hide`, undefined],
        ['POST', `/api/Legacy/${id}/Team`, [w.charityUser.userID]],
        [
          'POST',
          `/api/Legacy/${id}/Details`,
          {
            legacyType: { legacyTypeID: PECUNIARY },
            description: 'Mine',
            amountPence: 1,
            isEstimate: false,
            isPercentage: false,
            percentageValue: 0,
          },
        ],
        [
          'PUT',
          `/api/Legacy/${id}/Details/${detailID}`,
          {
            legacyType: { legacyTypeID: PECUNIARY },
            description: 'Changed',
            amountPence: 2,
            isEstimate: false,
            isPercentage: false,
            percentageValue: 0,
          },
        ],
        ['DELETE', `/api/Legacy/${id}/Details/${detailID}`, undefined],
      ] as const;
    for (const [role, as] of each()) {
      for (const [method, url, body] of changes(w.onTeam, w.detailID))
        expect((await call(as, method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(403);
      for (const [method, url, body] of changes(w.offTeam, w.offDetailID))
        expect((await call(as, method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(404);
      expect((await call(as, 'POST', '/api/Legacy', { reference: 'NEW' })).statusCode, role).toBe(403);
      if (role !== 'Legacy Manager')
        expect(
          (await call(as, 'PUT', `/api/Legacy/${w.onTeam}/Status/${ACTIVE.statusID}`)).statusCode,
          role,
        ).toBe(403);
      expect(
        (await call(as, 'PUT', `/api/Legacy/${w.offTeam}/Status/${ACTIVE.statusID}`)).statusCode,
        role,
      ).toBe(404);
    }
    const legacy = (await call(w.charityUser, 'GET', `/api/Legacy/${w.onTeam}`)).json();
    expect(legacy.charityReference ?? '').toBe('');
    expect(legacy.nominatedBankAccount).toBeNull();
    expect(legacy.details.map((d: { description: string }) => d.description)).toEqual(['Cash gift']);
    expect(legacy.charityTeam).toHaveLength(4);
    expect(legacy.status.statusID).toBe(INITIAL_LEGACY_STATUS_ID);
  });

  it('the Legacy Manager changes the status of a team legacy with no firm (a firm legacy answers 400)', async () => {
    const res = await call(w.manager, 'PUT', `/api/Legacy/${w.onTeam}/Status/${ACTIVE.key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status.statusID).toBe(ACTIVE.statusID);
    expect((await call(w.manager, 'PUT', `/api/Legacy/${w.firmLegacy}/Status/active`)).statusCode).toBe(400);
    expect(
      (await call(w.manager, 'PUT', `/api/Legacy/${w.onTeam}/Status/${INITIAL_LEGACY_STATUS_ID}`)).statusCode,
    ).toBe(200);
  });

  it('a Legacy User taken onto a team sees that legacy from then on', async () => {
    const list = async () =>
      (
        (
          await call(w.user, 'GET', `/api/Legacy/Organisation/${w.charity.organisationID}?pageCount=50`)
        ).json() as { legacyID: string }[]
      ).map((l) => l.legacyID);
    expect(await list()).not.toContain(w.offTeam);
    const fresh = await call(w.charityUser, 'POST', '/api/Legacy', { reference: 'LATER' });
    const id = fresh.json().legacyID as string;
    expect((await call(w.user, 'GET', `/api/Legacy/${id}`)).statusCode).toBe(404);
    await call(w.charityUser, 'POST', `/api/Legacy/${id}/Team`, [w.user.userID]);
    expect((await call(w.user, 'GET', `/api/Legacy/${id}`)).statusCode).toBe(200);
    expect(await list()).toContain(id);
  });

  it('chats: those of their team legacies only (the legacy and the charities chat), 404 on the others', async () => {
    const chats = async (as: { userID: string }, legacyID: string) =>
      call(as, 'GET', `/api/Conversations/Legacy/${legacyID}`);
    // The Charity user opens both chats of each firm legacy (created on first use).
    const onChats = (await chats(w.charityUser, w.firmLegacy)).json() as { conversationID: string }[];
    const offChats = (await chats(w.charityUser, w.firmLegacyOff)).json() as { conversationID: string }[];
    expect(onChats).toHaveLength(2);
    expect(offChats).toHaveLength(2);
    for (const [role, as] of each()) {
      const mine = await chats(as, w.firmLegacy);
      expect(mine.statusCode, role).toBe(200);
      const [legacyChat] = mine.json() as { chatUsers: { userID: string }[] }[];
      expect(
        legacyChat!.chatUsers.map((u) => u.userID),
        role,
      ).toContain(as.userID);
      for (const { conversationID } of onChats)
        expect((await call(as, 'GET', `/api/Conversations/${conversationID}`)).statusCode, role).toBe(200);
      expect((await chats(as, w.onTeam)).json(), role).toEqual([]);
      for (const legacyID of [w.firmLegacyOff, w.offTeam, w.foreign])
        expect((await chats(as, legacyID)).statusCode, `${role} ${legacyID}`).toBe(404);
      for (const { conversationID } of offChats) {
        expect((await call(as, 'GET', `/api/Conversations/${conversationID}`)).statusCode, role).toBe(404);
        expect(
          (await call(as, 'POST', `/api/Conversations/${conversationID}`, { message: 'Hello' })).statusCode,
          role,
        ).toBe(404);
      }
    }
    // Nobody can mention them where they are not: they are not among the off-team chat's users.
    const off = (
      await call(w.charityUser, 'GET', `/api/Conversations/${offChats[0]!.conversationID}`)
    ).json();
    const offUsers = (off.chatUsers as { userID: string }[]).map((u) => u.userID);
    expect(offUsers).toContain(w.charityUser.userID);
    for (const [, as] of each()) expect(offUsers).not.toContain(as.userID);
  });
});
