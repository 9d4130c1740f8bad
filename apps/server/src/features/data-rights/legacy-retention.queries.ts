import {
  DEFAULT_LEGACY_RETENTION_RULES,
  LEGACY_RETENTION_CATEGORIES,
  type LegacyRetentionCategory,
  type LegacyRetentionRules,
  type LegalHoldPeriod,
  isRetentionNoticeDue,
  legacyEndDay,
  retentionDue,
  todayOf,
} from '@probity/domain';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  legacies,
  legacyRetentionNotices,
  legalHolds,
  matters,
  retentionRules,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/**
 * Issue 19 for charities: the retention facts of a charity's legacies (their end, their holds),
 * its rules and what is due. A legacy of a firm's matter with no charity on Probity
 * (organisation_id null) is the firm's record and is not a charity's to erase.
 */

/** A charity's rules: its own rows over the defaults. */
export async function legacyRulesOf(db: DbOrTx, organisationID: string): Promise<LegacyRetentionRules> {
  const rows = await db
    .select()
    .from(retentionRules)
    .where(eq(retentionRules.organisationID, organisationID));
  const rules = { ...DEFAULT_LEGACY_RETENTION_RULES };
  for (const r of rows)
    if ((LEGACY_RETENTION_CATEGORIES as readonly string[]).includes(r.category))
      rules[r.category as LegacyRetentionCategory] = r.months;
  return rules;
}

export interface LegacyFacts {
  legacyID: string;
  organisationID: string;
  reference: string;
  matterID: string | null;
  endDay: string | null;
  erasedAt: Date | null;
  holds: (LegalHoldPeriod & { reason: string })[];
}

/** The retention facts of charities' legacies. */
export async function legacyFacts(
  db: DbOrTx,
  where: { organisationID?: string; organisationIDs?: string[]; legacyIDs?: string[]; endedOnly?: boolean },
): Promise<LegacyFacts[]> {
  const rows = await db
    .select({
      legacyID: legacies.legacyID,
      organisationID: legacies.organisationID,
      reference: legacies.reference,
      matterID: legacies.matterID,
      closedAt: legacies.closedAt,
      erasedAt: legacies.erasedAt,
      completed: matters.completedDate,
      archived: matters.archivedDate,
    })
    .from(legacies)
    .leftJoin(matters, eq(matters.matterID, legacies.matterID))
    .where(
      and(
        isNotNull(legacies.organisationID),
        where.organisationID ? eq(legacies.organisationID, where.organisationID) : undefined,
        where.organisationIDs ? inArray(legacies.organisationID, where.organisationIDs) : undefined,
        where.legacyIDs ? inArray(legacies.legacyID, where.legacyIDs) : undefined,
        where.endedOnly
          ? or(
              and(isNull(legacies.matterID), isNotNull(legacies.closedAt)),
              isNotNull(matters.completedDate),
              isNotNull(matters.archivedDate),
            )
          : undefined,
      ),
    );
  if (!rows.length) return [];
  const holds = await db
    .select()
    .from(legalHolds)
    .where(
      inArray(
        legalHolds.legacyID,
        rows.map((r) => r.legacyID),
      ),
    );
  return rows.map((r) => ({
    legacyID: r.legacyID,
    organisationID: r.organisationID!,
    reference: r.reference,
    matterID: r.matterID,
    erasedAt: r.erasedAt,
    endDay: legacyEndDay(r.matterID ? { completed: r.completed, archived: r.archived } : null, r.closedAt),
    holds: holds
      .filter((h) => h.legacyID === r.legacyID)
      .map((h) => ({ setAt: h.setAt, liftedAt: h.liftedAt, reason: h.reason })),
  }));
}

export interface LegacyDueItem {
  legacyID: string;
  reference: string;
  category: LegacyRetentionCategory;
  dueDay: string;
  listedAt: string | null;
}

/** What of a charity's legacies falls due within 14 days (or is overdue) and is not yet erased. */
export async function legacyDueItems(
  db: DbOrTx,
  organisationID: string,
  now: Date,
): Promise<LegacyDueItem[]> {
  const today = todayOf(now);
  const rules = await legacyRulesOf(db, organisationID);
  const facts = await legacyFacts(db, { organisationID, endedOnly: true });
  const notices = facts.length
    ? await db
        .select()
        .from(legacyRetentionNotices)
        .where(
          inArray(
            legacyRetentionNotices.legacyID,
            facts.map((f) => f.legacyID),
          ),
        )
    : [];
  const out: LegacyDueItem[] = [];
  for (const f of facts)
    for (const category of LEGACY_RETENTION_CATEGORIES) {
      const s = retentionDue(f.endDay, f.holds, rules[category]);
      if (s.state !== 'scheduled' || !isRetentionNoticeDue(s.dueDay, today)) continue;
      const notice = notices.find((n) => n.legacyID === f.legacyID && n.category === category);
      if (notice?.erasedAt) continue;
      out.push({
        legacyID: f.legacyID,
        reference: f.reference,
        category,
        dueDay: s.dueDay,
        listedAt: notice?.listedAt.toISOString() ?? null,
      });
    }
  return out.sort((a, b) => a.dueDay.localeCompare(b.dueDay) || a.reference.localeCompare(b.reference));
}

/** A legacy of the actor's charity, or 404. */
export async function charityLegacy(db: DbOrTx, organisationID: string, legacyID: string) {
  const [l] = await db
    .select({ legacyID: legacies.legacyID, reference: legacies.reference })
    .from(legacies)
    .where(and(eq(legacies.legacyID, legacyID), eq(legacies.organisationID, organisationID)));
  if (!l) throw notFound();
  return l;
}

/** The legacy's active hold, if any. */
export async function activeLegacyHold(db: DbOrTx, legacyID: string) {
  const [row] = await db
    .select()
    .from(legalHolds)
    .where(and(eq(legalHolds.legacyID, legacyID), isNull(legalHolds.liftedAt)))
    .limit(1);
  return row ?? null;
}

export const lockLegacy = (db: DbOrTx, legacyID: string) =>
  db.execute(sql`SELECT legacy_id FROM legacies WHERE legacy_id = ${legacyID} FOR UPDATE`);
