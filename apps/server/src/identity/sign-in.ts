import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import {
  ACCESS_BLOCK_TEXTS,
  type AccessBlock,
  accessBlock,
  findUserByEmail,
  normaliseEmail,
  type UserRow,
} from './accounts.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { hasSecondFactor } from './second-factor.js';
import {
  clearPairFailures,
  lockedMinutes,
  recordSignInFailure,
  type ThrottleLimits,
  throttleKeys,
} from './throttle.js';

/**
 * Each failure waits a little longer before answering: step × the failures in a row of that
 * e-mail address from that network address, capped. Locks are throttle.ts's (by pair and address).
 */
export const FAILURE_DELAY_STEP_MS = 200;
export const FAILURE_DELAY_MAX_MS = 2000;

export const SIGN_IN_TEXTS = {
  wrongCredentials: 'The e-mail address or password is incorrect.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

export type SignInFailureReason =
  | 'unknown_email'
  | 'no_password'
  | 'wrong_password'
  | 'throttled'
  | AccessBlock;

export type SignInResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: SignInFailureReason; message: string };

export interface SignInOptions {
  /** Milliseconds added per consecutive failure (tests pass 0). */
  failureDelayStepMs?: number;
  /** Failures before a lock (throttle.ts THROTTLE by default). */
  limits?: ThrottleLimits;
}

/**
 * Checks an e-mail address and password. The password is checked before the account's state, so
 * only somebody who knows the password learns that an account is locked or paused. Every attempt
 * leaves an audit event; the password is never recorded.
 */
export async function attemptSignIn(
  db: Db,
  input: { emailAddress: string; password: string; ip?: string },
  options: SignInOptions = {},
): Promise<SignInResult> {
  const step = options.failureDelayStepMs ?? FAILURE_DELAY_STEP_MS;
  const emailAddress = normaliseEmail(input.emailAddress).slice(0, 200);
  const found = emailAddress ? await findUserByEmail(db, emailAddress) : undefined;
  const keys = throttleKeys(emailAddress, input.ip);

  const fail = async (
    reason: SignInFailureReason,
    message: string,
    user?: UserRow,
    extra?: Record<string, unknown>,
  ) => {
    await recordAudit(db, {
      action: 'identity.sign_in_failed',
      actorUserID: user?.userID ?? null,
      organisationID: user?.organisationID ?? null,
      objectType: 'user',
      objectID: user?.userID,
      ip: input.ip,
      details: { reason, emailAddress, ...extra },
    });
    return { ok: false as const, reason, message };
  };

  // A lock of this e-mail address from this network address, or of this network address: the
  // same answer for known and unknown addresses, and even the right password waits.
  const lockedFor = await lockedMinutes(db, keys);
  if (lockedFor > 0) return fail('throttled', SIGN_IN_TEXTS.tooManyAttempts(lockedFor), found?.user);

  const user = found?.user;
  if (!(await verifyPassword(user?.passwordHash, input.password))) {
    const counted = await recordSignInFailure(db, keys, options.limits);
    const failedSignIns = user ? await countAccountFailure(db, user.userID) : undefined;
    await sleep(Math.min(step * counted.failures, FAILURE_DELAY_MAX_MS));
    const reason = !user ? 'unknown_email' : user.passwordHash ? 'wrong_password' : 'no_password';
    return fail(
      reason,
      counted.lockedMinutes > 0
        ? SIGN_IN_TEXTS.tooManyAttempts(counted.lockedMinutes)
        : SIGN_IN_TEXTS.wrongCredentials,
      user,
      { failedSignIns, lockedMinutes: counted.lockedMinutes },
    );
  }
  if (!found || !user) return fail('unknown_email', SIGN_IN_TEXTS.wrongCredentials);
  // Issue 13: with a second factor the pair's streak ends only when the second step succeeds.
  if (!(await hasSecondFactor(db, user.userID))) await clearPairFailures(db, keys);

  const block = accessBlock(found);
  // The password was right: the failure streak ends either way.
  const rehash = needsRehash(user.passwordHash!) ? await hashPassword(input.password) : undefined;
  if (block) {
    await db
      .update(users)
      .set({ failedSignIns: 0, signInLockedUntil: null, ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(users.userID, user.userID));
    return fail(block, ACCESS_BLOCK_TEXTS[block], user);
  }

  const [updated] = await db
    .update(users)
    .set({
      failedSignIns: 0,
      signInLockedUntil: null,
      lastLogin: sql`now()`,
      ...(rehash ? { passwordHash: rehash } : {}),
    })
    .where(eq(users.userID, user.userID))
    .returning();
  await recordAudit(db, {
    action: 'identity.sign_in',
    actorUserID: user.userID,
    organisationID: user.organisationID,
    objectType: 'user',
    objectID: user.userID,
    ip: input.ip,
  });
  return { ok: true, user: updated ?? user };
}

/**
 * The account's failures in a row, from anywhere: for the audit trail only (a spread-out guess at
 * one account shows there). It locks nothing, so a guesser cannot lock the owner out.
 */
async function countAccountFailure(db: Db, userID: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ failedSignIns: sql`${users.failedSignIns} + 1` })
    .where(eq(users.userID, userID))
    .returning({ failedSignIns: users.failedSignIns });
  return row?.failedSignIns ?? 1;
}
