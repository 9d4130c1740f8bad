import { z } from 'zod';
import { DESCRIPTION_MAX, NAME_MAX, TEXT_MAX } from '../limits.js';
import { VALIDATION } from '../texts.js';
import { optionalText, requiredText } from './fields.js';
import { USER_STATUSES, ZOrganisationType, ZUserForm, zRole } from './user.js';

/*
 * Companies (organisations), their members and the administrators' views of users and
 * individuals: spec 01 §2 Companies, Individuals list, Settings → Administrators; §3 Organisation;
 * §5 company form; §7 Users and Organisations.
 */

/** A uuid that says 'Required' when missing and 'Invalid format' when malformed. */
export const zRequiredUuid = z.uuid({
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? VALIDATION.required : VALIDATION.invalidFormat,
});
/** An optional reference to a record: a uuid, or null / absent / '' for none. */
const zOptionalUuid = z.preprocess((v) => (v === '' ? null : v), zRequiredUuid.nullish());

/** spec 01 §2: a company is listed as LOCKED or ACTIVE. */
export const ORGANISATION_STATUSES = ['LOCKED', 'ACTIVE'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/**
 * spec 01 §2 Companies filter "status (locked, paused, active)". Decision: locked = the Locked flag
 * is on; paused = not locked and in test mode (not live: spec 01 §4 "test mode is the inverse of
 * live"); active = not locked and live.
 */
export const ORGANISATION_STATUS_FILTERS = ['locked', 'paused', 'active'] as const;

/** spec 01 §2 Settings: the identity-check provider's two credentials of a company. */
export const INTEGRATION_CREDENTIAL_NAMES = ['username', 'password'] as const;
export type IntegrationCredentialName = (typeof INTEGRATION_CREDENTIAL_NAMES)[number];
/** What a stored credential reads as: it is never sent back in clear. */
export const MASKED_SECRET = '********';

/** spec 01 §5 company form: every rule, with the spec's texts. */
export const ZCompanyForm = z.object({
  name: requiredText(NAME_MAX),
  description: optionalText(DESCRIPTION_MAX),
  accountsReference: optionalText(TEXT_MAX),
  companyNo: requiredText(TEXT_MAX),
  vatRegNo: requiredText(TEXT_MAX),
  sraNumber: requiredText(TEXT_MAX),
  dprNo: requiredText(TEXT_MAX),
  address1: requiredText(TEXT_MAX),
  address2: optionalText(TEXT_MAX),
  address3: optionalText(TEXT_MAX),
  address4: optionalText(TEXT_MAX),
  address5: optionalText(TEXT_MAX),
  cityTown: requiredText(TEXT_MAX),
  county: requiredText(TEXT_MAX),
  postCode: requiredText(TEXT_MAX),
  country: requiredText(TEXT_MAX),
  /** Users of the same company (spec 01 §2: chosen from the company's users). */
  mainContactUser: zOptionalUuid,
  billingContactUser: zOptionalUuid,
  technicalContactUser: zOptionalUuid,
});
export type CompanyForm = z.infer<typeof ZCompanyForm>;

/**
 * The company form as the server holds it (POST and PUT /api/Organisations): the name, the max
 * lengths and the contacts, but not the form's other required fields, which spec 01 §4–5 lets the
 * user leave empty with 'Update my data anyway' (on creation and update alike, as for individuals).
 */
export const ZCompanyInput = ZCompanyForm.extend({
  companyNo: optionalText(TEXT_MAX),
  vatRegNo: optionalText(TEXT_MAX),
  sraNumber: optionalText(TEXT_MAX),
  dprNo: optionalText(TEXT_MAX),
  address1: optionalText(TEXT_MAX),
  cityTown: optionalText(TEXT_MAX),
  county: optionalText(TEXT_MAX),
  postCode: optionalText(TEXT_MAX),
  country: optionalText(TEXT_MAX),
});
export type CompanyInput = z.infer<typeof ZCompanyInput>;

export const ZOrganisationTypeRef = z.object(
  { organisationTypeID: zRequiredUuid, name: z.string().optional() },
  { error: VALIDATION.required },
);

/** POST /api/Organisations: the company form (as the server holds it) plus parentOrganisation and organisationType. */
export const ZOrganisationCreateInput = ZCompanyInput.extend({
  organisationID: zOptionalUuid,
  parentOrganisation: zOptionalUuid,
  organisationType: ZOrganisationTypeRef,
  source: optionalText(TEXT_MAX),
  referralCode: optionalText(TEXT_MAX),
});
export type OrganisationCreateInput = z.infer<typeof ZOrganisationCreateInput>;

/** PUT /api/Organisations: the same with organisationID; the type of a company cannot change. */
export const ZOrganisationUpdateInput = ZOrganisationCreateInput.extend({
  organisationID: zRequiredUuid,
  organisationType: ZOrganisationTypeRef.optional(),
});
export type OrganisationUpdateInput = z.infer<typeof ZOrganisationUpdateInput>;

/** PATCH /api/Organisations/Credentials: the organisation with its two provider credentials. */
export const ZIntegrationDetailsInput = z.object({
  organisationID: zRequiredUuid,
  integrationDetails: z.array(
    z.object({
      name: z.enum(INTEGRATION_CREDENTIAL_NAMES, { error: VALIDATION.invalidFormat }),
      /** MASKED_SECRET keeps the stored value; '' removes it; anything else replaces it. */
      value: optionalText(TEXT_MAX),
    }),
    { error: VALIDATION.required },
  ),
});
export type IntegrationDetailsInput = z.infer<typeof ZIntegrationDetailsInput>;

/** spec 01 §3 Organisation members, "with owner flag shown as Manager". */
export const ZOrganisationMember = z.object({
  userID: z.string(),
  firstName: z.string(),
  surname: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  profileImage: z.string().nullable(),
  isManager: z.boolean(),
});
export type OrganisationMember = z.infer<typeof ZOrganisationMember>;

export const ZIntegrationDetail = z.object({
  name: z.enum(INTEGRATION_CREDENTIAL_NAMES),
  /** Always MASKED_SECRET when set, '' when not. */
  value: z.string(),
  hasValue: z.boolean(),
});

/** spec 01 §3 Organisation (company), as GET /api/Organisations/{id} answers it. */
export const ZOrganisation = z.object({
  organisationID: z.string(),
  parentOrganisation: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  accountsReference: z.string().nullable(),
  companyNo: z.string().nullable(),
  vatRegNo: z.string().nullable(),
  sraNumber: z.string().nullable(),
  dprNo: z.string().nullable(),
  source: z.string().nullable(),
  locked: z.boolean(),
  integrated: z.boolean(),
  live: z.boolean(),
  /** spec 01 §4: test mode is the inverse of live; the outside sources read it. */
  testMode: z.boolean(),
  /** spec 02 §2.11: off shows 'Chat disabled' in the individual chats of the firm's matters. */
  individualChatEnabled: z.boolean(),
  /** Issue 13 'Require a second factor': every user of the company signs in with one. */
  requireSecondFactor: z.boolean(),
  integrationDetails: z.array(ZIntegrationDetail),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  address4: z.string().nullable(),
  address5: z.string().nullable(),
  cityTown: z.string().nullable(),
  county: z.string().nullable(),
  postCode: z.string().nullable(),
  country: z.string().nullable(),
  mainContactUser: z.string().nullable(),
  billingContactUser: z.string().nullable(),
  technicalContactUser: z.string().nullable(),
  referralCode: z.string().nullable(),
  dateCreated: z.string(),
  organisationType: ZOrganisationType,
  members: z.array(ZOrganisationMember),
  status: z.enum(ORGANISATION_STATUSES),
  isDemo: z.boolean(),
});
export type Organisation = z.infer<typeof ZOrganisation>;

/** A row of the Companies list (spec 01 §2). */
export const ZOrganisationListItem = ZOrganisation.pick({
  organisationID: true,
  name: true,
  organisationType: true,
  members: true,
  status: true,
  dateCreated: true,
  locked: true,
  integrated: true,
  live: true,
  testMode: true,
  isDemo: true,
});
export type OrganisationListItem = z.infer<typeof ZOrganisationListItem>;

/** POST /api/User/: the user form, plus the company when an administrator adds a member. */
export const ZUserCreateInput = ZUserForm.extend({ organisationID: zOptionalUuid });
export type UserCreateInput = z.infer<typeof ZUserCreateInput>;

/** A user as lists show them: Team, company Members, Settings → Administrators, find by address. */
export const ZUserSummary = z.object({
  userID: z.string(),
  organisationID: z.string(),
  organisationName: z.string(),
  firstName: z.string(),
  surname: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  profileImage: z.string().nullable(),
  roles: z.array(zRole),
  /** The roles joined by commas, as the sign-in profile has them (spec 01 §3). */
  role: z.string(),
  status: z.enum(USER_STATUSES),
  lastLogin: z.string().nullable(),
  isManager: z.boolean(),
  /** False until the user has set a password from their invitation (or signs in elsewhere). */
  hasSignedUp: z.boolean(),
});
export type UserSummary = z.infer<typeof ZUserSummary>;

/** An address the address picker offers (GET /api/Address/{postcode}). */
export const ZAddress = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  cityTown: z.string(),
  county: z.string().nullable(),
  postCode: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof ZAddress>;

/** spec 01 §3 Check, as the company Checks table lists it. */
export const ZOrganisationCheck = z.object({
  checkResultID: z.string(),
  individualName: z.string(),
  service: z.string(),
  resultDate: z.string().nullable(),
  checkCompleted: z.boolean(),
  passed: z.boolean().nullable(),
  score: z.number().nullable(),
  sanctionMatch: z.boolean().nullable(),
  pepMatch: z.boolean().nullable(),
  invalidDocs: z.boolean().nullable(),
});
export type OrganisationCheck = z.infer<typeof ZOrganisationCheck>;

/** spec 01 §2 Individuals list: a registered individual shows their user's status. */
export const ADMIN_INDIVIDUAL_STATUSES = [...USER_STATUSES, 'unregistered'] as const;

const ZCompanyRef = z.object({ organisationID: z.string(), name: z.string() });

/** A row of the administrators' Individuals list: one person across companies. */
export const ZAdminIndividualListItem = z.object({
  /** The person's first individual record; the detail page is reached with it. */
  individualID: z.string(),
  userID: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string(),
  surname: z.string(),
  name: z.string(),
  emailAddress: z.string().nullable(),
  companies: z.array(ZCompanyRef),
  status: z.enum(ADMIN_INDIVIDUAL_STATUSES),
});
export type AdminIndividualListItem = z.infer<typeof ZAdminIndividualListItem>;

export const ZAdminIndividualMatter = z.object({
  matterID: z.string(),
  /** The person's individual record on this matter (what unlink removes). */
  individualID: z.string(),
  reference: z.string(),
  status: z.object({ statusID: z.string(), name: z.string() }),
  matterType: z.object({ matterTypeID: z.string(), name: z.string() }),
  individualType: z.object({ individualTypeID: z.string(), name: z.string() }),
});

/** The administrators' individual detail: the person and each company's matters. */
export const ZAdminIndividual = ZAdminIndividualListItem.omit({ companies: true }).extend({
  companies: z.array(
    ZCompanyRef.extend({ organisationType: ZOrganisationType, matters: z.array(ZAdminIndividualMatter) }),
  ),
});
export type AdminIndividual = z.infer<typeof ZAdminIndividual>;

/** POST /api/Individuals/Admin/{individualID}/Matter/{matterID}: the role on the new matter. */
export const ZAdminAddToMatterInput = z.preprocess(
  (v) => v ?? {},
  z.object({ individualTypeID: z.string().trim().min(1, { error: VALIDATION.required }).optional() }),
);
