import {
  type EmailTemplateCreateInput,
  type EmailTemplatePreview,
  type EmailTemplatePreviewInput,
  type EmailTemplateUpdateInput,
  type EmailTrigger,
  EMAIL_TRIGGER_NAMES,
  emailTriggerOf,
  sampleValuesOf,
  VALIDATION,
  can,
} from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Tx } from '../../db/client.js';
import { emailTemplates } from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { placeholderProblems, renderTemplate, sanitizeEmailHtml } from '../../mail/templates.js';
import type { EmailTemplateRow } from './email-templates.presenter.js';
import { findEmailTemplate, findEmailTemplateByName } from './email-templates.queries.js';

export const TEMPLATE_TEXTS = {
  unknownTrigger: (offered: string) => `Not a trigger of the product; the triggers are ${offered}`,
  triggerTaken: 'This trigger already has a template: edit that one',
  triggerFixed: 'The trigger of a template cannot be changed',
} as const;

type Action = 'emailTemplate.create' | 'emailTemplate.read' | 'emailTemplate.update' | 'emailTemplate.delete';

/** spec 01 §2/§6: e-mail templates are the platform administrators' (Settings). */
export function authorizeTemplates(actor: Actor, action: Action): void {
  if (!can(actor, action)) throw forbidden();
}

const TRIGGER_LIST = EMAIL_TRIGGER_NAMES.join(', ');

function triggerOrInvalid(name: string): EmailTrigger {
  const trigger = emailTriggerOf(name);
  if (!trigger) throw invalid({ name: [TEMPLATE_TEXTS.unknownTrigger(TRIGGER_LIST)] });
  return trigger;
}

interface Checked {
  errors: Record<string, string[]>;
  template: { subject: string; templateContent: string };
}

/**
 * Checks the placeholders of subject and content against the trigger and sanitises the HTML.
 * Every problem of every field is reported at once.
 */
function checkTemplate(trigger: EmailTrigger, input: { subject: string; templateContent: string }): Checked {
  const errors: Record<string, string[]> = {};
  const subjectProblems = placeholderProblems(input.subject, trigger);
  if (subjectProblems.length > 0) errors.subject = subjectProblems;
  // Checked as written (so the messages match what the administrator typed), then sanitised.
  let contentProblems = placeholderProblems(input.templateContent, trigger);
  const templateContent = sanitizeEmailHtml(input.templateContent).trim();
  if (contentProblems.length === 0) {
    contentProblems = templateContent ? placeholderProblems(templateContent, trigger) : [VALIDATION.required];
  }
  if (contentProblems.length > 0) errors.templateContent = contentProblems;
  return { errors, template: { subject: input.subject, templateContent } };
}

function checkedOrInvalid(trigger: EmailTrigger, input: { subject: string; templateContent: string }) {
  const { errors, template } = checkTemplate(trigger, input);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return template;
}

export async function createEmailTemplate(
  tx: Tx,
  actor: Actor,
  input: EmailTemplateCreateInput,
): Promise<EmailTemplateRow> {
  authorizeTemplates(actor, 'emailTemplate.create');
  const trigger = emailTriggerOf(input.name);
  const checked = trigger ? checkTemplate(trigger, input) : null;
  const errors: Record<string, string[]> = { ...checked?.errors };
  if (!trigger) errors.name = [TEMPLATE_TEXTS.unknownTrigger(TRIGGER_LIST)];
  else if (await findEmailTemplateByName(tx, trigger.name)) errors.name = [TEMPLATE_TEXTS.triggerTaken];
  if (!trigger || !checked || Object.keys(errors).length > 0) throw invalid(errors);
  const [row] = await tx
    .insert(emailTemplates)
    .values({ name: trigger.name, ...checked.template })
    .onConflictDoNothing({ target: emailTemplates.name })
    .returning();
  // Another administrator created the same trigger's template a moment ago.
  if (!row) throw invalid({ name: [TEMPLATE_TEXTS.triggerTaken] });
  await recordAudit(tx, {
    action: 'emailTemplate.created',
    actorUserID: actor.userID,
    organisationID: actor.organisationID,
    objectType: 'emailTemplate',
    objectID: row.emailTemplateID,
    details: { name: row.name },
  });
  return row;
}

export async function updateEmailTemplate(
  tx: Tx,
  actor: Actor,
  input: EmailTemplateUpdateInput,
): Promise<EmailTemplateRow> {
  authorizeTemplates(actor, 'emailTemplate.update');
  const current = await findEmailTemplate(tx, input.emailTemplateID);
  if (!current) throw notFound();
  // spec 01 §2: triggers cannot be edited.
  if (input.name !== current.name) throw invalid({ name: [TEMPLATE_TEXTS.triggerFixed] });
  const trigger = triggerOrInvalid(current.name);
  const checked = checkedOrInvalid(trigger, input);
  const [row] = await tx
    .update(emailTemplates)
    .set({ ...checked, lastUpdated: sql`now()` })
    .where(eq(emailTemplates.emailTemplateID, current.emailTemplateID))
    .returning();
  if (!row) throw notFound();
  await recordAudit(tx, {
    action: 'emailTemplate.updated',
    actorUserID: actor.userID,
    organisationID: actor.organisationID,
    objectType: 'emailTemplate',
    objectID: row.emailTemplateID,
    details: { name: row.name },
  });
  return row;
}

/** DELETE /api/EmailTemplates/{id}: the trigger's mail falls back to the built-in template. */
export async function deleteEmailTemplate(tx: Tx, actor: Actor, id: string): Promise<void> {
  authorizeTemplates(actor, 'emailTemplate.delete');
  const current = await findEmailTemplate(tx, id);
  if (!current) throw notFound();
  await tx.delete(emailTemplates).where(eq(emailTemplates.emailTemplateID, id));
  await recordAudit(tx, {
    action: 'emailTemplate.deleted',
    actorUserID: actor.userID,
    organisationID: actor.organisationID,
    objectType: 'emailTemplate',
    objectID: id,
    details: { name: current.name },
  });
}

/** POST /api/EmailTemplates/Preview: the template rendered with its trigger's sample values. */
export function previewEmailTemplate(actor: Actor, input: EmailTemplatePreviewInput): EmailTemplatePreview {
  authorizeTemplates(actor, 'emailTemplate.read');
  const trigger = triggerOrInvalid(input.name);
  const checked = checkedOrInvalid(trigger, input);
  return renderTemplate(checked, sampleValuesOf(trigger));
}
