import { randomUUID } from 'node:crypto';
import { type FundsNoteValues, RISK_TEXTS } from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Tx } from '../../db/client.js';
import { fundsNoteDocuments, fundsNotes } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { findVisibleIndividualDocuments } from './funds-notes.queries.js';
import { loadRiskIndividual } from './risk-assessments.access.js';

/**
 * POST /api/SourceOfFunds/Individual/{individualId} (issue 12): a source of funds or source of
 * wealth note with its evidence. Evidence is documents of this individual that the author may
 * open, uploaded through the documents feature (itemID = individualID); any other id is refused
 * (400 naming documentIDs.<n>) before anything is written.
 */
export async function createFundsNote(
  tx: Tx,
  actor: Actor,
  individualID: string,
  input: FundsNoteValues,
  meta: RequestMeta = {},
): Promise<string> {
  const { individual } = await loadRiskIndividual(tx, actor, individualID, {
    read: 'sourceOfFunds.read',
    action: 'sourceOfFunds.create',
    lock: true,
  });
  const ids = [...new Set(input.documentIDs.map((id) => id.toLowerCase()))];
  const found = new Set(
    (await findVisibleIndividualDocuments(tx, individual.individualID, actor.userID, ids)).map(
      (d) => d.documentID,
    ),
  );
  const errors: Record<string, string[]> = {};
  input.documentIDs.forEach((id, i) => {
    if (!found.has(id.toLowerCase())) errors[`documentIDs.${i}`] = [RISK_TEXTS.evidenceNotOfIndividual];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const fundsNoteID = randomUUID();
  await tx.insert(fundsNotes).values({
    fundsNoteID,
    individualID: individual.individualID,
    organisationID: individual.organisationID,
    kind: input.kind,
    text: input.text,
    createdBy: actor.userID,
  });
  if (ids.length > 0) {
    await tx.insert(fundsNoteDocuments).values(ids.map((documentID) => ({ fundsNoteID, documentID })));
  }
  await recordAudit(tx, {
    action: 'fundsNote.created',
    actorUserID: actor.userID,
    organisationID: individual.organisationID,
    objectType: 'fundsNote',
    objectID: fundsNoteID,
    ip: meta.ip,
    // Never the note's text in the audit details: the kind and the evidence ids only.
    details: { individualID: individual.individualID, kind: input.kind, documentIDs: ids },
  });
  return fundsNoteID;
}
