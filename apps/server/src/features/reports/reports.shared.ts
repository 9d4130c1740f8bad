import type { ReportList, ReportParameterOption, Role } from '@probity/domain';
import { type AnyColumn, type SQL, and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkResults, individuals, matterTeam, matters, users } from '../../db/schema/index.js';
import {
  type ParameterDef,
  type ReportArgs,
  type ReportColumn,
  type ReportDefinition,
  correlatedCount,
  pageOf,
  requireOrganisation,
  windowTotal,
} from './report-engine.js';

/*
 * Reports that the Client (law firm) and Charity lists share in shape: the organisation's identity
 * checks and its team members. Each list gets its own definition (path, wording, columns).
 */

export const dateRange = (what: string): ParameterDef[] => [
  { key: 'From', name: `${what} from`, type: 'Date' },
  { key: 'To', name: `${what} to`, type: 'Date' },
];

/** The dateRange parameters as a filter on column (To takes in its whole day). */
export function dateRangeWhere(args: ReportArgs, column: AnyColumn): SQL | undefined {
  const from = args.date('From');
  const to = args.date('To', 'to');
  return and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined);
}

/** A MultiChoice parameter that defaults to every choice (no filter). */
export const multiChoice = (
  key: string,
  name: string,
  options: readonly ReportParameterOption[],
): ParameterDef => ({ key, name, type: 'MultiChoice', options, defaultValue: 'all-options' });

export const CHECK_OUTCOMES: ReportParameterOption[] = [
  { label: 'All', value: 'all' },
  { label: 'Passed', value: 'passed' },
  { label: 'Failed', value: 'failed' },
  { label: 'Pending', value: 'pending' },
];

/** The outcome filter of the check reports. */
export function checkOutcomeWhere(outcome: string | null): SQL | undefined {
  switch (outcome) {
    case 'passed':
      return and(eq(checkResults.checkCompleted, true), eq(checkResults.passed, true));
    case 'failed':
      return and(eq(checkResults.checkCompleted, true), sql`${checkResults.passed} is not true`);
    case 'pending':
      return eq(checkResults.checkCompleted, false);
    default:
      return undefined;
  }
}

export function checkResultText(row: { checkCompleted: boolean; passed: boolean | null }): string {
  if (!row.checkCompleted) return 'Pending';
  return row.passed ? 'Passed' : 'Failed';
}

/** First name and surname, or null when both are missing. */
export const fullName = (first: string | null, surname: string | null) =>
  [first, surname].filter(Boolean).join(' ') || null;

/** The identity checks an organisation asked for (a firm's on its matters, a charity's on its individuals). */
export function checksReport(opts: {
  path: string;
  name: string;
  description: string;
  list: ReportList;
  withMatter: boolean;
}): ReportDefinition {
  const requester = alias(users, 'requester');
  const columns: ReportColumn[] = [
    { key: 'requested', header: 'Requested', kind: 'datetime' },
    { key: 'individual', header: 'Individual', kind: 'text' },
    ...(opts.withMatter ? [{ key: 'matter', header: 'Matter', kind: 'text' } as const] : []),
    { key: 'check', header: 'Check', kind: 'text' },
    { key: 'requestedBy', header: 'Requested by', kind: 'text' },
    { key: 'result', header: 'Result', kind: 'text' },
    { key: 'score', header: 'Score', kind: 'number' },
    { key: 'resultDate', header: 'Result date', kind: 'datetime' },
    { key: 'testMode', header: 'Test mode', kind: 'boolean' },
  ];
  return {
    path: opts.path,
    name: opts.name,
    description: opts.description,
    lists: [opts.list],
    parameters: [
      ...dateRange('Requested'),
      {
        key: 'Outcome',
        name: 'Outcome',
        type: 'SingleChoice',
        options: CHECK_OUTCOMES,
        defaultValue: ['all'],
      },
      { key: 'MinScore', name: 'Score at least', type: 'Number' },
    ],
    columns,
    async run({ db, scope }, args, window) {
      const org = requireOrganisation({ db, scope });
      const minScore = args.numeric('MinScore');
      const where = and(
        eq(checkResults.organisationID, org),
        dateRangeWhere(args, checkResults.requestedAt),
        checkOutcomeWhere(args.single('Outcome')),
        // numeric, so a decimal or a 20-digit number compares rather than failing as an integer.
        minScore === null ? undefined : sql`${checkResults.score} >= ${minScore}::numeric`,
      );
      return pageOf(
        (limit, offset) =>
          db
            .select({
              requestedAt: checkResults.requestedAt,
              firstName: individuals.firstName,
              surname: individuals.surname,
              reference: matters.reference,
              service: checkResults.service,
              requesterFirst: requester.firstName,
              requesterSurname: requester.surname,
              checkCompleted: checkResults.checkCompleted,
              passed: checkResults.passed,
              score: checkResults.score,
              resultDate: checkResults.resultDate,
              testMode: checkResults.testMode,
              total: windowTotal(),
            })
            .from(checkResults)
            .innerJoin(individuals, eq(individuals.individualID, checkResults.individualID))
            .leftJoin(matters, eq(matters.matterID, checkResults.matterID))
            .leftJoin(requester, eq(requester.userID, checkResults.requestedBy))
            .where(where)
            .orderBy(desc(checkResults.requestedAt), checkResults.checkResultID)
            .limit(limit)
            .offset(offset),
        window,
        (r) => ({
          requested: r.requestedAt,
          individual: fullName(r.firstName, r.surname),
          ...(opts.withMatter ? { matter: r.reference } : {}),
          check: r.service,
          requestedBy: fullName(r.requesterFirst, r.requesterSurname),
          result: checkResultText(r),
          score: r.score,
          resultDate: r.resultDate,
          testMode: r.testMode,
        }),
      );
    },
  };
}

type UserStatus = (typeof users.$inferSelect)['status'];

export const USER_STATUSES: ReportParameterOption[] = [
  { label: 'Active', value: 'active' },
  { label: 'Locked', value: 'locked' },
  { label: 'Paused', value: 'paused' },
];
export const statusLabel = (status: string) => USER_STATUSES.find((s) => s.value === status)?.label ?? status;

/** The members of the caller's organisation, with their roles and status. */
export function teamReport(opts: {
  path: string;
  list: ReportList;
  roles: readonly Role[];
  withMatters: boolean;
}): ReportDefinition {
  const columns: ReportColumn[] = [
    { key: 'name', header: 'Name', kind: 'text' },
    { key: 'email', header: 'E-mail', kind: 'text' },
    { key: 'roles', header: 'Roles', kind: 'text' },
    { key: 'status', header: 'Status', kind: 'text' },
    { key: 'manager', header: 'Manager', kind: 'boolean' },
    { key: 'lastLogin', header: 'Last login', kind: 'datetime' },
    ...(opts.withMatters ? [{ key: 'matters', header: 'Matters on team', kind: 'number' } as const] : []),
  ];
  return {
    path: opts.path,
    name: 'Team members',
    description: 'Everyone in your organisation, with their roles, status and last login.',
    lists: [opts.list],
    parameters: [
      multiChoice('Status', 'Status', USER_STATUSES),
      multiChoice(
        'Role',
        'Role',
        opts.roles.map((r) => ({ label: r, value: r })),
      ),
    ],
    columns,
    async run({ db, scope }, args, window) {
      const org = requireOrganisation({ db, scope });
      const statuses = args.multi('Status');
      const roles = args.multi('Role');
      const where = and(
        eq(users.organisationID, org),
        statuses ? inArray(users.status, statuses as UserStatus[]) : undefined,
        roles
          ? sql`${users.roles} && array[${sql.join(
              roles.map((r) => sql`${r}`),
              sql`, `,
            )}]::text[]`
          : undefined,
      );
      return pageOf(
        (limit, offset) =>
          db
            .select({
              firstName: users.firstName,
              surname: users.surname,
              email: users.emailAddress,
              roles: users.roles,
              status: users.status,
              isManager: users.isManager,
              lastLogin: users.lastLogin,
              matters: opts.withMatters
                ? correlatedCount(matterTeam.userID, users.userID)
                : sql<number>`0`.mapWith(Number),
              total: windowTotal(),
            })
            .from(users)
            .where(where)
            .orderBy(sql`lower(${users.surname})`, sql`lower(${users.firstName})`, users.userID)
            .limit(limit)
            .offset(offset),
        window,
        (r) => ({
          name: fullName(r.firstName, r.surname),
          email: r.email,
          roles: r.roles.join(', '),
          status: statusLabel(r.status),
          manager: r.isManager,
          lastLogin: r.lastLogin,
          ...(opts.withMatters ? { matters: r.matters } : {}),
        }),
      );
    },
  };
}
