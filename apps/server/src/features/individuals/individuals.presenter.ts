import { EMPTY_GUID, individualTypeView } from '@probity/domain';
import { z } from 'zod';
import { type CheckResultRow, ZCheckResult, presentCheck } from '../checks/checks.presenter.js';
import type { SensitiveValues } from './individual-secrets.js';
import type { IndividualRow, LinkedUser } from './individuals.queries.js';

const ZIndividualType = z.object({ individualTypeID: z.string(), name: z.string(), description: z.string() });
const ZLinkedUser = z.object({
  userID: z.string(),
  emailAddress: z.string(),
  profileImage: z.string().nullable(),
});

/** A row of the individuals lists (spec 02 §2.3 Name, Email, Type; 03 §2.14). */
export const ZIndividualListItem = z.object({
  individualID: z.string(),
  /** The all-zero id for an individual of a charity (the legacy context). */
  matterID: z.string(),
  organisationID: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  middleNames: z.string(),
  surname: z.string(),
  name: z.string(),
  /** The individual's e-mail address, else their user's. */
  emailAddress: z.string().nullable(),
  individualType: ZIndividualType,
  user: ZLinkedUser.nullable(),
  isRegistered: z.boolean(),
  dateCreated: z.string(),
});
export type IndividualListItem = z.infer<typeof ZIndividualListItem>;

/**
 * spec 02 §3 Individual, every field. The identity-document and bank values are clear only for
 * those who may see them (individuals.access maySeeSensitive); others get them masked and
 * `sensitiveMasked` true. bankAccountVerified is read-only (Verified / Not verified).
 */
export const ZIndividual = ZIndividualListItem.extend({
  gender: z.string().nullable(),
  /** 'YYYY-MM-DD'. */
  dob: z.string().nullable(),
  /** The same date as an ISO date-time (spec 03 §3 dobDateTime). */
  dobDateTime: z.string().nullable(),
  /** 'YYYY-MM-DD': a Deceased individual's date of death (issue 11); null for anyone else. */
  dateOfDeath: z.string().nullable(),
  telephone: z.string().nullable(),
  mobileTelephone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string(),
  addressLine3: z.string(),
  cityTown: z.string().nullable(),
  county: z.string().nullable(),
  postCode: z.string().nullable(),
  country: z.string().nullable(),
  nino: z.string().nullable(),
  passport: z.string().nullable(),
  passportMrz: z.string().nullable(),
  drivingLicence: z.string().nullable(),
  idCard: z.string().nullable(),
  travelVisa: z.string().nullable(),
  bankName: z.string().nullable(),
  bankSortCode: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountVerified: z.boolean(),
  /** Why: verified, invalid, unknownSortCode (the Vocalink table does not cover it), unsupported, notProvided. */
  bankAccountVerification: z.enum(['verified', 'invalid', 'unknownSortCode', 'unsupported', 'notProvided']),
  sensitiveMasked: z.boolean(),
  profileImage: z.string().nullable(),
  /** The latest 10 checks, newest first (spec 02 §2.6). */
  checkHistory: z.array(ZCheckResult),
  /** Documents arrive with the documents feature. */
  documents: z.array(z.object({ documentID: z.string(), name: z.string() })),
  matterReference: z.string().nullable(),
  lastUpdated: z.string(),
});
export type Individual = z.infer<typeof ZIndividual>;

export function presentIndividualListItem(row: IndividualRow, user: LinkedUser | null): IndividualListItem {
  return {
    individualID: row.individualID,
    matterID: row.matterID ?? EMPTY_GUID,
    organisationID: row.organisationID,
    title: row.title,
    firstName: row.firstName,
    middleNames: row.middleNames,
    surname: row.surname,
    name: `${row.firstName} ${row.surname}`,
    emailAddress: row.emailAddress ?? user?.emailAddress ?? null,
    individualType: individualTypeView(row.individualTypeID),
    user: user
      ? { userID: user.userID, emailAddress: user.emailAddress, profileImage: user.profileImage }
      : null,
    // Registered: the linked user has set a password (or signs in elsewhere).
    isRegistered: !!user?.hasPassword,
    dateCreated: row.dateCreated.toISOString(),
  };
}

export function presentIndividual(
  row: IndividualRow,
  extra: {
    user: LinkedUser | null;
    sensitive: SensitiveValues;
    sensitiveMasked: boolean;
    checks: CheckResultRow[];
    matterReference: string | null;
  },
): Individual {
  const s = extra.sensitive;
  return {
    ...presentIndividualListItem(row, extra.user),
    gender: row.gender,
    dob: row.dob,
    dobDateTime: row.dob ? `${row.dob}T00:00:00` : null,
    dateOfDeath: row.dateOfDeath,
    telephone: row.telephone,
    mobileTelephone: row.mobileTelephone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    cityTown: row.cityTown,
    county: row.county,
    postCode: row.postCode,
    country: row.country,
    nino: s.nino,
    passport: s.passport,
    passportMrz: s.passportMrz,
    drivingLicence: s.drivingLicence,
    idCard: s.idCard,
    travelVisa: s.travelVisa,
    bankName: row.bankName,
    bankSortCode: s.bankSortCode,
    bankAccountNumber: s.bankAccountNumber,
    bankAccountName: row.bankAccountName,
    bankAccountVerified: row.bankAccountVerified,
    bankAccountVerification: row.bankAccountVerification,
    sensitiveMasked: extra.sensitiveMasked,
    profileImage: extra.user?.profileImage ?? null,
    checkHistory: extra.checks.map(presentCheck),
    documents: [],
    matterReference: extra.matterReference,
    lastUpdated: row.lastUpdated.toISOString(),
  };
}
