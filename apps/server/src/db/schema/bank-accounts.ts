import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * spec 03 §3 Bank account: an account a charity uses for legacy payments (charity settings).
 *
 * sortCode and accountNumber hold AES-256-GCM ciphertext made by lib/crypto.ts, bound to the
 * record and field; they are never stored in clear, not even in part. accountVerified is the UK
 * modulus check's answer when the account was saved.
 *
 * primaryContactUserID: a user of the same organisation. Decision: ON DELETE SET NULL, so removing
 * the user keeps the account and its card shows "-" for the contact until someone picks another.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    bankAccountID: uuid('bank_account_id').primaryKey().defaultRandom(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    sortCode: text('sort_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    accountVerified: boolean('account_verified').notNull().default(false),
    description: text('description'),
    primaryContactUserID: uuid('primary_contact_user_id').references(() => users.userID, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_accounts_organisation_idx').on(t.organisationID)],
);
