import type { TestContext } from '../../../test/helpers.js';
import { buildOrganisation, buildUser } from '../../../test/helpers.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

/**
 * A firm with a Matter Admin, a fee-earner (Matter Executive), its MLRO and a Support user; a matter
 * with a registered client individual; and around them another firm's Matter Admin and MLRO and a
 * charity user (test factory).
 */
export async function buildRiskScene(ctx: TestContext) {
  const firm = await buildOrganisation(ctx.database);
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const feeEarner = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
  const mlro = await buildUser(ctx.database, { roles: ['MLRO'], organisation: firm });
  const support = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
  const client = await buildUser(ctx.database, { roles: ['Individual'] });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
    team: [admin.userID, feeEarner.userID],
  });
  const individual = await buildIndividual(ctx.database, matter, { userID: client.userID });
  const otherFirm = await buildOrganisation(ctx.database);
  const otherAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: otherFirm });
  const otherMlro = await buildUser(ctx.database, { roles: ['MLRO'], organisation: otherFirm });
  const charityUser = await buildUser(ctx.database, { roles: ['Charity'] });
  return {
    firm,
    admin,
    feeEarner,
    mlro,
    support,
    client,
    matter,
    individual,
    otherAdmin,
    otherMlro,
    charityUser,
  };
}

export const LOW_RISK = {
  customerRisk: 'Low',
  customerNote: 'UK resident executor, known to the firm',
  geographicRisk: 'Low',
  productRisk: 'Low',
  deliveryChannelRisk: 'Low',
};

export const HIGH_GEOGRAPHY = {
  customerRisk: 'Low',
  geographicRisk: 'High',
  geographicNote: 'Estate assets held in a high-risk third country',
  productRisk: 'Medium',
  deliveryChannelRisk: 'Low',
};
