import {
  ORGANISATION_TYPES,
  REPORT_ORGANISATION_PARAMETER,
  type ReportParameterOption,
} from '@probity/domain';
import { type AnyColumn, type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { checkResults, mailOutbox, matters, organisations, users } from '../../db/schema/index.js';
import {
  type ParameterDef,
  type ReportContext,
  type ReportDefinition,
  correlatedCount,
  pageOf,
  windowTotal,
} from './report-engine.js';
import { USER_STATUSES, dateRange, dateRangeWhere, multiChoice, statusLabel } from './reports.shared.js';

/*
 * spec 01 §6 Reports, Admin list: the platform administrators' reports across every company. An
 * administrator may narrow them to one company with the OrganisationID parameter.
 */

const COMPANY_TYPES = ['lawfirm', 'charity'] as const;
type CompanyType = (typeof COMPANY_TYPES)[number];
const typeName = (type: string) => ORGANISATION_TYPES[type as CompanyType]?.name ?? type;
const ALL = 'all';

/** The companies (law firms and charities), by name, as choices; first "All companies". */
async function companyOptions(ctx: ReportContext): Promise<ReportParameterOption[]> {
  const rows = await ctx.db
    .select({ id: organisations.organisationID, name: organisations.name })
    .from(organisations)
    .where(inArray(organisations.organisationType, [...COMPANY_TYPES]))
    .orderBy(sql`lower(${organisations.name})`, organisations.organisationID);
  return [{ label: 'All companies', value: ALL }, ...rows.map((r) => ({ label: r.name, value: r.id }))];
}

const companyParameter: ParameterDef = {
  key: REPORT_ORGANISATION_PARAMETER,
  name: 'Company',
  type: 'SingleChoice',
  options: companyOptions,
  defaultValue: [ALL],
};

/** The chosen company, or undefined for all. */
function companyWhere(column: AnyColumn, chosen: string | null): SQL | undefined {
  return chosen && chosen !== ALL ? eq(column, chosen) : undefined;
}

export const companiesReport: ReportDefinition = {
  path: 'admin/companies',
  name: 'Companies',
  description: 'Every law firm and charity with its flags, users and matters.',
  lists: ['Admin'],
  parameters: [
    multiChoice(
      'CompanyType',
      'Company type',
      COMPANY_TYPES.map((t) => ({ label: typeName(t), value: t })),
    ),
    { key: 'LockedOnly', name: 'Locked companies only', type: 'Boolean', defaultValue: ['false'] },
  ],
  columns: [
    { key: 'name', header: 'Company', kind: 'text' },
    { key: 'type', header: 'Type', kind: 'text' },
    { key: 'companyNo', header: 'Company / charity no.', kind: 'text' },
    { key: 'created', header: 'Created', kind: 'date' },
    { key: 'live', header: 'Live', kind: 'boolean' },
    { key: 'integrated', header: 'Integrated', kind: 'boolean' },
    { key: 'locked', header: 'Locked', kind: 'boolean' },
    { key: 'users', header: 'Users', kind: 'number' },
    { key: 'matters', header: 'Matters', kind: 'number' },
  ],
  async run({ db }, args, window) {
    const types = (args.multi('CompanyType') ?? [...COMPANY_TYPES]) as CompanyType[];
    const where = and(
      inArray(organisations.organisationType, types),
      args.bool('LockedOnly') ? eq(organisations.locked, true) : undefined,
    );
    return pageOf(
      (limit, offset) =>
        db
          .select({
            name: organisations.name,
            type: organisations.organisationType,
            companyNo: organisations.companyNo,
            created: organisations.dateCreated,
            live: organisations.live,
            integrated: organisations.integrated,
            locked: organisations.locked,
            users: correlatedCount(users.organisationID, organisations.organisationID),
            matters: correlatedCount(matters.organisationID, organisations.organisationID),
            total: windowTotal(),
          })
          .from(organisations)
          .where(where)
          .orderBy(sql`lower(${organisations.name})`, organisations.organisationID)
          .limit(limit)
          .offset(offset),
      window,
      (r) => ({ ...r, type: typeName(r.type) }),
    );
  },
};

export const usersByCompanyReport: ReportDefinition = {
  path: 'admin/users-by-company',
  name: 'Users by company',
  description: 'The users of each company with their roles, status and last login.',
  lists: ['Admin'],
  parameters: [companyParameter, multiChoice('Status', 'Status', USER_STATUSES)],
  columns: [
    { key: 'company', header: 'Company', kind: 'text' },
    { key: 'name', header: 'Name', kind: 'text' },
    { key: 'email', header: 'E-mail', kind: 'text' },
    { key: 'roles', header: 'Roles', kind: 'text' },
    { key: 'status', header: 'Status', kind: 'text' },
    { key: 'lastLogin', header: 'Last login', kind: 'datetime' },
    { key: 'created', header: 'Created', kind: 'date' },
  ],
  async run({ db }, args, window) {
    const statuses = args.multi('Status') as (typeof users.$inferSelect)['status'][] | null;
    const where = and(
      inArray(organisations.organisationType, [...COMPANY_TYPES]),
      companyWhere(users.organisationID, args.single(REPORT_ORGANISATION_PARAMETER)),
      statuses ? inArray(users.status, statuses) : undefined,
    );
    return pageOf(
      (limit, offset) =>
        db
          .select({
            company: organisations.name,
            firstName: users.firstName,
            surname: users.surname,
            email: users.emailAddress,
            roles: users.roles,
            status: users.status,
            lastLogin: users.lastLogin,
            created: users.dateCreated,
            total: windowTotal(),
          })
          .from(users)
          .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
          .where(where)
          .orderBy(
            sql`lower(${organisations.name})`,
            organisations.organisationID,
            sql`lower(${users.surname})`,
            users.userID,
          )
          .limit(limit)
          .offset(offset),
      window,
      (r) => ({
        company: r.company,
        name: `${r.firstName} ${r.surname}`,
        email: r.email,
        roles: r.roles.join(', '),
        status: statusLabel(r.status),
        lastLogin: r.lastLogin,
        created: r.created,
      }),
    );
  },
};

export const checksAcrossCompaniesReport: ReportDefinition = {
  path: 'admin/checks-across-companies',
  name: 'Checks across companies',
  description: 'How many identity checks each company ran, and how they came out.',
  lists: ['Admin'],
  parameters: [companyParameter, ...dateRange('Requested')],
  columns: [
    { key: 'company', header: 'Company', kind: 'text' },
    { key: 'type', header: 'Type', kind: 'text' },
    { key: 'checks', header: 'Checks', kind: 'number' },
    { key: 'passed', header: 'Passed', kind: 'number' },
    { key: 'failed', header: 'Failed', kind: 'number' },
    { key: 'pending', header: 'Pending', kind: 'number' },
    { key: 'testMode', header: 'In test mode', kind: 'number' },
    { key: 'last', header: 'Last check', kind: 'datetime' },
  ],
  async run({ db }, args, window) {
    const where = and(
      companyWhere(checkResults.organisationID, args.single(REPORT_ORGANISATION_PARAMETER)),
      dateRangeWhere(args, checkResults.requestedAt),
    );
    const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
    return pageOf(
      (limit, offset) =>
        db
          .select({
            company: organisations.name,
            type: organisations.organisationType,
            checks: sql<number>`count(*)`.mapWith(Number),
            passed: counted(sql`${checkResults.checkCompleted} and ${checkResults.passed} is true`),
            failed: counted(sql`${checkResults.checkCompleted} and ${checkResults.passed} is not true`),
            pending: counted(sql`not ${checkResults.checkCompleted}`),
            testMode: counted(sql`${checkResults.testMode}`),
            last: sql<Date>`max(${checkResults.requestedAt})`.mapWith(checkResults.requestedAt),
            total: windowTotal(),
          })
          .from(checkResults)
          .innerJoin(organisations, eq(organisations.organisationID, checkResults.organisationID))
          .where(where)
          .groupBy(organisations.organisationID, organisations.name, organisations.organisationType)
          .orderBy(desc(sql`count(*)`), sql`lower(${organisations.name})`, organisations.organisationID)
          .limit(limit)
          .offset(offset),
      window,
      (r) => ({ ...r, type: typeName(r.type) }),
    );
  },
};

const MAIL_STATUSES: ReportParameterOption[] = [
  { label: 'Pending', value: 'pending' },
  { label: 'Sent', value: 'sent' },
  { label: 'Failed', value: 'failed' },
];

export const outboxReport: ReportDefinition = {
  path: 'admin/email-outbox',
  name: 'E-mail outbox',
  description: 'Every e-mail the product sent or is sending, with its delivery status.',
  lists: ['Admin'],
  parameters: [multiChoice('Status', 'Status', MAIL_STATUSES), ...dateRange('Created')],
  columns: [
    { key: 'created', header: 'Created', kind: 'datetime' },
    { key: 'trigger', header: 'Trigger', kind: 'text' },
    { key: 'to', header: 'To', kind: 'text' },
    { key: 'subject', header: 'Subject', kind: 'text' },
    { key: 'status', header: 'Status', kind: 'text' },
    { key: 'attempts', header: 'Attempts', kind: 'number' },
    { key: 'sent', header: 'Sent', kind: 'datetime' },
    { key: 'lastError', header: 'Last error', kind: 'text' },
  ],
  async run({ db }, args, window) {
    const statuses = args.multi('Status') as (typeof mailOutbox.$inferSelect)['status'][] | null;
    const where = and(
      statuses ? inArray(mailOutbox.status, statuses) : undefined,
      dateRangeWhere(args, mailOutbox.createdAt),
    );
    return pageOf(
      (limit, offset) =>
        db
          .select({
            created: mailOutbox.createdAt,
            trigger: mailOutbox.trigger,
            to: mailOutbox.toAddress,
            subject: mailOutbox.subject,
            status: mailOutbox.status,
            attempts: mailOutbox.attempts,
            sent: mailOutbox.sentAt,
            lastError: mailOutbox.lastError,
            total: windowTotal(),
          })
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), asc(mailOutbox.mailID))
          .limit(limit)
          .offset(offset),
      window,
      ({ total: _total, ...r }) => ({
        ...r,
        status: MAIL_STATUSES.find((s) => s.value === r.status)?.label ?? r.status,
      }),
    );
  },
};
