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

/** After this many wrong passwords in a row, sign-in is refused for SIGN_IN_LOCK_MINUTES. */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MINUTES = 15;
/** Each failure waits a little longer before answering: step × failures, capped. */
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

  if (!found) {
    await verifyPassword(null, input.password);
    await sleep(step);
    return fail('unknown_email', SIGN_IN_TEXTS.wrongCredentials);
  }
  const { user } = found;

  const lockedFor = minutesLeft(user.signInLockedUntil);
  if (lockedFor > 0) return fail('throttled', SIGN_IN_TEXTS.tooManyAttempts(lockedFor), user);

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const counted = await countFailure(db, user.userID);
    await sleep(Math.min(step * counted.failedSignIns, FAILURE_DELAY_MAX_MS));
    const nowLocked = minutesLeft(counted.signInLockedUntil);
    const reason = user.passwordHash ? 'wrong_password' : 'no_password';
    return fail(
      reason,
      nowLocked > 0 ? SIGN_IN_TEXTS.tooManyAttempts(nowLocked) : SIGN_IN_TEXTS.wrongCredentials,
      user,
      { failedSignIns: counted.failedSignIns, lockedUntil: counted.signInLockedUntil?.toISOString() ?? null },
    );
  }

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

  // Issue 13: with a second factor the streak ends only when the second step succeeds.
  const streakEnds = !(await hasSecondFactor(db, user.userID));
  const [updated] = await db
    .update(users)
    .set({
      ...(streakEnds ? { failedSignIns: 0, signInLockedUntil: null } : {}),
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

export function minutesLeft(until: Date | null | undefined): number {
  if (!until) return 0;
  const ms = until.getTime() - Date.now();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/**
 * Counts one more failure in a single statement (safe under concurrent attempts). A streak that
 * ended in an expired lock starts again from one.
 */
export async function countFailure(
  db: Db,
  userID: string,
): Promise<{ failedSignIns: number; signInLockedUntil: Date | null }> {
  const streak = sql`(CASE WHEN ${users.signInLockedUntil} <= now() THEN 1 ELSE ${users.failedSignIns} + 1 END)`;
  const [row] = await db
    .update(users)
    .set({
      failedSignIns: streak,
      signInLockedUntil: sql`(CASE
        WHEN ${streak} >= ${MAX_FAILED_SIGN_INS} THEN now() + make_interval(mins => ${SIGN_IN_LOCK_MINUTES})
        WHEN ${users.signInLockedUntil} <= now() THEN NULL
        ELSE ${users.signInLockedUntil} END)`,
    })
    .where(eq(users.userID, userID))
    .returning({ failedSignIns: users.failedSignIns, signInLockedUntil: users.signInLockedUntil });
  return row ?? { failedSignIns: 1, signInLockedUntil: null };
}
