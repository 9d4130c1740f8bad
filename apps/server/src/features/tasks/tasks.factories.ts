import type { Role } from '@probity/domain';
import { type TestContext, buildOrganisation, buildUser, callAs } from '../../../test/helpers.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

/**
 * A firm with a matter whose team is a fee-earner and a colleague, a colleague of the firm not on
 * the team, the matter's client, another firm's admin, a charity user and a platform administrator.
 */
export async function buildTaskScene(ctx: TestContext, opts: { feeEarnerRole?: Role } = {}) {
  const firm = await buildOrganisation(ctx.database);
  const feeEarner = await buildUser(ctx.database, {
    roles: [opts.feeEarnerRole ?? 'Matter Executive'],
    organisation: firm,
  });
  const colleague = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const offTeam = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    team: [feeEarner.userID, colleague.userID],
  });
  const client = await buildUser(ctx.database, { roles: ['Individual'] });
  await buildIndividual(ctx.database, matter, { userID: client.userID });
  const otherAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
  const charityUser = await buildUser(ctx.database, { roles: ['Charity'] });
  const platformAdmin = await buildUser(ctx.database, { roles: ['Administrators'] });
  return { firm, feeEarner, colleague, offTeam, matter, client, otherAdmin, charityUser, platformAdmin };
}

export const tasksUrl = (matterID: string) => `/api/Tasks/Matter/${matterID}`;

/** Adds a task through the API and answers it. */
export async function addTask(
  ctx: TestContext,
  as: { userID: string },
  matterID: string,
  body: Record<string, unknown>,
) {
  const res = await callAs(ctx, as, 'POST', tasksUrl(matterID), body);
  if (res.statusCode !== 201) throw new Error(`task not added: ${res.statusCode} ${res.body}`);
  return res.json() as { taskID: string; title: string };
}
