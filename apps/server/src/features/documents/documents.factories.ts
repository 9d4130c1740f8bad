import type { TestContext } from '../../../test/helpers.js';
import { buildOrganisation, buildUser } from '../../../test/helpers.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

/** A firm with a Matter Admin, a colleague, a matter and its registered individual (test factory). */
export async function buildDocumentsScene(ctx: TestContext) {
  const firm = await buildOrganisation(ctx.database);
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const colleague = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
  const client = await buildUser(ctx.database, { roles: ['Individual'] });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
    team: [admin.userID, colleague.userID],
  });
  const individual = await buildIndividual(ctx.database, matter, { userID: client.userID });
  return { firm, admin, colleague, client, matter, individual };
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** A 1×1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const dataUrl = (bytes: Buffer, type = 'application/octet-stream') =>
  `data:${type};base64,${bytes.toString('base64')}`;
