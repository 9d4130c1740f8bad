import type { DbOrTx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface OutgoingMail {
  /** The product event that sends it (e-mail template trigger), e.g. 'UserInvitation'. */
  trigger: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Every message goes into the outbox inside the caller's transaction, so a message exists only if
 * the change that caused it committed. Delivery (SMTP) is a job that reads the outbox.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      trigger: mail.trigger,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      textBody: mail.text,
    })
    .returning({ mailID: mailOutbox.mailID });
  return row!.mailID;
}
