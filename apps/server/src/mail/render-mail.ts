import type { EmailTriggerName, EmailTriggerValues } from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { emailTemplates } from '../db/schema/index.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { enqueueMail, LINK_HIDDEN } from './outbox.js';
import { type RenderedMail, renderTemplate } from './templates.js';

/**
 * Renders a trigger's mail from its stored template (Settings → Email Templates), or from the
 * built-in one when the trigger has no stored template. A stored template is checked when it is
 * saved; should one still fail to render, the built-in template is used so the mail goes out.
 */
export async function renderMail<T extends EmailTriggerName>(
  db: DbOrTx,
  trigger: T,
  values: EmailTriggerValues<T>,
): Promise<RenderedMail> {
  const vars: Record<string, string> = values;
  const [stored] = await db
    .select({ subject: emailTemplates.subject, templateContent: emailTemplates.templateContent })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, trigger))
    .limit(1);
  if (stored) {
    try {
      return renderTemplate(stored, vars);
    } catch {
      // Fall through to the built-in template.
    }
  }
  return renderTemplate(DEFAULT_TEMPLATES[trigger], vars);
}

/**
 * Renders a trigger's mail and puts it in the outbox, inside the caller's transaction. With
 * `hide`, the named values (one-time links) appear only in the delivered body, sealed with the
 * key; the outbox's readable copy says LINK_HIDDEN instead.
 */
export async function enqueueTemplatedMail<T extends EmailTriggerName>(
  db: DbOrTx,
  mail: {
    trigger: T;
    to: string;
    values: EmailTriggerValues<T>;
    hide?: { values: readonly (keyof EmailTriggerValues<T> & string)[]; key: Buffer };
  },
): Promise<string> {
  const rendered = await renderMail(db, mail.trigger, mail.values);
  if (!mail.hide) return enqueueMail(db, { trigger: mail.trigger, to: mail.to, ...rendered });
  const masked = { ...mail.values } as Record<string, string>;
  for (const name of mail.hide.values) masked[name] = LINK_HIDDEN;
  const shown = await renderMail(db, mail.trigger, masked as EmailTriggerValues<T>);
  return enqueueMail(db, {
    trigger: mail.trigger,
    to: mail.to,
    subject: shown.subject,
    html: shown.html,
    text: shown.text,
    sealed: { html: rendered.html, text: rendered.text, key: mail.hide.key },
  });
}
