import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { matterCharities } from './charities.js';
import { estateItems } from './estate.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/*
 * Issue 17 "the will's gifts" and "Key dates and the grant". Money is integer pence (bigint);
 * percentages are held ×10,000 as integers (4 decimal places exactly, no floating point at rest).
 * The grant date is the matter's own date_of_probate (set by the grant-issued stage).
 */

/** A gift of the will (WILL_LEGACY_KINDS), to a charity of the matter or to a named person. */
export const estateLegacies = pgTable(
  'estate_legacies',
  {
    estateLegacyID: uuid('estate_legacy_id').primaryKey(),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    /** 'pecuniary' | 'specific' | 'residuary' | 'spouse'. */
    kind: text('kind').notNull(),
    /** The estate component it is given out of (ESTATE_COMPONENTS), for the 36 % rate. */
    component: text('component').notNull().default('general'),
    /** The charity of the matter it goes to (removing the charity removes its gifts), or null for a person. */
    matterCharityID: uuid('matter_charity_id').references(() => matterCharities.matterCharityID, {
      onDelete: 'cascade',
    }),
    beneficiaryName: text('beneficiary_name'),
    amount: bigint('amount', { mode: 'number' }),
    description: text('description'),
    /** The register's item a specific legacy gives (an item of the same matter); unlinked when deleted. */
    estateItemID: uuid('estate_item_id').references(() => estateItems.estateItemID, { onDelete: 'set null' }),
    /** 'percent' | 'fraction' for a residuary gift. */
    shareKind: text('share_kind'),
    /** The percentage × 10,000. */
    sharePercentScaled: integer('share_percent_scaled'),
    shareNumerator: integer('share_numerator'),
    shareDenominator: integer('share_denominator'),
    createdBy: uuid('created_by').references(() => users.userID, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('estate_legacies_matter_idx').on(t.matterID, t.createdAt)],
);

/** The estate's tax facts and dates that are not the matter's own: one row per Estate matter. */
export const estateFacts = pgTable('estate_facts', {
  matterID: uuid('matter_id')
    .primaryKey()
    .references(() => matters.matterID, { onDelete: 'cascade' }),
  organisationID: uuid('organisation_id')
    .notNull()
    .references(() => organisations.organisationID, { onDelete: 'cascade' }),
  transferredNilRateBandScaled: integer('transferred_nil_rate_band_scaled').notNull().default(0),
  transferredResidenceBandScaled: integer('transferred_residence_band_scaled').notNull().default(0),
  homeToDescendants: boolean('home_to_descendants').notNull().default(false),
  homeToDescendantsValue: bigint('home_to_descendants_value', { mode: 'number' }),
  gazetteNoticeOn: date('gazette_notice_on'),
  localPaperNoticeOn: date('local_paper_notice_on'),
  updatedBy: uuid('updated_by').references(() => users.userID, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A gift in the seven years before death (it uses up the nil-rate band). */
export const estateLifetimeGifts = pgTable(
  'estate_lifetime_gifts',
  {
    lifetimeGiftID: uuid('lifetime_gift_id').primaryKey().defaultRandom(),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    givenOn: date('given_on').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    recipient: text('recipient').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('estate_lifetime_gifts_matter_idx').on(t.matterID, t.sortOrder)],
);

/** The probate application's history of HMCTS stages, oldest first (PROBATE_STAGES). */
export const probateStages = pgTable(
  'probate_stages',
  {
    probateStageID: uuid('probate_stage_id').primaryKey(),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    on: date('stage_on').notNull(),
    reason: text('reason'),
    /** Its place in the history (1, 2, …): stages of the same day keep the order they were recorded. */
    position: integer('position').notNull(),
    createdBy: uuid('created_by').references(() => users.userID, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('probate_stages_matter_idx').on(t.matterID, t.position)],
);

/**
 * Issue 17: the deadline reminders sent, one row per matter, deadline kind and date. The row is
 * claimed in the same transaction as the e-mails, so a rerun (or a second instance) sends nothing
 * twice; a deadline that moves has a new date, so its reminder is due again.
 */
export const estateDeadlineReminders = pgTable(
  'estate_deadline_reminders',
  {
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    deadlineDate: date('deadline_date').notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matterID, t.kind, t.deadlineDate] })],
);
