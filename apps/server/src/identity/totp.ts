import { createHmac, randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { userRecoveryCodes, userTotp } from '../db/schema/index.js';
import { decryptText, encryptText, encryptionKey } from '../lib/crypto.js';

/*
 * The authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds, as every app expects) and the
 * ten one-time recovery codes of issue 13. otplib does the arithmetic; this file keeps the secret
 * encrypted, refuses a code of a step already used (no replay), and keeps recovery codes hashed.
 */

export const TOTP_ISSUER = 'Probity';
/** One step either side of now: a phone clock a little off still works. */
const EPOCH_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Unambiguous letters and digits (no 0/O, 1/I/L): 10 of them carry 50 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

const secretContext = (userID: string) => `user:${userID}:totp`;

/** The secret in groups of four, as people type it into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret });
}

/** The current code of a secret (the CLI's demo code generator, tests). */
export function currentTotpCode(secret: string): Promise<string> {
  return generate({ secret });
}

/** The stored authenticator of a user, with its secret in clear; undefined when there is none. */
export async function readTotp(
  db: DbOrTx,
  config: Config,
  userID: string,
): Promise<{ secret: string; confirmed: boolean } | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userID, userID)).limit(1);
  if (!row) return undefined;
  const secret = decryptText(encryptionKey(config), row.secretEncrypted, secretContext(userID));
  return { secret, confirmed: !!row.confirmedAt };
}

export async function hasConfirmedTotp(db: DbOrTx, userID: string): Promise<boolean> {
  const [row] = await db
    .select({ userID: userTotp.userID })
    .from(userTotp)
    .where(and(eq(userTotp.userID, userID), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  return !!row;
}

/**
 * Starts (or restarts) setting up an authenticator: a fresh secret, not counted until confirmed.
 * A confirmed authenticator is never replaced this way (remove it first). `secret` is for the demo
 * seed only.
 */
export async function startTotpEnrolment(
  db: DbOrTx,
  config: Config,
  userID: string,
  secret = generateSecret(),
): Promise<string> {
  const secretEncrypted = encryptText(encryptionKey(config), secret, secretContext(userID));
  await db
    .insert(userTotp)
    .values({ userID, secretEncrypted })
    .onConflictDoUpdate({
      target: userTotp.userID,
      set: { secretEncrypted, lastTimeStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.confirmedAt),
    });
  return secret;
}

/** The demo administrator's authenticator (seed): DEMO_TOTP_SECRET, confirmed. */
export async function seedConfirmedTotp(
  db: DbOrTx,
  config: Config,
  userID: string,
  secret: string,
): Promise<void> {
  const secretEncrypted = encryptText(encryptionKey(config), secret, secretContext(userID));
  await db.insert(userTotp).values({ userID, secretEncrypted, confirmedAt: sql`now()` });
}

/**
 * Checks a code against the user's authenticator (confirmed, or being set up when `pending`) and
 * marks its time step used in one statement, so the same code cannot be used twice, even by two
 * requests at once. Confirms an authenticator being set up.
 */
export async function useTotpCode(
  db: DbOrTx,
  config: Config,
  userID: string,
  code: string,
  opts: { pending?: boolean } = {},
): Promise<boolean> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const stored = await readTotp(db, config, userID);
  if (!stored || stored.confirmed === !!opts.pending) return false;
  const result = await verify({ secret: stored.secret, token, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return false;
  const { timeStep } = result;
  const [row] = await db
    .update(userTotp)
    .set({
      lastTimeStep: timeStep,
      ...(opts.pending ? { confirmedAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(userTotp.userID, userID),
        opts.pending ? isNull(userTotp.confirmedAt) : isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastTimeStep), sql`${userTotp.lastTimeStep} < ${timeStep}`),
      ),
    )
    .returning({ userID: userTotp.userID });
  return !!row;
}

/** Removes the authenticator and the recovery codes of a user. Answers whether there was one. */
export async function removeTotp(db: DbOrTx, userID: string): Promise<boolean> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userID, userID));
  const removed = await db
    .delete(userTotp)
    .where(eq(userTotp.userID, userID))
    .returning({ confirmedAt: userTotp.confirmedAt });
  return removed.some((r) => !!r.confirmedAt);
}

/** Recovery codes are kept as HMAC-SHA-256 under the encryption key: a copy of the table alone cannot be searched. */
function hashRecoveryCode(config: Config, userID: string, code: string): string {
  return createHmac('sha256', encryptionKey(config))
    .update(`${userID}:${normaliseRecoveryCode(code)}`)
    .digest('base64url');
}

/** What people type: any case, spaces or dashes. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  const plain = normaliseRecoveryCode(code);
  return plain.length === RECOVERY_LENGTH && [...plain].every((c) => RECOVERY_ALPHABET.includes(c));
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Ten new recovery codes replace the old ones; answers them in clear, to be shown once. */
export async function regenerateRecoveryCodes(db: DbOrTx, config: Config, userID: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userID, userID));
  await db
    .insert(userRecoveryCodes)
    .values(codes.map((code) => ({ userID, codeHash: hashRecoveryCode(config, userID, code) })));
  return codes;
}

export async function unusedRecoveryCodeCount(db: DbOrTx, userID: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userID, userID), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Uses up a recovery code (one statement: it works once, even under concurrent attempts). */
export async function useRecoveryCode(
  db: DbOrTx,
  config: Config,
  userID: string,
  code: string,
): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const hash = hashRecoveryCode(config, userID, code);
  const [row] = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.userID, userID),
        eq(userRecoveryCodes.codeHash, hash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: userRecoveryCodes.codeHash });
  return !!row;
}
