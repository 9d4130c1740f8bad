import { listScope } from '@probity/domain';
import { type SQL, and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Db } from '../../db/client.js';
import { activityEntries, individuals, matterTeam, matters, users } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { preparedPerShape } from '../../lib/prepared.js';
import { type ListQuery, filtersOf, likePattern } from '../../lib/list-query.js';
import { ACTIVITY_ACTIONS } from './activity.service.js';
import { type ActivityEntry, presentActivity } from './activity.presenter.js';

const FILTER_TYPES = ['activitytype', 'matter'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ph = (name: string) => sql.placeholder(name);

/** The parts of the feed's condition present for one call; each value is a placeholder. */
interface FeedShape {
  /** 'one' organisation (equality keeps the index order), 'many', or none. */
  orgs: 'one' | 'many' | null;
  owner: boolean;
  team: boolean;
  linked: boolean;
  causedBy: boolean;
  types: boolean;
  matters: boolean;
  search: boolean;
}

type Visible =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'some'; organisationIDs: string[]; owner?: string; team?: string; linked?: string };

/**
 * Which entries the actor may see, from the same rule as reading a matter (matter.read), so the
 * feed never shows what the matter would refuse: firm staff their organisation's entries, an
 * Individual the entries of the matters they are linked to, roles without matters (charity staff)
 * none. Charity and legacy activity widen this when the legacies issue writes it.
 */
function visibility(actor: Actor): Visible {
  const scope = listScope(actor, 'matter.read');
  if (scope.kind === 'all') return { kind: 'all' };
  if (scope.kind === 'none') return { kind: 'none' };
  const some = {
    kind: 'some' as const,
    organisationIDs: scope.organisationIDs,
    owner: scope.ownerUserID ?? undefined,
    team: scope.teamUserID ?? undefined,
    linked: scope.linkedUserID ?? undefined,
  };
  return some.organisationIDs.length > 0 || some.owner || some.team || some.linked ? some : { kind: 'none' };
}

function visibleWhere(shape: FeedShape): SQL | undefined {
  const any: SQL[] = [];
  if (shape.orgs === 'one') any.push(sql`${activityEntries.organisationID} = ${ph('org')}::uuid`);
  if (shape.orgs === 'many') any.push(sql`${activityEntries.organisationID} = any(${ph('orgs')}::uuid[])`);
  if (shape.owner)
    any.push(
      sql`${activityEntries.matterID} in (select ${matters.matterID} from ${matters} where ${matters.matterOwner} = ${ph('owner')}::uuid)`,
    );
  if (shape.team)
    any.push(
      sql`${activityEntries.matterID} in (select ${matterTeam.matterID} from ${matterTeam} where ${matterTeam.userID} = ${ph('team')}::uuid)`,
    );
  if (shape.linked)
    any.push(
      sql`${activityEntries.matterID} in (select ${individuals.matterID} from ${individuals} where ${individuals.userID} = ${ph('linked')}::uuid)`,
    );
  return any.length > 0 ? or(...any) : undefined;
}

/**
 * The feed query of one shape: the page of entries newest first (a backward index scan stops after
 * the page), their authors joined to the page only, and the total as a count over the same
 * condition. Prepared once per shape, like the matter list.
 */
function buildFeedQuery(db: Db, shape: FeedShape, name: string) {
  const where: SQL[] = [];
  const visible = visibleWhere(shape);
  if (visible) where.push(visible);
  if (shape.causedBy) where.push(sql`${activityEntries.userID} = ${ph('causedBy')}::uuid`);
  if (shape.types) where.push(sql`${activityEntries.activityType} = any(${ph('types')}::text[])`);
  if (shape.matters) where.push(sql`${activityEntries.matterID} = any(${ph('matters')}::uuid[])`);
  if (shape.search) {
    where.push(
      or(
        ilike(activityEntries.reference, ph('pattern')),
        ilike(activityEntries.object, ph('pattern')),
        ilike(activityEntries.text, ph('pattern')),
      )!,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const page = db.$with('page').as(
    db
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
      })
      .from(activityEntries)
      .where(condition)
      .orderBy(desc(activityEntries.dateTime), desc(activityEntries.activityID))
      .limit(ph('limit'))
      .offset(ph('offset')),
  );
  return db
    .with(page)
    .select({
      activityID: page.activityID,
      reference: page.reference,
      matterID: page.matterID,
      activityType: page.activityType,
      object: page.object,
      action: page.action,
      dateTime: page.dateTime,
      text: page.text,
      userID: page.userID,
      firstName: users.firstName,
      surname: users.surname,
      profileImage: users.profileImage,
      totalCount:
        sql<number>`(select count(*) from ${activityEntries} ${condition ? sql`where ${condition}` : sql``})`.mapWith(
          Number,
        ),
    })
    .from(page)
    .leftJoin(users, eq(users.userID, page.userID))
    .orderBy(desc(page.dateTime), desc(page.activityID))
    .prepare(name);
}

const feedQuery = preparedPerShape(
  'probity_activity',
  (shape: FeedShape) => JSON.stringify(shape),
  buildFeedQuery,
);

/**
 * GET /api/Activity/ (and /Send/ with `causedBy`): the feed, newest first, paged. Filters:
 * activityType (matter, individual, user, document, check, legacy) and matter (a matter id);
 * SearchTerm looks in the reference, the object and the text.
 */
export async function listActivity(
  db: Db,
  actor: Actor,
  q: ListQuery,
  opts: { causedBy?: string } = {},
): Promise<{ items: ActivityEntry[]; totalCount: number }> {
  const filters = filtersOf(q, FILTER_TYPES);
  const visible = visibility(actor);
  if (visible.kind === 'none') return { items: [], totalCount: 0 };
  const some = visible.kind === 'some' ? visible : undefined;
  let types: string[] | undefined;
  if (filters.activitytype) {
    types = filters.activitytype.map((t) => t.toLowerCase());
    const known = Object.keys(ACTIVITY_ACTIONS);
    const unknown = types.filter((t) => !known.includes(t));
    if (unknown.length > 0) throw invalid({ Filter: [`Unknown activity type '${unknown.join(', ')}'`] });
  }
  if (filters.matter?.some((id) => !UUID.test(id))) throw invalid({ Filter: ['Invalid format'] });
  const orgs = some?.organisationIDs ?? [];
  const shape: FeedShape = {
    orgs: orgs.length === 1 ? 'one' : orgs.length > 1 ? 'many' : null,
    owner: !!some?.owner,
    team: !!some?.team,
    linked: !!some?.linked,
    causedBy: !!opts.causedBy,
    types: !!types,
    matters: !!filters.matter,
    search: !!q.SearchTerm,
  };
  const values = {
    org: orgs[0],
    orgs,
    owner: some?.owner,
    team: some?.team,
    linked: some?.linked,
    causedBy: opts.causedBy,
    types,
    matters: filters.matter?.map((id) => id.toLowerCase()),
    pattern: q.SearchTerm ? likePattern(q.SearchTerm) : undefined,
    limit: q.pageCount,
    offset: (q.page - 1) * q.pageCount,
  };
  const rows = await feedQuery(db, shape).execute(values);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && q.page > 1) {
    // Past the last page: the first row of the same query carries the total.
    const [first] = await feedQuery(db, shape).execute({ ...values, limit: 1, offset: 0 });
    totalCount = first?.totalCount ?? 0;
  }
  return { items: rows.map(presentActivity), totalCount };
}
