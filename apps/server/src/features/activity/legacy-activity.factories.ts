import { INITIAL_LEGACY_STATUS_ID } from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers.js';
import { buildOrganisation, buildUser, type Method, callAs } from '../../../test/helpers.js';
import { legacies, legacyTeam, organisations } from '../../db/schema/index.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

/*
 * Test factory for the legacy activity tests (issue 11): a firm's matter naming two charities on
 * Probity, each with its legacy, the charity's people (on the legacy team or not), the matter's
 * registered individual and another firm.
 */
export async function buildLegacyActivityScene(ctx: TestContext) {
  const { database } = ctx;
  const firm = await buildOrganisation(database, { name: `Harbour ${Date.now().toString(36)} LLP` });
  const firmUser = await buildUser(database, { roles: ['Matter Admin'], organisation: firm });
  const otherFirmUser = await buildUser(database, { roles: ['Matter Admin'] });
  const matter = await buildMatter(database, {
    organisationID: firm.organisationID,
    owner: firmUser.userID,
    team: [firmUser.userID],
    statusKey: 'active',
  });
  const client = await buildUser(database, { roles: ['Individual'] });
  await buildIndividual(database, matter, { userID: client.userID });

  const charity = await buildOrganisation(database, {
    organisationType: 'charity',
    name: 'Brightwater Trust',
  });
  const charityUser = await buildUser(database, { roles: ['Charity'], organisation: charity });
  const colleague = await buildUser(database, { roles: ['Charity'], organisation: charity });
  const trustee = await buildUser(database, { roles: ['Trustee'], organisation: charity });
  const manager = await buildUser(database, { roles: ['Legacy Manager'], organisation: charity });
  const legacyUser = await buildUser(database, { roles: ['Legacy User'], organisation: charity });
  const finance = await buildUser(database, { roles: ['Finance'], organisation: charity });
  const otherCharity = await buildOrganisation(database, {
    organisationType: 'charity',
    name: 'Cedar Hospice',
  });
  const otherCharityUser = await buildUser(database, { roles: ['Charity'], organisation: otherCharity });

  const [legacy, otherLegacy] = await database.db
    .insert(legacies)
    .values([
      {
        organisationID: charity.organisationID,
        matterID: matter.matterID,
        reference: matter.reference,
        charityReference: 'BWT-0412',
        statusID: INITIAL_LEGACY_STATUS_ID,
      },
      {
        organisationID: otherCharity.organisationID,
        matterID: matter.matterID,
        reference: matter.reference,
        statusID: INITIAL_LEGACY_STATUS_ID,
      },
    ])
    .returning();
  // The legacy team: the Charity user, the Legacy Manager and the Legacy User (not the colleague).
  await database.db
    .insert(legacyTeam)
    .values(
      [charityUser, manager, legacyUser].map((u) => ({ legacyID: legacy!.legacyID, userID: u.userID })),
    );
  await database.db
    .update(organisations)
    .set({ mainContactUser: firmUser.userID })
    .where(eq(organisations.organisationID, firm.organisationID));

  const call = (as: { userID: string }, method: Method, url: string, payload?: unknown) =>
    callAs(ctx, as, method, url, payload);

  return {
    firm,
    firmUser,
    otherFirmUser,
    matter,
    client,
    charity,
    charityUser,
    colleague,
    trustee,
    manager,
    legacyUser,
    finance,
    otherCharity,
    otherCharityUser,
    legacy: legacy!,
    otherLegacy: otherLegacy!,
    call,
  };
}
