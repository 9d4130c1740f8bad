import { randomInt } from 'node:crypto';
import { INITIAL_LEGACY_STATUS_ID } from '@probity/domain';
import { eq } from 'drizzle-orm';
import {
  type TestContext,
  buildOrganisation,
  buildUser,
  type Method,
  callAs,
} from '../../../test/helpers.js';
import { legacies, matterCharities, organisations } from '../../db/schema/index.js';
import { insertBankAccount } from '../bank-accounts/bank-accounts.service.js';
import { buildMatter } from '../matters/matter.factories.js';

/*
 * Test factories of the hand-off between a charity and a firm (issue 11): a charity with its users
 * and two bank accounts, another charity, a firm with a matter whose team and main contact get the
 * e-mails, and the legacy a firm makes by adding the charity to its matter (no charity reference).
 */

export const VALID_ACCOUNT = { sortCode: '08-99-99', accountNumber: '66374958' };

export type { Method } from '../../../test/helpers.js';

/** The app called as a user (test/helpers.ts callAs), for a test's context. */
export function caller(ctx: TestContext) {
  return (as: { userID: string }, method: Method, url: string, payload?: unknown) =>
    callAs(ctx, as, method, url, payload);
}

export async function handoffWorld(ctx: TestContext) {
  const db = ctx.database;
  const charity = await buildOrganisation(db, { organisationType: 'charity', name: 'Brightwater Test' });
  const charityUser = await buildUser(db, { roles: ['Charity'], organisation: charity });
  const finance = await buildUser(db, { roles: ['Finance'], organisation: charity });
  const other = await buildOrganisation(db, { organisationType: 'charity' });
  const otherUser = await buildUser(db, { roles: ['Charity'], organisation: other });
  const otherFinance = await buildUser(db, { roles: ['Finance'], organisation: other });
  const firm = await buildOrganisation(db, { name: 'Harbour Test LLP' });
  const firmUser = await buildUser(db, { roles: ['Matter Admin'], organisation: firm });
  const mainContact = await buildUser(db, { roles: ['Supervising Partner'], organisation: firm });
  await db.db
    .update(organisations)
    .set({ mainContactUser: mainContact.userID })
    .where(eq(organisations.organisationID, firm.organisationID));
  const matter = await buildMatter(db, {
    organisationID: firm.organisationID,
    owner: firmUser.userID,
    team: [firmUser.userID],
  });
  const account = await insertBankAccount(db.db, ctx.app.config, charity.organisationID, {
    bankName: 'Barclays',
    ...VALID_ACCOUNT,
    accountName: 'Legacy receipts',
    description: null,
    primaryContactUserID: finance.userID,
  });
  const secondAccount = await insertBankAccount(db.db, ctx.app.config, charity.organisationID, {
    bankName: 'Lloyds',
    ...VALID_ACCOUNT,
    accountName: 'Appeals',
    description: null,
    primaryContactUserID: finance.userID,
  });
  const otherAccount = await insertBankAccount(db.db, ctx.app.config, other.organisationID, {
    bankName: 'HSBC',
    ...VALID_ACCOUNT,
    accountName: 'Other',
    description: null,
    primaryContactUserID: otherUser.userID,
  });
  return {
    charity,
    charityUser,
    finance,
    other,
    otherUser,
    otherFinance,
    firm,
    firmUser,
    mainContact,
    matter,
    account,
    secondAccount,
    otherAccount,
  };
}
export type HandoffWorld = Awaited<ReturnType<typeof handoffWorld>>;

/**
 * The legacy of a firm matter naming the charity, as POST /api/Matters/{id}/Charity makes it: the
 * matter's reference, no charity reference; with its matter charity row.
 */
export async function firmLegacy(ctx: TestContext, w: HandoffWorld, matter = w.matter) {
  const [row] = await ctx.database.db
    .insert(legacies)
    .values({
      organisationID: w.charity.organisationID,
      matterID: matter.matterID,
      reference: matter.reference,
      statusID: INITIAL_LEGACY_STATUS_ID,
    })
    .returning();
  const orgNo = randomInt(100_000_000, 999_999_999);
  const [mc] = await ctx.database.db
    .insert(matterCharities)
    .values({
      matterID: matter.matterID,
      charityRegNo: orgNo,
      charityOrgNo: orgNo,
      charityName: w.charity.name,
      linkedOrganisation: w.charity.organisationID,
      legacyID: row!.legacyID,
    })
    .returning();
  return { legacy: row!, matterCharityID: mc!.matterCharityID };
}
