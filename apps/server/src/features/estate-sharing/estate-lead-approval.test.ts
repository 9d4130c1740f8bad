import { ESTATE_ACCOUNTS_PAGE_TEXTS as A, ESTATE_LEAD_TEXTS as L } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { activityEntries } from '../../db/schema/index.js';
import { buildEstateFiguresScene } from '../estate-figures/estate-figures.factories.js';
import { linkCharity } from './estate-sharing.factories.js';

/*
 * The lead charity approves the final accounts for the group: Jane Doe 80 %, Lantern Trust 10 % and
 * Moorland Rescue 1/10 of the residue; both charities on Probity, both chose Lantern to lead.
 */
describe('approval of the final accounts by the lead charity (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function scene(moorlandLetsLeadApprove: boolean) {
    const s = await buildEstateFiguresScene(ctx);
    const [lantern, moorland] = s.charities;
    const gifts = `/api/Matters/${s.matter.matterID}/Estate/Legacies`;
    await callAs(ctx, s.admin, 'PUT', `${gifts}/${s.legacies.janeResidue.estateLegacyID}`, {
      kind: 'residuary',
      beneficiary: { type: 'person', name: 'Jane Doe' },
      share: { kind: 'percent', percent: 80 },
    });
    await callAs(ctx, s.admin, 'POST', gifts, {
      kind: 'residuary',
      beneficiary: { type: 'charity', matterCharityID: lantern.matterCharityID },
      share: { kind: 'percent', percent: 10 },
    });
    await linkCharity(ctx, lantern, {
      organisationID: s.charityUser.organisationID,
      userID: s.charityUser.userID,
    });
    const other = await linkCharity(ctx, moorland);
    const choose = (as: { userID: string }, c: { legacyID: string }, leadMayApprove: boolean) =>
      callAs(ctx, as, 'PUT', `/api/Legacies/${c.legacyID}/EstateLead`, {
        leadMatterCharityID: lantern.matterCharityID,
        leadMayApprove,
      });
    expect((await choose(s.charityUser, lantern, true)).statusCode).toBe(200);
    expect((await choose(other.user, moorland, moorlandLetsLeadApprove)).json().lead).not.toBeNull();
    return {
      ...s,
      lantern,
      moorland,
      moorlandUser: other.user,
      accounts: `/api/Matters/${s.matter.matterID}/Estate/Accounts`,
      group: (c: { legacyID: string }) => `/api/Legacies/${c.legacyID}/EstateAccounts/GroupApproval`,
    };
  }

  it('records the approval of the lead and of each charity that let it, on the accounts’ own records', async () => {
    const s = await scene(true);
    const early = await callAs(ctx, s.charityUser, 'POST', s.group(s.lantern));
    expect([early.statusCode, early.json().detail]).toEqual([409, A.notFinal]);
    expect((await callAs(ctx, s.admin, 'POST', `${s.accounts}/Final`)).statusCode).toBe(201);

    // Only the lead approves for the group; the firm does not use the charity's endpoint.
    const notLead = await callAs(ctx, s.moorlandUser, 'POST', s.group(s.moorland));
    expect([notLead.statusCode, notLead.json().detail]).toEqual([409, L.notLead]);
    expect((await callAs(ctx, s.admin, 'POST', s.group(s.lantern))).statusCode).toBe(404);
    expect((await callAs(ctx, s.moorlandUser, 'POST', s.group(s.lantern))).statusCode).toBe(404);

    const done = await callAs(ctx, s.charityUser, 'POST', s.group(s.lantern));
    expect(done.statusCode).toBe(201);
    expect(done.json().approved.sort()).toEqual(
      [s.lantern.matterCharityID, s.moorland.matterCharityID].sort(),
    );
    const view = (await callAs(ctx, s.admin, 'GET', s.accounts)).json();
    const approvals = Object.fromEntries(
      view.approvals.map((a: { beneficiaryName: string; approval: { method: string } | null }) => [
        a.beneficiaryName,
        a.approval?.method ?? null,
      ]),
    );
    expect(approvals).toEqual({ 'Jane Doe': null, 'Lantern Trust': 'portal', 'Moorland Rescue': 'portal' });
    // Moorland sees it on its legacy, and its progress says it approved.
    const [entry] = await ctx.database.db
      .select({ object: activityEntries.object })
      .from(activityEntries)
      .where(
        and(
          eq(activityEntries.legacyID, s.moorland.legacyID),
          eq(activityEntries.action, 'estate_accounts_approved'),
        ),
      );
    expect(entry?.object).toBe('Lantern Trust');
    await callAs(ctx, s.admin, 'PUT', `/api/Matters/${s.matter.matterID}/Estate/Sharing`, {
      shareFigures: false,
      shareAccounts: true,
    });
    const progress = (
      await callAs(ctx, s.moorlandUser, 'GET', `/api/Legacies/${s.moorland.legacyID}/EstateProgress`)
    ).json();
    expect(progress.accounts).toMatchObject({ status: 'final', approvedOn: expect.any(String) });
    // The charities were told the accounts were marked final (the firm's write to the matter).
    const told = await ctx.database.db
      .select({ text: activityEntries.text })
      .from(activityEntries)
      .where(
        and(eq(activityEntries.legacyID, s.lantern.legacyID), eq(activityEntries.action, 'estate_progress')),
      );
    expect(told.map((t) => t.text)).toContain('the estate accounts were marked final');

    const again = await callAs(ctx, s.charityUser, 'POST', s.group(s.lantern));
    expect([again.statusCode, again.json().detail]).toEqual([409, L.nothingToApprove]);
  });

  it('leaves alone a charity that did not let the lead approve, and refuses accounts changed since final', async () => {
    const s = await scene(false);
    await callAs(ctx, s.admin, 'POST', `${s.accounts}/Final`);
    await callAs(ctx, s.admin, 'POST', `/api/Matters/${s.matter.matterID}/Estate/Items`, {
      kind: 'asset',
      category: 'vehicles',
      description: 'Car',
      valueAtDeath: 1_000_000,
    });
    const changed = await callAs(ctx, s.charityUser, 'POST', s.group(s.lantern));
    expect([changed.statusCode, changed.json().detail]).toEqual([409, A.changedSince]);
    expect((await callAs(ctx, s.admin, 'POST', `${s.accounts}/Final`)).statusCode).toBe(201);
    const done = await callAs(ctx, s.charityUser, 'POST', s.group(s.lantern));
    expect(done.json().approved).toEqual([s.lantern.matterCharityID]);
  });
});
