import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';

/** spec 01 §3 User. Several roles; status active, locked or paused. */
export const users = pgTable(
  'users',
  {
    userID: uuid('user_id').primaryKey().defaultRandom(),
    organisationID: uuid('organisation_id')
      .notNull()
      .references(() => organisations.organisationID, { onDelete: 'cascade' }),
    title: text('title'),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    emailAddress: text('email_address').notNull(),
    profileImage: text('profile_image'),
    roles: text('roles').array().notNull(),
    /** The organisation's manager (spec 01 §2 Companies: members with the owner flag shown as Manager). */
    isManager: boolean('is_manager').notNull().default(false),
    status: text('status', { enum: ['active', 'locked', 'paused'] })
      .notNull()
      .default('active'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** argon2id hash; null until the user sets a password (invitation) or for external sign-in. */
    passwordHash: text('password_hash'),
    externalIssuer: text('external_issuer'),
    externalSubject: text('external_subject'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    signInLockedUntil: timestamp('sign_in_locked_until', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How a member of a legacy team hears of the firm's changes to their legacies (issue 11):
     * 'immediately' (one e-mail per change), 'daily' (one digest a day) or 'off'.
     */
    legacyNotifications: text('legacy_notifications', { enum: ['immediately', 'daily', 'off'] })
      .notNull()
      .default('immediately'),
    /** The last daily digest sent to the user: the next one covers what happened since. */
    legacyDigestSentAt: timestamp('legacy_digest_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.emailAddress})`),
    uniqueIndex('users_external_unique').on(t.externalIssuer, t.externalSubject),
    index('users_organisation_idx').on(t.organisationID),
  ],
);

/** One-time links sent by e-mail (invitation, password reset). Only a hash of the token is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invitation', 'password_reset'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userID)],
);
