import {
  LEGACY_RETENTION_CATEGORIES,
  LEGACY_RETENTION_CATEGORY_DEFS,
  RETENTION_NOTICE_DAYS,
  can,
  legacyRetentionRuleError,
} from '@probity/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import {
  legacies,
  legacyRetentionNotices,
  legalHolds,
  retentionRules,
  users,
} from '../../db/schema/index.js';
import { conflict, forbidden, invalid } from '../../lib/errors.js';
import { erasureReportList } from './retention.queries.js';
import {
  activeLegacyHold,
  charityLegacy,
  legacyDueItems,
  legacyRulesOf,
  lockLegacy,
} from './legacy-retention.queries.js';

/**
 * Issue 19 for charities: the Retention page's API for a charity's admins (Charity, Legacy
 * Manager): the rules of its legacies, what is due, legal holds on legacies and the erasure report.
 */

/** The charity whose retention the actor reads or manages (403 for roles without it). */
export function charityRetentionOrg(actor: Actor, action: 'retention.read' | 'retention.manage'): string {
  const org = actor.organisationIDs.find((id) => can(actor, action, { organisationID: id }));
  if (!org || actor.organisationType !== 'charity') throw forbidden();
  return org;
}

export async function charityRetentionOverview(db: DbOrTx, actor: Actor, now: Date) {
  const organisationID = charityRetentionOrg(actor, 'retention.read');
  const rules = await legacyRulesOf(db, organisationID);
  const holds = await db
    .select({
      holdID: legalHolds.holdID,
      legacyID: legalHolds.legacyID,
      reference: legacies.reference,
      reason: legalHolds.reason,
      setAt: legalHolds.setAt,
      setByName: sql<string | null>`${users.firstName} || ' ' || ${users.surname}`,
    })
    .from(legalHolds)
    .innerJoin(legacies, eq(legacies.legacyID, legalHolds.legacyID))
    .leftJoin(users, eq(users.userID, legalHolds.setBy))
    .where(and(eq(legalHolds.organisationID, organisationID), isNull(legalHolds.liftedAt)))
    .orderBy(desc(legalHolds.setAt));
  return {
    kind: 'charity' as const,
    noticeDays: RETENTION_NOTICE_DAYS,
    canManage: can(actor, 'retention.manage', { organisationID }),
    rules: LEGACY_RETENTION_CATEGORY_DEFS.map((d) => ({ ...d, months: rules[d.category] })),
    due: (await legacyDueItems(db, organisationID, now)).map((d) => ({ ...d, matterID: null })),
    holds: holds.map((h) => ({ ...h, matterID: null, setAt: h.setAt.toISOString() })),
    reports: await erasureReportList(db, organisationID, 'charity'),
  };
}

/** PUT /api/Retention/Rules for a charity: { legacyRecords } in months; a firm's category is named (400). */
export async function updateCharityRules(tx: DbOrTx, actor: Actor, input: Record<string, unknown>) {
  const organisationID = charityRetentionOrg(actor, 'retention.manage');
  const errors: Record<string, string[]> = {};
  const wanted: [string, number][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!(LEGACY_RETENTION_CATEGORIES as readonly string[]).includes(key)) {
      errors[key] = ["Not a retention category of a charity's legacies"];
      continue;
    }
    const err = typeof value === 'number' ? legacyRetentionRuleError(value) : 'Must be a number of months';
    if (err) errors[key] = [err];
    else wanted.push([key, value as number]);
  }
  if (!wanted.length && !Object.keys(errors).length) errors.rules = ['Give at least one rule'];
  if (Object.keys(errors).length) throw invalid(errors);
  for (const [category, months] of wanted)
    await tx
      .insert(retentionRules)
      .values({ organisationID, category, months, updatedBy: actor.userID })
      .onConflictDoUpdate({
        target: [retentionRules.organisationID, retentionRules.category],
        set: { months, updatedBy: actor.userID, updatedAt: new Date() },
      });
  await recordAudit(tx, {
    action: 'retention.rules.updated',
    actorUserID: actor.userID,
    organisationID,
    objectType: 'retentionRules',
    objectID: organisationID,
    details: Object.fromEntries(wanted),
  });
}

/** POST /api/Retention/Holds { legacyID }: a legal hold on a charity's legacy (one active at a time). */
export async function setLegacyHold(tx: DbOrTx, actor: Actor, legacyID: string, reason: string) {
  const organisationID = charityRetentionOrg(actor, 'retention.manage');
  const legacy = await charityLegacy(tx, organisationID, legacyID);
  await lockLegacy(tx, legacy.legacyID);
  if (await activeLegacyHold(tx, legacy.legacyID))
    throw conflict('This legacy is already under a legal hold');
  const [hold] = await tx
    .insert(legalHolds)
    .values({ legacyID: legacy.legacyID, organisationID, reason, setBy: actor.userID })
    .returning({ holdID: legalHolds.holdID });
  // The fortnight's notice starts again once the hold is lifted.
  await tx
    .delete(legacyRetentionNotices)
    .where(
      and(eq(legacyRetentionNotices.legacyID, legacy.legacyID), isNull(legacyRetentionNotices.erasedAt)),
    );
  await recordAudit(tx, {
    action: 'legalHold.set',
    actorUserID: actor.userID,
    organisationID,
    objectType: 'legacy',
    objectID: legacy.legacyID,
    details: { holdID: hold!.holdID },
  });
  return hold!.holdID;
}
