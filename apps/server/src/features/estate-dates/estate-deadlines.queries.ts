import { type EstateDates, MATTER_TYPE_IDS } from '@probity/domain';
import { type SQL, and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { estateFacts, matters } from '../../db/schema/index.js';
import { CLOSED_STATUS_IDS } from '../dashboard/dashboard.queries.js';

export interface EstateDatesRow {
  matterID: string;
  organisationID: string;
  reference: string;
  dates: EstateDates;
}

/**
 * Issue 17: what the estates' deadlines are worked out from, for the open Estate matters `where`
 * selects that have a date of death: one query (the matter and its s.27 notices), never the whole
 * estate. The grant date is the matter's date_of_probate, which the grant-issued stage sets.
 */
export async function findOpenEstateDates(db: DbOrTx, where: SQL | undefined): Promise<EstateDatesRow[]> {
  const rows = await db
    .select({
      matterID: matters.matterID,
      organisationID: matters.organisationID,
      reference: matters.reference,
      dateOfDeath: matters.dateOfDeath,
      dateOfProbate: matters.dateOfProbate,
      gazetteNoticeOn: estateFacts.gazetteNoticeOn,
      localPaperNoticeOn: estateFacts.localPaperNoticeOn,
    })
    .from(matters)
    .leftJoin(estateFacts, eq(estateFacts.matterID, matters.matterID))
    .where(
      and(
        where,
        eq(matters.matterTypeID, MATTER_TYPE_IDS.estate),
        isNotNull(matters.dateOfDeath),
        notInArray(matters.statusID, CLOSED_STATUS_IDS),
      ),
    )
    .orderBy(asc(matters.reference));
  return rows.map((r) => ({
    matterID: r.matterID,
    organisationID: r.organisationID,
    reference: r.reference,
    dates: {
      dateOfDeath: r.dateOfDeath ?? '',
      grantDate: r.dateOfProbate,
      gazetteNotice: r.gazetteNoticeOn ?? null,
      localPaperNotice: r.localPaperNoticeOn ?? null,
    },
  }));
}
