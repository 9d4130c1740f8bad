import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { decryptText, encryptText } from '../lib/crypto.js';
import { currentOrganisationID, currentRequestID } from '../observability/request-context.js';

export interface OutgoingMail {
  /** The product event that sends it (e-mail template trigger), e.g. 'UserInvitation'. */
  trigger: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The body to deliver when html/text are a copy for administrators with a one-time link hidden:
   * stored encrypted with the key, readable only by the delivery job.
   */
  sealed?: { html: string; text: string; key: Buffer };
}

/** What administrators see instead of a one-time link (invitation, password reset, registration). */
export const LINK_HIDDEN = '[link hidden: only the recipient receives it]';

export const sealedBodyContext = (mailID: string) => `mail_outbox.sealed_body:${mailID}`;

/** The delivered body of a sealed message. */
export function openSealedBody(key: Buffer, mailID: string, sealed: string): { html: string; text: string } {
  return JSON.parse(decryptText(key, sealed, sealedBodyContext(mailID))) as { html: string; text: string };
}

/**
 * The notification channel that wakes the delivery job. PostgreSQL delivers a NOTIFY only when
 * the transaction that sent it commits (and drops it on rollback), so the job runs after commit.
 * The schema is part of the name, so databases that hold several schemas keep them apart.
 */
export const MAIL_CHANNEL_PREFIX = 'probity_mail_';

export async function notifyMailQueued(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${MAIL_CHANNEL_PREFIX} || current_schema(), '')`);
}

/**
 * Every message goes into the outbox inside the caller's transaction, so a message exists only if
 * the change that caused it committed. Delivery (SMTP) is a job that reads the outbox.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const mailID = randomUUID();
  const sealedBody = mail.sealed
    ? encryptText(
        mail.sealed.key,
        JSON.stringify({ html: mail.sealed.html, text: mail.sealed.text }),
        sealedBodyContext(mailID),
      )
    : null;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      mailID,
      sealedBody,
      trigger: mail.trigger,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      textBody: mail.text,
      // Issue 18: the delivery's log lines name the request that queued the message.
      requestID: currentRequestID() ?? null,
      // Issue 19: which firm's request queued it, for its subject access exports.
      organisationID: currentOrganisationID() ?? null,
    })
    .returning({ mailID: mailOutbox.mailID });
  await notifyMailQueued(db);
  return row!.mailID;
}
