import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** Issue 19: a legal hold on a matter stops its retention clock; set and lifted by the firm's admins. */
export const legalHolds = pgTable(
  'legal_holds',
  {
    holdID: uuid('hold_id').primaryKey().defaultRandom(),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
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
  (t) => [index('legal_holds_matter_idx').on(t.matterID), index('legal_holds_org_idx').on(t.organisationID)],
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

/** Counts of what one erasure removed, by category. */
export type ErasureCounts = Partial<
  Record<'individuals' | 'checks' | 'documents' | 'files' | 'messages' | 'activity' | 'accounts', number>
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
