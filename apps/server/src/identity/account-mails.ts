import { and, eq, gt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.js';
import type { Config } from '../config.js';
import type { Database, DbOrTx } from '../db/client.js';
import { userTokens } from '../db/schema/index.js';
import { encryptionKey } from '../lib/crypto.js';
import { enqueueTemplatedMail } from '../mail/render-mail.js';
import { findUserByEmail } from './accounts.js';
import {
  createUserToken,
  INVITATION_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  revokeUserTokens,
} from './user-tokens.js';

export interface MailRecipient {
  userID: string;
  firstName: string;
  surname?: string;
  emailAddress: string;
}

/** Mail triggers (the e-mail template names of spec 01 Settings). */
export const MAIL_TRIGGERS = { passwordReset: 'PasswordReset', invitation: 'UserInvitation' } as const;

/** At most one reset e-mail per address in this many seconds, however often the form is sent. */
export const RESET_MAIL_INTERVAL_SECONDS = 60;

export function passwordResetUrl(config: Config, rawToken: string): string {
  return `${config.publicUrl}/identity/reset-password?token=${encodeURIComponent(rawToken)}`;
}

export function invitationUrl(config: Config, rawToken: string): string {
  return `${config.publicUrl}/identity/accept-invitation?token=${encodeURIComponent(rawToken)}`;
}

/** '7 days', '1 hour': how long a link works, for the {{validFor}} placeholder. */
export function durationText(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  if (hours % 24 === 0) return `${hours / 24} day${hours === 24 ? '' : 's'}`;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Creates a one-hour reset link and puts the e-mail in the outbox. Older unused reset links of
 * the user stop working. Call inside the caller's transaction.
 */
export async function sendPasswordResetMail(db: DbOrTx, config: Config, user: MailRecipient): Promise<void> {
  await revokeUserTokens(db, user.userID, 'password_reset');
  const token = await createUserToken(db, user.userID, 'password_reset', PASSWORD_RESET_TTL_MS);
  await enqueueTemplatedMail(db, {
    trigger: MAIL_TRIGGERS.passwordReset,
    to: user.emailAddress,
    values: {
      firstName: user.firstName,
      surname: user.surname ?? '',
      emailAddress: user.emailAddress,
      link: passwordResetUrl(config, token),
      validFor: durationText(PASSWORD_RESET_TTL_MS),
    },
    hide: { values: ['link'], key: encryptionKey(config) },
  });
}

/**
 * Creates a seven-day invitation link for a user without a password yet and puts the e-mail in
 * the outbox; a new invitation replaces older ones. For the users feature (Add User).
 */
export async function sendInvitationMail(
  db: DbOrTx,
  config: Config,
  user: MailRecipient,
  context: { organisationName?: string; invitedBy?: string; matterReference?: string } = {},
): Promise<void> {
  await revokeUserTokens(db, user.userID, 'invitation');
  const token = await createUserToken(db, user.userID, 'invitation', INVITATION_TTL_MS);
  await enqueueTemplatedMail(db, {
    trigger: MAIL_TRIGGERS.invitation,
    to: user.emailAddress,
    values: {
      firstName: user.firstName,
      surname: user.surname ?? '',
      emailAddress: user.emailAddress,
      organisationName: context.organisationName ?? '',
      invitedBy: context.invitedBy ?? '',
      matterReference: context.matterReference ?? '',
      link: invitationUrl(config, token),
      validFor: durationText(INVITATION_TTL_MS),
    },
    hide: { values: ['link'], key: encryptionKey(config) },
  });
}

/**
 * The "Forgot your password?" form. Answers nothing about whether the address exists; sends a mail
 * only for a known address, and not more often than once a minute per address.
 */
export async function requestPasswordReset(
  database: Database,
  config: Config,
  input: { emailAddress: string; ip?: string },
): Promise<void> {
  const found = await findUserByEmail(database.db, input.emailAddress);
  if (!found) return;
  const { user } = found;
  await database.db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ tokenHash: userTokens.tokenHash })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.userID, user.userID),
          eq(userTokens.purpose, 'password_reset'),
          gt(userTokens.createdAt, sql`now() - make_interval(secs => ${RESET_MAIL_INTERVAL_SECONDS})`),
        ),
      )
      .limit(1);
    if (recent) return;
    await sendPasswordResetMail(tx, config, user);
    await recordAudit(tx, {
      action: 'identity.password_reset_requested',
      actorUserID: null,
      organisationID: user.organisationID,
      objectType: 'user',
      objectID: user.userID,
      ip: input.ip,
    });
  });
}
