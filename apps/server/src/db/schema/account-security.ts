import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins counted per (e-mail address, network address) and per network address
 * (identity/throttle.ts). Keys are hashes, so the table holds no e-mail or IP address in clear.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** 'pair:' or 'address:' and a SHA-256 of what is counted. */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    /** Locks so far in this streak: each lock lasts twice as long as the one before. */
    locks: integer('locks').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_last_idx').on(t.lastFailureAt)],
);

/**
 * A registration waiting for its e-mail address to be confirmed (identity/registration.ts): the
 * account is created only when the link is followed. Only the hash of the link's token is kept.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    tokenHash: text('token_hash').primaryKey(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    emailAddress: text('email_address').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_registrations_expires_idx').on(t.expiresAt)],
);
