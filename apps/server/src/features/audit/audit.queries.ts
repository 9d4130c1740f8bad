import { AUDIT_TEXTS, type AuditEvent, can } from '@probity/domain';
import { type SQL, and, count, desc, eq, gte, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { auditEvents, organisations, users } from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { type ListQuery, filtersOf, likePattern } from '../../lib/list-query.js';

/** The Audit page's filters: FilterType user, objectType, objectId, action, organisation, from, to. */
export interface AuditFilters {
  userID?: string;
  objectType?: string;
  objectID?: string;
  action?: string;
  organisationID?: string;
  /** YYYY-MM-DD, UK days (Europe/London), both inclusive. */
  from?: string;
  to?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) =>
  DAY.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Reads the FilterType/Filter pairs; a malformed value is a 400 naming its filter. */
export function auditFiltersOf(q: ListQuery): AuditFilters {
  const f = filtersOf(q, ['user', 'objecttype', 'objectid', 'action', 'organisation', 'from', 'to']);
  const one = (key: string) => {
    const values = f[key];
    if (!values) return undefined;
    if (values.length > 1) throw invalid({ [key]: ['Give this filter once'] });
    const v = values[0]!.trim();
    if (!v || v.length > 200) throw invalid({ [key]: ['Enter a value of up to 200 characters'] });
    return v;
  };
  const out: AuditFilters = {
    userID: one('user'),
    objectType: one('objecttype'),
    objectID: one('objectid'),
    action: one('action'),
    organisationID: one('organisation'),
    from: one('from'),
    to: one('to'),
  };
  if (out.userID && !UUID.test(out.userID)) throw invalid({ user: ['Choose a user'] });
  if (out.organisationID && !UUID.test(out.organisationID))
    throw invalid({ organisation: ['Choose an organisation'] });
  if (out.from && !isDay(out.from)) throw invalid({ from: [AUDIT_TEXTS.badDate] });
  if (out.to && !isDay(out.to)) throw invalid({ to: [AUDIT_TEXTS.badDate] });
  if (out.from && out.to && out.to < out.from) throw invalid({ to: [AUDIT_TEXTS.datesOrder] });
  if (out.userID) out.userID = out.userID.toLowerCase();
  if (out.organisationID) out.organisationID = out.organisationID.toLowerCase();
  return out;
}

/** The start of a UK day as a timestamptz (midnight in London, GMT or BST). */
const ukDayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Europe/London')`;

/**
 * Who sees which events: platform administrators every organisation's (and the events of no
 * organisation), optionally one organisation; an organisation's admins only their own. Another
 * organisation named in the filter answers 404, as elsewhere.
 */
export function auditWhere(actor: Actor, filters: AuditFilters): SQL | undefined {
  if (!can(actor, 'audit.read')) throw forbidden();
  const conditions: (SQL | undefined)[] = [];
  if (actor.roles.includes('Administrators')) {
    if (filters.organisationID) conditions.push(eq(auditEvents.organisationID, filters.organisationID));
  } else {
    const own = actor.organisationIDs.filter((id) => can(actor, 'audit.read', { organisationID: id }));
    if (filters.organisationID && !own.includes(filters.organisationID)) throw notFound();
    conditions.push(
      inArray(auditEvents.organisationID, filters.organisationID ? [filters.organisationID] : own),
    );
  }
  if (filters.userID) conditions.push(eq(auditEvents.actorUserID, filters.userID));
  if (filters.objectType) conditions.push(eq(auditEvents.objectType, filters.objectType));
  if (filters.objectID) conditions.push(eq(auditEvents.objectID, filters.objectID));
  // An action, or every action of a kind: 'document' matches document.viewed and document.downloaded.
  if (filters.action)
    conditions.push(
      or(
        eq(auditEvents.action, filters.action),
        like(auditEvents.action, `${likePattern(filters.action).slice(1, -1)}.%`),
      ),
    );
  if (filters.from) conditions.push(gte(auditEvents.occurredAt, ukDayStart(filters.from)));
  if (filters.to)
    conditions.push(lt(auditEvents.occurredAt, sql`${ukDayStart(filters.to)} + interval '1 day'`));
  return and(...conditions);
}

const columns = {
  auditEventID: auditEvents.auditEventID,
  occurredAt: auditEvents.occurredAt,
  actorUserID: auditEvents.actorUserID,
  firstName: users.firstName,
  surname: users.surname,
  organisationID: auditEvents.organisationID,
  organisationName: organisations.name,
  action: auditEvents.action,
  objectType: auditEvents.objectType,
  objectID: auditEvents.objectID,
  ip: auditEvents.ip,
  details: auditEvents.details,
};

export interface AuditRow {
  auditEventID: number;
  occurredAt: Date;
  actorUserID: string | null;
  firstName: string | null;
  surname: string | null;
  organisationID: string | null;
  organisationName: string | null;
  action: string;
  objectType: string | null;
  objectID: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

export function presentAuditEvent(r: AuditRow): AuditEvent {
  return {
    auditEventID: r.auditEventID,
    occurredAt: r.occurredAt.toISOString(),
    actorUserID: r.actorUserID,
    actorName: r.firstName !== null ? `${r.firstName} ${r.surname ?? ''}`.trim() : null,
    organisationID: r.organisationID,
    organisationName: r.organisationName,
    action: r.action,
    objectType: r.objectType,
    objectID: r.objectID,
    ip: r.ip,
  };
}

/** A page of events, newest first (id order is the chain's order, which is time order). */
export async function listAuditEvents(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset?: number; beforeID?: number },
): Promise<AuditRow[]> {
  const condition =
    page.beforeID !== undefined ? and(where, lt(auditEvents.auditEventID, page.beforeID)) : where;
  return db
    .select(columns)
    .from(auditEvents)
    .leftJoin(users, eq(users.userID, auditEvents.actorUserID))
    .leftJoin(organisations, eq(organisations.organisationID, auditEvents.organisationID))
    .where(condition)
    .orderBy(desc(auditEvents.auditEventID))
    .limit(page.limit)
    .offset(page.offset ?? 0) as Promise<AuditRow[]>;
}

export async function countAuditEvents(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(where);
  return Number(row?.n ?? 0);
}
