import type { Role } from '@probity/domain';
import type { TestContext } from '../../../test/helpers.js';
import { authHeaders, buildOrganisation, buildUser } from '../../../test/helpers.js';
import { buildIndividual, buildMatter, typeByKey } from '../matters/matter.factories.js';

/*
 * Test worlds for individuals and checks: a firm with a member of staff and an estate matter, and
 * around it the people who must not see it (another firm, a charity, other individuals).
 */

export async function buildFirmWorld(ctx: TestContext, opts: { roles?: Role[]; live?: boolean } = {}) {
  const firm = await buildOrganisation(ctx.database, {
    organisationType: 'lawfirm',
    live: opts.live ?? true,
  });
  const staff = await buildUser(ctx.database, { roles: opts.roles ?? ['Matter Admin'], organisation: firm });
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    type: typeByKey('estate'),
    team: [staff.userID],
  });
  return { firm, staff, matter, headers: await authHeaders(ctx, staff) };
}

/** A registered client (role Individual, with a password) linked to an individual on the matter. */
export async function buildClient(
  ctx: TestContext,
  matter: { matterID: string; organisationID: string },
  opts: { typeKey?: string; firstName?: string; surname?: string } = {},
) {
  const user = await buildUser(ctx.database, {
    roles: ['Individual'],
    passwordHash: 'argon2-hash-placeholder',
  });
  const individual = await buildIndividual(ctx.database, matter, { userID: user.userID, ...opts });
  return { user, individual, headers: await authHeaders(ctx, user) };
}

/** A complete individual body (spec 02 §3) with sensitive values worth finding in a dump. */
export function individualBody(matterID: string, overrides: Record<string, unknown> = {}) {
  return {
    matterID,
    individualType: { individualTypeID: 'executor' },
    title: 'Mrs',
    firstName: 'Sarah',
    middleNames: 'Meredyth',
    surname: 'Morgan',
    gender: 'Female',
    dob: '1976-03-11',
    telephone: '0117 496 0000',
    mobileTelephone: '07700 900123',
    addressLine1: '14 Quayside',
    addressLine2: '',
    addressLine3: '',
    cityTown: 'Bristol',
    county: 'City of Bristol',
    postCode: 'BS1 4RN',
    country: 'United Kingdom',
    emailAddress: 'sarah.morgan@example.test',
    nino: 'JG 10 37 59 A',
    passport: '925076473',
    drivingLicence: 'MORGA753116SM9IJ',
    idCard: 'IDC-55501',
    travelVisa: 'ZU1234567',
    bankName: 'Test Bank',
    bankSortCode: '08-99-99',
    bankAccountNumber: '66374958',
    bankAccountName: 'Sarah Morgan',
    ...overrides,
  };
}
