import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { individuals } from './individuals.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * The screening list loaded for each kind (issue 12): one row per list ('sanctions', 'pep'),
 * replaced in the same transaction as the list's designations, so a failed import leaves both.
 */
export const screeningLists = pgTable('screening_lists', {
  list: text('list', { enum: ['sanctions', 'pep'] }).primaryKey(),
  /** The list's own publication date ('YYYY-MM-DD'): the XML's DateGenerated, the CSV's report date. */
  publishedOn: text('published_on').notNull(),
  designationCount: integer('designation_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  /** Where it came from: the URL, or the file's name. */
  source: text('source').notNull(),
  /** The small sample shipped with the product (demo and tests), not a published list. */
  isSample: boolean('is_sample').notNull().default(false),
});

/**
 * Ongoing monitoring (issue 12): a possible match or match found when an individual on an open
 * matter is screened again against a newly imported list. One per individual and designation, so a
 * designation is reported once; resolving it (who, what, why) belongs to the Compliance queue.
 */
export const screeningAlerts = pgTable(
  'screening_alerts',
  {
    alertID: uuid('alert_id').primaryKey().defaultRandom(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    individualID: uuid('individual_id')
      .notNull()
      .references(() => individuals.individualID, { onDelete: 'cascade' }),
    list: text('list', { enum: ['sanctions', 'pep'] }).notNull(),
    uniqueID: text('unique_id').notNull(),
    /** 'match' or 'possibleMatch'. */
    outcome: text('outcome').notNull(),
    score: real('score').notNull(),
    matchedName: text('matched_name').notNull(),
    explanation: text('explanation').notNull(),
    /** The publication date of the list the match was found in. */
    listPublishedOn: text('list_published_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.userID, { onDelete: 'set null' }),
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('screening_alerts_designation_unique').on(t.individualID, t.list, t.uniqueID),
    index('screening_alerts_org_open_idx').on(t.organisationID, t.resolvedAt),
  ],
);
