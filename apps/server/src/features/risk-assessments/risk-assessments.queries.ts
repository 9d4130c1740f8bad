import { type SQLWrapper, and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { individuals, matters, riskAssessments, users } from '../../db/schema/index.js';

export type RiskAssessmentRow = typeof riskAssessments.$inferSelect;
export interface PersonName {
  userID: string;
  name: string;
}
export interface RiskAssessmentRecord {
  row: RiskAssessmentRow;
  assessor: PersonName | null;
  signer: PersonName | null;
}

const assessor = alias(users, 'assessor');
const signer = alias(users, 'signer');
const nameOf = (u: { firstName: SQLWrapper; surname: SQLWrapper }) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.surname}), '')`;

function toRecord(r: {
  row: RiskAssessmentRow;
  assessorName: string | null;
  signerName: string | null;
}): RiskAssessmentRecord {
  const { row } = r;
  return {
    row,
    assessor: row.assessedBy ? { userID: row.assessedBy, name: r.assessorName ?? '' } : null,
    signer: row.signedOffBy ? { userID: row.signedOffBy, name: r.signerName ?? '' } : null,
  };
}

function selectRecords(db: DbOrTx) {
  return db
    .select({ row: riskAssessments, assessorName: nameOf(assessor), signerName: nameOf(signer) })
    .from(riskAssessments)
    .leftJoin(assessor, eq(assessor.userID, riskAssessments.assessedBy))
    .leftJoin(signer, eq(signer.userID, riskAssessments.signedOffBy));
}

/** The assessments of an individual, the current one first, then the superseded ones newest first. */
export async function findRiskAssessments(db: DbOrTx, individualID: string): Promise<RiskAssessmentRecord[]> {
  const rows = await selectRecords(db)
    .where(eq(riskAssessments.individualID, individualID))
    .orderBy(
      sql`${riskAssessments.supersededAt} is not null`,
      desc(riskAssessments.assessedAt),
      desc(riskAssessments.riskAssessmentID),
    );
  return rows.map(toRecord);
}

export async function findRiskAssessment(
  db: DbOrTx,
  riskAssessmentID: string,
): Promise<RiskAssessmentRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(eq(riskAssessments.riskAssessmentID, riskAssessmentID))
    .limit(1);
  return row ? toRecord(row) : undefined;
}

/** The individual's current assessment row, locked for the change that supersedes or signs it. */
export async function lockCurrentAssessment(
  db: DbOrTx,
  individualID: string,
): Promise<RiskAssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(riskAssessments)
    .where(and(eq(riskAssessments.individualID, individualID), isNull(riskAssessments.supersededAt)))
    .for('update')
    .limit(1);
  return row;
}

export interface AwaitingSignOff {
  riskAssessmentID: string;
  individualID: string;
  matterID: string;
  matterReference: string | null;
  individualName: string;
  overallRating: string;
  assessedAt: Date;
  assessedBy: string | null;
  /** The assessor's name; null when the user has since been deleted. */
  assessedByName: string | null;
}

/**
 * Issue 12, for the MLRO's compliance queue: the firm's current High assessments not yet signed
 * off, oldest first (the longest waiting on top). The caller has checked the actor's right
 * (riskAssessment.signOff or riskAssessment.read on the organisation).
 */
export async function listAssessmentsAwaitingSignOff(
  db: DbOrTx,
  organisationID: string,
): Promise<AwaitingSignOff[]> {
  return db
    .select({
      riskAssessmentID: riskAssessments.riskAssessmentID,
      individualID: riskAssessments.individualID,
      matterID: riskAssessments.matterID,
      matterReference: matters.reference,
      individualName: sql<string>`trim(${individuals.firstName} || ' ' || ${individuals.surname})`,
      overallRating: riskAssessments.overallRating,
      assessedAt: riskAssessments.assessedAt,
      assessedBy: riskAssessments.assessedBy,
      assessedByName: nameOf(assessor),
    })
    .from(riskAssessments)
    .innerJoin(individuals, eq(individuals.individualID, riskAssessments.individualID))
    .innerJoin(matters, eq(matters.matterID, riskAssessments.matterID))
    .leftJoin(assessor, eq(assessor.userID, riskAssessments.assessedBy))
    .where(
      and(
        eq(riskAssessments.organisationID, organisationID),
        eq(riskAssessments.overallRating, 'High'),
        isNull(riskAssessments.supersededAt),
        isNull(riskAssessments.signedOffAt),
      ),
    )
    .orderBy(riskAssessments.assessedAt);
}
