import { ESTATE_ACCOUNTS_PAGE_TEXTS as T, todayInUk } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  buildOrganisation,
  buildTestApp,
  buildUser,
  callAs,
} from '../../../test/helpers.js';
import { activityEntries, auditEvents } from '../../db/schema/index.js';
import { buildMatterCharity } from '../conversations/conversations.factories.js';
import { buildEstateFiguresScene } from '../estate-figures/estate-figures.factories.js';

/*
 * The final accounts and their approval: Jane Doe 80 %, Moorland Rescue (not on Probity) 1/10 and
 * Lantern Trust (on Probity) 10 % of the residue; a third charity on Probity has only a pecuniary gift.
 */
describe('approval of the final estate accounts (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function scene() {
    const s = await buildEstateFiguresScene(ctx);
    const legacies = `/api/Matters/${s.matter.matterID}/Estate/Legacies`;
    await callAs(ctx, s.admin, 'PUT', `${legacies}/${s.legacies.janeResidue.estateLegacyID}`, {
      kind: 'residuary',
      beneficiary: { type: 'person', name: 'Jane Doe' },
      share: { kind: 'percent', percent: 80 },
    });
    const [lantern, moorland] = s.charities;
    await callAs(ctx, s.admin, 'POST', legacies, {
      kind: 'residuary',
      beneficiary: { type: 'charity', matterCharityID: lantern.matterCharityID },
      share: { kind: 'percent', percent: 10 },
    });
    const thirdOrg = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const thirdUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: thirdOrg });
    const third = await buildMatterCharity(ctx.database, s.matter, {
      organisationID: thirdOrg.organisationID,
      charityName: 'Harbour Lights',
    });
    await callAs(ctx, s.admin, 'POST', legacies, {
      kind: 'pecuniary',
      beneficiary: { type: 'charity', matterCharityID: third.matterCharity.matterCharityID },
      amount: 100_000,
    });
    return {
      ...s,
      lantern,
      moorland,
      third: { ...third, user: thirdUser },
      accounts: `/api/Matters/${s.matter.matterID}/Estate/Accounts`,
      approve: (legacyID: string) => `/api/Legacies/${legacyID}/EstateAccounts/Approval`,
    };
  }

  const record = (beneficiaryId: string, more: Record<string, unknown> = {}) => ({
    beneficiaryId,
    method: 'letter',
    approvedOn: todayInUk(),
    ...more,
  });

  it('finalises, then records each residuary beneficiary’s approval: the firm for a person, the charity its own', async () => {
    const s = await scene();
    // Before the accounts are final nobody approves.
    const early = await callAs(ctx, s.charityUser, 'POST', s.approve(s.lantern.legacyID));
    expect([early.statusCode, early.json().detail]).toEqual([409, T.notFinal]);
    const earlyFirm = await callAs(
      ctx,
      s.admin,
      'POST',
      `${s.accounts}/Approvals`,
      record('person:jane doe'),
    );
    expect([earlyFirm.statusCode, earlyFirm.json().detail]).toEqual([409, T.notFinal]);

    const final = await callAs(ctx, s.feeEarner, 'POST', `${s.accounts}/Final`);
    expect(final.statusCode).toBe(201);
    expect(final.json().finalisation).toMatchObject({
      changedSinceFinalised: false,
      finalisedBy: expect.any(String),
    });
    expect(
      final
        .json()
        .approvals.map((a: { beneficiaryName: string; approvesOnProbity: boolean }) => [
          a.beneficiaryName,
          a.approvesOnProbity,
        ]),
    ).toEqual([
      ['Jane Doe', false],
      ['Moorland Rescue', false],
      ['Lantern Trust', true],
    ]);
    const again = await callAs(ctx, s.feeEarner, 'POST', `${s.accounts}/Final`);
    expect([again.statusCode, again.json().detail]).toEqual([409, T.alreadyFinal]);

    // The charity on Probity approves from its legacy, once.
    const approved = await callAs(ctx, s.charityUser, 'POST', s.approve(s.lantern.legacyID.toUpperCase()));
    expect(approved.statusCode).toBe(201);
    expect(approved.json()).toMatchObject({
      legacyID: s.lantern.legacyID,
      approval: { method: 'portal', approvedOn: todayInUk() },
    });
    const twice = await callAs(ctx, s.charityUser, 'POST', s.approve(s.lantern.legacyID));
    expect([twice.statusCode, twice.json().detail]).toEqual([409, T.alreadyApproved]);

    // The firm records Jane Doe's, by letter; and Moorland Rescue's (not on Probity), at a meeting.
    const jane = await callAs(ctx, s.admin, 'POST', `${s.accounts}/Approvals`, record('person:jane doe'));
    expect(jane.statusCode).toBe(201);
    const moorland = await callAs(
      ctx,
      s.admin,
      'POST',
      `${s.accounts}/Approvals`,
      record(s.moorland.matterCharityID, { method: 'meeting' }),
    );
    expect(moorland.statusCode).toBe(201);
    const approvals = moorland.json().approvals;
    expect(approvals.map((a: { approval: { method: string } }) => a.approval.method)).toEqual([
      'letter',
      'meeting',
      'portal',
    ]);
    expect(approvals[0].approval.recordedBy).toBe(`${s.admin.firstName} ${s.admin.surname}`);
    expect(approvals[2].approval.recordedBy).toBe(`${s.charityUser.firstName} ${s.charityUser.surname}`);

    const audit = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.organisationID, s.firm.organisationID));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'estateAccounts.finalised',
        'estateAccounts.approved',
        'estateAccounts.approvalRecorded',
      ]),
    );
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(
        and(eq(activityEntries.matterID, s.matter.matterID), eq(activityEntries.activityType, 'estate')),
      );
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['finalised', 'approved', 'approval_recorded']),
    );
    // Firm-only entries without figures.
    expect(
      entries.every((e) => e.organisationID === s.firm.organisationID && !/£|\d{3}/.test(e.object ?? '')),
    ).toBe(true);
  });

  it('a change after finalising stops approval until the accounts are marked final again', async () => {
    const s = await scene();
    await callAs(ctx, s.admin, 'POST', `${s.accounts}/Final`);
    await callAs(ctx, s.admin, 'POST', `${s.accounts}/Approvals`, record('person:jane doe'));
    // A receipt of interest after finalising changes the figures.
    await callAs(ctx, s.admin, 'POST', `/api/Matters/${s.matter.matterID}/Estate/Transactions`, {
      direction: 'receipt',
      kind: 'interest',
      date: '2026-03-01',
      amount: 5_000,
      description: 'Closing interest',
    });
    const changed = (await callAs(ctx, s.admin, 'GET', s.accounts)).json();
    expect(changed.finalisation.changedSinceFinalised).toBe(true);
    // The earlier approval is still shown (of the earlier figures).
    expect(changed.approvals[0].approval).toMatchObject({ method: 'letter' });
    for (const res of [
      await callAs(ctx, s.charityUser, 'POST', s.approve(s.lantern.legacyID)),
      await callAs(ctx, s.admin, 'POST', `${s.accounts}/Approvals`, record(s.moorland.matterCharityID)),
    ])
      expect([res.statusCode, res.json().detail]).toEqual([409, T.changedSince]);
    const refinal = await callAs(ctx, s.admin, 'POST', `${s.accounts}/Final`);
    expect(refinal.statusCode).toBe(201);
    expect(refinal.json().finalisation.changedSinceFinalised).toBe(false);
    expect(refinal.json().approvals.map((a: { approval: unknown }) => a.approval)).toEqual([
      null,
      null,
      null,
    ]);
    expect((await callAs(ctx, s.charityUser, 'POST', s.approve(s.lantern.legacyID))).statusCode).toBe(201);
  });

  it('refuses another charity (404), the firm on the charity’s endpoint (403), a non-residuary charity (409)', async () => {
    const s = await scene();
    await callAs(ctx, s.admin, 'POST', `${s.accounts}/Final`);
    const otherCharity = await buildUser(ctx.database, {
      roles: ['Charity'],
      organisation: await buildOrganisation(ctx.database, { organisationType: 'charity' }),
    });
    expect((await callAs(ctx, otherCharity, 'POST', s.approve(s.lantern.legacyID))).statusCode).toBe(404);
    expect((await callAs(ctx, s.otherAdmin, 'POST', s.approve(s.lantern.legacyID))).statusCode).toBe(404);
    expect((await callAs(ctx, s.client, 'POST', s.approve(s.lantern.legacyID))).statusCode).toBe(404);
    expect((await callAs(ctx, s.charityUser, 'POST', s.approve('not-an-id'))).statusCode).toBe(404);
    const firm = await callAs(ctx, s.admin, 'POST', s.approve(s.lantern.legacyID));
    expect([firm.statusCode, firm.json().detail]).toEqual([403, T.firmRecordsOnMatter]);
    const pecuniaryOnly = await callAs(ctx, s.third.user, 'POST', s.approve(s.third.legacy.legacyID));
    expect([pecuniaryOnly.statusCode, pecuniaryOnly.json().detail]).toEqual([409, T.notResiduary]);
  });

  it('the firm’s record: 400 naming each field; nobody outside the firm', async () => {
    const s = await scene();
    await callAs(ctx, s.admin, 'POST', `${s.accounts}/Final`);
    const errorsOf = async (body: unknown) => {
      const res = await callAs(ctx, s.admin, 'POST', `${s.accounts}/Approvals`, body);
      expect(res.statusCode).toBe(400);
      return res.json().errors as Record<string, string[]>;
    };
    expect(
      Object.keys(await errorsOf({ beneficiaryId: '', method: 'fax', approvedOn: '31/02/2026' })).sort(),
    ).toEqual(['approvedOn', 'beneficiaryId', 'method']);
    expect(await errorsOf(record(s.lantern.matterCharityID, { approvedOn: '2999-01-01' }))).toEqual({
      beneficiaryId: [T.charityApprovesItself],
      approvedOn: [T.approvedInFuture],
    });
    expect(await errorsOf(record('person:tom baker', { approvedOn: '2026-01-20' }))).toEqual({
      beneficiaryId: [T.notResiduary],
      approvedOn: [T.approvedBeforeFinal],
    });
    for (const user of [s.client, s.charityUser, s.otherAdmin])
      expect(
        (await callAs(ctx, user, 'POST', `${s.accounts}/Approvals`, record('person:jane doe'))).statusCode,
      ).toBe(404);
  });
});
