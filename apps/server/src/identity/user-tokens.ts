import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { userTokens } from '../db/schema/index.js';

export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

/** How long the links sent by e-mail stay valid. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Only this hash is stored: a copy of the table cannot be used to reset anybody's password. */
export function hashUserToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

/** A raw token is 32 random bytes in base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Creates a one-time token for a user and returns the raw, URL-safe value to put in a link.
 * Call it inside the transaction that enqueues the e-mail carrying it.
 */
export async function createUserToken(
  db: DbOrTx,
  userID: string,
  purpose: UserTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    tokenHash: hashUserToken(raw),
    userID,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return raw;
}

/** The user a token belongs to while it is unused and unexpired, without using it up (to show a form). */
export async function findUserToken(
  db: DbOrTx,
  raw: string,
  purpose: UserTokenPurpose,
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(raw)) return null;
  const [row] = await db
    .select({ userID: userTokens.userID })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashUserToken(raw)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.userID ?? null;
}

/**
 * Uses a token up and returns its user; null when it is unknown, of another purpose, expired or
 * already used. One conditional UPDATE marks it, so two concurrent requests cannot both succeed.
 */
export async function consumeUserToken(
  db: DbOrTx,
  raw: string,
  purpose: UserTokenPurpose,
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(raw)) return null;
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, hashUserToken(raw)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userID: userTokens.userID });
  return row?.userID ?? null;
}

/** Ends every unused token of a purpose for a user (a new invitation replaces the old one; a reset ends older links). */
export async function revokeUserTokens(db: DbOrTx, userID: string, purpose: UserTokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userID, userID), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
