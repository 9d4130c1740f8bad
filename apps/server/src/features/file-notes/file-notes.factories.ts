import type { TestContext } from '../../../test/helpers.js';
import { buildOrganisation, buildUser, callAs } from '../../../test/helpers.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

/**
 * A firm with a Matter Admin and a fee-earner (Matter Executive) on a matter with a registered
 * client; another matter of the firm; around them another firm's Matter Admin and a charity user
 * (test factory).
 */
export async function buildNotesScene(ctx: TestContext) {
  const firm = await buildOrganisation(ctx.database);
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const feeEarner = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
  const client = await buildUser(ctx.database, { roles: ['Individual'] });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
    team: [admin.userID, feeEarner.userID],
  });
  const individual = await buildIndividual(ctx.database, matter, { userID: client.userID });
  const otherMatter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
  });
  const otherAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
  const charityUser = await buildUser(ctx.database, { roles: ['Charity'] });
  return { firm, admin, feeEarner, client, matter, individual, otherMatter, otherAdmin, charityUser };
}

/** A PDF uploaded to an item (a matter) through POST /api/Document/; answers its id. */
export async function uploadDocument(
  ctx: TestContext,
  user: { userID: string },
  itemID: string,
  name: string,
): Promise<string> {
  const res = await callAs(ctx, user, 'POST', '/api/Document/', [
    { name, mimeType: 'application/pdf', content: dataUrl(PDF_BYTES), itemID },
  ]);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json()[0].documentID;
}
