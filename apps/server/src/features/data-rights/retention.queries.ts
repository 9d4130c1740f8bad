import {
  DEFAULT_RETENTION_RULES,
  type LegalHoldPeriod,
  RETENTION_CATEGORIES,
  type RetentionCategory,
  type RetentionRules,
  matterEndDay,
} from '@probity/domain';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  checkResults,
  erasureReports,
  individuals,
  legalHolds,
  matters,
  retentionRules,
} from '../../db/schema/index.js';

/** A firm's rules: its own rows over the defaults. */
export async function rulesOf(db: DbOrTx, organisationID: string): Promise<RetentionRules> {
  const rows = await db
    .select()
    .from(retentionRules)
    .where(eq(retentionRules.organisationID, organisationID));
  const rules = { ...DEFAULT_RETENTION_RULES };
  for (const r of rows)
    if ((RETENTION_CATEGORIES as readonly string[]).includes(r.category))
      rules[r.category as RetentionCategory] = r.months;
  return rules;
}

export interface MatterFacts {
  matterID: string;
  organisationID: string;
  reference: string;
  endDay: string | null;
  holds: (LegalHoldPeriod & { reason: string })[];
  hasChecks: boolean;
}

/** The retention facts of matters: their end, their holds and whether anyone was checked. */
export async function matterFacts(
  db: DbOrTx,
  where: { organisationID?: string; organisationIDs?: string[]; matterIDs?: string[]; endedOnly?: boolean },
): Promise<MatterFacts[]> {
  const rows = await db
    .select({
      matterID: matters.matterID,
      organisationID: matters.organisationID,
      reference: matters.reference,
      completedDate: matters.completedDate,
      archivedDate: matters.archivedDate,
    })
    .from(matters)
    .where(
      and(
        where.organisationID ? eq(matters.organisationID, where.organisationID) : undefined,
        where.organisationIDs ? inArray(matters.organisationID, where.organisationIDs) : undefined,
        where.matterIDs ? inArray(matters.matterID, where.matterIDs) : undefined,
        where.endedOnly ? or(isNotNull(matters.completedDate), isNotNull(matters.archivedDate)) : undefined,
      ),
    );
  if (!rows.length) return [];
  const ids = rows.map((r) => r.matterID);
  const holds = await db.select().from(legalHolds).where(inArray(legalHolds.matterID, ids));
  const checked = await db
    .selectDistinct({ matterID: individuals.matterID })
    .from(checkResults)
    .innerJoin(individuals, eq(individuals.individualID, checkResults.individualID))
    .where(and(inArray(individuals.matterID, ids), isNull(checkResults.erasedAt)));
  const checkedSet = new Set(checked.map((c) => c.matterID));
  return rows.map((r) => ({
    matterID: r.matterID,
    organisationID: r.organisationID,
    reference: r.reference,
    endDay: matterEndDay(r.completedDate, r.archivedDate),
    holds: holds
      .filter((h) => h.matterID === r.matterID)
      .map((h) => ({ setAt: h.setAt, liftedAt: h.liftedAt, reason: h.reason })),
    hasChecks: checkedSet.has(r.matterID),
  }));
}

/** The matter's active hold, if any. */
export async function activeHold(db: DbOrTx, matterID: string) {
  const [row] = await db
    .select()
    .from(legalHolds)
    .where(and(eq(legalHolds.matterID, matterID), isNull(legalHolds.liftedAt)))
    .limit(1);
  return row ?? null;
}

export const lockMatter = (db: DbOrTx, matterID: string) =>
  db.execute(sql`SELECT matter_id FROM matters WHERE matter_id = ${matterID} FOR UPDATE`);

/**
 * The Retention page's erasure report: the organisation's last 200 erasures, newest first. A firm's
 * name matters (legacyID null), a charity's legacies (matterID null).
 */
export async function erasureReportList(db: DbOrTx, organisationID: string, kind: 'firm' | 'charity') {
  const reports = await db
    .select()
    .from(erasureReports)
    .where(eq(erasureReports.organisationID, organisationID))
    .orderBy(desc(erasureReports.erasedAt))
    .limit(200);
  return reports.map((r) => ({
    reportID: r.reportID,
    matterID: kind === 'firm' ? r.matterID : null,
    legacyID: kind === 'charity' ? r.legacyID : null,
    matterReference: r.matterReference,
    trigger: r.trigger,
    categories: r.categories,
    rule: r.rule,
    counts: r.counts,
    erasedAt: r.erasedAt.toISOString(),
  }));
}
