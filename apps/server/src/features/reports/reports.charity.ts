import {
  LEGACY_FIGURES_SOURCE_TEXTS,
  LEGACY_STATUSES,
  MATTER_TYPES,
  legacyDisplayReference,
} from '@probity/domain';
import { type SQL, and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  individuals,
  legacies,
  legacyDetails,
  legacyShownDeceasedID as deceasedID,
  matters,
  organisations,
} from '../../db/schema/index.js';
import { likePattern } from '../../lib/list-query.js';
import { sharedEstateFiguresOfCharity } from '../estate-sharing/estate-legacy-figures.js';
import {
  type ReportContext,
  type ReportDefinition,
  pageOf,
  requireOrganisation,
  windowTotal,
} from './report-engine.js';
import { dateRange, dateRangeWhere, fullName, multiChoice } from './reports.shared.js';

/** Every status id by its filter key: the legacy list's own and the matter types' (a firm's legacy). */
const STATUS_BY_ID = new Map(
  [...LEGACY_STATUSES, ...MATTER_TYPES.flatMap((t) => t.statuses)].map((s) => [s.statusID.toLowerCase(), s]),
);
const statusIdsOf = (keys: readonly string[]) =>
  [...STATUS_BY_ID.values()].filter((s) => keys.includes(s.key)).map((s) => s.statusID);

/** A legacy with a firm matter takes its status from the matter (spec 03 §1). */
const effectiveStatus = sql<string>`coalesce(${matters.statusID}, ${legacies.statusID})`;

/** The status's place in the pipeline (spec 03 §4 order), for "Sort by Status". */
const statusOrder = sql.join(
  [
    sql`case ${effectiveStatus}`,
    ...[...STATUS_BY_ID.values()].map(
      (s) => sql`when ${s.statusID}::uuid then ${LEGACY_STATUSES.findIndex((l) => l.key === s.key)}::int`,
    ),
    sql`else 99 end`,
  ],
  sql` `,
);

/**
 * The reference the report shows (spec 03 §2.1: the charity reference if non-empty, else the
 * reference: legacyDisplayReference), so that sorting by Reference sorts what is shown.
 */
const shownReference = sql`lower(coalesce(nullif(btrim(${legacies.charityReference}), ''), ${legacies.reference}))`;

/** The fixed amounts the charity typed: its details in pounds (not its percentages). */
const typedValue = sql<number>`(select coalesce(sum(${legacyDetails.amountPence}), 0) from ${legacyDetails}
      where ${legacyDetails.legacyID} = ${legacies.legacyID} and not ${legacyDetails.isPercentage})`;

/**
 * Issue 17: the charity's entitlement from the firm's estate figures, for each of its legacies whose
 * Estate matter shares them, as a table to join: worked out outside SQL (the accounts engine, once
 * per matter: sharedEstateFiguresOfCharity) and handed to the query as one JSON parameter, so the
 * column still sorts and pages in SQL. Nothing stored (docs/decisions.md, Issue 17 — legacy figures
 * follow the estate).
 */
async function estateFiguresOf(ctx: ReportContext, organisationID: string) {
  const figures = await sharedEstateFiguresOfCharity(ctx.db, organisationID);
  const json = JSON.stringify(
    [...figures].map(([legacyID, f]) => ({ legacy_id: legacyID, value_pence: f.total })),
  );
  return {
    table: sql`jsonb_to_recordset(${json}::jsonb) as estate_figures(legacy_id uuid, value_pence bigint)`,
    legacyID: sql.raw('estate_figures.legacy_id'),
    valuePence: sql.raw('estate_figures.value_pence'),
  };
}

/**
 * "Sort by": each choice sorts a column by the value the column shows. Deceased sorts by surname
 * then first name (as a name list does), Status by the pipeline's order, Fixed amounts largest first.
 */
export const LEGACY_REPORT_SORTS = [
  { value: 'created', label: 'Created (newest first)' },
  { value: 'reference', label: 'Reference' },
  { value: 'deceased', label: 'Deceased' },
  { value: 'status', label: 'Status' },
  { value: 'firm', label: 'Firm' },
  { value: 'value', label: 'Fixed amounts (largest first)' },
] as const;
type LegacySort = (typeof LEGACY_REPORT_SORTS)[number]['value'];

const firm = organisations;
const sortsOf = (value: SQL): Record<LegacySort, SQL[]> => ({
  created: [desc(legacies.createdDate)],
  reference: [asc(shownReference)],
  deceased: [
    sql`lower(${individuals.surname}) asc nulls last`,
    sql`lower(${individuals.firstName}) asc nulls last`,
  ],
  status: [asc(statusOrder)],
  firm: [sql`lower(${firm.name}) asc nulls last`],
  value: [desc(value)],
});

/**
 * spec 01 §6 Reports, Charity list: the charity's legacies, their status, firm and fixed value —
 * the firm's estate figures where its Estate matter shares them (issue 17), "Source of figures" says.
 */
export const legaciesReport: ReportDefinition = {
  path: 'charity/legacies',
  name: 'Legacies',
  description: 'The legacies left to your charity: status, deceased, firm, value and payment account.',
  lists: ['Charity'],
  parameters: [
    multiChoice(
      'Status',
      'Status',
      LEGACY_STATUSES.map((s) => ({ label: s.name, value: s.key })),
    ),
    ...dateRange('Created'),
    { key: 'Reference', name: 'Reference contains', type: 'String' },
    {
      key: 'SortBy',
      name: 'Sort by',
      type: 'SingleChoice',
      options: LEGACY_REPORT_SORTS,
      defaultValue: ['created'],
    },
  ],
  columns: [
    { key: 'status', header: 'Status', kind: 'text' },
    { key: 'reference', header: 'Reference', kind: 'text' },
    { key: 'deceased', header: 'Deceased', kind: 'text' },
    { key: 'firm', header: 'Firm', kind: 'text' },
    { key: 'value', header: 'Fixed amounts', kind: 'money' },
    { key: 'figuresSource', header: LEGACY_FIGURES_SOURCE_TEXTS.source, kind: 'text' },
    { key: 'bankAccount', header: 'Bank account nominated', kind: 'boolean' },
    { key: 'visibleToFirm', header: 'Visible to the firm', kind: 'boolean' },
    { key: 'created', header: 'Created', kind: 'date' },
  ],
  async run(ctx, args, window) {
    const org = requireOrganisation(ctx);
    const statuses = args.multi('Status');
    const reference = args.text('Reference');
    const estate = await estateFiguresOf(ctx, org);
    // A shared legacy's entitlement, else the typed fixed amounts: shown, and sorted, the same.
    const value = sql<number>`coalesce(${estate.valuePence}, ${typedValue})`;
    const sorts = sortsOf(value);
    const sort = sorts[(args.single('SortBy') ?? 'created') as LegacySort] ?? sorts.created;
    const where = and(
      eq(legacies.organisationID, org),
      statuses ? inArray(effectiveStatus, statusIdsOf(statuses)) : undefined,
      dateRangeWhere(args, legacies.createdDate),
      reference
        ? or(
            ilike(legacies.reference, likePattern(reference)),
            ilike(legacies.charityReference, likePattern(reference)),
          )
        : undefined,
    );
    return pageOf(
      (limit, offset) =>
        ctx.db
          .select({
            statusID: effectiveStatus,
            reference: legacies.reference,
            charityReference: legacies.charityReference,
            deceasedFirst: individuals.firstName,
            deceasedSurname: individuals.surname,
            firm: firm.name,
            valuePence: value.mapWith(Number),
            fromEstate: sql<boolean>`${estate.legacyID} is not null`,
            bankAccountID: legacies.nominatedBankAccountID,
            visibleToFirm: legacies.bankAccountVisibleToFirm,
            createdDate: legacies.createdDate,
            total: windowTotal(),
          })
          .from(legacies)
          .leftJoin(matters, eq(matters.matterID, legacies.matterID))
          .leftJoin(firm, eq(firm.organisationID, matters.organisationID))
          .leftJoin(individuals, sql`${individuals.individualID} = ${deceasedID}`)
          .leftJoin(estate.table, sql`${estate.legacyID} = ${legacies.legacyID}`)
          .where(where)
          .orderBy(...sort, desc(legacies.createdDate), legacies.legacyID)
          .limit(limit)
          .offset(offset),
      window,
      (r) => ({
        status: STATUS_BY_ID.get(String(r.statusID).toLowerCase())?.name ?? null,
        reference: legacyDisplayReference(r),
        deceased: fullName(r.deceasedFirst, r.deceasedSurname),
        firm: r.firm,
        value: r.valuePence,
        figuresSource: r.fromEstate
          ? LEGACY_FIGURES_SOURCE_TEXTS.estate
          : LEGACY_FIGURES_SOURCE_TEXTS.charity,
        bankAccount: r.bankAccountID !== null,
        visibleToFirm: r.bankAccountID !== null && r.visibleToFirm,
        created: r.createdDate,
      }),
    );
  },
};
