import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Storage of the built-in OpenID provider (sessions, grants, codes, tokens), shared by all instances. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantID: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Grants only: when the user signed in (the absolute session lifetime counts from here). */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    /** Grants only: the last API call under the grant, within a minute (the idle timeout counts from here). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantID),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Issue 18: the built-in identity server's secrets (cookie secret, signing keys) on PostgreSQL, so
 * every instance signs and checks with the same ones. Values are encrypted with ENCRYPTION_KEY
 * (lib/crypto.ts, context `identity_secrets:<name>`). The embedded database keeps them in DATA_DIR.
 */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
