import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail goes through the outbox; a job delivers it when SMTP is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mailID: uuid('mail_id').primaryKey().defaultRandom(),
    trigger: text('trigger').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    textBody: text('text_body').notNull(),
    /**
     * When html/text_body are the copy administrators see (a one-time link hidden), the body that is
     * delivered, encrypted (lib/crypto.ts, bound to mail_outbox.sealed_body:{mailID}).
     */
    sealedBody: text('sealed_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Where the delivery job hands the message (SMTP message id), once sent. */
    providerMessageID: text('provider_message_id'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Issue 18: the id of the request that queued it, so the delivery's log lines can be found from it. */
    requestID: text('request_id'),
    /**
     * Issue 19: the organisation of the signed-in user whose request queued it (null for jobs and
     * messages queued before), so a subject access export carries only its own firm's e-mails.
     */
    organisationID: uuid('organisation_id'),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_to_idx').on(t.toAddress),
  ],
);
