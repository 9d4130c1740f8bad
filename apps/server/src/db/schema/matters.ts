import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { users } from './users.js';

/** spec 02 §3 Matter. Type and status ids are the fixed ids of packages/domain. */
export const matters = pgTable(
  'matters',
  {
    matterID: uuid('matter_id').primaryKey().defaultRandom(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    /** Issue 14: the matter's own title; null = the default (computed from its main individual). */
    title: text('title'),
    /**
     * Issue 16: the default title ("Estate of …", the main individual's name; null when none), kept
     * by triggers on individuals and on the matter's type (db/sql/0003_matter_search.sql) in the
     * same transaction as the write, so the list reads and searches it instead of computing it.
     */
    defaultTitle: text('default_title'),
    /** Issue 16: every individual's "first surname", one a line, kept by the same triggers (search). */
    peopleNames: text('people_names'),
    matterTypeID: uuid('matter_type_id').notNull(),
    statusID: uuid('status_id').notNull(),
    matterOwner: uuid('matter_owner').references(() => users.userID, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedDate: timestamp('last_updated_date', { withTimezone: true }).notNull().defaultNow(),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    archivedDate: timestamp('archived_date', { withTimezone: true }),
    probateReference: text('probate_reference'),
    dateOfDeath: date('date_of_death'),
    dateOfProbate: date('date_of_probate'),
    grantSubmitted: boolean('grant_submitted').notNull().default(false),
    accountsApproved: boolean('accounts_approved').notNull().default(false),
  },
  (t) => [
    // The matter list: firm, newest first (a backward scan); the migration adds INCLUDE (reference, probate_reference,
    // matter_type_id, status_id, matter_owner, title, default_title, people_names) so the list and its count read the index only.
    index('matters_org_list_idx').on(t.organisationID, t.createdDate, t.matterID),
    // The dashboard's counts by status, and (issue 16) the list sorted by status: newest first within
    // each status, as the list's tie-break orders, so a page is read in index order.
    index('matters_org_status_idx').on(
      t.organisationID,
      t.statusID,
      t.createdDate.desc().nullsFirst(),
      t.matterID.desc().nullsFirst(),
    ),
    // Issue 16: the list sorted by reference (unique in its firm), either way, read in index order.
    index('matters_org_reference_idx').on(t.organisationID, t.reference),
    index('matters_reference_idx').on(sql`lower(${t.reference})`),
    // Issue 14: a reference is unique within its firm, whatever its case; a race cannot beat it.
    uniqueIndex('matters_org_reference_uq').on(t.organisationID, sql`lower(${t.reference})`),
    // Issue 16: trigram indexes for the list's `ILIKE '%term%'` search (one per searched column, so
    // PostgreSQL can OR their bitmaps when the term is selective).
    index('matters_reference_trgm').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('matters_probate_reference_trgm').using('gin', sql`${t.probateReference} gin_trgm_ops`),
    index('matters_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('matters_default_title_trgm').using('gin', sql`${t.defaultTitle} gin_trgm_ops`),
    index('matters_people_names_trgm').using('gin', sql`${t.peopleNames} gin_trgm_ops`),
    // Deleting a user sets the owner of their matters to null: found through this index.
    index('matters_owner_idx').on(t.matterOwner),
  ],
);

export const matterTeam = pgTable(
  'matter_team',
  {
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matterID, t.userID] }), index('matter_team_user_idx').on(t.userID)],
);

/**
 * Issue 14: the per-firm counter of generated references ({SEQ} of the firm's pattern). Its row is
 * locked while a reference is made, so two new matters never take the same number.
 */
export const matterReferenceCounters = pgTable('matter_reference_counters', {
  organisationID: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.organisationID, { onDelete: 'cascade' }),
  lastValue: integer('last_value').notNull().default(0),
});
