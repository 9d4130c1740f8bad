import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { matters } from './matters.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * spec 02 §3 Individual: a person on a matter (matterID set) or of a charity (matterID null: the
 * legacy context, shown with the all-zero id). organisationID is the firm or charity that holds
 * the record; userID the registered user (role Individual) who signs in as them.
 *
 * The identity-document and bank columns (nino … bankAccountNumber) hold AES-256-GCM ciphertext
 * made by lib/crypto.ts, bound to the record and field; they are never stored in clear.
 */
export const individuals = pgTable(
  'individuals',
  {
    individualID: uuid('individual_id').primaryKey().defaultRandom(),
    matterID: uuid('matter_id').references(() => matters.matterID, { onDelete: 'cascade' }),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    userID: uuid('user_id').references(() => users.userID, { onDelete: 'set null' }),
    individualTypeID: text('individual_type_id').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    middleNames: text('middle_names').notNull().default(''),
    surname: text('surname').notNull(),
    gender: text('gender'),
    /** 'YYYY-MM-DD'. */
    dob: date('dob'),
    /** 'YYYY-MM-DD': a Deceased individual's date of death (issue 11: the deceased's form asks for it). */
    dateOfDeath: date('date_of_death'),
    telephone: text('telephone'),
    mobileTelephone: text('mobile_telephone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2').notNull().default(''),
    addressLine3: text('address_line3').notNull().default(''),
    cityTown: text('city_town'),
    county: text('county'),
    postCode: text('post_code'),
    country: text('country'),
    emailAddress: text('email_address'),
    nino: text('nino'),
    passport: text('passport'),
    /** The passport's machine-readable zone, when given (checked in every identity check). */
    passportMrz: text('passport_mrz'),
    drivingLicence: text('driving_licence'),
    idCard: text('id_card'),
    travelVisa: text('travel_visa'),
    bankName: text('bank_name'),
    bankSortCode: text('bank_sort_code'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountName: text('bank_account_name'),
    /** Computed on save by UK modulus checking (integrations/bank-modulus). */
    bankAccountVerified: boolean('bank_account_verified').notNull().default(false),
    bankAccountVerification: text('bank_account_verification', {
      enum: ['verified', 'invalid', 'unknownSortCode', 'unsupported', 'notProvided'],
    })
      .notNull()
      .default('notProvided'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 19: when the personal fields were erased (the row stays as a tombstone). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('individuals_matter_idx').on(t.matterID),
    index('individuals_user_idx').on(t.userID),
    index('individuals_org_idx').on(t.organisationID, t.surname),
    // Issue 16: the dashboard's count of a firm's individuals on its matters reads this index only.
    index('individuals_org_matter_idx').on(t.organisationID, t.matterID),
  ],
);
