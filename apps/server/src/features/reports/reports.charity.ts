import { LEGACY_STATUSES, MATTER_TYPES, legacyDisplayReference } from '@probity/domain';
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
import { type ReportDefinition, pageOf, requireOrganisation, windowTotal } from './report-engine.js';
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

const value = sql<number>`(select coalesce(sum(${legacyDetails.amountPence}), 0) from ${legacyDetails}
      where ${legacyDetails.legacyID} = ${legacies.legacyID} and not ${legacyDetails.isPercentage})`.mapWith(
  Number,
);

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
const SORTS: Record<LegacySort, SQL[]> = {
  created: [desc(legacies.createdDate)],
  reference: [asc(shownReference)],
  deceased: [
    sql`lower(${individuals.surname}) asc nulls last`,
    sql`lower(${individuals.firstName}) asc nulls last`,
  ],
  status: [asc(statusOrder)],
  firm: [sql`lower(${firm.name}) asc nulls last`],
  value: [desc(value)],
};

/** spec 01 §6 Reports, Charity list: the charity's legacies, their status, firm and fixed value. */
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
    { key: 'bankAccount', header: 'Bank account nominated', kind: 'boolean' },
    { key: 'visibleToFirm', header: 'Visible to the firm', kind: 'boolean' },
    { key: 'created', header: 'Created', kind: 'date' },
  ],
  async run(ctx, args, window) {
    const org = requireOrganisation(ctx);
    const statuses = args.multi('Status');
    const reference = args.text('Reference');
    const sort = SORTS[(args.single('SortBy') ?? 'created') as LegacySort] ?? SORTS.created;
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
            valuePence: value,
            bankAccountID: legacies.nominatedBankAccountID,
            visibleToFirm: legacies.bankAccountVisibleToFirm,
            createdDate: legacies.createdDate,
            total: windowTotal(),
          })
          .from(legacies)
          .leftJoin(matters, eq(matters.matterID, legacies.matterID))
          .leftJoin(firm, eq(firm.organisationID, matters.organisationID))
          .leftJoin(individuals, sql`${individuals.individualID} = ${deceasedID}`)
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
        bankAccount: r.bankAccountID !== null,
        visibleToFirm: r.bankAccountID !== null && r.visibleToFirm,
        created: r.createdDate,
      }),
    );
  },
};
