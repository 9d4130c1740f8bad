import { ESTATE_LEAD_TEXTS } from '@probity/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { activityEntries, legacies, users } from '../../db/schema/index.js';
import { buildEstateScene } from '../estate-will/estate-will.factories.js';
import { linkCharity } from './estate-sharing.factories.js';

describe('the lead of the charities sharing the residue (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const sharingUrl = (matterID: string) => `/api/Matters/${matterID}/Estate/Sharing`;

  it('lets the charities sharing the residue agree a lead, whom the firm sees as its single contact', async () => {
    const s = await buildEstateScene(ctx);
    const [lantern, moorland] = s.charities;
    await linkCharity(ctx, lantern, {
      organisationID: s.charityUser.organisationID,
      userID: s.charityUser.userID,
    });
    const other = await linkCharity(ctx, moorland);
    const gift = (matterCharityID: string) => ({
      kind: 'residuary',
      beneficiary: { type: 'charity', matterCharityID },
      share: { kind: 'fraction', numerator: 1, denominator: 2 },
    });
    const leadUrl = (c: { legacyID: string }) => `/api/Legacies/${c.legacyID}/EstateLead`;
    const choose = (as: { userID: string }, c: { legacyID: string }, lead: string, leadMayApprove = true) =>
      callAs(ctx, as, 'PUT', leadUrl(c), { leadMatterCharityID: lead, leadMayApprove });

    // No residuary gift yet: neither charity shares the residue.
    const early = await choose(s.charityUser, lantern, lantern.matterCharityID);
    expect(early.statusCode).toBe(409);
    expect(early.body).toContain(ESTATE_LEAD_TEXTS.notResiduary);
    const base = `/api/Matters/${s.matter.matterID}/Estate/Legacies`;
    expect((await callAs(ctx, s.admin, 'POST', base, gift(lantern.matterCharityID))).statusCode).toBe(201);
    expect((await choose(s.charityUser, lantern, lantern.matterCharityID)).body).toContain(
      ESTATE_LEAD_TEXTS.aloneOnResidue,
    );
    expect((await callAs(ctx, s.admin, 'POST', base, gift(moorland.matterCharityID))).statusCode).toBe(201);

    const first = await choose(s.charityUser, lantern, lantern.matterCharityID);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      yourChoice: { leadMatterCharityID: lantern.matterCharityID, leadMayApprove: true },
      lead: null,
    });
    expect(first.json().residuary).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ charityName: 'Lantern Trust', isYou: true, hasChosen: true }),
        expect.objectContaining({ charityName: 'Moorland Rescue', isYou: false, hasChosen: false }),
      ]),
    );
    expect((await callAs(ctx, s.admin, 'GET', sharingUrl(s.matter.matterID))).json().lead).toBeNull();
    // A lead that does not share the residue: 400 naming the field; the firm cannot choose (404).
    const bad = await choose(other.user, moorland, '00000000-0000-4000-8000-000000000001');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('leadMatterCharityID');
    expect((await choose(s.admin, moorland, lantern.matterCharityID)).statusCode).toBe(404);
    expect((await choose(s.charityUser, moorland, lantern.matterCharityID)).statusCode).toBe(404);

    const agreed = await choose(other.user, moorland, lantern.matterCharityID, false);
    expect(agreed.json().lead).toMatchObject({
      matterCharityID: lantern.matterCharityID,
      charityName: 'Lantern Trust',
    });
    const [contact] = await ctx.database.db
      .select({ emailAddress: users.emailAddress })
      .from(users)
      .where(eq(users.userID, s.charityUser.userID));
    const firmView = (await callAs(ctx, s.admin, 'GET', sharingUrl(s.matter.matterID))).json();
    expect(firmView.lead).toEqual({
      matterCharityID: lantern.matterCharityID,
      charityName: 'Lantern Trust',
      contact: { name: expect.any(String), emailAddress: contact!.emailAddress },
    });
    // Each choice is on the chooser's legacy activity.
    const chosen = await ctx.database.db
      .select({ legacyID: activityEntries.legacyID })
      .from(activityEntries)
      .where(
        and(
          eq(activityEntries.action, 'estate_lead_chosen'),
          inArray(activityEntries.legacyID, [lantern.legacyID, moorland.legacyID]),
        ),
      );
    expect(chosen).toHaveLength(2);
    // Changing one's mind undoes the agreement.
    await choose(other.user, moorland, moorland.matterCharityID);
    expect((await callAs(ctx, s.admin, 'GET', sharingUrl(s.matter.matterID))).json().lead).toBeNull();
    const [row] = await ctx.database.db
      .select()
      .from(legacies)
      .where(eq(legacies.legacyID, lantern.legacyID));
    expect(row?.organisationID).toBe(s.charityUser.organisationID);
  });
});
