import { LEGACY_TYPES, activityPhrase, activityText } from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, buildUser } from '../../../test/helpers.js';
import { buildActor } from '../../access/actor.js';
import { activityEntries, auditEvents, individuals, legacies, users } from '../../db/schema/index.js';
import { insertBankAccount } from '../bank-accounts/bank-accounts.service.js';
import { LEGACY_CHANGES, type LegacyChangeAction, audit } from '../legacies/legacy.audit.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
import { statusOf, typeByKey } from '../matters/matter.factories.js';
import { buildLegacyActivityScene } from './legacy-activity.factories.js';

type Entry = {
  reference: string | null;
  matterID: string | null;
  legacyID: string | null;
  activityType: string;
  action: string;
  object: string | null;
  text: string | null;
  user: { userID: string; organisationName: string | null } | null;
};

const DETAIL = {
  legacyType: { legacyTypeID: LEGACY_TYPES[1].legacyTypeID },
  description: 'A quarter share of the residue',
  amountPence: 8_250_000,
  isEstimate: true,
  isPercentage: true,
  percentageValue: 25,
};

describe("the charity's activity feed (issue 11)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  /** The scene after the charity and the firm each changed the legacy. */
  async function sceneWithChanges() {
    const s = await buildLegacyActivityScene(ctx);
    const { call } = s;
    // The charity's own change: its reference.
    const own = await call(s.charityUser, 'PUT', '/api/Legacy', {
      legacyID: s.legacy.legacyID,
      charityReference: 'BWT-0413',
    });
    expect(own.statusCode).toBe(200);
    // The firm's changes: the matter's status, a legacy detail, a document on the legacy.
    const postGrant = statusOf(typeByKey('estate'), 'post-grant');
    expect(
      (await call(s.firmUser, 'PUT', `/api/Matters/${s.matter.matterID}/Status/${postGrant.statusID}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(s.firmUser, 'POST', `/api/Legacy/${s.legacy.legacyID}/Details`, DETAIL)).statusCode,
    ).toBe(201);
    const upload = await call(s.firmUser, 'POST', '/api/Document', [
      {
        name: 'Estate accounts.pdf',
        mimeType: 'application/pdf',
        content: dataUrl(PDF_BYTES),
        itemID: s.legacy.legacyID,
      },
    ]);
    expect(upload.statusCode).toBe(201);
    return s;
  }

  const feedOf = async (
    s: Awaited<ReturnType<typeof buildLegacyActivityScene>>,
    as: { userID: string },
    url = '/api/Activity',
  ) => {
    const res = await s.call(as, 'GET', url);
    expect(res.statusCode).toBe(200);
    return res.json() as Entry[];
  };

  it("shows the charity every entry of its legacy: its own changes and the firm's that concern it", async () => {
    const s = await sceneWithChanges();
    const feed = await feedOf(s, s.charityUser);
    expect(feed.map((e) => [e.activityType, e.action, e.reference, e.object, e.text])).toEqual([
      ['document', 'added', 'BWT-0413', 'Estate accounts.pdf', null],
      ['legacy', 'detail_added', 'BWT-0413', DETAIL.description, null],
      ['legacy', 'matter_status_changed', 'BWT-0413', null, 'Post-grant'],
      ['legacy', 'changed_details', 'BWT-0413', null, 'charity reference'],
    ]);
    // Every entry is the legacy's, with no matter (so the matter's rules never reach it).
    expect(feed.every((e) => e.legacyID === s.legacy.legacyID && e.matterID === null)).toBe(true);
    // The firm's people are named with their firm; the charity's own are not.
    expect(feed[0]!.user).toMatchObject({ userID: s.firmUser.userID, organisationName: s.firm.name });
    expect(feed[3]!.user).toMatchObject({ userID: s.charityUser.userID, organisationName: null });

    // The legacy's Activity section answers the same entries, paged.
    const section = await s.call(
      s.charityUser,
      'GET',
      `/api/Legacy/${s.legacy.legacyID}/Activity?page=2&pageCount=3`,
    );
    expect(section.statusCode).toBe(200);
    expect(section.json().map((e: Entry) => e.action)).toEqual(['changed_details']);
    expect(JSON.parse(String(section.headers['x-pagination']))).toEqual({
      currentPage: 2,
      totalPages: 2,
      pageSize: 3,
      totalCount: 4,
    });

    // One audit event per change, in the organisation the actor acted for.
    const audits = await ctx.database.db
      .select({ action: auditEvents.action, organisationID: auditEvents.organisationID })
      .from(auditEvents)
      .where(
        sql`${auditEvents.details}->>'legacyID' = ${s.legacy.legacyID} or ${auditEvents.objectID} = ${s.legacy.legacyID}`,
      )
      .orderBy(auditEvents.auditEventID);
    expect(audits).toEqual([
      { action: 'legacy.updated', organisationID: s.charity.organisationID },
      { action: 'legacyDetail.created', organisationID: s.firm.organisationID },
      { action: 'document.create', organisationID: s.firm.organisationID },
    ]);
  });

  it("keeps the firm's view to its own entries: the matter's, and what it did on the legacy", async () => {
    const s = await sceneWithChanges();
    const feed = await feedOf(s, s.firmUser);
    expect(feed.map((e) => [e.activityType, e.action, e.reference, e.matterID])).toEqual([
      ['document', 'added', s.matter.reference, s.matter.matterID],
      ['legacy', 'detail_added', s.matter.reference, s.matter.matterID],
      ['matter', 'changed_details', s.matter.reference, s.matter.matterID],
    ]);
    // The charity's own change never reaches the firm, nor its entries of the firm's changes.
    expect(feed.some((e) => e.reference === 'BWT-0413')).toBe(false);
    const section = await feedOf(s, s.firmUser, `/api/Legacy/${s.legacy.legacyID}/Activity`);
    expect(section.map((e) => e.action)).toEqual(['added', 'detail_added']);
  });

  it("never shows a legacy's entries to the matter's individuals, another charity or another firm", async () => {
    const s = await sceneWithChanges();
    // The matter's individual sees the matter's status change, nothing of its legacies.
    const client = await feedOf(s, s.client);
    expect(client.map((e) => [e.activityType, e.action])).toEqual([['matter', 'changed_details']]);
    // The other charity on the matter sees the status change on its own legacy only.
    const other = await feedOf(s, s.otherCharityUser);
    expect(other.map((e) => [e.action, e.legacyID])).toEqual([
      ['matter_status_changed', s.otherLegacy.legacyID],
    ]);
    expect(await feedOf(s, s.otherFirmUser)).toEqual([]);
    // Their Activity section of the legacy answers 404, like the legacy.
    for (const who of [s.client, s.otherCharityUser, s.otherFirmUser])
      expect((await s.call(who, 'GET', `/api/Legacy/${s.legacy.legacyID}/Activity`)).statusCode).toBe(404);
    expect((await s.call(s.charityUser, 'GET', '/api/Legacy/not-a-legacy/Activity')).statusCode).toBe(400);
  });

  it('follows legacy.read: Trustee and Finance see nothing; the legacy roles see the legacies of their team', async () => {
    const s = await sceneWithChanges();
    // The matrix: Trustee and Finance have no legacy.read.
    for (const who of [s.trustee, s.finance]) expect(await feedOf(s, who)).toEqual([]);
    // Legacy Manager and Legacy User read by team (spec 03 §6, issue 11): both are on the legacy's
    // team and see its entries; a colleague with the same role, not on it, sees none.
    for (const who of [s.manager, s.legacyUser]) {
      const onTeam = await feedOf(s, who);
      expect(onTeam.map((e) => e.action)).toEqual([
        'added',
        'detail_added',
        'matter_status_changed',
        'changed_details',
      ]);
    }
    for (const role of ['Legacy Manager', 'Legacy User', 'Senior Legacy User'] as const) {
      const colleague = await buildUser(ctx.database, { roles: [role], organisation: s.charity });
      expect(await feedOf(s, colleague)).toEqual([]);
      expect((await s.call(colleague, 'GET', `/api/Legacy/${s.legacy.legacyID}/Activity`)).statusCode).toBe(
        404,
      );
    }
  });

  it("shows every change of the closed list in the charity's feed, each worded, none to the firm", async () => {
    const s = await buildLegacyActivityScene(ctx);
    const { db } = ctx.database;
    const [user] = await db.select().from(users).where(eq(users.userID, s.charityUser.userID));
    const [legacy] = await db.select().from(legacies).where(eq(legacies.legacyID, s.legacy.legacyID));
    const actor = buildActor(user!, s.charity, false);
    // Every legacy change as its service records it (the bank account removed included: the bank
    // accounts part writes it when a nominated account is deleted).
    await db.transaction(async (tx) => {
      for (const action of Object.keys(LEGACY_CHANGES) as LegacyChangeAction[])
        await audit(tx, actor, legacy!, action, {}, undefined, { object: 'Ann Bell', text: 'Active' });
    });
    const feed = await feedOf(s, s.charityUser, '/api/Activity?pageCount=50');
    expect(feed.map((e) => e.action).sort()).toEqual([...Object.values(LEGACY_CHANGES)].sort());
    for (const e of feed) {
      expect(e).toMatchObject({ legacyID: s.legacy.legacyID, matterID: null, reference: 'BWT-0412' });
      expect(activityPhrase(e), e.action).not.toBeNull();
    }
    expect(await feedOf(s, s.firmUser)).toEqual([]);
    expect(await feedOf(s, s.client)).toEqual([]);
  });

  it("words the charity's own changes through the routes: what a save changed, the account, the team", async () => {
    const s = await buildLegacyActivityScene(ctx);
    const { db } = ctx.database;
    const created = await s.call(s.charityUser, 'POST', '/api/Legacy', { reference: 'BT-STANDALONE-1' });
    const legacyID = created.json().legacyID as string;
    const [deceased] = await db
      .insert(individuals)
      .values({
        organisationID: s.charity.organisationID,
        individualTypeID: 'deceased',
        firstName: 'Ada',
        surname: 'Lovelace',
      })
      .returning();
    const account = await insertBankAccount(db, ctx.app.config, s.charity.organisationID, {
      bankName: 'Barclays',
      sortCode: '08-99-99',
      accountNumber: '66374958',
      accountName: 'Legacy receipts',
      description: null,
      primaryContactUserID: s.finance.userID,
    });
    const body = {
      legacyID,
      charityReference: 'BWT-9001',
      probateReference: 'PRB-1',
      dateOfDeath: '2026-01-05',
      dateOfProbate: '2026-03-01',
      deceased: { individualID: deceased!.individualID },
      nominatedBankAccount: { bankAccount: { bankAccountID: account.bankAccountID } },
      details: [DETAIL],
    };
    expect((await s.call(s.charityUser, 'PUT', '/api/Legacy', body)).statusCode).toBe(200);
    // The same save again changes nothing and shows nothing.
    expect((await s.call(s.charityUser, 'PUT', '/api/Legacy', body)).statusCode).toBe(200);
    // A legacy the charity follows alone has no firm to share with: refused, and nothing in the feed.
    const share = await s.call(s.charityUser, 'PUT', `/api/Legacy/${legacyID}/BankAccount/Share`, {
      paymentReference: 'REF 1',
    });
    expect(share.statusCode).toBe(400);
    await s.call(s.charityUser, 'PUT', `/api/Legacy/${legacyID}/BankAccount/Hide`);
    await s.call(s.charityUser, 'POST', `/api/Legacy/${legacyID}/Team`, { userIDs: [s.colleague.userID] });
    await s.call(s.charityUser, 'POST', `/api/Legacy/${legacyID}/Team`, { userIDs: [s.colleague.userID] });
    const section = await feedOf(s, s.charityUser, `/api/Legacy/${legacyID}/Activity`);
    const words = section.map((e) => activityText({ ...e, user: null }));
    expect(words).toEqual([
      `System added ${s.colleague.firstName} ${s.colleague.surname} to the team of BWT-9001`,
      'System hid the bank account nominated on BWT-9001 from the firm',
      'System chose the bank account nominated on BWT-9001',
      'System recorded Ada Lovelace as the deceased of BWT-9001',
      'System changed the details of BWT-9001: charity reference, probate reference, date of death, date of probate, legacy details',
      'System added the legacy BT-STANDALONE-1',
    ]);
    // No bank details in any entry.
    expect(JSON.stringify(section)).not.toMatch(/66374958|089999|08-99-99|Legacy receipts/);
  });

  it('writes nothing when the change fails, and one entry per change', async () => {
    const s = await buildLegacyActivityScene(ctx);
    const bad = await s.call(s.firmUser, 'POST', `/api/Legacy/${s.legacy.legacyID}/Details`, {
      ...DETAIL,
      amountPence: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.legacyID, s.legacy.legacyID));
    expect(rows).toEqual([]);
  });
});
