import type { Actor } from '../access/actor.js';
import type { DbOrTx } from '../db/client.js';
import { recordAudit } from './audit.js';

/**
 * Issue 13 "Audit of every sensitive read": the events a read of protected data writes. A read
 * that only shows masked values writes none; clear values and file bodies do.
 */
export const SENSITIVE_READ_ACTIONS = [
  // The PDF report of an identity check.
  'check.report_viewed',
  // A page of check outcomes and their reasons (the MLRO's compliance queue).
  'check.results_viewed',
  // An individual's NINO, passport, licence, identity-card, visa or bank values in clear, or
  // their check results (the individual page's check history).
  'individual.identity_viewed',
  // A charity's bank account numbers in clear (its accounts, a legacy's nominated account).
  'bankAccount.viewed',
  // Issue 17: the references (account, policy numbers) of an estate's assets and liabilities in clear.
  'estateItem.references_viewed',
  // Issue 17: a charity's view of an estate's figures or accounts (its Estate progress panel).
  'estateProgress.figures_viewed',
  // A document's or chat attachment's file body (download, inline preview or thumbnail).
  'document.downloaded',
  // Issue 19: a subject access export's archive (everything a firm holds about a person).
  'subjectAccess.downloaded',
] as const;
export type SensitiveReadAction = (typeof SENSITIVE_READ_ACTIONS)[number];

/** A platform administrator opened a record of another organisation (see adminReads below). */
export const ADMIN_READ_ACTION = 'admin.viewed_organisation_record';

export interface SensitiveRead {
  action: SensitiveReadAction;
  /** The organisation that holds the record. */
  organisationID: string | null;
  objectType: string;
  objectID: string;
  /** Ids and counts only, never the values read. */
  details?: Record<string, unknown>;
}

/** Where the read came from. */
export interface ReadMeta {
  ip?: string;
}

/**
 * Records a read of protected data. Await it before the data is sent, inside the transaction of
 * any change the request records: when the insert fails it throws, so the data never goes out.
 */
export async function recordRead(
  db: DbOrTx,
  actor: Actor,
  read: SensitiveRead,
  meta: ReadMeta,
): Promise<void> {
  await recordAudit(db, {
    action: read.action,
    actorUserID: actor.userID,
    organisationID: read.organisationID,
    objectType: read.objectType,
    objectID: read.objectID,
    ip: meta.ip,
    details: read.details,
  });
}

/** A record of an organisation, as a loader found it for the actor. */
export interface OrganisationRead {
  organisationID: string;
  objectType: string;
  /** Absent for a list of the organisation's records. */
  objectID?: string;
}

/**
 * A platform administrator (role Administrators, not acting in demo mode, where they act as
 * Admin Demo inside the demo organisations only).
 */
export function isPlatformAdministrator(actor: Actor): boolean {
  return !actor.demoMode && actor.roles.includes('Administrators');
}

// The reads noted during one request, keyed by its actor (buildActor makes one per request).
const pending = new WeakMap<Actor, OrganisationRead[]>();

/**
 * Called by the loaders (matters, individuals, documents, organisations, users, checks…) with
 * each record they hand out: notes it when a platform administrator reads another organisation's
 * record. The audit plugin (organisation-reads.plugin.ts) writes one event per GET before the
 * answer is sent. Cheap for everyone else: one comparison, no query.
 */
export function noteOrganisationRead(
  actor: Actor,
  read: { organisationID: string | null | undefined; objectType: string; objectID?: string | null },
): void {
  const organisationID = read.organisationID?.toLowerCase();
  if (!organisationID || !isPlatformAdministrator(actor)) return;
  if (organisationID === actor.organisationID) return;
  const list = pending.get(actor) ?? [];
  const objectID = read.objectID?.toLowerCase() ?? undefined;
  if (list.some((r) => r.objectType === read.objectType && r.objectID === objectID)) return;
  list.push({ organisationID, objectType: read.objectType, ...(objectID ? { objectID } : {}) });
  pending.set(actor, list);
}

/** The reads noted for the actor so far, forgotten once taken. */
export function takeOrganisationReads(actor: Actor): OrganisationRead[] {
  const list = pending.get(actor) ?? [];
  pending.delete(actor);
  return list;
}

/**
 * One event for the request (one insert). Loaders go from the container to what it holds (a
 * document loads its matter first), so the last record noted is the one the route was asked for;
 * the others go into details with their organisation.
 */
export async function recordOrganisationReads(
  db: DbOrTx,
  actor: Actor,
  reads: OrganisationRead[],
  meta: ReadMeta & { route?: string },
): Promise<void> {
  const first = reads.at(-1);
  if (!first) return;
  const others = reads.slice(0, -1);
  await recordAudit(db, {
    action: ADMIN_READ_ACTION,
    actorUserID: actor.userID,
    organisationID: first.organisationID,
    objectType: first.objectType,
    objectID: first.objectID,
    ip: meta.ip,
    details: {
      route: meta.route,
      ...(first.objectID ? {} : { list: true }),
      ...(others.length ? { also: others } : {}),
    },
  });
}
