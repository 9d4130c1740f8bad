import { randomUUID } from 'node:crypto';
import {
  RISK_TEXTS,
  type RiskAssessmentValues,
  type RiskSignOffInput,
  can,
  decideRisk,
  isRiskLevel,
  needsSignOff,
  todayInUk,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Tx } from '../../db/client.js';
import { riskAssessments } from '../../db/schema/index.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { loadRiskIndividual } from './risk-assessments.access.js';
import { findRiskAssessment, lockCurrentAssessment } from './risk-assessments.queries.js';

/*
 * Decision (issue 12): risk changes write an audit event but no activity entry. The matter's
 * activity feed is read by the matter's individuals, and telling a client that they were rated high
 * risk or sent to the MLRO could tip them off (POCA 2002 s. 333A).
 */

/**
 * POST /api/RiskAssessments/Individual/{individualId}: a new assessment; the current one (if any)
 * is superseded in the same transaction, so the individual always has at most one current one.
 */
export async function createRiskAssessment(
  tx: Tx,
  actor: Actor,
  individualID: string,
  input: RiskAssessmentValues,
  meta: RequestMeta = {},
): Promise<string> {
  const { individual } = await loadRiskIndividual(tx, actor, individualID, {
    read: 'riskAssessment.read',
    action: 'riskAssessment.create',
    lock: true,
  });
  const decision = decideRisk(input, input, todayInUk());
  if (!decision.ok) throw invalid(decision.errors);
  const { computedRating, overallRating, reviewDate } = decision.value;
  const riskAssessmentID = randomUUID();
  const now = new Date();
  const previous = await lockCurrentAssessment(tx, individual.individualID);
  if (previous) {
    await tx
      .update(riskAssessments)
      .set({ supersededAt: now, supersededBy: riskAssessmentID })
      .where(eq(riskAssessments.riskAssessmentID, previous.riskAssessmentID));
  }
  await tx.insert(riskAssessments).values({
    riskAssessmentID,
    individualID: individual.individualID,
    matterID: individual.matterID!,
    organisationID: individual.organisationID,
    customerRisk: input.customerRisk,
    customerNote: input.customerNote,
    geographicRisk: input.geographicRisk,
    geographicNote: input.geographicNote,
    productRisk: input.productRisk,
    productNote: input.productNote,
    deliveryChannelRisk: input.deliveryChannelRisk,
    deliveryChannelNote: input.deliveryChannelNote,
    computedRating,
    overallRating,
    overallReason: overallRating === computedRating ? null : (input.overallReason?.trim() ?? null),
    reviewDate,
    assessedBy: actor.userID,
    assessedAt: now,
  });
  await recordAudit(tx, {
    action: 'riskAssessment.created',
    actorUserID: actor.userID,
    organisationID: individual.organisationID,
    objectType: 'riskAssessment',
    objectID: riskAssessmentID,
    ip: meta.ip,
    details: {
      individualID: individual.individualID,
      matterID: individual.matterID,
      computedRating,
      overallRating,
      reviewDate,
      supersedes: previous?.riskAssessmentID ?? null,
    },
  });
  return riskAssessmentID;
}

/**
 * POST /api/RiskAssessments/{riskAssessmentId}/SignOff: the firm's MLRO signs off the current
 * High assessment with a note (issue 12). Another firm's assessment answers 404, a fee-earner of
 * the firm 403; one that is not High, already signed off or superseded answers 409.
 */
export async function signOffRiskAssessment(
  tx: Tx,
  actor: Actor,
  riskAssessmentID: string,
  body: RiskSignOffInput,
  meta: RequestMeta = {},
): Promise<void> {
  const found = await findRiskAssessment(tx, riskAssessmentID.toLowerCase());
  if (!found) throw notFound();
  const { individual } = await loadRiskIndividual(tx, actor, found.row.individualID, {
    read: 'riskAssessment.read',
    lock: true,
  });
  if (!can(actor, 'riskAssessment.signOff', { organisationID: individual.organisationID })) throw forbidden();
  const { note } = body;
  const current = await lockCurrentAssessment(tx, individual.individualID);
  if (!current || current.riskAssessmentID !== found.row.riskAssessmentID) {
    throw conflict(RISK_TEXTS.supersededCannotSignOff);
  }
  if (!isRiskLevel(current.overallRating) || !needsSignOff({ overallRating: current.overallRating })) {
    throw conflict(RISK_TEXTS.notHighRisk);
  }
  if (current.signedOffAt) throw conflict(RISK_TEXTS.alreadySignedOff);
  await tx
    .update(riskAssessments)
    .set({ signedOffBy: actor.userID, signedOffAt: new Date(), signOffNote: note })
    .where(eq(riskAssessments.riskAssessmentID, current.riskAssessmentID));
  await recordAudit(tx, {
    action: 'riskAssessment.signedOff',
    actorUserID: actor.userID,
    organisationID: individual.organisationID,
    objectType: 'riskAssessment',
    objectID: current.riskAssessmentID,
    ip: meta.ip,
    details: { individualID: individual.individualID, matterID: individual.matterID, note },
  });
}
