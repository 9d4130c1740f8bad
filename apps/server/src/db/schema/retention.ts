import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { legacies } from './legacies.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * Issue 19: a firm's retention rules as data, one row per category it changed from the default
 * (packages/domain RETENTION_CATEGORY_DEFS): months kept after the matter is completed or archived.
 */
export const retentionRules = pgTable(
  'retention_rules',
  {
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    months: integer('months').notNull(),
    updatedBy: uuid('updated_by').references(() => users.userID, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationID, t.category] })],
);

/**
 * Issue 19: a legal hold on a matter (a firm's) or on a legacy (a charity's) stops its retention
 * clock; set and lifted by the organisation's admins. Exactly one of matterID and legacyID is set.
 */
export const legalHolds = pgTable(
  'legal_holds',
  {
    holdID: uuid('hold_id').primaryKey().defaultRandom(),
    matterID: uuid('matter_id').references(() => matters.matterID, { onDelete: 'cascade' }),
    legacyID: uuid('legacy_id').references(() => legacies.legacyID, { onDelete: 'cascade' }),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    setBy: uuid('set_by').references(() => users.userID, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    liftedBy: uuid('lifted_by').references(() => users.userID, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftReason: text('lift_reason'),
  },
  (t) => [
    index('legal_holds_matter_idx').on(t.matterID),
    index('legal_holds_legacy_idx').on(t.legacyID),
    index('legal_holds_org_idx').on(t.organisationID),
    check('legal_holds_one_object', sql`(${t.matterID} IS NULL) <> (${t.legacyID} IS NULL)`),
  ],
);

/**
 * Issue 19: when the job first listed a matter's category as due (the admins see it a fortnight
 * ahead; it is erased no sooner than 14 days after), and when it was erased.
 */
export const retentionNotices = pgTable(
  'retention_notices',
  {
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    dueDay: date('due_day').notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.matterID, t.category] }),
    index('retention_notices_org_idx').on(t.organisationID, t.dueDay),
  ],
);

/** Issue 19 for charities: retention_notices of a charity's legacies (same rules of listing). */
export const legacyRetentionNotices = pgTable(
  'legacy_retention_notices',
  {
    legacyID: uuid('legacy_id')
      .notNull()
      .references(() => legacies.legacyID, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    dueDay: date('due_day').notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.legacyID, t.category] }),
    index('legacy_retention_notices_org_idx').on(t.organisationID, t.dueDay),
  ],
);

/** Counts of what one erasure removed, by category. */
export type ErasureCounts = Partial<
  Record<
    | 'individuals'
    | 'contacts'
    | 'legacies'
    | 'notes'
    | 'checks'
    | 'documents'
    | 'files'
    | 'messages'
    | 'activity'
    | 'accounts',
    number
  >
>;

/** Issue 19: the report of what was erased and when (no personal data: counts, a reference, the rule). */
export const erasureReports = pgTable(
  'erasure_reports',
  {
    reportID: uuid('report_id').primaryKey().defaultRandom(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id').references(() => matters.matterID, { onDelete: 'set null' }),
    /** A charity's erasure of a legacy (matterReference then holds the legacy's reference). */
    legacyID: uuid('legacy_id').references(() => legacies.legacyID, { onDelete: 'set null' }),
    matterReference: text('matter_reference').notNull(),
    /** 'schedule' (the retention job) or 'request' (an erasure request for one individual). */
    trigger: text('trigger', { enum: ['schedule', 'request'] }).notNull(),
    categories: text('categories').array().notNull(),
    /** The rule applied, in words ("documents: 72 months after completion"; "erasure request"). */
    rule: text('rule').notNull(),
    counts: jsonb('counts').$type<ErasureCounts>().notNull(),
    erasedBy: uuid('erased_by').references(() => users.userID, { onDelete: 'set null' }),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('erasure_reports_org_idx').on(t.organisationID, t.erasedAt)],
);
