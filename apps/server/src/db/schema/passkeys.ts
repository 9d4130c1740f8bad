import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A user's passkeys (WebAuthn credentials) for the built-in identity server (issue 13). */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id chosen by the authenticator, base64url. */
    credentialID: text('credential_id').primaryKey(),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    /** The name the user gave it ("Work laptop"). */
    name: text('name').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; a sign-in whose counter goes backwards is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** singleDevice (bound to one authenticator) or multiDevice (may be synced). */
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userID)],
);

/**
 * WebAuthn challenges waiting for an answer: kept server-side, used once, short-lived. A sign-in
 * challenge belongs to one sign-in interaction, a registration challenge to one user.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign_in', 'second_factor'] }).notNull(),
    userID: uuid('user_id').references(() => users.userID, { onDelete: 'cascade' }),
    interactionUid: text('interaction_uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
