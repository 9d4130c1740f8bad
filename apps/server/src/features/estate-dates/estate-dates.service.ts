import { randomUUID } from 'node:crypto';
import {
  PROBATE_ACTIVITY_OBJECT,
  PROBATE_TEXTS,
  type ProbateStage,
  todayInUk,
  type ZProbateStageInput,
  type ZSection27NoticesInput,
} from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import type { Tx } from '../../db/client.js';
import { estateFacts, matters, probateStages } from '../../db/schema/index.js';
import { conflict, invalid } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { recordChange } from '../activity/activity.service.js';
import { loadEstateMatter } from '../estate/estate.access.js';
import { estateTrace } from '../estate-will/estate-will.service.js';
import { findLatestProbateStage, findProbateStages } from './estate-dates.queries.js';
import { probateStageProblems } from './estate-dates.rules.js';

/*
 * Issue 17 "Key dates and the grant": the probate application's HMCTS stages and the s.27 notices.
 * The grant-issued stage sets the matter's own date_of_probate (the grant date); removing it clears
 * it. Firm-only; every change audited with a firm-only activity entry without dates or figures.
 */

/** POST /api/Matters/{id}/Estate/Probate: a further stage of the application (estate-dates.rules.ts). */
export async function addProbateStage(
  tx: Tx,
  actor: Actor,
  matterID: string,
  input: z.output<typeof ZProbateStageInput>,
  meta: RequestMeta = {},
): Promise<string> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const { matter } = loaded;
  const history = await findProbateStages(tx, matter.matterID);
  const errors = probateStageProblems(history, input, {
    today: todayInUk(),
    dateOfDeath: matter.dateOfDeath,
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const probateStageID = randomUUID();
  await tx.insert(probateStages).values({
    probateStageID,
    matterID: matter.matterID,
    stage: input.stage,
    on: input.on,
    reason: input.reason,
    position: history.length + 1,
    createdBy: actor.userID,
  });
  if (input.stage === 'grantIssued')
    await tx.update(matters).set({ dateOfProbate: input.on }).where(eq(matters.matterID, matter.matterID));
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      probateStageID,
      PROBATE_ACTIVITY_OBJECT[input.stage],
      'added',
      {
        action: 'probateStage.created',
        objectType: 'probateStage',
        details: { stage: input.stage, on: input.on, hasReason: input.reason !== null },
      },
      meta,
    ),
  );
  return probateStageID;
}

/** DELETE /api/Matters/{id}/Estate/Probate/Latest: a stage recorded in error (the latest only). */
export async function removeLatestProbateStage(
  tx: Tx,
  actor: Actor,
  matterID: string,
  meta: RequestMeta = {},
): Promise<void> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const latest = await findLatestProbateStage(tx, loaded.matter.matterID);
  if (!latest) throw conflict(PROBATE_TEXTS.noLatest);
  await tx
    .delete(probateStages)
    .where(
      and(
        eq(probateStages.matterID, latest.matterID),
        eq(probateStages.probateStageID, latest.probateStageID),
      ),
    );
  if (latest.stage === 'grantIssued')
    await tx.update(matters).set({ dateOfProbate: null }).where(eq(matters.matterID, loaded.matter.matterID));
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      latest.probateStageID,
      PROBATE_ACTIVITY_OBJECT[latest.stage as ProbateStage],
      'deleted',
      {
        action: 'probateStage.deleted',
        objectType: 'probateStage',
        details: { stage: latest.stage, on: latest.on },
      },
      meta,
    ),
  );
}

/** PUT /api/Matters/{id}/Estate/Notices: the s.27 notices' dates (either may be none yet). */
export async function putSection27Notices(
  tx: Tx,
  actor: Actor,
  matterID: string,
  input: z.output<typeof ZSection27NoticesInput>,
  meta: RequestMeta = {},
): Promise<void> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const today = todayInUk();
  const errors: Record<string, string[]> = {};
  for (const field of ['gazetteNoticeOn', 'localPaperNoticeOn'] as const) {
    const on = input[field];
    if (!on) continue;
    if (on > today) errors[field] = [PROBATE_TEXTS.inFuture];
    else if (loaded.matter.dateOfDeath && on < loaded.matter.dateOfDeath)
      errors[field] = [PROBATE_TEXTS.noticeBeforeDeath];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const columns = { ...input, updatedBy: actor.userID, updatedAt: new Date() };
  await tx
    .insert(estateFacts)
    .values({ matterID: loaded.matter.matterID, organisationID: loaded.matter.organisationID, ...columns })
    .onConflictDoUpdate({ target: estateFacts.matterID, set: columns });
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      loaded.matter.matterID,
      'the creditor notices',
      'changed',
      {
        action: 'section27Notices.updated',
        objectType: 'matter',
        details: { ...input },
      },
      meta,
    ),
  );
}
