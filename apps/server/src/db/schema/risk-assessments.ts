import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';
import { individuals } from './individuals.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * Issue 12: a client and matter risk assessment of an individual of a matter (MLR 2017 reg. 18(2)(b),
 * 28(12)–(13), 33(6)): four factors rated Low / Medium / High with a note, the computed and the
 * overall rating, the review date. A new assessment supersedes the current one (superseded_at set);
 * the older ones stay readable. A High one waits for the firm's MLRO to sign it off.
 */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    riskAssessmentID: uuid('risk_assessment_id').primaryKey().defaultRandom(),
    individualID: uuid('individual_id')
      .notNull()
      .references(() => individuals.individualID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    /** The firm that holds the individual: whose staff see it, whose MLRO signs it off. */
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    customerRisk: text('customer_risk').notNull(),
    customerNote: text('customer_note').notNull().default(''),
    geographicRisk: text('geographic_risk').notNull(),
    geographicNote: text('geographic_note').notNull().default(''),
    productRisk: text('product_risk').notNull(),
    productNote: text('product_note').notNull().default(''),
    deliveryChannelRisk: text('delivery_channel_risk').notNull(),
    deliveryChannelNote: text('delivery_channel_note').notNull().default(''),
    computedRating: text('computed_rating').notNull(),
    overallRating: text('overall_rating').notNull(),
    overallReason: text('overall_reason'),
    /** 'YYYY-MM-DD'. */
    reviewDate: date('review_date').notNull(),
    assessedBy: uuid('assessed_by').references(() => users.userID, { onDelete: 'set null' }),
    assessedAt: timestamp('assessed_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    supersededBy: uuid('superseded_by'),
    signedOffBy: uuid('signed_off_by').references(() => users.userID, { onDelete: 'set null' }),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    signOffNote: text('sign_off_note'),
  },
  (t) => [
    index('risk_assessments_individual_idx').on(t.individualID, t.assessedAt),
    index('risk_assessments_organisation_idx').on(t.organisationID, t.overallRating),
    // One current assessment per individual: two saved at once cannot both stay current.
    uniqueIndex('risk_assessments_current_idx').on(t.individualID).where(sql`superseded_at is null`),
  ],
);

/** Issue 12: source of funds / source of wealth notes on an individual (MLR 2017 reg. 33(1), 35(5)). */
export const fundsNotes = pgTable(
  'funds_notes',
  {
    fundsNoteID: uuid('funds_note_id').primaryKey().defaultRandom(),
    individualID: uuid('individual_id')
      .notNull()
      .references(() => individuals.individualID, { onDelete: 'cascade' }),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    /** 'funds' or 'wealth'. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.userID, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('funds_notes_individual_idx').on(t.individualID, t.createdAt)],
);

/** The evidence of a note: documents of the same individual (uploaded through the documents feature). */
export const fundsNoteDocuments = pgTable(
  'funds_note_documents',
  {
    fundsNoteID: uuid('funds_note_id')
      .notNull()
      .references(() => fundsNotes.fundsNoteID, { onDelete: 'cascade' }),
    documentID: uuid('document_id')
      .notNull()
      .references(() => documents.documentID, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fundsNoteID, t.documentID] })],
);
