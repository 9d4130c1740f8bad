import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { estateLegacies } from './estate-will.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * Issue 17 "Assets and liabilities": an asset or liability of an Estate matter, valued at the date
 * of death. Money is integer pence (bigint, read as a number: the schema caps a figure at £10bn).
 * The reference (an account or policy number) is encrypted by the application
 * (features/estate-register/estate-item-secrets.ts), bound to the item's id.
 */
export const estateItems = pgTable(
  'estate_items',
  {
    estateItemID: uuid('estate_item_id').primaryKey(),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    /** 'asset' or 'liability' (ESTATE_ITEM_KINDS). */
    kind: text('kind').notNull(),
    /** ASSET_CATEGORIES or LIABILITY_CATEGORIES, by kind. */
    category: text('category').notNull(),
    description: text('description').notNull(),
    institution: text('institution'),
    /** Encrypted (v1:…), never the clear text; null when there is none. */
    reference: text('reference'),
    valueAtDeath: bigint('value_at_death', { mode: 'number' }).notNull(),
    /** The deceased's share in hundredths of a percent (10000 = 100 %), so two decimals are exact. */
    shareHundredths: integer('share_hundredths').notNull().default(10000),
    passesBySurvivorship: boolean('passes_by_survivorship').notNull().default(false),
    inEstateForProbate: boolean('in_estate_for_probate').notNull().default(true),
    realisedAmount: bigint('realised_amount', { mode: 'number' }),
    realisedOn: date('realised_on'),
    createdBy: uuid('created_by').references(() => users.userID, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.userID, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('estate_items_matter_idx').on(t.matterID, t.kind, t.category)],
);

/** Issue 17: money received (capital or income) or paid out of an estate after the death. */
export const estateTransactions = pgTable(
  'estate_transactions',
  {
    estateTransactionID: uuid('estate_transaction_id').primaryKey(),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    /** 'receipt' or 'payment'. */
    direction: text('direction').notNull(),
    /** RECEIPT_KINDS for a receipt, PAYMENT_KINDS for a payment. */
    kind: text('kind').notNull(),
    date: date('date').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** The asset or liability it concerns (a sale's proceeds, a mortgage paid off); kept null when deleted. */
    estateItemID: uuid('estate_item_id').references(() => estateItems.estateItemID, { onDelete: 'set null' }),
    /** An administration expense: 'capital' or 'income' (the account it is charged to); null for others. */
    chargedTo: text('charged_to'),
    /**
     * A distribution: the will's gift it pays (the beneficiary is that gift's); null for other payments.
     * Deleting the gift leaves the distribution unattributed, which the accounts report as a problem.
     */
    estateLegacyID: uuid('estate_legacy_id').references((): AnyPgColumn => estateLegacies.estateLegacyID, {
      onDelete: 'set null',
    }),
    /** A distribution: 'interim' or 'final' (DISTRIBUTION_KINDS). */
    distribution: text('distribution'),
    createdBy: uuid('created_by').references(() => users.userID, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.userID, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('estate_transactions_matter_idx').on(t.matterID, t.date),
    index('estate_transactions_item_idx').on(t.estateItemID),
  ],
);

/**
 * Issue 17 "Approval of the final accounts": each time the firm marks the estate accounts final, the
 * accounts as they stood (the engine's output, JSON) and when. The newest row is the one in force; a
 * later change to the figures shows as "changed since finalised" until the firm finalises again.
 */
export const estateAccountsFinals = pgTable(
  'estate_accounts_finals',
  {
    finalisationID: uuid('finalisation_id').primaryKey(),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    /** The EstateAccounts as they stood when finalised. */
    accounts: jsonb('accounts').notNull(),
    finalisedBy: uuid('finalised_by').references(() => users.userID, { onDelete: 'set null' }),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('estate_accounts_finals_matter_idx').on(t.matterID, t.finalisedAt)],
);

/**
 * A residuary beneficiary's approval of one finalisation: recorded by the firm on a person's behalf
 * (how: letter, e-mail, meeting), or given by a charity's user on Probity ('portal').
 */
export const estateAccountsApprovals = pgTable(
  'estate_accounts_approvals',
  {
    approvalID: uuid('approval_id').primaryKey(),
    finalisationID: uuid('finalisation_id')
      .notNull()
      .references(() => estateAccountsFinals.finalisationID, { onDelete: 'cascade' }),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    /** The accounts' beneficiary id: a matterCharityID, or person:<name>. */
    beneficiaryID: text('beneficiary_id').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    /** 'letter' | 'email' | 'meeting' (recorded by the firm) | 'portal' (the charity's own). */
    method: text('method').notNull(),
    approvedOn: date('approved_on').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.userID, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('estate_accounts_approvals_once').on(t.finalisationID, t.beneficiaryID)],
);
