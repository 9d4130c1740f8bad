import type { ComplianceKind, ComplianceStatus } from '@probity/domain';
import { type SQL, and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checkResolutions, checkResults, individuals, matters } from '../../db/schema/index.js';
import type { CheckResolutionRow, CheckResultRow } from '../checks/checks.presenter.js';

/** The check's components hold a part with these values (jsonb containment). */
const hasPart = (part: { component?: string; outcome: 'fail' | 'refer' }) =>
  sql`${checkResults.components} @> ${JSON.stringify([part])}::jsonb`;

/**
 * Why a completed check needs a decision, as SQL: the same conditions as complianceKindsOf() in
 * packages/domain (compliance/queue.ts). Checks still waiting for the individual are not listed.
 */
export const KIND_CONDITIONS: Record<ComplianceKind, SQL> = {
  failed: or(
    sql`${checkResults.passed} is false`,
    sql`${checkResults.invalidDocs} is true`,
    hasPart({ outcome: 'fail' }),
  )!,
  referred: hasPart({ outcome: 'refer' }),
  sanctions: or(
    sql`${checkResults.sanctionMatch} is true`,
    hasPart({ component: 'sanctions', outcome: 'fail' }),
  )!,
  possibleMatch: hasPart({ component: 'sanctions', outcome: 'refer' }),
  pep: or(sql`${checkResults.pepMatch} is true`, hasPart({ component: 'pep', outcome: 'refer' }))!,
};

// Both tables named outright: drizzle may write a column without its table inside raw SQL.
const resolved = sql`exists (select 1 from ${checkResolutions} cr where cr.check_result_id = ${checkResults}.check_result_id)`;

/** The checks of a firm that need (or needed) a decision, of the given kinds (any when empty). */
export function queueWhere(
  organisationID: string,
  kinds: readonly ComplianceKind[],
  status: ComplianceStatus | null,
): SQL {
  const wanted = kinds.length > 0 ? kinds : (Object.keys(KIND_CONDITIONS) as ComplianceKind[]);
  return and(
    eq(checkResults.organisationID, organisationID),
    eq(checkResults.checkCompleted, true),
    or(...wanted.map((k) => KIND_CONDITIONS[k])),
    status === 'open' ? sql`not ${resolved}` : status === 'resolved' ? resolved : undefined,
  )!;
}

/** The queue's date: when the result came, else when the check was asked for. */
export const checkDate = sql<Date>`coalesce(${checkResults.resultDate}, ${checkResults.requestedAt})`;

export interface QueueRow {
  check: CheckResultRow;
  individualName: string;
  matterReference: string | null;
  resolution: CheckResolutionRow | null;
}

export async function listQueueRows(
  db: DbOrTx,
  where: SQL,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: QueueRow[]; totalCount: number }> {
  const rows = await db
    .select({
      check: checkResults,
      individualName: sql<string>`${individuals.firstName} || ' ' || ${individuals.surname}`,
      matterReference: matters.reference,
      resolution: checkResolutions,
    })
    .from(checkResults)
    .innerJoin(individuals, eq(individuals.individualID, checkResults.individualID))
    .leftJoin(matters, eq(matters.matterID, checkResults.matterID))
    .leftJoin(checkResolutions, eq(checkResolutions.checkResultID, checkResults.checkResultID))
    .where(where)
    .orderBy(...order, asc(checkResults.checkResultID))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(checkResults).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

/** The open queue items of a firm: the MLRO's dashboard "Urgent checks". */
export async function countOpenQueue(db: DbOrTx, organisationID: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(checkResults)
    .where(queueWhere(organisationID, [], 'open'));
  return row?.n ?? 0;
}
