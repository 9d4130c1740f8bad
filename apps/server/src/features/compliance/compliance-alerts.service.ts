import {
  CHECK_RESOLUTION_DECISION_LABELS,
  COMPLIANCE_ALERT_TEXTS,
  type AlertResolution,
  type CheckResolutionDecision,
  type CheckResolutionInput,
  type RiskSignOffItem,
  type ScreeningAlertItem,
  type ScreeningAlertList,
  type ScreeningAlertOutcome,
  can,
  screeningAlertOutcomeLabel,
} from '@probity/domain';
import { asc, eq } from 'drizzle-orm';
import { type Actor, actsIn } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { screeningAlerts } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { type ListQuery, filtersOf, orderByOf } from '../../lib/list-query.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { individualPagePath } from '../checks/check-run.js';
import { listAssessmentsAwaitingSignOff } from '../risk-assessments/risk-assessments.queries.js';
import { type AlertRow, alertsWhere, listAlertRows, lockAlert } from './compliance-alerts.queries.js';
import { parseStatus, queueFirm } from './compliance.service.js';

/*
 * Issue 12 "The MLRO's workspace", beside the checks: the re-screening alerts ongoing monitoring
 * raised (features/checks/screening-monitor.ts) and the High risk assessments awaiting sign-off.
 * Same access as the check queue: the MLRO and Supervising Partners of the firm (and Admin Demo in
 * the demo firm); other roles 403, another firm's alert 404.
 */

const pagePath = (matterID: string, individualID: string) =>
  individualPagePath({ individual: { matterID, individualID } });

function presentAlert({
  alert,
  individualName,
  matterReference,
  resolvedByName,
}: AlertRow): ScreeningAlertItem {
  const list = alert.list as ScreeningAlertList;
  const outcome = (alert.outcome === 'possibleMatch' ? 'possibleMatch' : 'match') as ScreeningAlertOutcome;
  const decision = alert.resolution as CheckResolutionDecision | null;
  const resolution: AlertResolution | null =
    alert.resolvedAt && decision
      ? {
          decision,
          decisionLabel: CHECK_RESOLUTION_DECISION_LABELS[decision] ?? decision,
          reason: alert.resolutionNote ?? '',
          resolvedByUserID: alert.resolvedBy,
          resolvedByName: resolvedByName ?? '',
          resolvedAt: alert.resolvedAt.toISOString(),
        }
      : null;
  return {
    alertID: alert.alertID,
    individualID: alert.individualID,
    individualName,
    matterID: alert.matterID,
    matterReference,
    list,
    outcome,
    outcomeLabel: screeningAlertOutcomeLabel(list, outcome),
    matchedName: alert.matchedName,
    uniqueID: alert.uniqueID,
    explanation: alert.explanation,
    listPublishedOn: alert.listPublishedOn,
    createdAt: alert.createdAt.toISOString(),
    individualPath: pagePath(alert.matterID, alert.individualID),
    resolution,
  };
}

/** The firm's alerts: FilterType=status open (the default) or resolved; oldest first unless OrderBy=-date. */
export async function listScreeningAlerts(
  db: DbOrTx,
  actor: Actor,
  query: ListQuery,
): Promise<{ items: ScreeningAlertItem[]; totalCount: number }> {
  const organisationID = queueFirm(actor);
  const filters = filtersOf(query, ['status']);
  const where = alertsWhere(organisationID, parseStatus(filters.status));
  const order = orderByOf(query, { date: screeningAlerts.createdAt }, asc(screeningAlerts.createdAt));
  const { rows, totalCount } = await listAlertRows(db, where, order, {
    limit: query.pageCount,
    offset: (query.page - 1) * query.pageCount,
  });
  return { items: rows.map(presentAlert), totalCount };
}

/** Records the decision on an open alert of the actor's firm, and audits it. */
export async function resolveScreeningAlert(
  tx: Tx,
  actor: Actor,
  alertID: string,
  input: CheckResolutionInput,
  meta: RequestMeta = {},
): Promise<AlertResolution> {
  const alert = await lockAlert(tx, alertID.toLowerCase());
  if (!alert || !actsIn(actor, alert.organisationID)) throw notFound();
  if (!can(actor, 'checkResolution.create', { organisationID: alert.organisationID })) throw forbidden();
  // The queue is the firm's: Admin Demo's demo charity has none.
  if (alert.organisationID !== actor.organisationID) throw notFound();
  if (alert.resolvedAt) throw conflict(COMPLIANCE_ALERT_TEXTS.alreadyResolved);
  const resolvedAt = new Date();
  await tx
    .update(screeningAlerts)
    .set({
      resolvedAt,
      resolvedBy: actor.userID,
      resolution: input.decision,
      resolutionNote: input.reason,
    })
    .where(eq(screeningAlerts.alertID, alert.alertID));
  await recordAudit(tx, {
    action: 'screeningAlert.resolved',
    actorUserID: actor.userID,
    organisationID: alert.organisationID,
    objectType: 'screeningAlert',
    objectID: alert.alertID,
    ip: meta.ip,
    details: {
      individualID: alert.individualID,
      matterID: alert.matterID,
      list: alert.list,
      uniqueID: alert.uniqueID,
      outcome: alert.outcome,
      decision: input.decision,
      reason: input.reason,
    },
  });
  return {
    decision: input.decision,
    decisionLabel: CHECK_RESOLUTION_DECISION_LABELS[input.decision],
    reason: input.reason,
    resolvedByUserID: actor.userID,
    resolvedByName: `${actor.user.firstName} ${actor.user.surname}`.trim(),
    resolvedAt: resolvedAt.toISOString(),
  };
}

/** The firm's current High risk assessments not yet signed off, oldest first. */
export async function listRiskSignOffs(db: DbOrTx, actor: Actor): Promise<RiskSignOffItem[]> {
  const organisationID = queueFirm(actor);
  const rows = await listAssessmentsAwaitingSignOff(db, organisationID);
  return rows.map((r) => ({
    riskAssessmentID: r.riskAssessmentID,
    individualID: r.individualID,
    individualName: r.individualName,
    matterID: r.matterID,
    matterReference: r.matterReference,
    rating: r.overallRating,
    assessedByName: r.assessedByName,
    assessedAt: r.assessedAt.toISOString(),
    individualPath: pagePath(r.matterID, r.individualID),
  }));
}
