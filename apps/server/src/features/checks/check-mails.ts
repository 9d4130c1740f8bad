import {
  CHECK_COMPONENT_LABELS,
  type CheckVerdictInput,
  OUTCOME_TEXTS,
  checkVerdict,
  componentOutcomeLabel,
} from '@probity/domain';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { escapeHtml } from '../../lib/html.js';
import { enqueueMail } from '../../mail/outbox.js';

/** Mail triggers of identity checks (the e-mail template names of spec 01 Settings). */
export const CHECK_MAIL_TRIGGERS = {
  invitation: 'CheckInvitation',
  resultsReady: 'CheckResultsReady',
} as const;

function html(paragraphs: string[], link?: { text: string; url: string }): string {
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#0f5c63;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(link.text)}</a></p>`
    : '';
  return `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#17292b;max-width:560px">
${paragraphs.map(p).join('\n')}
${button}
<p style="margin:0">Probity</p>
</div>`;
}

/** Asks the individual to complete a check the provider could not finish at once (spec 02 §8). */
export async function enqueueCheckInvitation(
  db: DbOrTx,
  mail: { to: string; firstName: string; service: string; firmName: string; url: string },
): Promise<void> {
  const lines = [
    `Hello ${mail.firstName},`,
    `${mail.firmName} has asked you to complete a ${mail.service} check, an identity check they need for your matter.`,
    'Sign in to Probity and complete it with the link below.',
  ];
  await enqueueMail(db, {
    trigger: CHECK_MAIL_TRIGGERS.invitation,
    to: mail.to,
    subject: `Please complete your ${mail.service} check`,
    html: html(lines, { text: `Complete the ${mail.service} check`, url: mail.url }),
    text: `${lines.join('\n\n')}\n\n${mail.url}\n\nProbity`,
  });
}

/**
 * Issue 12: the result in the same words as the screens and the PDF: the outcome ("Refer –
 * enhanced due diligence" for a PEP match), each part that did not pass, and a bank account's
 * "Modulus checked".
 */
export function outcomeLines(check: CheckVerdictInput): string[] {
  const parts = check.components
    .filter((c) => c.outcome !== 'pass' || c.component === 'bankAccount')
    .map(
      (c) =>
        `${CHECK_COMPONENT_LABELS[c.component] ?? c.component}: ${componentOutcomeLabel(c.component, c.outcome)}`,
    );
  return [OUTCOME_TEXTS.mailOutcome(checkVerdict(check).label), ...parts];
}

/** Tells the staff member who asked for a check that its results are ready, and what they are. */
export async function enqueueResultsReady(
  db: DbOrTx,
  config: Config,
  mail: { to: string; firstName: string; message: string; individualURL: string; outcome: string[] },
): Promise<void> {
  const lines = [`Hello ${mail.firstName},`, `${mail.message}.`, ...mail.outcome];
  const url = `${config.publicUrl}${mail.individualURL}`;
  await enqueueMail(db, {
    trigger: CHECK_MAIL_TRIGGERS.resultsReady,
    to: mail.to,
    subject: mail.message,
    html: html(lines, { text: 'See the results', url }),
    text: `${lines.join('\n\n')}\n\n${url}\n\nProbity`,
  });
}
