import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildUser, callAs } from '../../../test/helpers.js';
import { activityEntries, auditEvents, mailOutbox, users } from '../../db/schema/index.js';
import { buildCharityOnlyLegacy } from '../conversations/conversations.factories.js';
import { loadEstateFigures } from '../estate-figures/estate-figures.js';
import { buildEstateFiguresScene } from '../estate-figures/estate-figures.factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { addStage, linkCharity } from './estate-sharing.factories.js';

describe('the estate progress shared with the charities (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const sharingUrl = (matterID: string) => `/api/Matters/${matterID}/Estate/Sharing`;
  const progressUrl = (legacyID: string) => `/api/Legacies/${legacyID}/EstateProgress`;
  const legacyOf = (c: { legacyID: string }) => c.legacyID;

  /** The figures scene with Lantern's user on its legacy's team (Lantern: a £10,000 pecuniary legacy). */
  async function scene() {
    const s = await buildEstateFiguresScene(ctx);
    const [lantern, moorland] = s.charities;
    await linkCharity(ctx, lantern, {
      organisationID: s.charityUser.organisationID,
      userID: s.charityUser.userID,
    });
    return { ...s, lantern, moorland };
  }

  const progressEntries = (legacyID: string) =>
    ctx.database.db
      .select({ text: activityEntries.text, organisationID: activityEntries.organisationID })
      .from(activityEntries)
      .where(and(eq(activityEntries.legacyID, legacyID), eq(activityEntries.action, 'estate_progress')))
      .orderBy(activityEntries.dateTime, activityEntries.activityID);

  const mailTo = (address: string) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(mailOutbox.createdAt);

  it("is the firm's choice: figures and accounts off by default, changed by those who may edit the matter", async () => {
    const s = await scene();
    const url = sharingUrl(s.matter.matterID);
    const first = await callAs(ctx, s.feeEarner, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      shareFigures: false,
      shareAccounts: false,
      updatedAt: null,
      charitiesOnProbity: 1,
      lead: null,
    });
    const saved = await callAs(ctx, s.feeEarner, 'PUT', url, { shareFigures: true, shareAccounts: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ shareFigures: true, shareAccounts: false });
    expect((await callAs(ctx, s.admin, 'GET', url)).json().shareFigures).toBe(true);
    const [audit] = await ctx.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'estateSharing.updated'), eq(auditEvents.objectID, s.matter.matterID)),
      );
    expect(audit?.details).toEqual({
      shareFigures: true,
      shareAccounts: false,
      from: { shareFigures: false, shareAccounts: false },
    });

    // Refusals: the client, a charity, another firm (404); a Will matter (404); a bad body (400).
    for (const who of [s.client, s.charityUser, s.otherAdmin]) {
      expect((await callAs(ctx, who, 'GET', url)).statusCode).toBe(404);
      expect(
        (await callAs(ctx, who, 'PUT', url, { shareFigures: false, shareAccounts: false })).statusCode,
      ).toBe(404);
    }
    expect((await callAs(ctx, s.admin, 'GET', sharingUrl(s.willMatter.matterID))).statusCode).toBe(404);
    const bad = await callAs(ctx, s.admin, 'PUT', url, { shareFigures: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('shareFigures');
    expect(bad.body).toContain('shareAccounts');
  });

  it('shows the charity its milestones always, and its own figures only when the firm shares them', async () => {
    const s = await scene();
    await addStage(ctx, s.feeEarner, s.matter.matterID, 'submitted', '2026-03-02');
    await addStage(ctx, s.feeEarner, s.matter.matterID, 'stopped', '2026-03-20');
    const hidden = await callAs(ctx, s.charityUser, 'GET', progressUrl(legacyOf(s.lantern)));
    expect(hidden.statusCode).toBe(200);
    const body = hidden.json();
    expect(body).toMatchObject({
      shared: { figures: false, accounts: false },
      dateOfDeath: '2026-01-15',
      stage: { stage: 'stopped', on: '2026-03-20', label: 'Stopped: further information needed' },
      grantDate: null,
      payments: [],
      paidTotal: 0,
      figures: null,
      accounts: null,
    });
    // A stop's reason is the firm's correspondence with HMCTS: not shared.
    expect(hidden.body).not.toContain('signed on each page');
    // No figures: the read is not audited.
    const reads = () =>
      ctx.database.db
        .select({ details: auditEvents.details, userID: auditEvents.actorUserID })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'estateProgress.figures_viewed'),
            eq(auditEvents.objectID, legacyOf(s.lantern)),
          ),
        );
    expect(await reads()).toHaveLength(0);

    await callAs(ctx, s.admin, 'PUT', sharingUrl(s.matter.matterID), {
      shareFigures: true,
      shareAccounts: true,
    });
    const shown = await callAs(ctx, s.charityUser, 'GET', progressUrl(legacyOf(s.lantern)));
    const { accounts } = await loadEstateFigures(ctx.database.db, s.matter.matterID);
    expect(shown.json().figures).toEqual({
      // House £900,000, deposit £250,000, shares £60,000 (the joint account passes by survivorship).
      assetsEstimated: 121_000_000,
      assetsCollected: 0,
      collectedPercent: 0,
      itemsTotal: 3,
      itemsCollected: 0,
      taxPaid: 0,
      entitlement: {
        pecuniary: 1_000_000,
        residuaryPercent: null,
        estimatedResidue: null,
        residuary: 0,
        total: 1_000_000,
      },
    });
    expect(shown.json().accounts).toMatchObject({ status: 'draft', finalisedOn: null, approvedOn: null });
    expect(shown.json().accounts.lines).toContainEqual({
      key: 'residue',
      label: 'Residue',
      amount: accounts.distribution.residue,
    });
    expect(await reads()).toEqual([
      {
        details: { matterID: s.matter.matterID, figures: true, accounts: true },
        userID: s.charityUser.userID,
      },
    ]);
    // Never another beneficiary's name or figures: not Jane Doe's £5,000 nor Tom Baker's shares,
    // not Moorland Rescue (a co-beneficiary's name is for the co-beneficiaries page).
    const json = shown.body;
    for (const other of [
      'Jane',
      'Doe',
      'jane',
      'Tom',
      'Baker',
      'Moorland',
      'person:',
      'beneficiar',
      'Harbour',
    ])
      expect(json).not.toContain(other);
    // With figures only (no accounts' totals), no number of the answer is another's figure: not
    // Jane Doe's £5,000 legacy, Tom Baker's £60,000 shares nor Jane's 90 % of the residue.
    await callAs(ctx, s.admin, 'PUT', sharingUrl(s.matter.matterID), {
      shareFigures: true,
      shareAccounts: false,
    });
    const figuresOnly = await callAs(ctx, s.charityUser, 'GET', progressUrl(legacyOf(s.lantern)));
    const numbers: number[] = [];
    const walk = (v: unknown) => {
      if (typeof v === 'number') numbers.push(v);
      else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
    };
    walk(figuresOnly.json());
    const jane = accounts.distribution.beneficiaries.find((b) => b.beneficiaryId === 'person:jane doe');
    for (const other of [500_000, 6_000_000, 90, jane!.entitlement, jane!.residuary])
      expect(numbers).not.toContain(other);
  });

  it("works out a residuary charity's entitlement from the estimated residue, and follows a new asset", async () => {
    const s = await scene();
    const moorland = await linkCharity(ctx, s.moorland);
    await callAs(ctx, s.admin, 'PUT', sharingUrl(s.matter.matterID), {
      shareFigures: true,
      shareAccounts: false,
    });
    const before = await callAs(ctx, moorland.user, 'GET', progressUrl(legacyOf(s.moorland)));
    expect(before.statusCode).toBe(200);
    const { accounts } = await loadEstateFigures(ctx.database.db, s.matter.matterID);
    const residue = accounts.distribution.residue;
    const own = accounts.distribution.residuary.find((r) => r.beneficiaryId === s.moorland.matterCharityID);
    expect(before.json().figures.entitlement).toEqual({
      pecuniary: 0,
      residuaryPercent: 10,
      estimatedResidue: residue,
      residuary: own!.amount,
      total: own!.amount,
    });
    // A tenth of the residue (the apportionment gives the odd penny to the larger share).
    expect(Math.abs(own!.amount * 10 - residue)).toBeLessThan(10);
    expect(before.json().accounts).toBeNull();

    const car = await callAs(ctx, s.admin, 'POST', `/api/Matters/${s.matter.matterID}/Estate/Items`, {
      kind: 'asset',
      category: 'vehicles',
      description: 'Car',
      valueAtDeath: 1_000_000,
    });
    expect(car.statusCode).toBe(201);
    const after = await callAs(ctx, moorland.user, 'GET', progressUrl(legacyOf(s.moorland)));
    expect(after.json().figures.entitlement.estimatedResidue).toBe(residue + 1_000_000);
    expect(after.json().figures.entitlement.total).toBe(own!.amount + 100_000);
    expect(after.json().figures.assetsEstimated).toBe(before.json().figures.assetsEstimated + 1_000_000);
  });

  it('answers 404 to another charity, another firm, a legacy with no matter and a matter of another type', async () => {
    const s = await scene();
    const otherCharity = await buildUser(ctx.database, { roles: ['Charity'] });
    for (const who of [otherCharity, s.otherAdmin, s.client])
      expect((await callAs(ctx, who, 'GET', progressUrl(legacyOf(s.lantern)))).statusCode).toBe(404);
    // Moorland is not on Probity: Lantern's user does not see its legacy.
    expect((await callAs(ctx, s.charityUser, 'GET', progressUrl(legacyOf(s.moorland)))).statusCode).toBe(404);
    const own = await buildCharityOnlyLegacy(ctx.database, s.charityUser.organisationID);
    expect((await callAs(ctx, s.charityUser, 'GET', progressUrl(own.legacyID))).statusCode).toBe(404);
    expect((await callAs(ctx, s.charityUser, 'GET', progressUrl('not-a-legacy'))).statusCode).toBe(404);
    // The firm's own staff see what the charity sees, without the charity's note.
    await callAs(ctx, s.charityUser, 'PUT', `${progressUrl(legacyOf(s.lantern))}/Note`, {
      note: 'Chase in May',
    });
    const firm = await callAs(ctx, s.feeEarner, 'GET', progressUrl(legacyOf(s.lantern)));
    expect(firm.statusCode).toBe(200);
    expect(firm.json().note).toBe('');
    expect((await callAs(ctx, s.charityUser, 'GET', progressUrl(legacyOf(s.lantern)))).json().note).toBe(
      'Chase in May',
    );
    expect(
      (await callAs(ctx, s.feeEarner, 'PUT', `${progressUrl(legacyOf(s.lantern))}/Note`, { note: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('tells the charity of each change it can see, once, in its activity and by e-mail', async () => {
    const s = await scene();
    const [email] = await ctx.database.db
      .select({ emailAddress: users.emailAddress })
      .from(users)
      .where(eq(users.userID, s.charityUser.userID));
    const address = email!.emailAddress;
    const legacyID = legacyOf(s.lantern);
    expect(await progressEntries(legacyID)).toEqual([]);

    await addStage(ctx, s.feeEarner, s.matter.matterID, 'submitted', '2026-03-02');
    await addStage(ctx, s.feeEarner, s.matter.matterID, 'grantIssued', '2026-04-14');
    await callAs(ctx, s.admin, 'PUT', sharingUrl(s.matter.matterID), {
      shareFigures: true,
      shareAccounts: false,
    });
    // The same choice again, and a change the charity cannot see (an asset): nothing more to tell.
    await callAs(ctx, s.admin, 'PUT', sharingUrl(s.matter.matterID), {
      shareFigures: true,
      shareAccounts: false,
    });
    await callAs(ctx, s.admin, 'POST', `/api/Matters/${s.matter.matterID}/Estate/Items`, {
      kind: 'asset',
      category: 'vehicles',
      description: 'Car',
      valueAtDeath: 1_000_000,
    });
    const texts = (await progressEntries(legacyID)).map((e) => e.text);
    expect(texts).toEqual([
      'the probate application: Submitted (02/03/2026)',
      'the probate application: Grant issued (14/04/2026)',
      'the estate’s figures are now shared with the charities',
    ]);
    // The charity's entries only (the firm's own are its features').
    const orgs = new Set((await progressEntries(legacyID)).map((e) => e.organisationID));
    expect([...orgs]).toEqual([s.charityUser.organisationID]);
    const mails = await mailTo(address);
    expect(mails.map((m) => m.trigger)).toEqual(['LegacyActivity', 'LegacyActivity', 'LegacyActivity']);
    for (const m of mails) {
      // No figure in any e-mail (nor its subject).
      expect(m.subject).not.toMatch(/£|\d,\d{3}/);
      expect(m.textBody).not.toContain('£');
    }
    expect(mails[1]!.textBody).toContain('Grant issued (14/04/2026)');

    // Off: the changes still show in the activity, and no e-mail goes.
    await ctx.database.db
      .update(users)
      .set({ legacyNotifications: 'off' })
      .where(eq(users.userID, s.charityUser.userID));
    await callAs(ctx, s.admin, 'PUT', sharingUrl(s.matter.matterID), {
      shareFigures: true,
      shareAccounts: true,
    });
    expect((await progressEntries(legacyID)).map((e) => e.text).at(-1)).toBe(
      'the estate accounts are now shared with the charities',
    );
    expect(await mailTo(address)).toHaveLength(3);

    // A distribution to Lantern (its pecuniary gift) is its own milestone; one to Jane Doe is not told.
    const pay = (estateLegacyID: string, date: string) =>
      callAs(ctx, s.feeEarner, 'POST', `/api/Matters/${s.matter.matterID}/Estate/Transactions`, {
        direction: 'payment',
        kind: 'distribution',
        date,
        amount: 250_000,
        description: 'On account',
        estateLegacyID,
        distribution: 'interim',
      });
    expect((await pay(s.legacies.lanternGift.estateLegacyID, '2026-05-04')).statusCode).toBe(201);
    expect((await pay(s.legacies.janeGift.estateLegacyID, '2026-05-05')).statusCode).toBe(201);
    expect((await progressEntries(legacyID)).map((e) => e.text).slice(-2)).toEqual([
      'the estate accounts are now shared with the charities',
      'an interim distribution was paid to your charity on 04/05/2026',
    ]);
    const seen = (await callAs(ctx, s.charityUser, 'GET', progressUrl(legacyID))).json();
    expect(seen.payments).toEqual([
      { id: expect.any(String), on: '2026-05-04', amount: 250_000, distribution: 'interim' },
    ]);
    expect(seen.paidTotal).toBe(250_000);

    // A charity added later is told where the estate stands.
    const moorland = await linkCharity(ctx, s.moorland);
    await callAs(ctx, s.admin, 'PUT', sharingUrl(s.matter.matterID), {
      shareFigures: true,
      shareAccounts: true,
    });
    expect((await progressEntries(legacyOf(s.moorland))).map((e) => e.text)).toEqual([
      'the probate application: Grant issued (14/04/2026)',
      'the estate’s figures are now shared with the charities',
      'the estate accounts are now shared with the charities',
    ]);
    const [moorlandEmail] = await ctx.database.db
      .select({ emailAddress: users.emailAddress })
      .from(users)
      .where(eq(users.userID, moorland.user.userID));
    expect(await mailTo(moorlandEmail!.emailAddress)).toHaveLength(3);
  });
});
