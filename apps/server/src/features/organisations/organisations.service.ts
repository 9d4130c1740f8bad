import {
  type CompanyInput,
  type OrganisationCreateInput,
  type OrganisationUpdateInput,
  can,
  organisationTypeKeyById,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor, OrganisationRow } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Tx } from '../../db/client.js';
import { organisations, users } from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import {
  assertIsCompany,
  holdsEverywhere,
  loadForAdministrator,
  maySeeOrganisation,
} from './organisations.access.js';
import { COMPANY_TYPES, findOrganisation, usersOfOrganisation } from './organisations.queries.js';

export const NOT_A_USER_OF_THE_COMPANY = 'Not a user of this company';
export const NOT_A_COMPANY_TYPE = 'Choose Law firm or Charity';
export const TYPE_CANNOT_CHANGE = 'The type of a company cannot be changed';
export const UNKNOWN_ORGANISATION = 'Unknown organisation';
export const CANNOT_DELETE = 'The platform, the clients and the demo organisations cannot be deleted';

const CONTACT_FIELDS = ['mainContactUser', 'billingContactUser', 'technicalContactUser'] as const;

/** The stored columns of the company form; empty optional texts are stored as null. */
/** The columns of the company form; a field left empty ('Update my data anyway') is stored as null. */
function formColumns(input: CompanyInput) {
  const opt = (v: string | null | undefined) => (v ? v : null);
  return {
    name: input.name,
    description: opt(input.description),
    accountsReference: opt(input.accountsReference),
    companyNo: opt(input.companyNo),
    vatRegNo: opt(input.vatRegNo),
    sraNumber: opt(input.sraNumber),
    dprNo: opt(input.dprNo),
    address1: opt(input.address1),
    address2: opt(input.address2),
    address3: opt(input.address3),
    address4: opt(input.address4),
    address5: opt(input.address5),
    cityTown: opt(input.cityTown),
    county: opt(input.county),
    postCode: opt(input.postCode),
    country: opt(input.country),
    mainContactUser: input.mainContactUser?.toLowerCase() ?? null,
    billingContactUser: input.billingContactUser?.toLowerCase() ?? null,
    technicalContactUser: input.technicalContactUser?.toLowerCase() ?? null,
  };
}

type Columns = ReturnType<typeof formColumns> & {
  source?: string | null;
  referralCode?: string | null;
  parentOrganisation?: string | null;
};

function changedFields(before: OrganisationRow, after: Columns): string[] {
  return (Object.keys(after) as (keyof Columns)[]).filter((k) => (before[k] ?? null) !== (after[k] ?? null));
}

async function checkParent(tx: Tx, parentID: string | null | undefined, selfID: string | null) {
  if (!parentID) return undefined;
  const id = parentID.toLowerCase();
  if (id === selfID || !(await findOrganisation(tx, id))) return UNKNOWN_ORGANISATION;
  return undefined;
}

/** POST /api/Organisations (spec 01 §2 New Company, §5 company form): administrators only. */
export async function createOrganisation(
  tx: Tx,
  actor: Actor,
  input: OrganisationCreateInput,
  meta: RequestMeta = {},
): Promise<OrganisationRow> {
  if (!holdsEverywhere(actor, 'company.create')) throw forbidden();
  const errors: Record<string, string[]> = {};
  const type = organisationTypeKeyById(input.organisationType.organisationTypeID.toLowerCase());
  if (!type || !(COMPANY_TYPES as readonly string[]).includes(type)) {
    errors['organisationType.organisationTypeID'] = [NOT_A_COMPANY_TYPE];
  }
  // A new company has no users yet: its contacts are chosen once it has members.
  for (const field of CONTACT_FIELDS) if (input[field]) errors[field] = [NOT_A_USER_OF_THE_COMPANY];
  const parentError = await checkParent(tx, input.parentOrganisation, null);
  if (parentError) errors.parentOrganisation = [parentError];
  if (Object.keys(errors).length > 0 || !type) throw invalid(errors);

  const [row] = await tx
    .insert(organisations)
    .values({
      ...formColumns(input),
      organisationType: type,
      parentOrganisation: input.parentOrganisation?.toLowerCase() ?? null,
      source: input.source || null,
      referralCode: input.referralCode || null,
    })
    .returning();
  await recordAudit(tx, {
    action: 'organisation.created',
    actorUserID: actor.userID,
    organisationID: row!.organisationID,
    objectType: 'organisation',
    objectID: row!.organisationID,
    ip: meta.ip,
    details: { name: row!.name, organisationType: type },
  });
  return row!;
}

/**
 * PUT /api/Organisations: administrators any company; a charity's own users with the charity
 * settings right (spec 03 §2.13: Charity, Finance) their charity. Contacts must be users of the
 * company; the type cannot change; only administrators set the parent organisation.
 */
export async function updateOrganisation(
  tx: Tx,
  actor: Actor,
  input: OrganisationUpdateInput,
  meta: RequestMeta = {},
): Promise<OrganisationRow> {
  const organisation = await findOrganisation(tx, input.organisationID, { lock: true });
  if (!organisation || !maySeeOrganisation(actor, organisation.organisationID)) throw notFound();
  const { organisationID } = organisation;
  const isAdministrator = holdsEverywhere(actor, 'company.update');
  const isCharitySettings =
    organisation.organisationType === 'charity' && can(actor, 'charitySettings.update', { organisationID });
  if (!isAdministrator && !isCharitySettings) throw forbidden();

  const errors: Record<string, string[]> = {};
  const typeID = input.organisationType?.organisationTypeID.toLowerCase();
  if (typeID && organisationTypeKeyById(typeID) !== organisation.organisationType) {
    errors['organisationType.organisationTypeID'] = [TYPE_CANNOT_CHANGE];
  }
  const columns: Columns = formColumns(input);
  const wanted = CONTACT_FIELDS.map((f) => columns[f]).filter((v): v is string => !!v);
  const members = await usersOfOrganisation(tx, organisationID, [...new Set(wanted)]);
  for (const field of CONTACT_FIELDS) {
    const id = columns[field];
    if (id && !members.includes(id)) errors[field] = [NOT_A_USER_OF_THE_COMPANY];
  }
  if (isAdministrator) {
    const parentError = await checkParent(tx, input.parentOrganisation, organisationID);
    if (parentError) errors.parentOrganisation = [parentError];
    columns.parentOrganisation = input.parentOrganisation?.toLowerCase() ?? null;
    columns.source = input.source || null;
    columns.referralCode = input.referralCode || null;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const fields = changedFields(organisation, columns);
  const [row] = await tx
    .update(organisations)
    .set(columns)
    .where(eq(organisations.organisationID, organisationID))
    .returning();
  await recordAudit(tx, {
    action: 'organisation.updated',
    actorUserID: actor.userID,
    organisationID,
    objectType: 'organisation',
    objectID: organisationID,
    ip: meta.ip,
    details: { fields },
  });
  return row!;
}

/**
 * DELETE /api/Organisations/{id}: administrators delete a company with its users, matters and
 * individuals (the database cascades). Never the platform, the clients' home or a demo
 * organisation. Answers the deleted users, whose sessions the caller ends after the commit.
 */
export async function deleteOrganisation(
  tx: Tx,
  actor: Actor,
  organisationID: string,
  meta: RequestMeta = {},
): Promise<string[]> {
  const organisation = await loadForAdministrator(tx, actor, organisationID, 'company.delete', {
    lock: true,
  });
  assertIsCompany(organisation, CANNOT_DELETE);
  if (organisation.isDemo) throw invalid({ organisationID: [CANNOT_DELETE] });
  const id = organisation.organisationID;
  const members = await tx.select({ userID: users.userID }).from(users).where(eq(users.organisationID, id));
  await tx
    .update(organisations)
    .set({ parentOrganisation: null })
    .where(eq(organisations.parentOrganisation, id));
  await tx.delete(organisations).where(eq(organisations.organisationID, id));
  const userIDs = members.map((m) => m.userID);
  await recordAudit(tx, {
    action: 'organisation.deleted',
    actorUserID: actor.userID,
    organisationID: id,
    objectType: 'organisation',
    objectID: id,
    ip: meta.ip,
    details: { name: organisation.name, organisationType: organisation.organisationType, userIDs },
  });
  return userIDs;
}
