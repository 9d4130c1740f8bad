import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { matterCharities } from './charities.js';
import { legacies } from './legacies.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/*
 * Issue 17 "Progress shared with the charities". What the firm shares of an Estate matter with the
 * charities named in it (milestones always; figures and accounts when switched on), what each
 * charity was last told (so that every change it can see is written and mailed once), the
 * residuary charities' choice of a lead, and the charity's own note on the estate's figures.
 * No copy of any figure: the charity's panel is worked out from the estate's data at each read.
 */

/** The firm's choice per Estate matter; no row = the defaults (figures and accounts not shared). */
export const estateSharing = pgTable('estate_sharing', {
  matterID: uuid('matter_id')
    .primaryKey()
    .references(() => matters.matterID, { onDelete: 'cascade' }),
  organisationID: uuid('organisation_id')
    .notNull()
    .references(() => organisations.organisationID, { onDelete: 'cascade' }),
  shareFigures: boolean('share_figures').notNull().default(false),
  shareAccounts: boolean('share_accounts').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.userID, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a charity's legacy was last told of the estate's progress (the milestones it can see, as
 * estate-progress-notices.ts compares them). Only facts the charity may see, never a figure of
 * another beneficiary.
 */
export const estateProgressSeen = pgTable(
  'estate_progress_seen',
  {
    legacyID: uuid('legacy_id')
      .primaryKey()
      .references(() => legacies.legacyID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    state: jsonb('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('estate_progress_seen_matter_idx').on(t.matterID)],
);

/**
 * A residuary charity's choice of the lead among the charities sharing the residue, and whether it
 * lets the lead approve the estate accounts on its behalf. The lead is the one every residuary
 * charity has chosen (estate-lead.rules.ts).
 */
export const estateLeadChoices = pgTable(
  'estate_lead_choices',
  {
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    matterCharityID: uuid('matter_charity_id')
      .notNull()
      .references(() => matterCharities.matterCharityID, { onDelete: 'cascade' }),
    leadMatterCharityID: uuid('lead_matter_charity_id')
      .notNull()
      .references(() => matterCharities.matterCharityID, { onDelete: 'cascade' }),
    leadMayApprove: boolean('lead_may_approve').notNull().default(false),
    chosenBy: uuid('chosen_by').references(() => users.userID, { onDelete: 'set null' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matterID, t.matterCharityID] })],
);

/** The charity's own note beside the figures that follow the estate (the figures are never typed). */
export const legacyEstateNotes = pgTable('legacy_estate_notes', {
  legacyID: uuid('legacy_id')
    .primaryKey()
    .references(() => legacies.legacyID, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  updatedBy: uuid('updated_by').references(() => users.userID, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
