import {
  RETENTION_CATEGORIES,
  type RetentionCategory,
  isRetentionErasable,
  isRetentionNoticeDue,
  matterRetention,
  todayOf,
} from '@probity/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { retentionNotices } from '../../db/schema/index.js';
import type { FileStorage } from '../../integrations/storage/index.js';
import { eraseRecords, removeErasedFiles } from './erasure.service.js';
import { runLegacyRetention } from './legacy-retention-job.js';
import { type ListedItem, mailRetentionDue } from './retention-notice-mail.js';
import { activeHold, matterFacts, rulesOf } from './retention.queries.js';

export interface RetentionRunResult {
  listed: number;
  /** Admins e-mailed about newly listed items. */
  mailed: number;
  erasedMatters: number;
  erasedCategories: number;
  /** Charities' legacies erased (their one category, legacyRecords). */
  erasedLegacies: number;
  filesFailed: number;
  summary: string;
}

/**
 * The retention.run job (issue 19): for every completed or archived matter (and every charity's
 * ended legacy, runLegacyRetention), lists what falls due
 * within 14 days (the admins see it on the Retention page) and erases what is due and was listed
 * at least 14 days ago. Nothing under a legal hold is listed or erased (checked again under the
 * matter's lock). Idempotent: a rerun erases nothing twice.
 */
export async function runRetention(
  database: Database,
  storage: FileStorage,
  /** The product's key, for the encrypted texts scrubbed on erasure. */
  config: Config,
  opts: {
    now?: Date;
    publicUrl?: string;
    /** Only these firms' matters (a run for some firms; every firm's when absent). */
    organisationIDs?: string[];
  } = {},
): Promise<RetentionRunResult> {
  const now = opts.now ?? new Date();
  const today = todayOf(now);
  const facts = await matterFacts(database.db, { endedOnly: true, organisationIDs: opts.organisationIDs });
  const rulesByOrg = new Map<string, Awaited<ReturnType<typeof rulesOf>>>();
  let listed = 0;
  const newlyListed = new Map<string, ListedItem[]>();
  let erasedMatters = 0;
  let erasedCategories = 0;
  let filesFailed = 0;
  for (const f of facts) {
    let rules = rulesByOrg.get(f.organisationID);
    if (!rules) {
      rules = await rulesOf(database.db, f.organisationID);
      rulesByOrg.set(f.organisationID, rules);
    }
    const states = matterRetention(f.endDay, f.holds, rules, f.hasChecks);
    const notices = await database.db
      .select()
      .from(retentionNotices)
      .where(eq(retentionNotices.matterID, f.matterID));
    const toErase: { category: RetentionCategory; dueDay: string }[] = [];
    for (const category of RETENTION_CATEGORIES) {
      const s = states[category];
      const notice = notices.find((n) => n.category === category);
      if (notice?.erasedAt) continue;
      if (s.state !== 'scheduled' || !isRetentionNoticeDue(s.dueDay, today)) {
        // No longer due soon (a longer rule, or a hold): listed again when it is.
        if (notice)
          await database.db
            .delete(retentionNotices)
            .where(and(eq(retentionNotices.matterID, f.matterID), eq(retentionNotices.category, category)));
        continue;
      }
      if (!notice) {
        await database.db
          .insert(retentionNotices)
          .values({
            matterID: f.matterID,
            category,
            organisationID: f.organisationID,
            dueDay: s.dueDay,
            listedAt: now,
          })
          .onConflictDoNothing();
        listed++;
        newlyListed.set(f.organisationID, [
          ...(newlyListed.get(f.organisationID) ?? []),
          { reference: f.reference, category, dueDay: s.dueDay },
        ]);
        continue;
      }
      if (notice.dueDay !== s.dueDay)
        await database.db
          .update(retentionNotices)
          .set({ dueDay: s.dueDay })
          .where(and(eq(retentionNotices.matterID, f.matterID), eq(retentionNotices.category, category)));
      if (isRetentionErasable(s.dueDay, today, todayOf(notice.listedAt)))
        toErase.push({ category, dueDay: s.dueDay });
    }
    if (!toErase.length) continue;
    const categories = toErase.map((t) => t.category);
    const outcome = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT matter_id FROM matters WHERE matter_id = ${f.matterID} FOR UPDATE`);
      if (await activeHold(tx, f.matterID)) return null;
      const rule = toErase
        .map(
          (t) =>
            `${t.category}: ${rules[t.category]} months after the matter ended on ${f.endDay} (due ${t.dueDay})`,
        )
        .join('; ');
      const done = await eraseRecords(
        tx,
        { organisationID: f.organisationID, matterID: f.matterID, matterReference: f.reference },
        categories,
        { trigger: 'schedule', rule, actorUserID: null },
        config,
      );
      await tx
        .update(retentionNotices)
        .set({ erasedAt: now })
        .where(
          and(
            eq(retentionNotices.matterID, f.matterID),
            inArray(retentionNotices.category, categories),
            isNull(retentionNotices.erasedAt),
          ),
        );
      return done;
    });
    if (!outcome) continue;
    erasedMatters++;
    erasedCategories += categories.length;
    filesFailed += await removeErasedFiles(storage, outcome.fileKeys);
  }
  let mailed = 0;
  if (opts.publicUrl)
    for (const [organisationID, items] of newlyListed)
      mailed += await mailRetentionDue(database.db, organisationID, items, opts.publicUrl);
  const charities = await runLegacyRetention(database, storage, {
    now,
    publicUrl: opts.publicUrl,
    organisationIDs: opts.organisationIDs,
  });
  listed += charities.listed;
  mailed += charities.mailed;
  filesFailed += charities.filesFailed;
  const erasedLegacies = charities.erasedLegacies;
  const summary = `${listed} item(s) newly listed as due within 14 days; ${erasedCategories} item(s) erased on ${erasedMatters} matter(s)${erasedLegacies ? `; ${erasedLegacies} legacy record(s) erased` : ''}${mailed ? `; ${mailed} admin(s) e-mailed` : ''}${filesFailed ? `; ${filesFailed} file(s) left for the sweeper` : ''}.`;
  return { listed, mailed, erasedMatters, erasedCategories, erasedLegacies, filesFailed, summary };
}
