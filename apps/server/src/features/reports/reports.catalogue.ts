import { CHARITY_ROLES, FIRM_ROLES, type ReportList, type Role } from '@probity/domain';
import type { ReportDefinition } from './report-engine.js';
import {
  checksAcrossCompaniesReport,
  companiesReport,
  outboxReport,
  usersByCompanyReport,
} from './reports.admin.js';
import { legaciesReport } from './reports.charity.js';
import { activityByUser, mattersByStatus } from './reports.client.js';
import { checksReport, teamReport } from './reports.shared.js';

/** Who may run the reports of each list (spec 01 §6 Reports; Trustee: decision of issue 11). */
const CLIENT_RUNNERS: readonly Role[] = [...FIRM_ROLES, 'Admin Demo'];
const CHARITY_STAFF: readonly Role[] = ['Charity'];
/** Decision (issue 11): a trustee board sees the charity's legacies and their value, nothing else. */
const CHARITY_BOARD: readonly Role[] = ['Charity', 'Trustee'];
const ADMINISTRATORS: readonly Role[] = ['Administrators'];

/** A report on a list, with the roles that may run it: a list shows a caller only what they may open. */
export interface ListedReport extends ReportDefinition {
  runners: readonly Role[];
}
const runBy = (runners: readonly Role[], definition: ReportDefinition): ListedReport => ({
  ...definition,
  runners,
});

/**
 * Every report, in the order of its list (spec 01 §6 Reports: the Admin, Charity and Client
 * lists).
 */
export const REPORTS: readonly ListedReport[] = [
  runBy(CLIENT_RUNNERS, mattersByStatus),
  runBy(
    CLIENT_RUNNERS,
    checksReport({
      path: 'client/identity-checks',
      name: 'Identity checks',
      description: 'The identity checks run on the individuals of your matters, with their results.',
      list: 'Client',
      withMatter: true,
    }),
  ),
  runBy(CLIENT_RUNNERS, activityByUser),
  runBy(
    CLIENT_RUNNERS,
    teamReport({ path: 'client/team-members', list: 'Client', roles: FIRM_ROLES, withMatters: true }),
  ),
  runBy(CHARITY_BOARD, legaciesReport),
  runBy(
    CHARITY_STAFF,
    checksReport({
      path: 'charity/charity-checks',
      name: 'Charity checks',
      description: "The identity checks run on your charity's individuals, with their results.",
      list: 'Charity',
      withMatter: false,
    }),
  ),
  runBy(
    CHARITY_STAFF,
    teamReport({ path: 'charity/team-members', list: 'Charity', roles: CHARITY_ROLES, withMatters: false }),
  ),
  runBy(ADMINISTRATORS, companiesReport),
  runBy(ADMINISTRATORS, usersByCompanyReport),
  runBy(ADMINISTRATORS, checksAcrossCompaniesReport),
  runBy(ADMINISTRATORS, outboxReport),
];

export function reportsOf(list: ReportList): ListedReport[] {
  return REPORTS.filter((r) => r.lists.includes(list));
}

/** Whether one of the roles may run the report. */
export function mayRun(roles: readonly Role[], report: ListedReport): boolean {
  return roles.some((role) => report.runners.includes(role));
}

/** A report of the list by its path (matched case-insensitively, like the API's paths). */
export function findReport(list: ReportList, path: string): ListedReport | undefined {
  const wanted = path.trim().replace(/^\/+/, '').toLowerCase();
  return reportsOf(list).find((r) => r.path === wanted);
}
