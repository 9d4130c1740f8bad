import {
  COMPLIANCE_KINDS,
  COMPLIANCE_STATUSES,
  COMPLIANCE_TEXTS,
  type CheckResolutionInput,
  type ComplianceKind,
  type ComplianceQueueItem,
  type ComplianceStatus,
  can,
  complianceKindsOf,
} from '@probity/domain';

import { type Actor, actsIn } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { checkResolutions } from '../../db/schema/index.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { type ListQuery, filtersOf, orderByOf } from '../../lib/list-query.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { findCheck, findResolution } from '../checks/checks.queries.js';
import { presentResolution } from '../checks/checks.presenter.js';
import { presentQueueItem } from './compliance.presenter.js';
import type { CheckResolutionRow } from '../checks/checks.presenter.js';
import { checkDate, countOpenQueue, listQueueRows, queueWhere } from './compliance.queries.js';

/*
 * Issue 12 "The MLRO's workspace": the firm-wide queue of checks that need a decision and the
 * decisions that resolve them. The MLRO and Supervising Partners of a firm (and Admin Demo in the
 * demo firm) only: other roles are refused (403), another firm's check is not found (404).
 */

/** The firm whose queue the actor works: 403 without the right. */
export function queueFirm(actor: Actor): string {
  if (actor.organisationType !== 'lawfirm') throw forbidden();
  if (!can(actor, 'complianceQueue.read', { organisationID: actor.organisationID })) throw forbidden();
  return actor.organisationID;
}

function parseKinds(values: readonly string[] | undefined): ComplianceKind[] {
  const kinds = (values ?? []).map((v) => COMPLIANCE_KINDS.find((k) => k.toLowerCase() === v.toLowerCase()));
  if (kinds.some((k) => !k)) {
    throw invalid({ Filter: [`A kind is one of ${COMPLIANCE_KINDS.join(', ')}`] });
  }
  return kinds as ComplianceKind[];
}

export function parseStatus(values: readonly string[] | undefined): ComplianceStatus | null {
  if (!values || values.length === 0) return 'open';
  const status = COMPLIANCE_STATUSES.find((s) => s === values[0]?.toLowerCase());
  if (values.length > 1 || !status) {
    throw invalid({ Filter: [`A status is one of ${COMPLIANCE_STATUSES.join(', ')}`] });
  }
  return status;
}

/**
 * The queue: FilterType=kind (failed, referred, sanctions, possibleMatch, pep; repeatable, any of
 * them) and FilterType=status (open, the default, or resolved); oldest first unless OrderBy=-date.
 */
export async function listComplianceQueue(
  db: DbOrTx,
  actor: Actor,
  query: ListQuery,
): Promise<{ items: ComplianceQueueItem[]; totalCount: number }> {
  const organisationID = queueFirm(actor);
  const filters = filtersOf(query, ['kind', 'status']);
  const where = queueWhere(organisationID, parseKinds(filters.kind), parseStatus(filters.status));
  const order = orderByOf(query, { date: checkDate }, checkDate);
  const { rows, totalCount } = await listQueueRows(db, where, order, {
    limit: query.pageCount,
    offset: (query.page - 1) * query.pageCount,
  });
  return { items: rows.map(presentQueueItem), totalCount };
}

/** The MLRO's "Urgent checks": the firm's open queue, or null when the actor has no queue. */
export async function openQueueCount(
  db: DbOrTx,
  actor: Actor,
  organisationID: string,
): Promise<number | null> {
  if (!can(actor, 'complianceQueue.read', { organisationID })) return null;
  return countOpenQueue(db, organisationID);
}

/** Records the decision on a check of the actor's firm that needs one, and audits it. */
export async function resolveCheck(
  tx: Tx,
  actor: Actor,
  checkResultID: string,
  input: CheckResolutionInput,
  meta: RequestMeta = {},
) {
  const check = await findCheck(tx, checkResultID.toLowerCase(), true);
  if (!check || !actsIn(actor, check.organisationID)) throw notFound();
  if (!can(actor, 'checkResolution.create', { organisationID: check.organisationID })) throw forbidden();
  // The queue is the firm's: Admin Demo's demo charity has none.
  if (check.organisationID !== actor.organisationID) throw notFound();
  if (complianceKindsOf(check).length === 0) throw conflict(COMPLIANCE_TEXTS.notNeeded);
  if (await findResolution(tx, check.checkResultID)) throw conflict(COMPLIANCE_TEXTS.alreadyResolved);
  const [row] = await tx
    .insert(checkResolutions)
    .values({
      checkResultID: check.checkResultID,
      organisationID: check.organisationID,
      decision: input.decision,
      reason: input.reason,
      resolvedBy: actor.userID,
      resolvedByName: `${actor.user.firstName} ${actor.user.surname}`,
    })
    .returning();
  const resolution = row as CheckResolutionRow;
  await recordAudit(tx, {
    action: 'check.resolved',
    actorUserID: actor.userID,
    organisationID: check.organisationID,
    objectType: 'check',
    objectID: check.checkResultID,
    ip: meta.ip,
    details: {
      checkResolutionID: resolution.checkResolutionID,
      individualID: check.individualID,
      matterID: check.matterID,
      kinds: complianceKindsOf(check),
      decision: input.decision,
      reason: input.reason,
    },
  });
  return presentResolution(resolution);
}
