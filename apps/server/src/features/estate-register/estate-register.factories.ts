import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers.js';
import { buildOrganisation, buildUser } from '../../../test/helpers.js';
import { matters } from '../../db/schema/index.js';
import { buildIndividual, buildMatter, typeByKey } from '../matters/matter.factories.js';

/**
 * An Estate matter (died 2026-01-10) of a firm with its Matter Admin and a fee-earner, a registered
 * client on it; a Will matter of the same firm; around them another firm's Matter Admin, a charity
 * user and a platform administrator (test factory).
 */
export async function buildEstateScene(ctx: TestContext) {
  const firm = await buildOrganisation(ctx.database);
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const feeEarner = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
  const client = await buildUser(ctx.database, { roles: ['Individual'] });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
    team: [admin.userID, feeEarner.userID],
  });
  await ctx.database.db
    .update(matters)
    .set({ dateOfDeath: '2026-01-10' })
    .where(eq(matters.matterID, matter.matterID));
  await buildIndividual(ctx.database, matter, { userID: client.userID });
  const willMatter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
    type: typeByKey('will'),
  });
  const otherAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
  const charityUser = await buildUser(ctx.database, { roles: ['Charity'] });
  const platformAdmin = await buildUser(ctx.database, { roles: ['Administrators'] });
  return { firm, admin, feeEarner, client, matter, willMatter, otherAdmin, charityUser, platformAdmin };
}

/** A house half-owned at death (£400,000 whole), sold later for £210,000. */
export const HOUSE = {
  kind: 'asset',
  category: 'property',
  description: '12 Elm Road, Bath',
  institution: '12 Elm Road, Bath BA1 2AB',
  reference: 'Title AV123456',
  valueAtDeath: 40_000_000,
  sharePercent: 50,
  passesBySurvivorship: false,
  inEstateForProbate: true,
  realisedAmount: 21_000_000,
  realisedOn: '2026-03-02',
};

export const ACCOUNT = {
  kind: 'asset',
  category: 'bankAccounts',
  description: 'Current account',
  institution: 'Harbour Bank',
  reference: 'Sort 20-00-00 Acc 12345678',
  valueAtDeath: 1_234_567,
};

export const FUNERAL = {
  kind: 'liability',
  category: 'funeral',
  description: 'Funeral director',
  valueAtDeath: 450_000,
};
