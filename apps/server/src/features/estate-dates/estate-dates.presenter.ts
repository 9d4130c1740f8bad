import {
  KEY_DATE_KINDS,
  KEY_DATE_LABELS,
  PROBATE_STAGES,
  type ProbateStage,
  keyDateViews,
  probateProgressLabel,
} from '@probity/domain';
import { z } from 'zod';
import type { MatterRow } from '../matters/matter.queries.js';
import type { ProbateStageRow } from './estate-dates.queries.js';

export const ZEstateKeyDates = z.object({
  matterID: z.string(),
  today: z.string(),
  dateOfDeath: z.string().nullable(),
  grantDate: z.string().nullable(),
  application: z.object({
    stages: z.array(
      z.object({
        probateStageID: z.string(),
        stage: z.enum(PROBATE_STAGES),
        on: z.string(),
        reason: z.string().nullable(),
        label: z.string(),
      }),
    ),
    /** The latest stage's words ("Stopped: further information needed — …"), null before submission. */
    current: z.string().nullable(),
  }),
  notices: z.object({ gazetteNoticeOn: z.string().nullable(), localPaperNoticeOn: z.string().nullable() }),
  /** Every deadline the dates allow, in date order; none until the date of death is known. */
  deadlines: z.array(
    z.object({
      kind: z.enum(KEY_DATE_KINDS),
      label: z.string(),
      date: z.string(),
      status: z.enum(['past', 'upcoming']),
      basis: z.string(),
    }),
  ),
});
export type EstateKeyDatesView = z.infer<typeof ZEstateKeyDates>;

function labelOf(row: ProbateStageRow): string {
  const stage = row.stage as ProbateStage;
  return stage === 'stopped'
    ? probateProgressLabel({ stage, on: row.on, reason: row.reason ?? '' })
    : probateProgressLabel({ stage, on: row.on });
}

export function presentKeyDates(
  matter: Pick<MatterRow, 'matterID' | 'dateOfDeath' | 'dateOfProbate'>,
  stages: readonly ProbateStageRow[],
  notices: { gazetteNoticeOn: string | null; localPaperNoticeOn: string | null },
  today: string,
): EstateKeyDatesView {
  const latest = stages[stages.length - 1];
  const deadlines = matter.dateOfDeath
    ? keyDateViews(
        {
          dateOfDeath: matter.dateOfDeath,
          grantDate: matter.dateOfProbate,
          gazetteNotice: notices.gazetteNoticeOn,
          localPaperNotice: notices.localPaperNoticeOn,
        },
        today,
      )
    : [];
  return {
    matterID: matter.matterID,
    today,
    dateOfDeath: matter.dateOfDeath,
    grantDate: matter.dateOfProbate,
    application: {
      stages: stages.map((s) => ({
        probateStageID: s.probateStageID,
        stage: s.stage as ProbateStage,
        on: s.on,
        reason: s.reason,
        label: labelOf(s),
      })),
      current: latest ? labelOf(latest) : null,
    },
    notices,
    deadlines: deadlines.map((d) => ({ ...d, label: KEY_DATE_LABELS[d.kind] })),
  };
}
