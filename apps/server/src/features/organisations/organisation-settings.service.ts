import {
  INTEGRATION_CREDENTIAL_NAMES,
  type IntegrationCredentialName,
  type IntegrationDetailsInput,
  MASKED_SECRET,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor, OrganisationRow } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { organisations, users } from '../../db/schema/index.js';
import { decryptText, encryptText, encryptionKey } from '../../lib/crypto.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { mayManageUsersOf } from '../users/users.service.js';
import type { RequestMeta } from '../activity/activity.service.js';
import {
  assertIsCompany,
  holdsEverywhere,
  loadForAdministrator,
  maySeeOrganisation,
} from './organisations.access.js';
import { findOrganisation } from './organisations.queries.js';

/**
 * The three company flags of spec 01 §4, as the PATCH paths name them, and IndividualChat: spec
 * 02 §2.11's 'Chat disabled' (individual chat disabled for the organisation).
 */
export const ORGANISATION_FLAGS = [
  'Test',
  'Locked',
  'Integrated',
  'IndividualChat',
  'RequireSecondFactor',
] as const;
export type OrganisationFlag = (typeof ORGANISATION_FLAGS)[number];

export const NOT_A_COMPANY_SETTING = 'The platform and the clients have no company settings';
const DUPLICATE_NAME = 'Given more than once';

/** The stored column and value of a flag; test mode is the inverse of live (spec 01 §4). */
function columnFor(flag: OrganisationFlag, on: boolean) {
  switch (flag) {
    case 'Test':
      return { live: !on };
    case 'Locked':
      return { locked: on };
    case 'Integrated':
      return { integrated: on };
    case 'IndividualChat':
      return { individualChatEnabled: on };
    case 'RequireSecondFactor':
      return { requireSecondFactor: on };
  }
}

/**
 * PATCH /api/Organisations/{Test|Locked|Integrated|IndividualChat}/{id}/{flag} (spec 01 §4):
 * administrators only.
 * Answers the organisation and, when it was just locked, its users, whose sessions the caller
 * ends after the commit (the API already refuses tokens of a locked company's users).
 */
export async function setOrganisationFlag(
  tx: Tx,
  actor: Actor,
  input: { organisationID: string; flag: OrganisationFlag; on: boolean },
  meta: RequestMeta = {},
): Promise<{ organisation: OrganisationRow; revokeUserIDs: string[] }> {
  const before =
    input.flag === 'RequireSecondFactor'
      ? await loadForOwnAdministrator(tx, actor, input.organisationID)
      : await loadForAdministrator(tx, actor, input.organisationID, 'companySettings.update', { lock: true });
  assertIsCompany(before, NOT_A_COMPANY_SETTING);
  const [organisation] = await tx
    .update(organisations)
    .set(columnFor(input.flag, input.on))
    .where(eq(organisations.organisationID, before.organisationID))
    .returning();
  await recordAudit(tx, {
    action: `organisation.${input.flag.toLowerCase()}_${input.on ? 'on' : 'off'}`,
    actorUserID: actor.userID,
    organisationID: before.organisationID,
    objectType: 'organisation',
    objectID: before.organisationID,
    ip: meta.ip,
  });
  let revokeUserIDs: string[] = [];
  if (input.flag === 'Locked' && input.on) {
    const rows = await tx
      .select({ userID: users.userID })
      .from(users)
      .where(eq(users.organisationID, before.organisationID));
    revokeUserIDs = rows.map((r) => r.userID);
  }
  return { organisation: organisation!, revokeUserIDs };
}

/**
 * Issue 13: "Require a second factor" is switched by the company's own administrators (those who
 * manage its users: Matter Admin, Legacy Manager) as well as by platform administrators.
 */
async function loadForOwnAdministrator(
  tx: Tx,
  actor: Actor,
  organisationID: string,
): Promise<OrganisationRow> {
  const organisation = await findOrganisation(tx, organisationID, { lock: true });
  if (!organisation || !maySeeOrganisation(actor, organisation.organisationID)) throw notFound();
  if (!holdsEverywhere(actor, 'companySettings.update') && !mayManageUsersOf(actor, organisation, 'update'))
    throw forbidden();
  return organisation;
}

/** The additional data a credential's ciphertext is bound to: its company and name. */
const credentialContext = (organisationID: string, name: string) =>
  `organisation:${organisationID}:integration:${name}`;

/**
 * PATCH /api/Organisations/Credentials (spec 01 §2 Settings): the identity-check provider's username
 * and password, encrypted at rest (AES-256-GCM). A value equal to the mask keeps what is stored,
 * an empty value removes it, any other value replaces it; names not given stay as they are.
 */
export async function saveIntegrationCredentials(
  tx: Tx,
  actor: Actor,
  config: Config,
  input: IntegrationDetailsInput,
  meta: RequestMeta = {},
): Promise<OrganisationRow> {
  const before = await loadForAdministrator(tx, actor, input.organisationID, 'companySettings.update', {
    lock: true,
  });
  assertIsCompany(before, NOT_A_COMPANY_SETTING);
  const errors: Record<string, string[]> = {};
  input.integrationDetails.forEach((d, i) => {
    if (input.integrationDetails.findIndex((o) => o.name === d.name) !== i) {
      errors[`integrationDetails.${i}.name`] = [DUPLICATE_NAME];
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const key = encryptionKey(config);
  const stored = new Map((before.integrationDetails ?? []).map((d) => [d.name, d.value]));
  const changed: string[] = [];
  for (const { name, value } of input.integrationDetails) {
    if (value === MASKED_SECRET) continue;
    if (!value) {
      if (stored.delete(name)) changed.push(name);
      continue;
    }
    stored.set(name, encryptText(key, value, credentialContext(before.organisationID, name)));
    changed.push(name);
  }
  const integrationDetails = INTEGRATION_CREDENTIAL_NAMES.filter((n) => stored.has(n)).map((name) => ({
    name,
    value: stored.get(name)!,
  }));
  const [organisation] = await tx
    .update(organisations)
    .set({ integrationDetails })
    .where(eq(organisations.organisationID, before.organisationID))
    .returning();
  await recordAudit(tx, {
    action: 'organisation.credentials_updated',
    actorUserID: actor.userID,
    organisationID: before.organisationID,
    objectType: 'organisation',
    objectID: before.organisationID,
    ip: meta.ip,
    // The names only: a secret never reaches a log or an audit record.
    details: { changed },
  });
  return organisation!;
}

/**
 * The clear credentials of a company, for the identity-check provider adapter (server side only;
 * never sent to a browser). A value that does not decrypt (another key) counts as absent.
 */
export function readIntegrationCredentials(
  config: Config,
  organisation: Pick<OrganisationRow, 'organisationID' | 'integrationDetails'>,
): Partial<Record<IntegrationCredentialName, string>> {
  const key = encryptionKey(config);
  const out: Partial<Record<IntegrationCredentialName, string>> = {};
  for (const { name, value } of organisation.integrationDetails ?? []) {
    if (!(INTEGRATION_CREDENTIAL_NAMES as readonly string[]).includes(name)) continue;
    try {
      out[name as IntegrationCredentialName] = decryptText(
        key,
        value,
        credentialContext(organisation.organisationID, name),
      );
    } catch {
      // Left out: the provider adapter reports the company as not configured.
    }
  }
  return out;
}
