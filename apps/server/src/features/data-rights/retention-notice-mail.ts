import {
  LEGACY_RETENTION_CATEGORY_DEFS,
  type LegacyRetentionCategory,
  type RetentionCategory,
  retentionCategoryDef,
} from '@probity/domain';
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { escapeHtml } from '../../lib/html.js';
import { enqueueMail } from '../../mail/outbox.js';

export const RETENTION_DUE_MAIL_TRIGGER = 'RetentionDue';

export interface ListedItem {
  reference: string;
  category: RetentionCategory | LegacyRetentionCategory;
  dueDay: string;
}

/**
 * Issue 19: the e-mail to a firm's admins when the job lists new items due for erasure: matter
 * references, what and when, and the Retention page's link; never a person's name.
 */
const labelOf = (c: ListedItem['category']) =>
  LEGACY_RETENTION_CATEGORY_DEFS.find((d) => d.category === c)?.label ??
  retentionCategoryDef(c as RetentionCategory).label;

export function retentionDueMail(items: ListedItem[], publicUrl: string, charity = false) {
  const rows = items.map((i) => `${i.reference}: ${labelOf(i.category)}, due ${i.dueDay}`);
  const [whose, what] = charity ? ['charity', 'legacy'] : ['firm', 'matter'];
  const intro = `${items.length} item(s) of your ${whose}'s records fall due for erasure under its retention rules. Each is erased once it is due and has been listed on the Retention page for 14 days; put a ${what} under a legal hold there to keep it.`;
  const link = `${publicUrl.replace(/\/$/, '')}/secure/retention`;
  return {
    subject: 'Records due for erasure in the next 14 days',
    text: `Hello,\n\n${intro}\n\n${rows.join('\n')}\n\nRetention page: ${link}\n\nProbity`,
    html: `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#17292b;max-width:560px">
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px">${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}">Open the Retention page</a></p>
<p style="margin:0">Probity</p>
</div>`,
  };
}

/**
 * Mails the organisation's active admins (a firm's Matter Admins; a charity's Charity and Legacy
 * Manager users); answers how many were mailed.
 */
export async function mailRetentionDue(
  db: DbOrTx,
  organisationID: string,
  items: ListedItem[],
  publicUrl: string,
  charity = false,
): Promise<number> {
  if (!items.length) return 0;
  const admins = await db
    .select({ emailAddress: users.emailAddress })
    .from(users)
    .where(
      and(
        eq(users.organisationID, organisationID),
        arrayOverlaps(users.roles, charity ? ['Charity', 'Legacy Manager'] : ['Matter Admin']),
        eq(users.status, 'active'),
      ),
    );
  const mail = retentionDueMail(items, publicUrl, charity);
  for (const admin of admins)
    await enqueueMail(db, { trigger: RETENTION_DUE_MAIL_TRIGGER, to: admin.emailAddress, ...mail });
  return admins.length;
}
