import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** spec 01 §3 Organisation (company): a law firm, a charity, the platform or the clients' home. */
export const organisations = pgTable(
  'organisations',
  {
    organisationID: uuid('organisation_id').primaryKey().defaultRandom(),
    parentOrganisation: uuid('parent_organisation'),
    organisationType: text('organisation_type', {
      enum: ['platform', 'lawfirm', 'charity', 'clients'],
    }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    accountsReference: text('accounts_reference'),
    companyNo: text('company_no'),
    vatRegNo: text('vat_reg_no'),
    sraNumber: text('sra_number'),
    dprNo: text('dpr_no'),
    source: text('source'),
    locked: boolean('locked').notNull().default(false),
    integrated: boolean('integrated').notNull().default(true),
    /** Provider credentials, encrypted by the application (never returned in clear). */
    integrationDetails: jsonb('integration_details').$type<{ name: string; value: string }[]>(),
    live: boolean('live').notNull().default(true),
    /** spec 02 §2.11 'Chat disabled': off turns off the individual chats of the firm's matters. */
    individualChatEnabled: boolean('individual_chat_enabled').notNull().default(true),
    /** Issue 13 'Require a second factor': every user of the company signs in with one. */
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
    /** Issue 14: the firm's matter reference pattern (e.g. `{TYPE}/{YYYY}/{SEQ:4}`); null = typed. */
    matterReferencePattern: text('matter_reference_pattern'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    address4: text('address4'),
    address5: text('address5'),
    cityTown: text('city_town'),
    county: text('county'),
    postCode: text('post_code'),
    country: text('country'),
    mainContactUser: uuid('main_contact_user'),
    billingContactUser: uuid('billing_contact_user'),
    technicalContactUser: uuid('technical_contact_user'),
    referralCode: text('referral_code'),
    isDemo: boolean('is_demo').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organisations_type_idx').on(t.organisationType),
    index('organisations_name_idx').on(sql`lower(${t.name})`),
  ],
);
