import {
  RETENTION_CATEGORIES,
  RETENTION_CATEGORY_DEFS,
  RETENTION_NOTICE_DAYS,
  type RetentionCategory,
  isRetentionNoticeDue,
  matterRetention,
  retentionRuleError,
  todayOf,
} from '@probity/domain';
import { can } from '@probity/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { legalHolds, matters, retentionNotices, retentionRules, users } from '../../db/schema/index.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import {
  charityRetentionOrg,
  charityRetentionOverview,
  setLegacyHold,
  updateCharityRules,
} from './legacy-retention.service.js';
import { activeHold, erasureReportList, matterFacts, rulesOf } from './retention.queries.js';

/** The firm whose retention the actor reads or manages: their own (403 for roles without it). */
export function retentionOrg(actor: Actor, action: 'retention.read' | 'retention.manage'): string {
  const org = actor.organisationIDs.find((id) => can(actor, action, { organisationID: id }));
  if (!org || actor.organisationType !== 'lawfirm') throw forbidden();
  return org;
}

/** A matter of the actor's firm, or 404. */
export async function firmMatter(db: DbOrTx, organisationID: string, matterID: string) {
  const [m] = await db
    .select({ matterID: matters.matterID, reference: matters.reference })
    .from(matters)
    .where(and(eq(matters.matterID, matterID), eq(matters.organisationID, organisationID)));
  if (!m) throw notFound();
  return m;
}

export interface DueItem {
  matterID: string;
  reference: string;
  category: RetentionCategory;
  dueDay: string;
  listedAt: string | null;
}

/** What falls due within 14 days (or is overdue) and is not yet erased, computed from the rules now. */
export async function dueItems(db: DbOrTx, organisationID: string, now: Date): Promise<DueItem[]> {
  const today = todayOf(now);
  const rules = await rulesOf(db, organisationID);
  const facts = await matterFacts(db, { organisationID, endedOnly: true });
  const notices = facts.length
    ? await db
        .select()
        .from(retentionNotices)
        .where(
          inArray(
            retentionNotices.matterID,
            facts.map((f) => f.matterID),
          ),
        )
    : [];
  const out: DueItem[] = [];
  for (const f of facts) {
    const states = matterRetention(f.endDay, f.holds, rules, f.hasChecks);
    for (const category of RETENTION_CATEGORIES) {
      const s = states[category];
      if (s.state !== 'scheduled' || !isRetentionNoticeDue(s.dueDay, today)) continue;
      const notice = notices.find((n) => n.matterID === f.matterID && n.category === category);
      if (notice?.erasedAt) continue;
      out.push({
        matterID: f.matterID,
        reference: f.reference,
        category,
        dueDay: s.dueDay,
        listedAt: notice?.listedAt.toISOString() ?? null,
      });
    }
  }
  return out.sort((a, b) => a.dueDay.localeCompare(b.dueDay) || a.reference.localeCompare(b.reference));
}

/** GET /api/Retention: the rules, what is due in the next 14 days, the holds and the erasure report. */
export async function retentionOverview(db: DbOrTx, actor: Actor, now = new Date()) {
  if (actor.organisationType === 'charity') return charityRetentionOverview(db, actor, now);
  const organisationID = retentionOrg(actor, 'retention.read');
  const rules = await rulesOf(db, organisationID);
  const holds = await db
    .select({
      holdID: legalHolds.holdID,
      matterID: legalHolds.matterID,
      reference: matters.reference,
      reason: legalHolds.reason,
      setAt: legalHolds.setAt,
      setByName: sql<string | null>`${users.firstName} || ' ' || ${users.surname}`,
    })
    .from(legalHolds)
    .innerJoin(matters, eq(matters.matterID, legalHolds.matterID))
    .leftJoin(users, eq(users.userID, legalHolds.setBy))
    .where(and(eq(legalHolds.organisationID, organisationID), isNull(legalHolds.liftedAt)))
    .orderBy(desc(legalHolds.setAt));
  return {
    kind: 'firm' as const,
    noticeDays: RETENTION_NOTICE_DAYS,
    canManage: can(actor, 'retention.manage', { organisationID }),
    rules: RETENTION_CATEGORY_DEFS.map((d) => ({ ...d, months: rules[d.category] })),
    due: (await dueItems(db, organisationID, now)).map((d) => ({ ...d, legacyID: null })),
    holds: holds.map((h) => ({ ...h, legacyID: null, setAt: h.setAt.toISOString() })),
    reports: await erasureReportList(db, organisationID, 'firm'),
  };
}

/** PUT /api/Retention/Rules: months per category; each invalid one is named (400), nothing written. */
export async function updateRules(tx: DbOrTx, actor: Actor, input: Record<string, unknown>) {
  if (actor.organisationType === 'charity') return updateCharityRules(tx, actor, input);
  const organisationID = retentionOrg(actor, 'retention.manage');
  const errors: Record<string, string[]> = {};
  const wanted: [RetentionCategory, number][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (!(RETENTION_CATEGORIES as readonly string[]).includes(key)) {
      errors[key] = ['Unknown retention category'];
      continue;
    }
    const category = key as RetentionCategory;
    const err =
      typeof value === 'number' ? retentionRuleError(category, value) : 'Must be a number of months';
    if (err) errors[key] = [err];
    else wanted.push([category, value as number]);
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

const reasonOf = (value: unknown, field: string): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw invalid({ [field]: ['Give a reason'] });
  if (text.length > 1000) throw invalid({ [field]: ['At most 1000 characters'] });
  return text;
};

/**
 * POST /api/Retention/Holds: a legal hold on a firm's matter (matterID) or a charity's legacy
 * (legacyID) stops its clock (one active at a time).
 */
export async function setHold(
  tx: DbOrTx,
  actor: Actor,
  target: { matterID?: string; legacyID?: string },
  reasonInput: unknown,
) {
  if (actor.organisationType === 'charity') {
    charityRetentionOrg(actor, 'retention.manage');
    if (!target.legacyID) throw invalid({ legacyID: ['Give the legacy to hold'] });
    return setLegacyHold(tx, actor, target.legacyID, reasonOf(reasonInput, 'reason'));
  }
  const organisationID = retentionOrg(actor, 'retention.manage');
  if (!target.matterID) throw invalid({ matterID: ['Give the matter to hold'] });
  const matter = await firmMatter(tx, organisationID, target.matterID);
  const reason = reasonOf(reasonInput, 'reason');
  await tx.execute(sql`SELECT matter_id FROM matters WHERE matter_id = ${matter.matterID} FOR UPDATE`);
  if (await activeHold(tx, matter.matterID)) throw conflict('This matter is already under a legal hold');
  const [hold] = await tx
    .insert(legalHolds)
    .values({ matterID: matter.matterID, organisationID, reason, setBy: actor.userID })
    .returning({ holdID: legalHolds.holdID });
  // The fortnight's notice starts again once the hold is lifted.
  await tx
    .delete(retentionNotices)
    .where(and(eq(retentionNotices.matterID, matter.matterID), isNull(retentionNotices.erasedAt)));
  await recordAudit(tx, {
    action: 'legalHold.set',
    actorUserID: actor.userID,
    organisationID,
    objectType: 'matter',
    objectID: matter.matterID,
    details: { holdID: hold!.holdID },
  });
  return hold!.holdID;
}

/** POST /api/Retention/Holds/{holdId}/Lift: the clock runs again, the days held added to every due date. */
export async function liftHold(tx: DbOrTx, actor: Actor, holdID: string, reasonInput: unknown) {
  const organisationID =
    actor.organisationType === 'charity'
      ? charityRetentionOrg(actor, 'retention.manage')
      : retentionOrg(actor, 'retention.manage');
  const reason = reasonOf(reasonInput, 'reason');
  const [hold] = await tx
    .select()
    .from(legalHolds)
    .where(and(eq(legalHolds.holdID, holdID), eq(legalHolds.organisationID, organisationID)));
  if (!hold) throw notFound();
  if (hold.liftedAt) throw conflict('This legal hold was already lifted');
  await tx
    .update(legalHolds)
    .set({ liftedAt: new Date(), liftedBy: actor.userID, liftReason: reason })
    .where(eq(legalHolds.holdID, holdID));
  await recordAudit(tx, {
    action: 'legalHold.lifted',
    actorUserID: actor.userID,
    organisationID,
    objectType: hold.legacyID ? 'legacy' : 'matter',
    objectID: (hold.legacyID ?? hold.matterID)!,
    details: { holdID },
  });
}
