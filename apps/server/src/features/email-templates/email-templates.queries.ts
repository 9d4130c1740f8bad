import { type SQL, and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { MAIL_STATUSES, type MailStatus } from '@probity/domain';
import type { DbOrTx } from '../../db/client.js';
import { emailTemplates, mailOutbox } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { type ListQuery, filtersOf, likePattern, orderByOf } from '../../lib/list-query.js';
import type { EmailTemplateRow, OutboxRow } from './email-templates.presenter.js';

export async function findEmailTemplate(db: DbOrTx, id: string): Promise<EmailTemplateRow | undefined> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.emailTemplateID, id)).limit(1);
  return row;
}

/** Trigger names are matched case-insensitively, like the API's paths. */
export async function findEmailTemplateByName(
  db: DbOrTx,
  name: string,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(sql`lower(${emailTemplates.name}) = lower(${name})`)
    .limit(1);
  return row;
}

/** GET /api/EmailTemplates: SearchTerm over trigger and subject; OrderBy name, subject, lastUpdated. */
export async function listEmailTemplates(
  db: DbOrTx,
  q: ListQuery,
): Promise<{ rows: EmailTemplateRow[]; totalCount: number }> {
  filtersOf(q, []);
  const where = q.SearchTerm
    ? or(
        ilike(emailTemplates.name, likePattern(q.SearchTerm)),
        ilike(emailTemplates.subject, likePattern(q.SearchTerm)),
      )
    : undefined;
  const order = orderByOf(
    q,
    {
      name: emailTemplates.name,
      subject: emailTemplates.subject,
      dateCreated: emailTemplates.dateCreated,
      lastUpdated: emailTemplates.lastUpdated,
    },
    sql`${emailTemplates.name} asc`,
  );
  const [total] = await db.select({ n: count() }).from(emailTemplates).where(where);
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(where)
    .orderBy(...order)
    .limit(q.pageCount)
    .offset((q.page - 1) * q.pageCount);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findOutboxMessage(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.mailID, id)).limit(1);
  return row;
}

function statusesOf(values: string[]): MailStatus[] {
  const wanted = values.map((v) => v.toLowerCase());
  const unknown = wanted.filter((v) => !(MAIL_STATUSES as readonly string[]).includes(v));
  if (unknown.length > 0) throw invalid({ Filter: [`Unknown status '${unknown.join(', ')}'`] });
  return wanted as MailStatus[];
}

/**
 * GET /api/Mail/Outbox: FilterType status (pending, sent, failed) and trigger; SearchTerm over
 * recipient and subject; newest first unless OrderBy says otherwise.
 */
export async function listOutbox(
  db: DbOrTx,
  q: ListQuery,
): Promise<{ rows: OutboxRow[]; totalCount: number }> {
  const filters = filtersOf(q, ['status', 'trigger']);
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(inArray(mailOutbox.status, statusesOf(filters.status)));
  if (filters.trigger) conditions.push(inArray(mailOutbox.trigger, filters.trigger));
  if (q.SearchTerm) {
    const pattern = likePattern(q.SearchTerm);
    conditions.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = orderByOf(
    q,
    {
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      trigger: mailOutbox.trigger,
      status: mailOutbox.status,
    },
    sql`${mailOutbox.createdAt} desc`,
  );
  const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(...order)
    .limit(q.pageCount)
    .offset((q.page - 1) * q.pageCount);
  return { rows, totalCount: total?.n ?? 0 };
}
