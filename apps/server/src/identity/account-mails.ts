import { and, eq, gt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.js';
import type { Config } from '../config.js';
import type { Database, DbOrTx } from '../db/client.js';
import { userTokens } from '../db/schema/index.js';
import { escapeHtml } from '../lib/html.js';
import { enqueueMail } from '../mail/outbox.js';
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

function mailHtml(
  greeting: string,
  paragraphs: string[],
  buttonText: string,
  url: string,
  after: string,
): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#17292b;max-width:560px">
${p(greeting)}
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#0f5c63;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(buttonText)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#53676a">If the button does not work, copy this address into your browser:<br>${escapeHtml(url)}</p>
${p(after)}
<p style="margin:0">Probity</p>
</div>`;
}

/**
 * Creates a one-hour reset link and puts the e-mail in the outbox. Older unused reset links of
 * the user stop working. Call inside the caller's transaction.
 */
export async function sendPasswordResetMail(db: DbOrTx, config: Config, user: MailRecipient): Promise<void> {
  await revokeUserTokens(db, user.userID, 'password_reset');
  const token = await createUserToken(db, user.userID, 'password_reset', PASSWORD_RESET_TTL_MS);
  const url = passwordResetUrl(config, token);
  const greeting = `Hello ${user.firstName},`;
  const lines = [
    'We received a request to reset the password of your Probity account.',
    'Choose a new password with the link below. It is valid for 1 hour and works once.',
  ];
  const after = 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.';
  await enqueueMail(db, {
    trigger: MAIL_TRIGGERS.passwordReset,
    to: user.emailAddress,
    subject: 'Reset your Probity password',
    html: mailHtml(greeting, lines, 'Choose a new password', url, after),
    text: `${greeting}\n\n${lines.join('\n')}\n\n${url}\n\n${after}\n\nProbity`,
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
  context: { organisationName?: string; invitedBy?: string } = {},
): Promise<void> {
  await revokeUserTokens(db, user.userID, 'invitation');
  const token = await createUserToken(db, user.userID, 'invitation', INVITATION_TTL_MS);
  const url = invitationUrl(config, token);
  const greeting = `Hello ${user.firstName},`;
  const who = context.invitedBy ? `${context.invitedBy} has invited you` : 'You have been invited';
  const where = context.organisationName ? ` to join ${context.organisationName} on Probity` : ' to Probity';
  const lines = [`${who}${where}.`, 'Choose your password with the link below. It is valid for 7 days.'];
  const after = `Your sign-in name is your e-mail address: ${user.emailAddress}.`;
  await enqueueMail(db, {
    trigger: MAIL_TRIGGERS.invitation,
    to: user.emailAddress,
    subject: 'You are invited to Probity',
    html: mailHtml(greeting, lines, 'Set your password', url, after),
    text: `${greeting}\n\n${lines.join('\n')}\n\n${url}\n\n${after}\n\nProbity`,
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
