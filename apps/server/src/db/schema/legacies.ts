import {
  bigint,
  boolean,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bankAccounts } from './bank-accounts.js';
import { individuals } from './individuals.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * spec 03 §3 Legacy: a gift left to a charity, seen by the charity (organisationID) and, when a
 * firm matter names the charity, by the firm (matterID; null = the all-zero "no matter" of the
 * spec). A legacy with a matter takes its status, probate reference and dates from the matter
 * (the firm owns them, 03 §1); the columns here hold them for legacies with no matter.
 * organisationID is null for a legacy of a matter charity that is not on Probity: the firm still
 * keeps its legacy details and documents.
 */
export const legacies = pgTable(
  'legacies',
  {
    legacyID: uuid('legacy_id').primaryKey().defaultRandom(),
    organisationID: uuid('organisation_id').references(() => organisations.organisationID, {
      onDelete: 'cascade',
    }),
    matterID: uuid('matter_id').references(() => matters.matterID, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    charityReference: text('charity_reference'),
    probateReference: text('probate_reference'),
    statusID: uuid('status_id').notNull(),
    deceasedIndividualID: uuid('deceased_individual_id').references(() => individuals.individualID, {
      onDelete: 'set null',
    }),
    dateOfDeath: date('date_of_death'),
    dateOfProbate: date('date_of_probate'),
    accountsApproved: boolean('accounts_approved').notNull().default(false),
    grantSubmitted: boolean('grant_submitted').notNull().default(false),
    /** spec 03 §3 nominatedBankAccount: an account of organisationID. */
    nominatedBankAccountID: uuid('nominated_bank_account_id').references(() => bankAccounts.bankAccountID, {
      onDelete: 'set null',
    }),
    bankAccountVisibleToFirm: boolean('bank_account_visible_to_firm').notNull().default(false),
    paymentReference: text('payment_reference'),
    /** Notification intake (issue 11): when the charity learnt of the legacy, and from whom. */
    notifiedDate: date('notified_date'),
    notifiedBy: text('notified_by', { enum: ['firm', 'executor', 'notification-service', 'other'] }),
    dateOfWill: date('date_of_will'),
    /** The charity's own forecast of when the legacy will be received (receipts by financial year). */
    expectedReceiptDate: date('expected_receipt_date'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedDate: timestamp('last_updated_date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue 19: when a legacy the charity follows alone was set to complete, archived or rejected
     * (its retention clock starts; null again if reopened). A firm's legacy ends with its matter.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Issue 19: when the charity's retention erased its personal fields (a tombstone). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('legacies_org_list_idx').on(t.organisationID, t.createdDate),
    index('legacies_matter_idx').on(t.matterID),
    index('legacies_bank_account_idx').on(t.nominatedBankAccountID),
    // A charity's references are unique within the charity (409 naming the reference): the reference
    // of a legacy it follows alone, and any charity reference.
    uniqueIndex('legacies_org_reference_uq')
      .on(t.organisationID, sql`lower(${t.reference})`)
      .where(sql`${t.matterID} IS NULL`),
    uniqueIndex('legacies_org_charity_reference_uq')
      .on(t.organisationID, sql`lower(${t.charityReference})`)
      .where(sql`${t.charityReference} IS NOT NULL AND ${t.charityReference} <> ''`),
  ],
);

/**
 * The deceased a legacy shows (issue 11): its own deceased when it has no firm matter, else the
 * matter's Deceased individual (the first added). One rule for the legacy page, the list and its
 * search, the reports and the exports. Qualified by hand: the subquery reads the outer row.
 */
export const legacyShownDeceasedID = sql<string | null>`case when "legacies"."matter_id" is null
  then "legacies"."deceased_individual_id"
  else (select d.individual_id from ${individuals} as d
        where d.matter_id = "legacies"."matter_id" and d.individual_type_id = 'deceased'
        order by d.date_created, d.individual_id limit 1) end`;

/**
 * Notification intake (issue 11): the executors (or other contacts) of a legacy who are not on
 * Probity, as the charity was told of them.
 */
export const legacyContacts = pgTable(
  'legacy_contacts',
  {
    contactID: uuid('contact_id').primaryKey().defaultRandom(),
    legacyID: uuid('legacy_id')
      .notNull()
      .references(() => legacies.legacyID, { onDelete: 'cascade' }),
    role: text('role', { enum: ['executor', 'other'] })
      .notNull()
      .default('executor'),
    name: text('name').notNull(),
    emailAddress: text('email_address'),
    phone: text('phone'),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('legacy_contacts_legacy_idx').on(t.legacyID, t.createdAt)],
);

/** spec 03 §3 Legacy detail: a money item of a legacy. Amounts are integer pence (GBP). */
export const legacyDetails = pgTable(
  'legacy_details',
  {
    legacyDetailID: uuid('legacy_detail_id').primaryKey().defaultRandom(),
    legacyID: uuid('legacy_id')
      .notNull()
      .references(() => legacies.legacyID, { onDelete: 'cascade' }),
    /** One of LEGACY_TYPES of packages/domain. */
    legacyTypeID: uuid('legacy_type_id').notNull(),
    description: text('description').notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    isEstimate: boolean('is_estimate').notNull().default(false),
    isPercentage: boolean('is_percentage').notNull().default(false),
    percentageValue: numeric('percentage_value', { precision: 7, scale: 4 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('legacy_details_legacy_idx').on(t.legacyID, t.createdAt)],
);

/** spec 03 §2.10 Legacy members: the charity's team on a legacy (the firm's is the matter team). */
export const legacyTeam = pgTable(
  'legacy_team',
  {
    legacyID: uuid('legacy_id')
      .notNull()
      .references(() => legacies.legacyID, { onDelete: 'cascade' }),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.legacyID, t.userID] }), index('legacy_team_user_idx').on(t.userID)],
);
