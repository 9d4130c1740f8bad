import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLIENTS_ORGANISATION_ID } from '@probity/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { pendingRegistrations } from '../db/schema/index.js';
import { encryptionKey } from '../lib/crypto.js';
import { enqueueTemplatedMail } from '../mail/render-mail.js';
import { findUserByEmail, insertClientUser } from './accounts.js';
import { hashPassword } from './passwords.js';
import { hashUserToken } from './user-tokens.js';
import type { ProfileForm } from './validation.js';

/**
 * Registration without account enumeration (issue 13). Whether or not the address already has an
 * account, the person registering sees the same page ("check your e-mail to finish") after the
 * same time: a new address gets a link that creates the account (so nobody can take an address
 * they do not hold), and the owner of a known address gets an e-mail saying somebody tried.
 */

export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;
export const REGISTRATION_MAIL_TRIGGERS = {
  confirm: 'RegistrationConfirm',
  exists: 'RegistrationExists',
} as const;

/**
 * The forms that must not tell known and unknown addresses apart (registration, forgot password)
 * answer no sooner than this, so the different work behind them takes the same time to see.
 */
export const ANSWER_FLOOR_MS = 400;

/** Runs `work`, and answers no sooner than ANSWER_FLOOR_MS after it started. */
export async function withAnswerFloor<T>(work: () => Promise<T>, floorMs = ANSWER_FLOOR_MS): Promise<T> {
  const [result] = await Promise.all([work(), sleep(floorMs)]);
  return result;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function registrationUrl(config: Config, rawToken: string): string {
  return `${config.publicUrl}/identity/confirm-registration?token=${encodeURIComponent(rawToken)}`;
}

export async function requestRegistration(
  database: Database,
  config: Config,
  input: ProfileForm & { password: string; ip?: string },
): Promise<void> {
  const emailAddress = input.emailAddress.trim();
  // Hashed on both paths, so the known address costs the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  const found = await findUserByEmail(database.db, emailAddress);
  await database.db.transaction(async (tx) => {
    if (found) {
      await enqueueTemplatedMail(tx, {
        trigger: REGISTRATION_MAIL_TRIGGERS.exists,
        to: found.user.emailAddress,
        values: {
          firstName: found.user.firstName,
          emailAddress: found.user.emailAddress,
          link: `${config.publicUrl}/identity/forgot-password`,
        },
      });
      await recordAudit(tx, {
        action: 'identity.registration_for_existing_account',
        actorUserID: null,
        organisationID: found.user.organisationID,
        objectType: 'user',
        objectID: found.user.userID,
        ip: input.ip,
      });
      return;
    }
    const raw = randomBytes(32).toString('base64url');
    await tx.insert(pendingRegistrations).values({
      tokenHash: hashUserToken(raw),
      firstName: input.firstName,
      surname: input.surname,
      emailAddress,
      passwordHash,
      expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS),
    });
    await enqueueTemplatedMail(tx, {
      trigger: REGISTRATION_MAIL_TRIGGERS.confirm,
      to: emailAddress,
      values: {
        firstName: input.firstName,
        emailAddress,
        link: registrationUrl(config, raw),
        validFor: '24 hours',
      },
      hide: { values: ['link'], key: encryptionKey(config) },
    });
    await recordAudit(tx, {
      action: 'identity.registration_requested',
      actorUserID: null,
      organisationID: CLIENTS_ORGANISATION_ID,
      objectType: 'registration',
      ip: input.ip,
    });
  });
}

/**
 * The link of the confirmation e-mail: creates the account (role Individual in the clients'
 * organisation) once. 'invalid' when the link is unknown, used or expired, or when the address
 * got an account meanwhile.
 */
export async function confirmRegistration(
  database: Database,
  raw: string,
  ip?: string,
): Promise<{ userID: string } | 'invalid'> {
  if (!TOKEN_PATTERN.test(raw)) return 'invalid';
  return database.db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.tokenHash, hashUserToken(raw)),
          gt(pendingRegistrations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!pending) return 'invalid' as const;
    if (await findUserByEmail(tx, pending.emailAddress)) return 'invalid' as const;
    const created = await insertClientUser(tx, {
      firstName: pending.firstName,
      surname: pending.surname,
      emailAddress: pending.emailAddress,
      passwordHash: pending.passwordHash,
    });
    // Other pending registrations of the address end with this one.
    await tx
      .delete(pendingRegistrations)
      .where(sql`lower(${pendingRegistrations.emailAddress}) = ${pending.emailAddress.toLowerCase()}`);
    await recordAudit(tx, {
      action: 'identity.registered',
      actorUserID: created.userID,
      organisationID: CLIENTS_ORGANISATION_ID,
      objectType: 'user',
      objectID: created.userID,
      ip,
    });
    return { userID: created.userID };
  });
}

/** Deletes registrations whose link has expired (run with the identity server's pruning). */
export async function prunePendingRegistrations(db: Database['db']): Promise<void> {
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, sql`now()`));
}
