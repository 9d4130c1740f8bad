import { LEGACY_STATUSES, MATTER_TYPES, legacyDisplayReference } from '@probity/domain';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { individuals, legacies, legacyDetails, matters, organisations } from '../../db/schema/index.js';
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
  ],
  columns: [
    { key: 'status', header: 'Status', kind: 'text' },
    { key: 'reference', header: 'Reference', kind: 'text' },
    { key: 'deceased', header: 'Deceased', kind: 'text' },
    { key: 'firm', header: 'Firm', kind: 'text' },
    { key: 'value', header: 'Fixed amounts (£)', kind: 'number' },
    { key: 'bankAccount', header: 'Bank account nominated', kind: 'boolean' },
    { key: 'visibleToFirm', header: 'Visible to the firm', kind: 'boolean' },
    { key: 'created', header: 'Created', kind: 'date' },
  ],
  async run(ctx, args, window) {
    const org = requireOrganisation(ctx);
    const statuses = args.multi('Status');
    const reference = args.text('Reference');
    const firm = organisations;
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
    const value = sql<number>`(select coalesce(sum(${legacyDetails.amountPence}), 0) from ${legacyDetails}
      where ${legacyDetails.legacyID} = ${legacies.legacyID} and not ${legacyDetails.isPercentage})`.mapWith(
      Number,
    );
    const { rows, total } = await pageOf(
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
          .leftJoin(individuals, eq(individuals.individualID, legacies.deceasedIndividualID))
          .where(where)
          .orderBy(desc(legacies.createdDate), legacies.legacyID)
          .limit(limit)
          .offset(offset),
      window,
    );
    return {
      total,
      rows: rows.map((r) => ({
        status: STATUS_BY_ID.get(String(r.statusID).toLowerCase())?.name ?? null,
        reference: legacyDisplayReference(r),
        deceased: fullName(r.deceasedFirst, r.deceasedSurname),
        firm: r.firm,
        value: r.valuePence / 100,
        bankAccount: r.bankAccountID !== null,
        visibleToFirm: r.bankAccountID !== null && r.visibleToFirm,
        created: r.createdDate,
      })),
    };
  },
};
