import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_TYPES,
  type ActivityType,
  MATTER_TYPES,
  matterTypeById,
  statusOfType,
} from '@probity/domain';
import { and, count, countDistinct, desc, eq, ilike, inArray, max, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activityEntries, individuals, matterTeam, matters, users } from '../../db/schema/index.js';
import { likePattern } from '../../lib/list-query.js';
import {
  type ReportDefinition,
  correlatedCount,
  pageOf,
  requireOrganisation,
  windowTotal,
} from './report-engine.js';
import { dateRange, dateRangeWhere, fullName, multiChoice } from './reports.shared.js';

/** The statuses of every matter type by filter key, in the order of the full (estate) list. */
const STATUS_KEYS = MATTER_TYPES[0]!.statuses.map((s) => ({ key: s.key, name: s.name }));
const statusIdsOf = (keys: readonly string[]) =>
  MATTER_TYPES.flatMap((t) => t.statuses.filter((s) => keys.includes(s.key)).map((s) => s.statusID));
/** A matter's status in the order of the full list (for "by status"). */
const statusOrder = sql.join(
  [
    sql`case ${matters.statusID}`,
    ...MATTER_TYPES.flatMap((t) =>
      t.statuses.map(
        (s) => sql`when ${s.statusID}::uuid then ${STATUS_KEYS.findIndex((k) => k.key === s.key)}::int`,
      ),
    ),
    sql`else 99 end`,
  ],
  sql` `,
);

/** spec 01 §6 Reports, Client list: the firm's matters by status, type and opening date. */
export const mattersByStatus: ReportDefinition = {
  path: 'client/matters-by-status',
  name: 'Matters by status',
  description: 'Your matters grouped by status, with their type, owner, team and individuals.',
  lists: ['Client'],
  parameters: [
    multiChoice(
      'MatterType',
      'Matter type',
      MATTER_TYPES.map((t) => ({ label: t.name, value: t.humanId })),
    ),
    multiChoice(
      'Status',
      'Status',
      STATUS_KEYS.map((s) => ({ label: s.name, value: s.key })),
    ),
    ...dateRange('Created'),
    { key: 'Reference', name: 'Reference contains', type: 'String' },
  ],
  columns: [
    { key: 'status', header: 'Status', kind: 'text' },
    { key: 'reference', header: 'Reference', kind: 'text' },
    { key: 'type', header: 'Matter type', kind: 'text' },
    { key: 'owner', header: 'Owner', kind: 'text' },
    { key: 'team', header: 'Team', kind: 'number' },
    { key: 'individuals', header: 'Individuals', kind: 'number' },
    { key: 'created', header: 'Created', kind: 'date' },
    { key: 'completed', header: 'Completed', kind: 'date' },
  ],
  async run(ctx, args, window) {
    const org = requireOrganisation(ctx);
    const types = args.multi('MatterType');
    const statuses = args.multi('Status');
    const reference = args.text('Reference');
    const owner = alias(users, 'owner');
    const where = and(
      eq(matters.organisationID, org),
      types
        ? inArray(
            matters.matterTypeID,
            MATTER_TYPES.filter((t) => types.includes(t.humanId)).map((t) => t.matterTypeID),
          )
        : undefined,
      statuses ? inArray(matters.statusID, statusIdsOf(statuses)) : undefined,
      dateRangeWhere(args, matters.createdDate),
      reference ? ilike(matters.reference, likePattern(reference)) : undefined,
    );
    return pageOf(
      (limit, offset) =>
        ctx.db
          .select({
            reference: matters.reference,
            matterTypeID: matters.matterTypeID,
            statusID: matters.statusID,
            ownerFirst: owner.firstName,
            ownerSurname: owner.surname,
            team: correlatedCount(matterTeam.matterID, matters.matterID),
            individuals: correlatedCount(individuals.matterID, matters.matterID),
            createdDate: matters.createdDate,
            completedDate: matters.completedDate,
            total: windowTotal(),
          })
          .from(matters)
          .leftJoin(owner, eq(owner.userID, matters.matterOwner))
          .where(where)
          .orderBy(statusOrder, desc(matters.createdDate), matters.matterID)
          .limit(limit)
          .offset(offset),
      window,
      (r) => {
        const type = matterTypeById(r.matterTypeID);
        return {
          status: (type && statusOfType(type, r.statusID)?.name) ?? null,
          reference: r.reference,
          type: type?.name ?? null,
          owner: fullName(r.ownerFirst, r.ownerSurname),
          team: r.team,
          individuals: r.individuals,
          created: r.createdDate,
          completed: r.completedDate,
        };
      },
    );
  },
};

/** spec 01 §3 Activity entry, counted per user of the firm (a missing user reads as System). */
export const activityByUser: ReportDefinition = {
  path: 'client/activity-by-user',
  name: 'Activity by user',
  description: 'How much each person did: activity entries and matters touched over a period.',
  lists: ['Client'],
  parameters: [
    ...dateRange('Activity'),
    multiChoice(
      'ActivityType',
      'Activity type',
      ACTIVITY_TYPES.map((t) => ({ label: ACTIVITY_KIND_LABELS[t], value: t })),
    ),
  ],
  columns: [
    { key: 'user', header: 'User', kind: 'text' },
    { key: 'email', header: 'E-mail', kind: 'text' },
    { key: 'entries', header: 'Entries', kind: 'number' },
    { key: 'matters', header: 'Matters', kind: 'number' },
    { key: 'first', header: 'First activity', kind: 'datetime' },
    { key: 'last', header: 'Last activity', kind: 'datetime' },
  ],
  async run(ctx, args, window) {
    const org = requireOrganisation(ctx);
    const types = args.multi('ActivityType') as ActivityType[] | null;
    // A user of another organisation never shows by name here, even if an entry names them.
    const actor = alias(users, 'actor');
    const where = and(
      eq(activityEntries.organisationID, org),
      dateRangeWhere(args, activityEntries.dateTime),
      types ? inArray(activityEntries.activityType, types) : undefined,
    );
    return pageOf(
      (limit, offset) =>
        ctx.db
          .select({
            firstName: actor.firstName,
            surname: actor.surname,
            email: actor.emailAddress,
            entries: count(),
            matters: countDistinct(activityEntries.matterID),
            first: min(activityEntries.dateTime),
            last: max(activityEntries.dateTime),
            total: windowTotal(),
          })
          .from(activityEntries)
          .leftJoin(actor, and(eq(actor.userID, activityEntries.userID), eq(actor.organisationID, org)))
          .where(where)
          .groupBy(actor.userID, actor.firstName, actor.surname, actor.emailAddress)
          .orderBy(desc(count()), sql`lower(${actor.surname}) nulls last`, actor.userID)
          .limit(limit)
          .offset(offset),
      window,
      (r) => ({
        user: fullName(r.firstName, r.surname) ?? 'System',
        email: r.email,
        entries: r.entries,
        matters: r.matters,
        first: r.first,
        last: r.last,
      }),
    );
  },
};
