import { CHARITY_ROLES, FIRM_ROLES, type ReportList } from '@probity/domain';
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

/**
 * Every report, in the order of its list (spec 01 §6 Reports: the Admin, Charity and Client
 * lists).
 */
export const REPORTS: readonly ReportDefinition[] = [
  mattersByStatus,
  checksReport({
    path: 'client/identity-checks',
    name: 'Identity checks',
    description: 'The identity checks run on the individuals of your matters, with their results.',
    list: 'Client',
    withMatter: true,
  }),
  activityByUser,
  teamReport({ path: 'client/team-members', list: 'Client', roles: FIRM_ROLES, withMatters: true }),
  legaciesReport,
  checksReport({
    path: 'charity/charity-checks',
    name: 'Charity checks',
    description: "The identity checks run on your charity's individuals, with their results.",
    list: 'Charity',
    withMatter: false,
  }),
  teamReport({ path: 'charity/team-members', list: 'Charity', roles: CHARITY_ROLES, withMatters: false }),
  companiesReport,
  usersByCompanyReport,
  checksAcrossCompaniesReport,
  outboxReport,
];

export function reportsOf(list: ReportList): ReportDefinition[] {
  return REPORTS.filter((r) => r.lists.includes(list));
}

/** A report of the list by its path (matched case-insensitively, like the API's paths). */
export function findReport(list: ReportList, path: string): ReportDefinition | undefined {
  const wanted = path.trim().replace(/^\/+/, '').toLowerCase();
  return reportsOf(list).find((r) => r.path === wanted);
}
