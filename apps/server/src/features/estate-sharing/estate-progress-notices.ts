import {
  EMPTY_PROGRESS_STATE,
  type ProgressState,
  isEstateMatterType,
  progressChanges,
} from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { estateProgressSeen, matters } from '../../db/schema/index.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { recordLegacyActivity } from '../activity/legacy-activity.service.js';
import { progressStates } from './estate-progress.js';
import { findMatterLegacies, findSeenStates } from './estate-sharing.queries.js';

/*
 * Issue 17: each change of the estate a charity can see (the probate stage, the grant, a payment to
 * it, figures or accounts shared, the accounts made final) becomes one entry of its legacy's
 * activity, and is mailed to the legacy team by each member's own notification setting (the
 * LegacyActivity e-mail at once, the daily digest, or none; features/activity).
 *
 * Decision (docs/decisions.md): the changes are found by comparing what each charity can see now
 * with what it was last told (estate_progress_seen), not by a call in each service that changes the
 * estate: the stage, the grant date, a distribution and the accounts' approval records live in
 * several features, and one comparison after every write to an Estate matter covers them all,
 * once each, including a charity added later (told where the estate stands). It runs in the
 * transaction of the change when a service calls it, and after each successful firm write to
 * /api/Matters/{id}/… (estate-progress.hook.ts).
 */

const sameState = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Tells each charity of the matter what changed since it was last told; returns how many changes. */
export async function syncEstateProgress(
  tx: DbOrTx,
  actor: Actor,
  matterID: string,
  meta: RequestMeta,
): Promise<number> {
  // One comparison at a time per matter: two writes at once never tell a change twice.
  const [matter] = await tx
    .select({
      matterID: matters.matterID,
      matterTypeID: matters.matterTypeID,
      dateOfDeath: matters.dateOfDeath,
      dateOfProbate: matters.dateOfProbate,
    })
    .from(matters)
    .where(eq(matters.matterID, matterID))
    .for('update');
  if (!matter || !isEstateMatterType(matter.matterTypeID)) return 0;
  const onProbity = (await findMatterLegacies(tx, matterID)).filter((l) => l.organisationID);
  if (onProbity.length === 0) return 0;
  const [states, seenRows] = await Promise.all([
    progressStates(
      tx,
      matter,
      onProbity.map((l) => l.matterCharityID),
    ),
    findSeenStates(tx, matterID),
  ]);
  const seen = new Map(seenRows.map((r) => [r.legacyID, r.state as ProgressState]));
  let told = 0;
  for (const legacy of onProbity) {
    const now = states.get(legacy.matterCharityID);
    if (!now) continue;
    const before = seen.get(legacy.legacyID);
    if (before && sameState(before, now)) continue;
    for (const change of progressChanges(before ?? EMPTY_PROGRESS_STATE, now)) {
      await recordLegacyActivity(
        tx,
        actor,
        legacy,
        { activityType: 'legacy', action: 'estate_progress', text: change },
        meta,
        // The firm's own entries are its features' (the stage, the payment): not repeated per charity.
        { charityOnly: true },
      );
      told += 1;
    }
    await tx
      .insert(estateProgressSeen)
      .values({ legacyID: legacy.legacyID, matterID, state: now })
      .onConflictDoUpdate({
        target: estateProgressSeen.legacyID,
        set: { state: now, updatedAt: sql`now()` },
      });
  }
  return told;
}
