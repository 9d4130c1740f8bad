import { listScope } from '@probity/domain';
import { type SQL, and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { activityEntries, individuals, matterTeam, matters, users } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { type ListQuery, filtersOf, likePattern } from '../../lib/list-query.js';
import { ACTIVITY_ACTIONS } from './activity.service.js';
import { type ActivityEntry, presentActivity } from './activity.presenter.js';

const FILTER_TYPES = ['activitytype', 'matter'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which entries the actor may see, from the same rule as reading a matter (matter.read), so the
 * feed never shows what the matter would refuse: firm staff their organisation's entries, an
 * Individual the entries of the matters they are linked to, roles without matters (charity staff)
 * none. Charity and legacy activity widen this when the legacies issue writes it.
 */
function visibleWhere(actor: Actor): SQL | 'none' | undefined {
  const scope = listScope(actor, 'matter.read');
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return 'none';
  const any: SQL[] = [];
  if (scope.organisationIDs.length > 0)
    any.push(inArray(activityEntries.organisationID, scope.organisationIDs));
  if (scope.ownerUserID)
    any.push(
      inArray(
        activityEntries.matterID,
        sql`(select ${matters.matterID} from ${matters} where ${matters.matterOwner} = ${scope.ownerUserID})`,
      ),
    );
  if (scope.teamUserID)
    any.push(
      inArray(
        activityEntries.matterID,
        sql`(select ${matterTeam.matterID} from ${matterTeam} where ${matterTeam.userID} = ${scope.teamUserID})`,
      ),
    );
  if (scope.linkedUserID)
    any.push(
      inArray(
        activityEntries.matterID,
        sql`(select ${individuals.matterID} from ${individuals} where ${individuals.userID} = ${scope.linkedUserID})`,
      ),
    );
  return any.length > 0 ? or(...any) : 'none';
}

/**
 * GET /api/Activity/ (and /Send/ with `causedBy`): the feed, newest first, paged. Filters:
 * activityType (matter, individual, user, document, check, legacy) and matter (a matter id);
 * SearchTerm looks in the reference, the object and the text.
 */
export async function listActivity(
  db: DbOrTx,
  actor: Actor,
  q: ListQuery,
  opts: { causedBy?: string } = {},
): Promise<{ items: ActivityEntry[]; totalCount: number }> {
  const filters = filtersOf(q, FILTER_TYPES);
  const visible = visibleWhere(actor);
  if (visible === 'none') return { items: [], totalCount: 0 };
  const where: SQL[] = visible ? [visible] : [];
  if (opts.causedBy) where.push(eq(activityEntries.userID, opts.causedBy));
  if (filters.activitytype) {
    const types = filters.activitytype.map((t) => t.toLowerCase());
    const known = Object.keys(ACTIVITY_ACTIONS);
    const unknown = types.filter((t) => !known.includes(t));
    if (unknown.length > 0) throw invalid({ Filter: [`Unknown activity type '${unknown.join(', ')}'`] });
    where.push(inArray(activityEntries.activityType, types as (keyof typeof ACTIVITY_ACTIONS)[]));
  }
  if (filters.matter) {
    if (filters.matter.some((id) => !UUID.test(id))) throw invalid({ Filter: ['Invalid format'] });
    where.push(
      inArray(
        activityEntries.matterID,
        filters.matter.map((id) => id.toLowerCase()),
      ),
    );
  }
  if (q.SearchTerm) {
    const p = likePattern(q.SearchTerm);
    where.push(
      or(
        ilike(activityEntries.reference, p),
        ilike(activityEntries.object, p),
        ilike(activityEntries.text, p),
      )!,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const rows = await db
    .select({
      activityID: activityEntries.activityID,
      reference: activityEntries.reference,
      matterID: activityEntries.matterID,
      activityType: activityEntries.activityType,
      object: activityEntries.object,
      action: activityEntries.action,
      dateTime: activityEntries.dateTime,
      text: activityEntries.text,
      userID: activityEntries.userID,
      firstName: users.firstName,
      surname: users.surname,
      profileImage: users.profileImage,
      totalCount: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(activityEntries)
    .leftJoin(users, eq(users.userID, activityEntries.userID))
    .where(condition)
    .orderBy(desc(activityEntries.dateTime), desc(activityEntries.activityID))
    .limit(q.pageCount)
    .offset((q.page - 1) * q.pageCount);

  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(activityEntries)
      .where(condition);
    totalCount = c?.n ?? 0;
  }
  return { items: rows.map(presentActivity), totalCount };
}
