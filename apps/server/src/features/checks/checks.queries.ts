import { CHECK_HISTORY_SHOWN, type OrganisationCheck } from '@probity/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checkResolutions, checkResults, individuals } from '../../db/schema/index.js';
import type { CheckResolutionRow, CheckResultRow, CheckWithResolution } from './checks.presenter.js';

/** spec 02 §2.6: the latest 10 checks of an individual, newest first, with any MLRO decision. */
export async function findCheckHistory(
  db: DbOrTx,
  individualID: string,
  limit = CHECK_HISTORY_SHOWN,
): Promise<CheckWithResolution[]> {
  const rows = await db
    .select({ check: checkResults, resolution: checkResolutions })
    .from(checkResults)
    .leftJoin(checkResolutions, eq(checkResolutions.checkResultID, checkResults.checkResultID))
    .where(eq(checkResults.individualID, individualID))
    .orderBy(desc(checkResults.requestedAt), desc(checkResults.checkResultID))
    .limit(limit);
  return rows.map(({ check, resolution }) => ({ ...check, resolution }));
}

export async function findCheck(
  db: DbOrTx,
  checkResultID: string,
  lock = false,
): Promise<CheckResultRow | undefined> {
  const query = db.select().from(checkResults).where(eq(checkResults.checkResultID, checkResultID)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The MLRO's decision on a check, if any (issue 12). */
export async function findResolution(
  db: DbOrTx,
  checkResultID: string,
): Promise<CheckResolutionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkResolutions)
    .where(eq(checkResolutions.checkResultID, checkResultID))
    .limit(1);
  return row;
}

/** Checks still waiting for the provider, oldest first (the completion job). */
export async function findPendingChecks(db: DbOrTx, limit = 100): Promise<CheckResultRow[]> {
  return db
    .select()
    .from(checkResults)
    .where(eq(checkResults.checkCompleted, false))
    .orderBy(checkResults.requestedAt)
    .limit(limit);
}

/**
 * spec 01 §2 company Checks: every check a company asked for, newest first, in the row shape of
 * the companies feature (ZOrganisationCheck).
 */
export async function listOrganisationChecks(
  db: DbOrTx,
  organisationID: string,
): Promise<OrganisationCheck[]> {
  const rows = await db
    .select({
      check: checkResults,
      individualName: sql<string>`${individuals.firstName} || ' ' || ${individuals.surname}`,
    })
    .from(checkResults)
    .innerJoin(individuals, eq(individuals.individualID, checkResults.individualID))
    .where(and(eq(checkResults.organisationID, organisationID)))
    .orderBy(desc(checkResults.requestedAt), desc(checkResults.checkResultID))
    .limit(500);
  return rows.map(({ check, individualName }) => ({
    checkResultID: check.checkResultID,
    individualName,
    service: check.service,
    resultDate: check.resultDate?.toISOString() ?? null,
    checkCompleted: check.checkCompleted,
    passed: check.passed,
    score: check.score,
    sanctionMatch: check.sanctionMatch,
    pepMatch: check.pepMatch,
    invalidDocs: check.invalidDocs,
  }));
}
