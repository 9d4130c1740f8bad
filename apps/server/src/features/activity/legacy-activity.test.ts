import { LEGACY_TYPES, PERMISSIONS } from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, buildUser } from '../../../test/helpers.js';
import { activityEntries, auditEvents } from '../../db/schema/index.js';
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

  it('follows legacy.read: Trustee and the legacy roles without it see nothing; a team rule shows the team its legacies', async () => {
    const s = await sceneWithChanges();
    // The matrix today: Trustee, Legacy Manager, Legacy User and Finance have no legacy.read.
    for (const who of [s.trustee, s.manager, s.legacyUser, s.finance])
      expect(await feedOf(s, who)).toEqual([]);
    // With legacy.read by team (as the roles part gives the legacy roles), the Legacy User on the
    // legacy's team sees its entries, and the colleague's role with the same rule, not on it, none.
    const row = PERMISSIONS['legacy.read'] as Record<string, string>;
    const before = row['Legacy User'];
    row['Legacy User'] = 'team';
    try {
      const onTeam = await feedOf(s, s.legacyUser);
      expect(onTeam.map((e) => e.action)).toEqual([
        'added',
        'detail_added',
        'matter_status_changed',
        'changed_details',
      ]);
      const otherLegacyUser = await buildUser(ctx.database, {
        roles: ['Legacy User'],
        organisation: s.charity,
      });
      expect(await feedOf(s, otherLegacyUser)).toEqual([]);
    } finally {
      row['Legacy User'] = before!;
    }
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
