import {
  LEGACY_RETENTION_CATEGORIES,
  isRetentionErasable,
  isRetentionNoticeDue,
  retentionDue,
  todayOf,
} from '@probity/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { legacyRetentionNotices } from '../../db/schema/index.js';
import type { FileStorage } from '../../integrations/storage/index.js';
import { removeErasedFiles } from './erasure.service.js';
import { eraseLegacy } from './legacy-erasure.service.js';
import { activeLegacyHold, legacyFacts, legacyRulesOf, lockLegacy } from './legacy-retention.queries.js';
import { type ListedItem, mailRetentionDue } from './retention-notice-mail.js';

export interface LegacyRetentionRunResult {
  listed: number;
  mailed: number;
  erasedLegacies: number;
  filesFailed: number;
}

/**
 * The charities' part of retention.run (issue 19): the same rules of listing and erasing as a
 * firm's matters (listed 14 days ahead, erased when due and listed at least 14 days before, never
 * under a legal hold, checked again under the legacy's lock), over the charities' ended legacies.
 */
export async function runLegacyRetention(
  database: Database,
  storage: FileStorage,
  opts: { now: Date; publicUrl?: string; organisationIDs?: string[] },
): Promise<LegacyRetentionRunResult> {
  const today = todayOf(opts.now);
  const facts = await legacyFacts(database.db, { endedOnly: true, organisationIDs: opts.organisationIDs });
  const rulesByOrg = new Map<string, Awaited<ReturnType<typeof legacyRulesOf>>>();
  const newlyListed = new Map<string, ListedItem[]>();
  const result: LegacyRetentionRunResult = { listed: 0, mailed: 0, erasedLegacies: 0, filesFailed: 0 };
  for (const f of facts) {
    if (f.erasedAt) continue;
    let rules = rulesByOrg.get(f.organisationID);
    if (!rules) {
      rules = await legacyRulesOf(database.db, f.organisationID);
      rulesByOrg.set(f.organisationID, rules);
    }
    for (const category of LEGACY_RETENTION_CATEGORIES) {
      const s = retentionDue(f.endDay, f.holds, rules[category]);
      const key = and(
        eq(legacyRetentionNotices.legacyID, f.legacyID),
        eq(legacyRetentionNotices.category, category),
      );
      const [notice] = await database.db.select().from(legacyRetentionNotices).where(key);
      if (notice?.erasedAt) continue;
      if (s.state !== 'scheduled' || !isRetentionNoticeDue(s.dueDay, today)) {
        if (notice) await database.db.delete(legacyRetentionNotices).where(key);
        continue;
      }
      if (!notice) {
        await database.db
          .insert(legacyRetentionNotices)
          .values({
            legacyID: f.legacyID,
            category,
            organisationID: f.organisationID,
            dueDay: s.dueDay,
            listedAt: opts.now,
          })
          .onConflictDoNothing();
        result.listed++;
        newlyListed.set(f.organisationID, [
          ...(newlyListed.get(f.organisationID) ?? []),
          { reference: f.reference, category, dueDay: s.dueDay },
        ]);
        continue;
      }
      if (notice.dueDay !== s.dueDay)
        await database.db.update(legacyRetentionNotices).set({ dueDay: s.dueDay }).where(key);
      if (!isRetentionErasable(s.dueDay, today, todayOf(notice.listedAt))) continue;
      const dueDay = s.dueDay;
      const outcome = await database.db.transaction(async (tx) => {
        await lockLegacy(tx, f.legacyID);
        if (await activeLegacyHold(tx, f.legacyID)) return null;
        const done = await eraseLegacy(
          tx,
          { organisationID: f.organisationID, legacyID: f.legacyID, reference: f.reference },
          {
            rule: `${category}: ${rules[category]} months after the legacy ended on ${f.endDay} (due ${dueDay})`,
            actorUserID: null,
          },
        );
        await tx
          .update(legacyRetentionNotices)
          .set({ erasedAt: opts.now })
          .where(and(key, isNull(legacyRetentionNotices.erasedAt)));
        return done;
      });
      if (!outcome) continue;
      result.erasedLegacies++;
      result.filesFailed += await removeErasedFiles(storage, outcome.fileKeys);
    }
  }
  if (opts.publicUrl)
    for (const [organisationID, items] of newlyListed)
      result.mailed += await mailRetentionDue(database.db, organisationID, items, opts.publicUrl, true);
  return result;
}
