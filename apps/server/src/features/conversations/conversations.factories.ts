import { randomUUID } from 'node:crypto';
import { INITIAL_LEGACY_STATUS_ID } from '@probity/domain';
import type { Database } from '../../db/client.js';
import { legacies, legacyTeam, matterCharities } from '../../db/schema/index.js';
import type { TestContext } from '../../../test/helpers.js';
import { buildOrganisation, buildUser } from '../../../test/helpers.js';
import { buildMatter } from '../matters/matter.factories.js';

/*
 * Test factories for the legacy chats (spec 03 §1). Legacies and matter charities are inserted
 * directly, as the contract says the matter-charity call does: the legacy first, then the matter
 * charity with its legacyID.
 */

let charityNumber = Math.floor(Math.random() * 1_000_000) + 2_000_000;

/** A matter charity with its legacy; `organisationID` null = a charity that is not on Probity. */
export async function buildMatterCharity(
  database: Database,
  matter: { matterID: string; reference: string },
  opts: { organisationID: string | null; charityName?: string },
) {
  const [legacy] = await database.db
    .insert(legacies)
    .values({
      organisationID: opts.organisationID,
      matterID: matter.matterID,
      reference: matter.reference,
      statusID: INITIAL_LEGACY_STATUS_ID,
    })
    .returning();
  charityNumber += 1;
  const [matterCharity] = await database.db
    .insert(matterCharities)
    .values({
      matterID: matter.matterID,
      charityRegNo: charityNumber,
      charityOrgNo: charityNumber + 5_000_000,
      charitySuffix: 0,
      charityName: opts.charityName ?? `Charity ${randomUUID().slice(0, 6)}`,
      linkedOrganisation: opts.organisationID,
      legacyID: legacy!.legacyID,
    })
    .returning();
  return { legacy: legacy!, matterCharity: matterCharity! };
}

/** A legacy of a charity with no firm matter. */
export async function buildCharityOnlyLegacy(database: Database, organisationID: string) {
  const [legacy] = await database.db
    .insert(legacies)
    .values({
      organisationID,
      reference: `LEG-${randomUUID().slice(0, 6)}`,
      statusID: INITIAL_LEGACY_STATUS_ID,
    })
    .returning();
  return legacy!;
}

/**
 * A firm's matter (team: a Matter Admin and a Matter Executive) with three matter charities: two
 * on Probity (charity A with a Charity and a Legacy User, charity B with a Legacy Manager, each on
 * their legacy's team) and one that is not (no organisation).
 */
export async function buildLegacyChatScene(ctx: TestContext) {
  const firm = await buildOrganisation(ctx.database);
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const colleague = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
    team: [admin.userID, colleague.userID],
  });
  const charityA = await buildOrganisation(ctx.database, {
    organisationType: 'charity',
    name: `Alpha Trust ${randomUUID().slice(0, 6)}`,
  });
  const charityB = await buildOrganisation(ctx.database, {
    organisationType: 'charity',
    name: `Beta Aid ${randomUUID().slice(0, 6)}`,
  });
  const a1 = await buildUser(ctx.database, { roles: ['Charity'], organisation: charityA });
  const a2 = await buildUser(ctx.database, { roles: ['Legacy User'], organisation: charityA });
  const b1 = await buildUser(ctx.database, { roles: ['Legacy Manager'], organisation: charityB });
  const onA = await buildMatterCharity(ctx.database, matter, {
    organisationID: charityA.organisationID,
    charityName: 'ALPHA TRUST',
  });
  const onB = await buildMatterCharity(ctx.database, matter, {
    organisationID: charityB.organisationID,
    charityName: 'BETA AID',
  });
  const offPlatform = await buildMatterCharity(ctx.database, matter, { organisationID: null });
  // Issue 11: the legacy roles take part in a legacy's chats while its legacy team holds them.
  await ctx.database.db.insert(legacyTeam).values([
    { legacyID: onA.legacy.legacyID, userID: a2.userID },
    { legacyID: onB.legacy.legacyID, userID: b1.userID },
  ]);
  return { firm, admin, colleague, matter, charityA, charityB, a1, a2, b1, onA, onB, offPlatform };
}
