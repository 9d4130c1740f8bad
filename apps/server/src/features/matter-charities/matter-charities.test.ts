import { randomInt, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { CHARITY_TEXTS, INITIAL_LEGACY_STATUS_ID, todayInUk } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
  type Method,
  callAs,
} from '../../../test/helpers.js';
import {
  activityEntries,
  auditEvents,
  documents,
  legacies,
  legacyDetails,
  matterCharities,
} from '../../db/schema/index.js';
import { importRegisterRecords } from '../../integrations/charity-register/import.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

const freshNumber = () => randomInt(100_000_000, 999_999_999);

describe('the charities of a matter (spec 02 §2.12, §7; 03 §2.15, §2.16)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = (as: { userID: string }, method: Method, url: string, payload?: unknown) =>
    callAs(ctx, as, method, url, payload);

  /** A firm with a matter, a register with a main charity (on Probity), its linked charity and one more. */
  async function world() {
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    const reg = freshNumber();
    const other = freshNumber();
    const main = {
      organisation_number: freshNumber(),
      registered_charity_number: reg,
      linked_charity_number: 0,
      charity_name: `LANTERN ${tag} TRUST`,
      charity_registration_status: 'Registered',
    };
    const linkedFund = {
      organisation_number: freshNumber(),
      registered_charity_number: reg,
      linked_charity_number: 1,
      charity_name: `LANTERN ${tag} TRUST APPEAL FUND`,
      charity_registration_status: 'Registered',
    };
    const unlinked = {
      organisation_number: freshNumber(),
      registered_charity_number: other,
      linked_charity_number: 0,
      charity_name: `MOORLAND ${tag} RESCUE`,
      charity_registration_status: 'Registered',
    };
    await importRegisterRecords(ctx.database.db, {
      charity: [main, linkedFund, unlinked],
      trustees: [{ organisation_number: main.organisation_number, trustee_name: 'JANE SAMPLE' }],
      otherNames: [],
    });
    const charityOrg = await buildOrganisation(ctx.database, {
      organisationType: 'charity',
      companyNo: String(reg),
    });
    const body = (c: typeof main, extra: Record<string, unknown> = {}) => ({
      charityRegNo: c.registered_charity_number,
      charityOrgNo: c.organisation_number,
      charitySuffix: c.linked_charity_number,
      charityName: c.charity_name,
      linkedOrganisation: null,
      ...extra,
    });
    return {
      tag,
      firm,
      admin,
      matter,
      main,
      linkedFund,
      unlinked,
      charityOrg,
      body,
      base: `/api/Matters/${matter.matterID}`,
    };
  }

  it('adds a charity with its legacy; the server sets the name and the verified link', async () => {
    const w = await world();
    const res = await call(
      w.admin,
      'POST',
      `${w.base}/Charity`,
      w.body(w.main, { charityName: 'Forged', linkedOrganisation: randomUUID() }),
    );
    expect(res.statusCode).toBe(201);
    const added = res.json();
    expect(added).toMatchObject({
      matterID: w.matter.matterID,
      charityRegNo: w.main.registered_charity_number,
      charityOrgNo: w.main.organisation_number,
      charitySuffix: 0,
      charityName: w.main.charity_name,
      linkedOrganisation: w.charityOrg.organisationID,
    });
    const [legacy] = await ctx.database.db
      .select()
      .from(legacies)
      .where(eq(legacies.legacyID, added.legacyID));
    expect(legacy).toMatchObject({
      organisationID: w.charityOrg.organisationID,
      matterID: w.matter.matterID,
      reference: w.matter.reference,
      statusID: INITIAL_LEGACY_STATUS_ID,
      // Issue 11 notification intake: the firm told the charity, today.
      notifiedBy: 'firm',
      notifiedDate: todayInUk(),
    });
    const activity = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, w.matter.matterID));
    expect(activity).toContainEqual(
      expect.objectContaining({
        activityType: 'legacy',
        action: 'added',
        object: w.main.charity_name,
        userID: w.admin.userID,
      }),
    );
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.objectID, w.matter.matterID), eq(auditEvents.action, 'matter.charity_added')),
      );
    expect(audit).toHaveLength(1);

    // A charity not on Probity: no link, and its legacy belongs to no charity organisation.
    const plain = (await call(w.admin, 'POST', `${w.base}/Charity`, w.body(w.unlinked))).json();
    expect(plain.linkedOrganisation).toBeNull();
    const [plainLegacy] = await ctx.database.db
      .select()
      .from(legacies)
      .where(eq(legacies.legacyID, plain.legacyID));
    expect(plainLegacy?.organisationID).toBeNull();
  });

  it('lists, pages, searches and counts; the matter summary counts them', async () => {
    const w = await world();
    for (const c of [w.main, w.linkedFund, w.unlinked]) {
      expect((await call(w.admin, 'POST', `${w.base}/Charity`, w.body(c))).statusCode).toBe(201);
    }
    const first = await call(w.admin, 'GET', `${w.base}/Charity`);
    expect(first.statusCode).toBe(200);
    expect(first.json().paginationResp).toEqual({
      totalPages: 1,
      totalCount: 3,
      pageSize: 10,
      currentPage: 1,
    });
    // Newest first: an added charity shows on page 1 (spec 02 §4).
    expect(first.json().data.map((c: { charityName: string }) => c.charityName)).toEqual([
      w.unlinked.charity_name,
      w.linkedFund.charity_name,
      w.main.charity_name,
    ]);
    const second = (await call(w.admin, 'GET', `${w.base}/Charity?Page=2&PageCount=2`)).json();
    expect(second.paginationResp).toEqual({ totalPages: 2, totalCount: 3, pageSize: 2, currentPage: 2 });
    expect(second.data).toHaveLength(1);
    expect(second.data[0].charityName).toBe(w.main.charity_name);
    const lower = (await call(w.admin, 'GET', `${w.base}/Charity?page=1&pageCount=1`)).json();
    expect(lower.paginationResp).toMatchObject({ pageSize: 1, totalPages: 3 });
    const searched = (await call(w.admin, 'GET', `${w.base}/Charity?SearchTerm=appeal%20fund`)).json();
    expect(searched.data.map((c: { charitySuffix: number }) => c.charitySuffix)).toEqual([1]);
    const byNumber = (
      await call(w.admin, 'GET', `${w.base}/Charity?SearchTerm=${w.unlinked.registered_charity_number}`)
    ).json();
    expect(byNumber.paginationResp.totalCount).toBe(1);

    const count = await call(w.admin, 'GET', `${w.base}/CharityCount`);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toBe(3);
    const matter = await call(w.admin, 'GET', `/api/Matters/${w.matter.matterID}`);
    expect(matter.json().summary.charities).toBe(3);

    const one = first.json().data[2];
    const got = await call(w.admin, 'GET', `${w.base}/Charity/${one.matterCharityID}/`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(one);
    expect((await call(w.admin, 'GET', `${w.base}/Charity/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(w.admin, 'GET', `${w.base}/Charity?Page=0&PageCount=500`)).json().errors).toEqual({
      'querystring.Page': [expect.any(String)],
      'querystring.PageCount': [expect.any(String)],
    });
  });

  it('answers 400 with every field, for an unknown charity, a wrong organisation number and a duplicate', async () => {
    const w = await world();
    const empty = await call(w.admin, 'POST', `${w.base}/Charity`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ charityRegNo: ['Required'], charityOrgNo: ['Required'] });
    const bad = await call(w.admin, 'POST', `${w.base}/Charity`, {
      charityRegNo: 'abc',
      charityOrgNo: -1,
      charitySuffix: 1.5,
      charityName: 'x'.repeat(501),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'charityName',
      'charityOrgNo',
      'charityRegNo',
      'charitySuffix',
    ]);

    const unknown = await call(
      w.admin,
      'POST',
      `${w.base}/Charity`,
      w.body(w.main, { charityRegNo: freshNumber() }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ charityRegNo: [CHARITY_TEXTS.notInRegister] });
    const mismatch = await call(
      w.admin,
      'POST',
      `${w.base}/Charity`,
      w.body(w.main, { charityOrgNo: w.unlinked.organisation_number }),
    );
    expect(mismatch.json().errors).toEqual({ charityOrgNo: [CHARITY_TEXTS.orgNoMismatch] });

    expect((await call(w.admin, 'POST', `${w.base}/Charity`, w.body(w.main))).statusCode).toBe(201);
    const again = await call(w.admin, 'POST', `${w.base}/Charity`, w.body(w.main));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      detail: CHARITY_TEXTS.alreadyOnMatter,
      errors: { charityOrgNo: [CHARITY_TEXTS.alreadyOnMatter] },
    });
    const rows = await ctx.database.db
      .select()
      .from(matterCharities)
      .where(eq(matterCharities.matterID, w.matter.matterID));
    expect(rows).toHaveLength(1);
    const ownLegacies = await ctx.database.db
      .select()
      .from(legacies)
      .where(eq(legacies.matterID, w.matter.matterID));
    expect(ownLegacies).toHaveLength(1);
  });

  it('removes a charity with its legacy, legacy details, documents and their files', async () => {
    const w = await world();
    const added = (await call(w.admin, 'POST', `${w.base}/Charity`, w.body(w.main))).json();
    await ctx.database.db.insert(legacyDetails).values({
      legacyID: added.legacyID,
      legacyTypeID: '1e6a0000-0000-4000-8000-000000000001',
      description: 'Pecuniary gift',
      amountPence: 500000,
    });
    const storage = fileStorage(ctx.app.config);
    const fileKey = randomUUID();
    const temp = await storage.writeTemp(fileKey, Readable.from(Buffer.from('legacy letter')), 1024);
    await storage.commit(temp, fileKey);
    await ctx.database.db.insert(documents).values({
      documentID: randomUUID(),
      itemID: added.legacyID,
      organisationID: w.firm.organisationID,
      legacyID: added.legacyID,
      name: 'letter.txt',
      mimeType: 'text/plain',
      fileSize: 13,
      storageKey: fileKey,
      uploadedBy: w.admin.userID,
    });

    const removed = await call(w.admin, 'DELETE', `${w.base}/Charity/${added.matterCharityID}`);
    expect(removed.statusCode).toBe(204);
    expect(
      await ctx.database.db
        .select()
        .from(matterCharities)
        .where(eq(matterCharities.matterCharityID, added.matterCharityID)),
    ).toEqual([]);
    expect(
      await ctx.database.db.select().from(legacies).where(eq(legacies.legacyID, added.legacyID)),
    ).toEqual([]);
    expect(
      await ctx.database.db.select().from(legacyDetails).where(eq(legacyDetails.legacyID, added.legacyID)),
    ).toEqual([]);
    expect(
      await ctx.database.db.select().from(documents).where(eq(documents.itemID, added.legacyID)),
    ).toEqual([]);
    await expect(storage.open(fileKey)).rejects.toThrow();
    const activity = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, w.matter.matterID));
    expect(activity).toContainEqual(
      expect.objectContaining({ activityType: 'legacy', action: 'deleted', object: w.main.charity_name }),
    );
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.objectID, w.matter.matterID), eq(auditEvents.action, 'matter.charity_removed')),
      );
    expect(audit).toHaveLength(1);
    expect((await call(w.admin, 'GET', `${w.base}/CharityCount`)).json()).toBe(0);
    expect((await call(w.admin, 'DELETE', `${w.base}/Charity/${added.matterCharityID}`)).statusCode).toBe(
      404,
    );
    // It can be added back (spec 02 §8 'You'll be able to add this charity back in').
    expect((await call(w.admin, 'POST', `${w.base}/Charity`, w.body(w.main))).statusCode).toBe(201);
  });

  it("answers 404 for another firm's matter on every call, and for a charity of another matter", async () => {
    const w = await world();
    const added = (await call(w.admin, 'POST', `${w.base}/Charity`, w.body(w.main))).json();
    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: w.charityOrg });
    for (const who of [stranger, charityUser]) {
      expect((await call(who, 'GET', `${w.base}/Charity`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `${w.base}/CharityCount`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `${w.base}/Charity/${added.matterCharityID}`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `${w.base}/Charity`, w.body(w.unlinked))).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `${w.base}/Charity/${added.matterCharityID}`)).statusCode).toBe(404);
    }
    const otherMatter = await buildMatter(ctx.database, {
      organisationID: w.firm.organisationID,
      owner: w.admin.userID,
    });
    expect(
      (await call(w.admin, 'GET', `/api/Matters/${otherMatter.matterID}/Charity/${added.matterCharityID}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(w.admin, 'DELETE', `/api/Matters/${otherMatter.matterID}/Charity/${added.matterCharityID}`))
        .statusCode,
    ).toBe(404);
    expect((await call(w.admin, 'GET', `/api/Matters/${randomUUID()}/Charity`)).statusCode).toBe(404);
    expect((await call(w.admin, 'GET', `${w.base}/CharityCount`)).json()).toBe(1);
  });

  it('refuses the Individual linked to the matter (403), and lets the other firm roles in', async () => {
    const w = await world();
    const client = await buildUser(ctx.database, { roles: ['Individual'] });
    await buildIndividual(ctx.database, w.matter, { userID: client.userID });
    expect((await call(client, 'GET', `${w.base}`)).statusCode).toBe(200);
    expect((await call(client, 'GET', `${w.base}/Charity`)).statusCode).toBe(403);
    expect((await call(client, 'GET', `${w.base}/CharityCount`)).statusCode).toBe(403);
    expect((await call(client, 'POST', `${w.base}/Charity`, w.body(w.main))).statusCode).toBe(403);
    const matter = await call(client, 'GET', `${w.base}`);
    expect(matter.json().summary.charities).toBeNull();

    const executive = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: w.firm });
    const added = await call(executive, 'POST', `${w.base}/Charity`, w.body(w.main));
    expect(added.statusCode).toBe(201);
    const support = await buildUser(ctx.database, { roles: ['Support'], organisation: w.firm });
    expect(
      (await call(support, 'DELETE', `${w.base}/Charity/${added.json().matterCharityID}`)).statusCode,
    ).toBe(204);
  });
});

describe('the charity register search (spec 03 §2.15, §7)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = async (as: { userID: string }, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: await authHeaders(ctx, as) });

  it('searches by name and number and answers the details with the verified flag', async () => {
    const tag = randomUUID().slice(0, 8);
    const reg = freshNumber();
    const org = freshNumber();
    await importRegisterRecords(ctx.database.db, {
      charity: [
        {
          organisation_number: org,
          registered_charity_number: reg,
          linked_charity_number: 0,
          charity_name: `KESTREL ${tag} SOCIETY`,
          charity_registration_status: 'Removed',
          date_of_removal: '2019-07-22T00:00:00',
          charity_removal_reason: 'Ceased to exist',
          charity_contact_address1: '4 Mill Lane',
          charity_is_cdf_or_cif: 'CDF',
          charity_insolvent: true,
          charity_type: 'Trust',
        },
      ],
      trustees: [{ organisation_number: org, trustee_name: 'JANE SAMPLE' }],
      otherNames: [{ organisation_number: org, charity_name: `KESTREL ${tag} BIRDS` }],
    });
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });

    const byName = await get(admin, `/api/Charities/${encodeURIComponent(`kestrel ${tag}`)}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([
      {
        organisation_number: org,
        charity_name: `KESTREL ${tag} SOCIETY`,
        reg_charity_number: reg,
        group_subsid_suffix: 0,
      },
    ]);
    expect((await get(admin, `/api/Charities/${reg}`)).json()).toHaveLength(1);
    expect((await get(admin, `/api/Charities/no-such-${tag}`)).json()).toEqual([]);

    const details = await get(admin, `/api/Charities/${reg}/0`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      organisation_number: org,
      reg_charity_number: reg,
      group_subsid_suffix: 0,
      charityType: 'Trust',
      reg_status: 'RM',
      date_of_removal: '2019-07-22T00:00:00',
      removal_reason: 'Ceased to exist',
      cif_cdf_ind: 'CDF',
      insolvent: true,
      in_administration: false,
      linked_organisation: false,
      address_line_one: '4 Mill Lane',
      trustee_names: [{ trustee_name: 'JANE SAMPLE' }],
      other_names: [{ other_name: `KESTREL ${tag} BIRDS` }],
    });
    await buildOrganisation(ctx.database, { organisationType: 'charity', companyNo: ` ${reg} ` });
    expect((await get(admin, `/api/Charities/${reg}/0`)).json().linked_organisation).toBe(true);
    expect((await get(admin, `/api/Charities/${reg}/5`)).statusCode).toBe(404);
    const badSuffix = await get(admin, `/api/Charities/${reg}/main`);
    expect(badSuffix.statusCode).toBe(400);
    expect(Object.keys(badSuffix.json().errors)).toEqual(['params.suffix']);
  });

  it('is for the firm roles and Admin Demo only', async () => {
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'] });
    const individual = await buildUser(ctx.database, { roles: ['Individual'] });
    const partner = await buildUser(ctx.database, { roles: ['Supervising Partner'] });
    for (const who of [charityUser, individual]) {
      expect((await get(who, '/api/Charities/trust')).statusCode).toBe(403);
      expect((await get(who, '/api/Charities/1098765/0')).statusCode).toBe(403);
    }
    expect((await get(partner, '/api/Charities/trust')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Charities/trust' })).statusCode).toBe(401);
  });
});
