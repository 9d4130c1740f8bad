import { sql } from 'drizzle-orm';
import {
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
import { legacies } from './legacies.js';
import { matters } from './matters.js';
import { organisations } from './organisations.js';

/**
 * The local copy of the Charity Commission register (spec README: "a local copy of the charity
 * register loaded from the Charity Commission's public extract format"). One row per charity
 * (a main charity has suffix 0, its linked charities 1, 2, …), loaded from the extract's
 * `charity`, `charity_trustee` and `charity_other_names` tables. Column names follow the extract;
 * the API names of spec 03 §3 are produced by the presenter.
 */
export const charityRegister = pgTable(
  'charity_register',
  {
    organisationNumber: integer('organisation_number').primaryKey(),
    registeredCharityNumber: integer('registered_charity_number').notNull(),
    /** API group_subsid_suffix; 0 = the main charity. */
    linkedCharityNumber: integer('linked_charity_number').notNull().default(0),
    charityName: text('charity_name').notNull(),
    charityType: text('charity_type'),
    /** 'Registered' or 'Removed' (API R / RM). */
    registrationStatus: text('registration_status').notNull(),
    dateOfRegistration: date('date_of_registration'),
    dateOfRemoval: date('date_of_removal'),
    removalReason: text('removal_reason'),
    reportingStatus: text('reporting_status'),
    companyRegistrationNumber: text('company_registration_number'),
    insolvent: boolean('insolvent').notNull().default(false),
    inAdministration: boolean('in_administration').notNull().default(false),
    previouslyExcepted: boolean('previously_excepted').notNull().default(false),
    /** 'CIF', 'CDF' or null. */
    cifCdf: text('cif_cdf'),
    latestAccFinPeriodEndDate: date('latest_acc_fin_period_end_date'),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    address4: text('address4'),
    address5: text('address5'),
    postcode: text('postcode'),
    phone: text('phone'),
    email: text('email'),
    web: text('web'),
    trustees: jsonb('trustees').$type<string[]>().notNull().default([]),
    otherNames: jsonb('other_names').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('charity_register_number_uq').on(t.registeredCharityNumber, t.linkedCharityNumber),
    index('charity_register_name_idx').on(sql`lower(${t.charityName}) text_pattern_ops`),
  ],
);

/**
 * spec 02 §3 / 03 §3 Matter charity: a charity named in a matter's will. Every matter charity has
 * its legacy (legacyID), which holds the legacy details, documents and payment details; removing
 * the charity deletes that legacy (spec 02 §4 "loses its legacy details and documents").
 * linkedOrganisation: the charity organisation on Probity whose Reg. Charity No. (companyNo)
 * matches, set by the server (the "verified" badge); null when the charity is not on Probity.
 */
export const matterCharities = pgTable(
  'matter_charities',
  {
    matterCharityID: uuid('matter_charity_id').primaryKey().defaultRandom(),
    matterID: uuid('matter_id')
      .notNull()
      .references(() => matters.matterID, { onDelete: 'cascade' }),
    charityRegNo: integer('charity_reg_no').notNull(),
    charityOrgNo: integer('charity_org_no').notNull(),
    charitySuffix: integer('charity_suffix').notNull().default(0),
    charityName: text('charity_name').notNull(),
    linkedOrganisation: uuid('linked_organisation').references(() => organisations.organisationID, {
      onDelete: 'set null',
    }),
    legacyID: uuid('legacy_id')
      .notNull()
      .references(() => legacies.legacyID, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matter_charities_matter_org_uq').on(t.matterID, t.charityOrgNo),
    index('matter_charities_matter_idx').on(t.matterID, t.createdAt),
    index('matter_charities_legacy_idx').on(t.legacyID),
  ],
);
