import { and, arrayContains, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { escapeHtml } from '../lib/html.js';
import { enqueueMail } from '../mail/outbox.js';
import { type ChainVerification, describeVerification, verifyAuditChain } from './audit-chain.js';
import { recordAudit } from './audit.js';

export const AUDIT_BROKEN_MAIL_TRIGGER = 'AuditChainBroken';

/**
 * The mail to the platform administrators when the chain breaks: where it breaks (an event number
 * and a time) and what to do, and no personal data (no names, no addresses, no event content).
 */
export function auditBrokenMail(v: Extract<ChainVerification, { ok: false }>, publicUrl: string) {
  const lines = [
    'Hello,',
    `The nightly check of Probity's audit trail found that it no longer matches its hash chain. ${describeVerification(v)}.`,
    'Someone may have changed or removed audit events directly in the database. Keep a copy of the database as it is now, compare the event with your backups, and run "npm run audit:verify" to check again.',
    `Service: ${publicUrl}`,
  ];
  return {
    subject: 'The audit trail check found a break',
    text: `${lines.join('\n\n')}\n\nProbity`,
    html: `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#17292b;max-width:560px">
${lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:0">Probity</p>
</div>`,
  };
}

/**
 * The nightly job audit.verify: walks the chain, records the result as an audit event (itself
 * chained) and, on a break, e-mails every active platform administrator through the outbox.
 * Answers { summary } for the jobs page.
 */
export async function runAuditVerification(
  database: Database,
  opts: { publicUrl: string },
): Promise<{ summary: string; ok: boolean; count: number; mailed: number }> {
  const v = await verifyAuditChain(database);
  const summary = describeVerification(v);
  const mailed = await database.db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: v.ok ? 'audit.verified' : 'audit.broken',
      objectType: 'auditChain',
      details: v.ok
        ? { count: v.count, lastHash: v.lastHash }
        : { count: v.count, reason: v.reason, brokenAt: v.brokenAt },
    });
    if (v.ok) return 0;
    const admins = await tx
      .select({ emailAddress: users.emailAddress })
      .from(users)
      .where(and(arrayContains(users.roles, ['Administrators']), eq(users.status, 'active')));
    const mail = auditBrokenMail(v, opts.publicUrl);
    for (const admin of admins)
      await enqueueMail(tx, { trigger: AUDIT_BROKEN_MAIL_TRIGGER, to: admin.emailAddress, ...mail });
    return admins.length;
  });
  return { summary, ok: v.ok, count: v.count, mailed };
}
