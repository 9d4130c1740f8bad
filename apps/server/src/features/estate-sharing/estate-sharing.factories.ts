import { eq } from 'drizzle-orm';
import { type TestContext, buildOrganisation, buildUser, callAs } from '../../../test/helpers.js';
import { legacies, legacyTeam, matterCharities, organisations } from '../../db/schema/index.js';

/**
 * Puts a matter charity on Probity (test factory): a charity organisation with a Charity user, its
 * main contact, linked to the matter charity and its legacy, the user on the legacy's team.
 */
export async function linkCharity(
  ctx: TestContext,
  charity: { matterCharityID: string; legacyID: string },
  existing?: { organisationID: string; userID: string },
) {
  const organisation = existing
    ? { organisationID: existing.organisationID }
    : await buildOrganisation(ctx.database, { organisationType: 'charity' });
  const user = existing
    ? { userID: existing.userID }
    : await buildUser(ctx.database, {
        roles: ['Charity'],
        organisation: organisation as Awaited<ReturnType<typeof buildOrganisation>>,
      });
  const db = ctx.database.db;
  await db
    .update(organisations)
    .set({ mainContactUser: user.userID })
    .where(eq(organisations.organisationID, organisation.organisationID));
  await db
    .update(matterCharities)
    .set({ linkedOrganisation: organisation.organisationID })
    .where(eq(matterCharities.matterCharityID, charity.matterCharityID));
  await db
    .update(legacies)
    .set({ organisationID: organisation.organisationID })
    .where(eq(legacies.legacyID, charity.legacyID));
  await db
    .insert(legacyTeam)
    .values({ legacyID: charity.legacyID, userID: user.userID })
    .onConflictDoNothing();
  return { organisationID: organisation.organisationID, user };
}

/** A further probate stage through the API, as a fee-earner records it. */
export async function addStage(
  ctx: TestContext,
  as: { userID: string },
  matterID: string,
  stage: string,
  on: string,
) {
  const res = await callAs(ctx, as, 'POST', `/api/Matters/${matterID}/Estate/Probate`, {
    stage,
    on,
    reason: stage === 'stopped' ? 'Will not signed on each page' : null,
  });
  if (res.statusCode !== 201) throw new Error(`stage ${stage}: ${res.statusCode} ${res.body}`);
}
