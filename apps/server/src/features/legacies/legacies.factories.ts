import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type TestContext, authHeaders, buildOrganisation, buildUser } from '../../../test/helpers.js';
import { individuals, organisations } from '../../db/schema/index.js';
import { importRegisterRecords } from '../../integrations/charity-register/import.js';
import { buildMatter } from '../matters/matter.factories.js';

/*
 * A legacy set up by a firm, as a firm makes it: a matter with its Deceased (and, to be sure the
 * right one is chosen, a later Deceased and an executor), the charity added to the matter through
 * the firm's own call (POST /api/Matters/{id}/Charity), and co-beneficiary charities beside it.
 */

const freshNumber = () => randomInt(100_000_000, 999_999_999);

export async function buildFirmLegacy(
  ctx: TestContext,
  opts: {
    charity?: typeof organisations.$inferSelect;
    coBeneficiaries?: string[];
    deceased?: { firstName: string; surname: string };
    matterReference?: string;
  } = {},
) {
  const firm = await buildOrganisation(ctx.database, { name: `Harbour ${randomInt(1000, 9999)} LLP` });
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  await ctx.database.db
    .update(organisations)
    .set({ mainContactUser: admin.userID })
    .where(eq(organisations.organisationID, firm.organisationID));
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    owner: admin.userID,
    reference: opts.matterReference,
    statusKey: 'pre-grant',
  });
  // Added a minute apart (minutesAgo), so that "the first added" is the first Deceased: rows
  // inserted within one clock tick (PGlite's clock is coarse) would tie.
  const person = (type: string, firstName: string, surname: string, minutesAgo: number) => ({
    matterID: matter.matterID,
    organisationID: firm.organisationID,
    individualTypeID: type,
    firstName,
    surname,
    dateCreated: sql`now() - make_interval(mins => ${minutesAgo})`,
  });
  const deceased = opts.deceased ?? { firstName: 'Margaret', surname: 'Holloway' };
  await ctx.database.db
    .insert(individuals)
    .values([
      person('executor', 'Ruth', 'Prescott', 3),
      person('deceased', deceased.firstName, deceased.surname, 2),
      person('deceased', 'Later', 'Added', 1),
    ]);

  const regNo = freshNumber();
  const charity =
    opts.charity ??
    (await buildOrganisation(ctx.database, { organisationType: 'charity', companyNo: String(regNo) }));
  const registered = Number(charity.companyNo) || regNo;
  if (opts.charity) {
    await ctx.database.db
      .update(organisations)
      .set({ companyNo: String(registered) })
      .where(eq(organisations.organisationID, charity.organisationID));
  }
  const records = [
    { name: charity.name, regNo: registered },
    ...(opts.coBeneficiaries ?? []).map((name) => ({ name, regNo: freshNumber() })),
  ].map((c) => ({
    organisation_number: freshNumber(),
    registered_charity_number: c.regNo,
    linked_charity_number: 0,
    charity_name: c.name,
    charity_registration_status: 'Registered',
  }));
  await importRegisterRecords(ctx.database.db, { charity: records, trustees: [], otherNames: [] });

  const headers = await authHeaders(ctx, admin);
  const legacyIDs: string[] = [];
  for (const record of records) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Matters/${matter.matterID}/Charity`,
      headers,
      payload: {
        charityRegNo: record.registered_charity_number,
        charityOrgNo: record.organisation_number,
        charitySuffix: 0,
        charityName: record.charity_name,
        linkedOrganisation: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    legacyIDs.push(res.json().legacyID);
  }
  return { firm, admin, matter, charity, legacyID: legacyIDs[0]!, deceased };
}
