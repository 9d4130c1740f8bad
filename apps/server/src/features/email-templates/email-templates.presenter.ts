import type { EmailTemplate, OutboxMessage, OutboxMessageSummary } from '@probity/domain';
import type { emailTemplates, mailOutbox } from '../../db/schema/index.js';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type OutboxRow = typeof mailOutbox.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** spec 01 §3 Email template. */
export function presentEmailTemplate(row: EmailTemplateRow): EmailTemplate {
  return {
    emailTemplateID: row.emailTemplateID,
    name: row.name,
    subject: row.subject,
    templateContent: row.templateContent,
    dateCreated: row.dateCreated.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

export function presentOutboxSummary(row: OutboxRow): OutboxMessageSummary {
  return {
    mailID: row.mailID,
    trigger: row.trigger,
    toAddress: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    nextAttemptAt: iso(row.nextAttemptAt),
  };
}

export function presentOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    ...presentOutboxSummary(row),
    html: row.html,
    textBody: row.textBody,
    providerMessageID: row.providerMessageID,
  };
}
