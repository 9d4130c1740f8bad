import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { estateFacts, probateStages } from '../../db/schema/index.js';

export type ProbateStageRow = typeof probateStages.$inferSelect;

/** The probate application's stages, oldest first. */
export async function findProbateStages(db: DbOrTx, matterID: string): Promise<ProbateStageRow[]> {
  return db
    .select()
    .from(probateStages)
    .where(eq(probateStages.matterID, matterID))
    .orderBy(asc(probateStages.position));
}

export async function findLatestProbateStage(db: DbOrTx, matterID: string) {
  const [row] = await db
    .select()
    .from(probateStages)
    .where(eq(probateStages.matterID, matterID))
    .orderBy(desc(probateStages.position))
    .limit(1);
  return row;
}

export async function findNotices(db: DbOrTx, matterID: string) {
  const [row] = await db
    .select({
      gazetteNoticeOn: estateFacts.gazetteNoticeOn,
      localPaperNoticeOn: estateFacts.localPaperNoticeOn,
    })
    .from(estateFacts)
    .where(eq(estateFacts.matterID, matterID))
    .limit(1);
  return row ?? { gazetteNoticeOn: null, localPaperNoticeOn: null };
}
