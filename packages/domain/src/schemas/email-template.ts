import { z } from 'zod';
import { TEMPLATE_CONTENT_MAX, TEXT_MAX } from '../limits.js';
import { VALIDATION } from '../texts.js';
import type { EmailTrigger } from './email-trigger-fields.js';
import { CASE_TRIGGERS } from './email-triggers-cases.js';
import { IDENTITY_TRIGGERS } from './email-triggers-identity.js';
import { REMINDER_TRIGGERS } from './email-triggers-reminders.js';
import { requiredText, zUuid } from './fields.js';

export type { EmailPlaceholder, EmailTrigger } from './email-trigger-fields.js';

/**
 * spec 01 §2 Settings / §3 Email template: each template belongs to one trigger, a real event of
 * the product. The placeholders are the only values a template may use (Handlebars, HTML-escaped);
 * `{{#if x}}…{{else}}…{{/if}}` and `{{#unless x}}` over them are allowed too. The triggers are
 * written by area in the email-triggers-*.ts modules; this is their order in the product.
 */
export const EMAIL_TRIGGERS = [
  ...IDENTITY_TRIGGERS,
  ...CASE_TRIGGERS,
  ...REMINDER_TRIGGERS,
] as const satisfies readonly EmailTrigger[];

export type EmailTriggerName = (typeof EMAIL_TRIGGERS)[number]['name'];
export const EMAIL_TRIGGER_NAMES = EMAIL_TRIGGERS.map((t) => t.name) as [
  EmailTriggerName,
  ...EmailTriggerName[],
];

/** The values a trigger's mail is rendered with: one string per documented placeholder. */
export type EmailTriggerValues<T extends EmailTriggerName> = {
  [K in Extract<(typeof EMAIL_TRIGGERS)[number], { name: T }>['placeholders'][number]['name']]: string;
};

export function emailTriggerOf(name: string): EmailTrigger | undefined {
  return EMAIL_TRIGGERS.find((t) => t.name === name);
}

export function isEmailTriggerName(name: string): name is EmailTriggerName {
  return EMAIL_TRIGGERS.some((t) => t.name === name);
}

/** The sample values of a trigger, for the preview. */
export function sampleValuesOf(trigger: EmailTrigger): Record<string, string> {
  return Object.fromEntries(trigger.placeholders.map((p) => [p.name, p.sample]));
}

/** spec 01 §5 Email template: name required max 200; subject required max 200; content required max 100000000. */
export const ZEmailTemplateForm = z.object({
  name: requiredText(TEXT_MAX),
  subject: requiredText(TEXT_MAX),
  templateContent: requiredText(TEMPLATE_CONTENT_MAX),
});
export type EmailTemplateForm = z.infer<typeof ZEmailTemplateForm>;

/** POST /api/EmailTemplates (spec 01 §7). */
export const ZEmailTemplateCreateInput = ZEmailTemplateForm;
export type EmailTemplateCreateInput = EmailTemplateForm;

/** PUT /api/EmailTemplates: the same plus emailTemplateID; the trigger (name) cannot change. */
export const ZEmailTemplateUpdateInput = ZEmailTemplateForm.extend({
  emailTemplateID: z.uuid({ error: VALIDATION.invalidFormat }),
});
export type EmailTemplateUpdateInput = z.infer<typeof ZEmailTemplateUpdateInput>;

/** POST /api/EmailTemplates/Preview: a template (saved or not) rendered with its trigger's samples. */
export const ZEmailTemplatePreviewInput = ZEmailTemplateForm;
export type EmailTemplatePreviewInput = EmailTemplateForm;

export const ZEmailTemplatePreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailTemplatePreview = z.infer<typeof ZEmailTemplatePreview>;

/** spec 01 §3 Email template. */
export const ZEmailTemplate = z.object({
  emailTemplateID: zUuid,
  name: z.string(),
  subject: z.string(),
  templateContent: z.string(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
});
export type EmailTemplate = z.infer<typeof ZEmailTemplate>;

/**
 * The outbox (spec/README: e-mail goes through an outbox administrators can read). 'pending'
 * waits for delivery, or stays when no SMTP server is configured; 'failed' after the last retry.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const ZOutboxMessageSummary = z.object({
  mailID: zUuid,
  trigger: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMessageSummary = z.infer<typeof ZOutboxMessageSummary>;

export const ZOutboxMessage = ZOutboxMessageSummary.extend({
  html: z.string(),
  textBody: z.string(),
  providerMessageID: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;
