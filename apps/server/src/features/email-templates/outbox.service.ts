import { can } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Tx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { notifyMailQueued } from '../../mail/outbox.js';
import type { OutboxRow } from './email-templates.presenter.js';
import { findOutboxMessage } from './email-templates.queries.js';

export const OUTBOX_TEXTS = { onlyFailed: 'Only a failed message can be sent again' } as const;

/**
 * The outbox sits beside the e-mail templates in Settings (spec/README: administrators read the
 * messages in the product), so it follows the templates' rows of the permission matrix: reading
 * with emailTemplate.read, sending again with emailTemplate.update.
 */
export function authorizeOutbox(actor: Actor, action: 'read' | 'retry'): void {
  if (!can(actor, action === 'read' ? 'emailTemplate.read' : 'emailTemplate.update')) throw forbidden();
}

/** POST /api/Mail/Outbox/{id}/Retry: a failed message goes back to pending with fresh attempts. */
export async function retryOutboxMessage(tx: Tx, actor: Actor, mailID: string): Promise<OutboxRow> {
  authorizeOutbox(actor, 'retry');
  const [row] = await tx
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: null, lastError: null })
    .where(and(eq(mailOutbox.mailID, mailID), eq(mailOutbox.status, 'failed')))
    .returning();
  if (!row) {
    if (!(await findOutboxMessage(tx, mailID))) throw notFound();
    throw conflict(OUTBOX_TEXTS.onlyFailed);
  }
  await notifyMailQueued(tx);
  await recordAudit(tx, {
    action: 'mail.retried',
    actorUserID: actor.userID,
    organisationID: actor.organisationID,
    objectType: 'mail',
    objectID: mailID,
    details: { trigger: row.trigger },
  });
  return row;
}
