import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checkResults } from './checks.js';
import { users } from './users.js';

/**
 * Issue 12: the MLRO's (or a Supervising Partner's) decision on a check that needed one: what was
 * decided, by whom, when and why (MLR 2017 reg. 40: the record of due diligence measures). One per
 * check; a resolved check leaves the compliance queue.
 */
export const checkResolutions = pgTable(
  'check_resolutions',
  {
    checkResolutionID: uuid('check_resolution_id').primaryKey().defaultRandom(),
    checkResultID: uuid('check_result_id')
      .notNull()
      .references(() => checkResults.checkResultID, { onDelete: 'cascade' }),
    /** The firm whose check it is (the check's organisation). */
    organisationID: uuid('organisation_id').notNull(),
    /** 'eddDone', 'falsePositive' or 'relationshipDeclined' (CHECK_RESOLUTION_DECISIONS). */
    decision: text('decision', { enum: ['eddDone', 'falsePositive', 'relationshipDeclined'] }).notNull(),
    reason: text('reason').notNull(),
    resolvedBy: uuid('resolved_by').references(() => users.userID, { onDelete: 'set null' }),
    /** The decider's name as it was, kept should the user later be removed. */
    resolvedByName: text('resolved_by_name').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('check_resolutions_check_idx').on(t.checkResultID),
    index('check_resolutions_org_idx').on(t.organisationID, t.resolvedAt),
  ],
);
