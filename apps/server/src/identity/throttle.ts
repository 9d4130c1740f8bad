import { createHash } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { signInFailures } from '../db/schema/index.js';
import { normaliseEmail } from './accounts.js';

/**
 * Sign-in lockout by account AND address, so that nobody can lock another person out by guessing:
 * failures are counted per (e-mail address, network address) and per network address (unknown
 * e-mail addresses included). A lock applies to that pair or that address only, so the owner of
 * an account still signs in from their own network while somebody elsewhere guesses. Each lock
 * of a streak lasts twice as long as the one before, up to LOCK_MAX_MINUTES.
 */
export const THROTTLE = {
  /** Wrong passwords for one e-mail address from one network address before a lock. */
  pairMaxFailures: 5,
  /** Failed sign-ins from one network address, whatever the e-mail address, before a lock. */
  addressMaxFailures: 30,
  /** Failures older than this are forgotten (the count starts again). */
  windowMinutes: 15,
  /** The first lock; the next ones double: 1, 2, 4, 8, 16, 32, 60, 60… minutes. */
  lockBaseMinutes: 1,
  lockMaxMinutes: 60,
  /** A streak of locks ends after this long without a failure. */
  streakResetHours: 24,
} as const;

export interface ThrottleLimits {
  pairMaxFailures: number;
  addressMaxFailures: number;
}

type Key = string;

function digest(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** The keys an attempt is counted under. No e-mail or IP address is stored in clear. */
export function throttleKeys(emailAddress: string, ip: string | undefined): { pair: Key; address: Key } {
  const address = ip || 'unknown';
  return {
    pair: `pair:${digest(`${normaliseEmail(emailAddress)}\n${address}`)}`,
    address: `address:${digest(address)}`,
  };
}

/** Minutes until the later of the locks of these keys ends; 0 when neither is locked. */
export async function lockedMinutes(db: DbOrTx, keys: { pair: Key; address: Key }): Promise<number> {
  const rows = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(or(eq(signInFailures.key, keys.pair), eq(signInFailures.key, keys.address)));
  return Math.max(0, ...rows.map((r) => minutesLeft(r.lockedUntil)));
}

export function minutesLeft(until: Date | null | undefined): number {
  if (!until) return 0;
  const ms = until.getTime() - Date.now();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/**
 * Counts one failure under a key in a single statement (safe under concurrent attempts) and
 * answers the lock it leads to, if any. A count past its window, or after its lock ended, starts
 * again from one; the streak of locks (and so the length of the next lock) ends after a quiet day.
 */
async function countFailure(
  db: DbOrTx,
  key: Key,
  max: number,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const t = signInFailures;
  const stale = sql`(${t.lastFailureAt} < now() - make_interval(mins => ${THROTTLE.windowMinutes})
    OR (${t.lockedUntil} IS NOT NULL AND ${t.lockedUntil} <= now()))`;
  const failures = sql`(CASE WHEN ${stale} THEN 1 ELSE ${t.failures} + 1 END)`;
  const locks = sql`(CASE WHEN ${t.lastFailureAt} < now() - make_interval(hours => ${THROTTLE.streakResetHours}) THEN 0 ELSE ${t.locks} END)`;
  const lockMinutes = sql`LEAST(${THROTTLE.lockBaseMinutes} * power(2, LEAST(${locks}, 20)), ${THROTTLE.lockMaxMinutes})`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, locks: 0, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures,
        locks: sql`(CASE WHEN ${failures} >= ${max} THEN ${locks} + 1 ELSE ${locks} END)`,
        lockedUntil: sql`(CASE
          WHEN ${failures} >= ${max} THEN now() + make_interval(mins => ${lockMinutes}::int)
          WHEN ${stale} THEN NULL
          ELSE ${t.lockedUntil} END)`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  return row ?? { failures: 1, lockedUntil: null };
}

/**
 * Counts a failed sign-in under its pair and its address. Answers the pair's failures in a row
 * (for the growing answer delay) and the minutes now locked (0: none).
 */
export async function recordSignInFailure(
  db: DbOrTx,
  keys: { pair: Key; address: Key },
  limits: ThrottleLimits = THROTTLE,
): Promise<{ failures: number; lockedMinutes: number }> {
  const pair = await countFailure(db, keys.pair, limits.pairMaxFailures);
  const address = await countFailure(db, keys.address, limits.addressMaxFailures);
  return {
    failures: pair.failures,
    lockedMinutes: Math.max(minutesLeft(pair.lockedUntil), minutesLeft(address.lockedUntil)),
  };
}

/** A right password from a pair ends its streak (the address's count stays: others may share it). */
export async function clearPairFailures(db: DbOrTx, keys: { pair: Key }): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, keys.pair));
}

/** Forgets counts nobody has added to for a day (run with the identity server's pruning). */
export async function pruneSignInFailures(db: DbOrTx): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      lt(signInFailures.lastFailureAt, sql`now() - make_interval(hours => ${THROTTLE.streakResetHours})`),
    );
}
