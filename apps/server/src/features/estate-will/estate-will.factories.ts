import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers.js';
import { buildOrganisation, buildUser } from '../../../test/helpers.js';
import { matters } from '../../db/schema/index.js';
import { buildMatterCharity } from '../conversations/conversations.factories.js';
import { buildIndividual, buildMatter, typeByKey } from '../matters/matter.factories.js';

/**
 * A firm's Estate matter (died 15 January 2026) with two charities linked, a Matter Admin and a
 * fee-earner on it and a registered client; a Will matter of the same firm; around them another
 * firm's Matter Admin and the user of one of the charities (test factory).
 */
export async function buildEstateScene(ctx: TestContext, opts: { dateOfDeath?: string | null } = {}) {
  const firm = await buildOrganisation(ctx.database);
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const feeEarner = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
  const client = await buildUser(ctx.database, { roles: ['Individual'] });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
    team: [admin.userID, feeEarner.userID],
  });
  const dateOfDeath = opts.dateOfDeath === undefined ? '2026-01-15' : opts.dateOfDeath;
  await ctx.database.db.update(matters).set({ dateOfDeath }).where(eq(matters.matterID, matter.matterID));
  await buildIndividual(ctx.database, matter, { userID: client.userID });
  const charityOrg = await buildOrganisation(ctx.database, { organisationType: 'charity' });
  const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charityOrg });
  const first = await buildMatterCharity(ctx.database, matter, {
    organisationID: charityOrg.organisationID,
    charityName: 'Lantern Trust',
  });
  const second = await buildMatterCharity(ctx.database, matter, {
    organisationID: null,
    charityName: 'Moorland Rescue',
  });
  const willMatter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
    type: typeByKey('will'),
  });
  const otherAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
  return {
    firm,
    admin,
    feeEarner,
    client,
    matter,
    charityUser,
    charities: [first.matterCharity, second.matterCharity] as const,
    willMatter,
    otherAdmin,
  };
}
