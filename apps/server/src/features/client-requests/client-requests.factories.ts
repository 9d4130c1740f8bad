import type { TestContext } from '../../../test/helpers.js';
import { buildOrganisation, buildUser } from '../../../test/helpers.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

/** A firm with a fee-earner and a matter with two clients who have accounts (test factory). */
export async function buildRequestsScene(ctx: TestContext) {
  const firm = await buildOrganisation(ctx.database);
  const earner = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
  const clientA = await buildUser(ctx.database, { roles: ['Individual'] });
  const clientB = await buildUser(ctx.database, { roles: ['Individual'] });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: earner.userID,
    team: [earner.userID],
  });
  const individualA = await buildIndividual(ctx.database, matter, {
    userID: clientA.userID,
    firstName: 'Ada',
  });
  const individualB = await buildIndividual(ctx.database, matter, {
    userID: clientB.userID,
    firstName: 'Ben',
  });
  return { firm, earner, clientA, clientB, matter, individualA, individualB };
}
