import {
  ACTIVITY_ACTIONS,
  CLIENT_FILTERED_ACTIVITY_TYPES,
  CLIENT_HIDDEN_ACTIVITY_TYPES,
  listScope,
} from '@probity/domain';
import { type SQL, and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Db } from '../../db/client.js';
import {
  activityEntries,
  documents,
  individuals,
  legacyTeam,
  matterTeam,
  matters,
  organisations,
  users,
} from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { preparedPerShape } from '../../lib/prepared.js';
import { type ListQuery, filtersOf, likePattern } from '../../lib/list-query.js';
import { type ActivityEntry, presentActivity } from './activity.presenter.js';

const FILTER_TYPES = ['activitytype', 'matter'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ph = (name: string) => sql.placeholder(name);
/** Kinds of entry as SQL literals (constants of the code, never input). */
const kindList = (types: readonly string[]) => sql.raw(types.map((t) => `'${t}'`).join(', '));

/**
 * Issue 14 "with the people the user may see": what a matter's individual sees of its entries. Never
 * the kinds hidden from clients (notes, tasks, legacies, requests); an entry about a person (an individual, a check)
 * only when it is about themself on that matter; one about a document only while a document of that
 * name on the matter (or on themself) is one they may open — everybody's, or their own upload.
 * Entries name people and files by text, so a renamed individual's or document's earlier entries are
 * hidden from the client rather than shown about someone else.
 */
function clientMaySee(linked: SQL): SQL {
  const own = sql`select i.individual_id from ${individuals} i where i.user_id = ${linked} and i.matter_id = ${activityEntries.matterID}`;
  return sql`(${activityEntries.activityType} not in (${kindList(CLIENT_HIDDEN_ACTIVITY_TYPES)})
    and (${activityEntries.activityType} not in (${kindList([...CLIENT_FILTERED_ACTIVITY_TYPES.person, ...CLIENT_FILTERED_ACTIVITY_TYPES.document])})
      or (${activityEntries.activityType} in (${kindList(CLIENT_FILTERED_ACTIVITY_TYPES.person)})
        and ${activityEntries.object} in (select i.first_name || ' ' || i.surname from ${individuals} i where i.user_id = ${linked} and i.matter_id = ${activityEntries.matterID}))
      or (${activityEntries.activityType} in (${kindList(CLIENT_FILTERED_ACTIVITY_TYPES.document)})
        and exists (select 1 from ${documents} d where d.name = ${activityEntries.object}
          and d.matter_id = ${activityEntries.matterID} and d.conversation_message_id is null
          and (d.item_id = ${activityEntries.matterID} or d.individual_id in (${own}))
          and (d.everybody or d.uploaded_by = ${linked})))))`;
}

/** The parts of the feed's condition present for one call; each value is a placeholder. */
interface FeedShape {
  /** 'one' organisation (equality keeps the index order), 'many', or none. */
  orgs: 'one' | 'many' | null;
  owner: boolean;
  team: boolean;
  linked: boolean;
  /** legacy.read by organisation: the charity's entries of its legacies ('all': every legacy entry). */
  legacyOrgs: 'one' | 'many' | 'all' | null;
  /** legacy.read by legacy team: the charity's entries of the legacies whose team holds the actor. */
  legacyTeam: boolean;
  causedBy: boolean;
  types: boolean;
  matters: boolean;
  /** One legacy's entries (its Activity section). */
  legacy: boolean;
  /** One matter's entries (its Activity tab, issue 14). */
  matter: boolean;
  search: boolean;
}

/** Empty everywhere: every entry (Administrators' matter.read is 'allow'). */
interface Visible {
  organisationIDs: string[];
  owner?: string;
  team?: string;
  linked?: string;
  legacyOrganisationIDs: string[] | 'all';
  /** The actor, when they see the legacies whose team they are on, and the organisations they act in. */
  legacyTeam?: { userID: string; organisationIDs: string[] };
}

/**
 * Which entries the actor may see, from the same rules as reading the record (matter.read and
 * legacy.read), so the feed never shows what the record would refuse. An entry's organisation is
 * whose staff see it: firm staff see their organisation's entries (their matters, and what they did
 * on the legacies of their matters), an Individual the entries of the matters they are linked to
 * (never a legacy's), charity staff the entries of the legacies they may read — the charity's own
 * changes and the firm's that concern the legacy (issue 11).
 */
function visibility(actor: Actor): Visible | null {
  const matter = listScope(actor, 'matter.read');
  const legacy = listScope(actor, 'legacy.read');
  if (matter.kind === 'all') return { organisationIDs: [], legacyOrganisationIDs: [] };
  const visible: Visible = { organisationIDs: [], legacyOrganisationIDs: [] };
  if (matter.kind === 'where') {
    visible.organisationIDs = matter.organisationIDs;
    visible.owner = matter.ownerUserID ?? undefined;
    visible.team = matter.teamUserID ?? undefined;
    visible.linked = matter.linkedUserID ?? undefined;
  }
  if (legacy.kind === 'all') visible.legacyOrganisationIDs = 'all';
  if (legacy.kind === 'where') {
    visible.legacyOrganisationIDs = legacy.organisationIDs;
    if (legacy.teamUserID)
      visible.legacyTeam = { userID: legacy.teamUserID, organisationIDs: [...actor.organisationIDs] };
  }
  const any =
    visible.organisationIDs.length > 0 ||
    !!visible.owner ||
    !!visible.team ||
    !!visible.linked ||
    visible.legacyOrganisationIDs === 'all' ||
    visible.legacyOrganisationIDs.length > 0 ||
    !!visible.legacyTeam;
  return any ? visible : null;
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
  // A matter's individuals see its entries, never those about its legacies (the firm's own included),
  // and of those only what clientMaySee allows (issue 14).
  if (shape.linked)
    any.push(
      sql`(${activityEntries.legacyID} is null and ${activityEntries.matterID} in (select ${individuals.matterID} from ${individuals} where ${individuals.userID} = ${ph('linked')}::uuid) and ${clientMaySee(sql`${ph('linked')}::uuid`)})`,
    );
  if (shape.legacyOrgs === 'all') any.push(sql`${activityEntries.legacyID} is not null`);
  if (shape.legacyOrgs === 'one')
    any.push(
      sql`(${activityEntries.organisationID} = ${ph('legacyOrg')}::uuid and ${activityEntries.legacyID} is not null)`,
    );
  if (shape.legacyOrgs === 'many')
    any.push(
      sql`(${activityEntries.organisationID} = any(${ph('legacyOrgs')}::uuid[]) and ${activityEntries.legacyID} is not null)`,
    );
  if (shape.legacyTeam)
    any.push(
      sql`(${activityEntries.organisationID} = any(${ph('legacyTeamOrgs')}::uuid[]) and ${activityEntries.legacyID} in (select ${legacyTeam.legacyID} from ${legacyTeam} where ${legacyTeam.userID} = ${ph('legacyTeamUser')}::uuid))`,
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
  if (shape.legacy) where.push(sql`${activityEntries.legacyID} = ${ph('legacy')}::uuid`);
  if (shape.matter) where.push(sql`${activityEntries.matterID} = ${ph('matter')}::uuid`);
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
        legacyID: activityEntries.legacyID,
        organisationID: activityEntries.organisationID,
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
      legacyID: page.legacyID,
      activityType: page.activityType,
      object: page.object,
      action: page.action,
      dateTime: page.dateTime,
      text: page.text,
      userID: page.userID,
      firstName: users.firstName,
      surname: users.surname,
      profileImage: users.profileImage,
      // The author's organisation, named only when it is not the entry's (a firm user in a charity's feed).
      authorOrganisation: sql<
        string | null
      >`case when ${users.organisationID} is distinct from ${page.organisationID} then ${organisations.name} end`,
      totalCount:
        sql<number>`(select count(*) from ${activityEntries} ${condition ? sql`where ${condition}` : sql``})`.mapWith(
          Number,
        ),
    })
    .from(page)
    .leftJoin(users, eq(users.userID, page.userID))
    .leftJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .orderBy(desc(page.dateTime), desc(page.activityID))
    .prepare(name);
}

const feedQuery = preparedPerShape(
  'probity_activity',
  (shape: FeedShape) => JSON.stringify(shape),
  buildFeedQuery,
  { planEachCall: true },
);

/**
 * GET /api/Activity/ (and /Send/ with `causedBy`, a legacy's Activity section with `legacyID`, a
 * matter's Activity tab with `matterID`): the
 * feed, newest first, paged. Filters: activityType (matter, individual, user, document, check,
 * legacy) and matter (a matter id); SearchTerm looks in the reference, the object and the text.
 */
export async function listActivity(
  db: Db,
  actor: Actor,
  q: ListQuery,
  opts: { causedBy?: string; legacyID?: string; matterID?: string } = {},
): Promise<{ items: ActivityEntry[]; totalCount: number }> {
  const filters = filtersOf(q, FILTER_TYPES);
  const visible = visibility(actor);
  if (!visible) return { items: [], totalCount: 0 };
  let types: string[] | undefined;
  if (filters.activitytype) {
    types = filters.activitytype.map((t) => t.toLowerCase());
    const known = Object.keys(ACTIVITY_ACTIONS);
    const unknown = types.filter((t) => !known.includes(t));
    if (unknown.length > 0) throw invalid({ Filter: [`Unknown activity type '${unknown.join(', ')}'`] });
  }
  if (filters.matter?.some((id) => !UUID.test(id))) throw invalid({ Filter: ['Invalid format'] });
  const orgs = visible.organisationIDs;
  const legacyOrgs = visible.legacyOrganisationIDs;
  const shape: FeedShape = {
    orgs: orgs.length === 1 ? 'one' : orgs.length > 1 ? 'many' : null,
    owner: !!visible.owner,
    team: !!visible.team,
    linked: !!visible.linked,
    legacyOrgs:
      legacyOrgs === 'all' ? 'all' : legacyOrgs.length === 1 ? 'one' : legacyOrgs.length > 1 ? 'many' : null,
    legacyTeam: !!visible.legacyTeam,
    causedBy: !!opts.causedBy,
    types: !!types,
    matters: !!filters.matter,
    legacy: !!opts.legacyID,
    matter: !!opts.matterID,
    search: !!q.SearchTerm,
  };
  const values = {
    org: orgs[0],
    orgs,
    owner: visible.owner,
    team: visible.team,
    linked: visible.linked,
    legacyOrg: legacyOrgs === 'all' ? undefined : legacyOrgs[0],
    legacyOrgs: legacyOrgs === 'all' ? undefined : legacyOrgs,
    legacyTeamUser: visible.legacyTeam?.userID,
    legacyTeamOrgs: visible.legacyTeam?.organisationIDs,
    causedBy: opts.causedBy,
    types,
    matters: filters.matter?.map((id) => id.toLowerCase()),
    legacy: opts.legacyID,
    matter: opts.matterID,
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
