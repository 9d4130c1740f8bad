import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's authenticator app (TOTP, RFC 6238; issue 13). One per user. The secret is encrypted at
 * rest (lib/crypto.ts, bound to the user); it counts only once confirmed with a code.
 */
export const userTotp = pgTable('user_totp', {
  userID: uuid('user_id')
    .primaryKey()
    .references(() => users.userID, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  /** Null while being set up: the secret was shown but no code has confirmed it yet. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code of that step or earlier is refused (no replay). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time recovery codes per user, kept only as keyed hashes (HMAC-SHA-256). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_recovery_codes_user_idx').on(t.userID),
    index('user_recovery_codes_unused_idx').on(t.userID, t.codeHash).where(sql`${t.usedAt} is null`),
  ],
);
