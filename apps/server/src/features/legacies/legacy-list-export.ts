import {
  ESTATE_PROGRESS_TEXTS,
  type EstateLegacyFigures,
  LEGACY_FIGURES_SOURCE_TEXTS,
  LEGACY_LIST_EXPORT_TEXTS,
  LEGACY_STATUSES,
  LEGACY_TYPES,
  type LegacyListExportFormat,
  type LegacyListItem,
  type ListScope,
  formatPounds,
  legacyValue,
} from '@probity/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { legacies, legacyContacts, legacyDetails, matters } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import type { ListQuery } from '../../lib/list-query.js';
import type { AppliedFilter, ReportColumn, ReportDocument, ReportRow } from '../reports/report-engine.js';
import { renderCsv } from '../reports/report-export.js';
import { renderXlsx } from '../reports/report-export-office.js';
import { sharedEstateFigures } from '../estate-sharing/estate-legacy-figures.js';
import { listLegacies } from './legacies.queries.js';

/*
 * Issue 11: the legacies list exported as it is filtered (search and status, the list's own query,
 * every page) to CSV or Excel, with every field of a legacy. Bounded: at most maxRows legacies
 * (REPORT_EXPORT_MAX_ROWS), else 400 asking for a narrower list. Rendered by the report exports, so
 * the two agree: CSV with a BOM and formulas disarmed, Excel with real dates and currency cells.
 *
 * Issue 17: a legacy whose Estate matter shares its figures takes its details, fixed amounts and
 * value from the firm's estate figures (with what the estate has paid so far), the others from the
 * details the charity typed; "Source of figures" says which (docs/decisions.md).
 */

/** The list is read in pages of this many legacies (the list's own query, so the same rows). */
const PAGE = 500;

export const LEGACY_LIST_EXPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'reference', header: 'Reference', kind: 'text' },
  { key: 'charityReference', header: 'Charity reference', kind: 'text' },
  { key: 'probateReference', header: 'Probate reference', kind: 'text' },
  { key: 'matterReference', header: 'Firm matter reference', kind: 'text' },
  { key: 'status', header: 'Status', kind: 'text' },
  { key: 'statusDescription', header: 'Status description', kind: 'text' },
  { key: 'deceased', header: 'Deceased', kind: 'text' },
  { key: 'dateOfDeath', header: 'Date of death', kind: 'date' },
  { key: 'dateOfProbate', header: 'Date of probate', kind: 'date' },
  { key: 'accountsApproved', header: 'Accounts approved', kind: 'boolean' },
  { key: 'grantSubmitted', header: 'Grant submitted', kind: 'boolean' },
  { key: 'notifiedDate', header: 'Date notified', kind: 'date' },
  { key: 'notifiedBy', header: 'Notified by', kind: 'text' },
  { key: 'dateOfWill', header: 'Date of will', kind: 'date' },
  { key: 'expectedReceiptDate', header: 'Expected receipt', kind: 'date' },
  { key: 'contacts', header: 'Executors and contacts', kind: 'text' },
  { key: 'firm', header: 'Firm', kind: 'text' },
  { key: 'firmContact', header: 'Firm main contact', kind: 'text' },
  { key: 'firmContactEmail', header: 'Firm main contact e-mail', kind: 'text' },
  { key: 'charityTeam', header: 'Charity team', kind: 'text' },
  { key: 'details', header: 'Legacy details', kind: 'text' },
  { key: 'fixedAmounts', header: 'Fixed amounts', kind: 'money' },
  { key: 'value', header: LEGACY_FIGURES_SOURCE_TEXTS.value, kind: 'money' },
  { key: 'paidSoFar', header: LEGACY_FIGURES_SOURCE_TEXTS.paid, kind: 'money' },
  { key: 'figuresSource', header: LEGACY_FIGURES_SOURCE_TEXTS.source, kind: 'text' },
  { key: 'bankName', header: 'Bank name', kind: 'text' },
  { key: 'accountName', header: 'Account name', kind: 'text' },
  { key: 'sortCode', header: 'Sort code', kind: 'text' },
  { key: 'accountNumber', header: 'Account number', kind: 'text' },
  { key: 'visibleToFirm', header: 'Visible to the firm', kind: 'boolean' },
  { key: 'paymentReference', header: 'Payment reference', kind: 'text' },
  { key: 'created', header: 'Created', kind: 'datetime' },
  { key: 'lastUpdated', header: 'Last updated', kind: 'datetime' },
];

const NOTIFIED_BY: Record<string, string> = {
  firm: 'Firm',
  executor: 'Executor',
  'notification-service': 'Notification service',
  other: 'Other',
};

/** A stored date ('YYYY-MM-DD') as the start of that day in UTC; null when none. */
const day = (d: string | Date | null | undefined) =>
  d ? new Date(`${(typeof d === 'string' ? d : d.toISOString()).slice(0, 10)}T00:00:00Z`) : null;
const nameOf = (p: { title?: string | null; firstName: string; surname: string }) =>
  [p.title, p.firstName, p.surname].filter(Boolean).join(' ');

/** The rows of every page of the list, as the list's query answers them. */
async function everyPage(
  db: DbOrTx,
  config: Config,
  organisationID: string,
  q: ListQuery,
  scope: ListScope,
  opts: { maxRows: number; pageSize: number },
): Promise<LegacyListItem[]> {
  const out: LegacyListItem[] = [];
  for (let page = 1; ; page++) {
    const { rows, totalCount } = await listLegacies(
      db,
      config,
      organisationID,
      {
        ...q,
        page,
        pageCount: opts.pageSize,
      },
      scope,
    );
    const maxRows = opts.maxRows;
    if (totalCount > maxRows) {
      const message = LEGACY_LIST_EXPORT_TEXTS.tooManyRows(maxRows);
      throw invalid({ SearchTerm: [message] }, message);
    }
    out.push(...rows);
    if (rows.length < opts.pageSize || out.length >= totalCount) return out;
  }
}

/** What the list rows lack: the legacy's own fields, its matter's, details and contacts. */
async function extrasOf(db: DbOrTx, legacyIDs: string[]) {
  const own = legacyIDs.length
    ? await db.select().from(legacies).where(inArray(legacies.legacyID, legacyIDs))
    : [];
  const matterIDs = own.flatMap((l) => (l.matterID ? [l.matterID] : []));
  const matterRows = matterIDs.length
    ? await db.select().from(matters).where(inArray(matters.matterID, matterIDs))
    : [];
  const details = legacyIDs.length
    ? await db
        .select()
        .from(legacyDetails)
        .where(inArray(legacyDetails.legacyID, legacyIDs))
        .orderBy(asc(legacyDetails.createdAt), asc(legacyDetails.legacyDetailID))
    : [];
  const contacts = legacyIDs.length
    ? await db
        .select()
        .from(legacyContacts)
        .where(inArray(legacyContacts.legacyID, legacyIDs))
        .orderBy(asc(legacyContacts.createdAt), asc(legacyContacts.contactID))
    : [];
  return {
    own: new Map(own.map((l) => [l.legacyID, l])),
    matters: new Map(matterRows.map((m) => [m.matterID, m])),
    details,
    contacts,
    // The estate's figures, worked out once per matter that shares them.
    estate: await sharedEstateFigures(db, legacyIDs),
  };
}

function detailText(d: typeof legacyDetails.$inferSelect): string {
  const type = LEGACY_TYPES.find((t) => t.legacyTypeID === d.legacyTypeID)?.name ?? '';
  const value = d.isPercentage ? `${Number(d.percentageValue)}%` : formatPounds(d.amountPence);
  return `${type}: ${d.description} — ${value}${d.isEstimate ? ' (estimate)' : ''}`;
}

/** The estate's figures in the words of the Estate progress panel. */
function estateDetailText(f: EstateLegacyFigures): string {
  const t = ESTATE_PROGRESS_TEXTS;
  const parts: string[] = [];
  if (f.pecuniary > 0) parts.push(`${t.pecuniary} — ${formatPounds(f.pecuniary)}`);
  if (f.residuaryPercent !== null)
    parts.push(
      `${t.residuary(f.residuaryPercent, formatPounds(f.estimatedResidue ?? 0))} — ${formatPounds(f.residuary)} (estimate)`,
    );
  return parts.join('; ');
}

/** The legacy's money: the estate's figures when its matter shares them, else the typed details. */
function moneyOf(estate: EstateLegacyFigures | undefined, details: (typeof legacyDetails.$inferSelect)[]) {
  if (estate)
    return {
      details: estateDetailText(estate),
      fixedAmounts: estate.pecuniary,
      value: estate.total,
      paidSoFar: estate.paid,
      figuresSource: LEGACY_FIGURES_SOURCE_TEXTS.estate,
    };
  return {
    details: details.map(detailText).join('; '),
    fixedAmounts: details.filter((d) => !d.isPercentage).reduce((sum, d) => sum + d.amountPence, 0),
    value: legacyValue(details.map((d) => ({ ...d, percentageValue: Number(d.percentageValue) }))).pence,
    paidSoFar: null,
    figuresSource: LEGACY_FIGURES_SOURCE_TEXTS.charity,
  };
}

function rowOf(item: LegacyListItem, x: Awaited<ReturnType<typeof extrasOf>>): ReportRow {
  const legacy = x.own.get(item.legacyID);
  const matter = legacy?.matterID ? x.matters.get(legacy.matterID) : undefined;
  const deceased = item.deceased;
  const details = x.details.filter((d) => d.legacyID === item.legacyID);
  const account = item.nominatedBankAccount;
  // A firm's legacy takes its probate reference, dates and toggles from the matter (spec 03 §1).
  const owner = matter ?? legacy;
  return {
    reference: item.reference,
    charityReference: item.charityReference,
    probateReference: owner?.probateReference ?? null,
    matterReference: matter?.reference ?? null,
    status: item.status.name,
    statusDescription: item.status.description,
    deceased: deceased ? nameOf(deceased) : null,
    dateOfDeath: day(owner?.dateOfDeath),
    dateOfProbate: day(owner?.dateOfProbate),
    accountsApproved: owner?.accountsApproved ?? false,
    grantSubmitted: owner?.grantSubmitted ?? false,
    notifiedDate: day(legacy?.notifiedDate),
    notifiedBy: legacy?.notifiedBy ? (NOTIFIED_BY[legacy.notifiedBy] ?? legacy.notifiedBy) : null,
    dateOfWill: day(legacy?.dateOfWill),
    expectedReceiptDate: day(legacy?.expectedReceiptDate),
    contacts: x.contacts
      .filter((c) => c.legacyID === item.legacyID)
      .map((c) =>
        [`${c.name} (${c.role === 'executor' ? 'executor' : 'other'})`, c.emailAddress, c.phone, c.address]
          .filter(Boolean)
          .join(', '),
      )
      .join('; '),
    firm: item.matterOrganisation?.name ?? null,
    firmContact: item.matterOrganisation?.mainContactUser?.name ?? null,
    firmContactEmail: item.matterOrganisation?.mainContactUser?.emailAddress ?? null,
    charityTeam: item.charityTeam.map((u) => u.name).join('; '),
    ...moneyOf(x.estate.get(item.legacyID), details),
    bankName: account?.bankName ?? null,
    accountName: account?.accountName ?? null,
    sortCode: account?.sortCode ?? null,
    accountNumber: account?.accountNumber ?? null,
    visibleToFirm: account ? account.visibleToFirm : null,
    paymentReference: account ? (legacy?.paymentReference ?? null) : null,
    created: new Date(item.createdDate),
    lastUpdated: new Date(item.lastUpdatedDate),
  };
}

/** The list's search and status filter in words, for the file (Excel's About sheet). */
function filtersOf(q: ListQuery): AppliedFilter[] {
  const out: AppliedFilter[] = [];
  if (q.SearchTerm) out.push({ name: 'Search', text: q.SearchTerm });
  const statuses = q.Filter.filter((_, i) => q.FilterType[i]?.toLowerCase() === 'status').map(
    (key) => LEGACY_STATUSES.find((s) => s.key === key.toLowerCase())?.name ?? key,
  );
  if (statuses.length > 0) out.push({ name: 'Status', text: statuses.join(', ') });
  if (q.OrderBy) out.push({ name: 'Sorted by', text: q.OrderBy });
  return out;
}

export interface LegacyListExport {
  body: Buffer;
  rows: number;
  filters: AppliedFilter[];
  /** The bank accounts whose details the file shows (for the audit: never their numbers). */
  bankAccountIDs: string[];
}

export async function exportLegacyList(
  db: DbOrTx,
  config: Config,
  charity: { organisationID: string; name: string },
  q: ListQuery,
  format: LegacyListExportFormat,
  /** The caller's list scope (listScope of legacy.read): the export holds what their list shows. */
  scope: ListScope,
  opts: { pageSize?: number } = {},
): Promise<LegacyListExport> {
  const items = await everyPage(db, config, charity.organisationID, q, scope, {
    maxRows: config.REPORT_EXPORT_MAX_ROWS,
    pageSize: opts.pageSize ?? PAGE,
  });
  const rows: ReportRow[] = [];
  const accountIDs = new Set<string>();
  for (let i = 0; i < items.length; i += PAGE) {
    const chunk = items.slice(i, i + PAGE);
    const extras = await extrasOf(
      db,
      chunk.map((item) => item.legacyID),
    );
    for (const item of chunk) {
      rows.push(rowOf(item, extras));
      const accountID = extras.own.get(item.legacyID)?.nominatedBankAccountID;
      if (item.nominatedBankAccount && accountID) accountIDs.add(accountID);
    }
  }
  const filters = filtersOf(q);
  const doc: ReportDocument = {
    name: 'Legacies',
    path: 'legacies',
    organisationName: charity.name,
    generatedAt: new Date(),
    filters,
    columns: LEGACY_LIST_EXPORT_COLUMNS,
    rows,
    total: rows.length,
  };
  return {
    body: format === 'csv' ? renderCsv(doc) : await renderXlsx(doc),
    rows: rows.length,
    filters,
    bankAccountIDs: [...accountIDs],
  };
}
