import { LEGACY_STATUSES, LEGACY_TYPES } from '@probity/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import {
  auditEvents,
  individuals,
  legacies,
  legacyContacts,
  legacyDetails,
  legacyTeam,
} from '../../db/schema/index.js';
import { insertBankAccount } from '../bank-accounts/bank-accounts.service.js';
import { buildFirmLegacy } from './legacies.factories.js';
import { exportLegacyList } from './legacy-list-export.js';

/* Issue 11: the legacies list, as filtered, exported to CSV and Excel with every field. */

let ctx: TestContext;
let charity: Awaited<ReturnType<typeof buildOrganisation>>;
let user: Awaited<ReturnType<typeof buildUser>>;
let headers: Record<string, string>;
let firmLegacy: Awaited<ReturnType<typeof buildFirmLegacy>>;
let accountID: string;

const statusID = (key: string) => LEGACY_STATUSES.find((s) => s.key === key)!.statusID;

beforeAll(async () => {
  ctx = await buildTestApp();
  charity = await buildOrganisation(ctx.database, { organisationType: 'charity', name: 'Brightwater Test' });
  user = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
  headers = await authHeaders(ctx, user);
  const account = await insertBankAccount(ctx.database.db, ctx.app.config, charity.organisationID, {
    bankName: 'Barclays',
    sortCode: '08-99-99',
    accountNumber: '66374958',
    accountName: 'Legacy receipts',
    description: null,
    primaryContactUserID: user.userID,
  });
  accountID = account.bankAccountID;
  const [deceased] = await ctx.database.db
    .insert(individuals)
    .values({
      organisationID: charity.organisationID,
      individualTypeID: 'deceased',
      title: 'Mr',
      firstName: 'Walter',
      surname: 'Price',
    })
    .returning();
  const [active] = await ctx.database.db
    .insert(legacies)
    .values({
      organisationID: charity.organisationID,
      reference: 'LX-001',
      charityReference: '=HYPERLINK("http://x","y")',
      probateReference: 'PR-9',
      statusID: statusID('active'),
      deceasedIndividualID: deceased!.individualID,
      dateOfDeath: '2025-01-02',
      dateOfProbate: '2025-06-30',
      accountsApproved: true,
      nominatedBankAccountID: accountID,
      bankAccountVisibleToFirm: true,
      paymentReference: '@PAY-1',
      notifiedDate: '2025-02-03',
      notifiedBy: 'notification-service',
      dateOfWill: '2019-07-08',
      expectedReceiptDate: '2026-09-30',
      createdDate: new Date('2026-01-10T10:00:00Z'),
    })
    .returning();
  await ctx.database.db.insert(legacyTeam).values({ legacyID: active!.legacyID, userID: user.userID });
  await ctx.database.db.insert(legacyDetails).values({
    legacyID: active!.legacyID,
    legacyTypeID: LEGACY_TYPES[0].legacyTypeID,
    description: 'Gift of cash',
    amountPence: 600_000,
  });
  await ctx.database.db.insert(legacyDetails).values({
    legacyID: active!.legacyID,
    legacyTypeID: LEGACY_TYPES[1].legacyTypeID,
    description: 'Share of residue',
    amountPence: 0,
    isPercentage: true,
    isEstimate: true,
    percentageValue: '25',
  });
  await ctx.database.db.insert(legacyContacts).values({
    legacyID: active!.legacyID,
    role: 'executor',
    name: 'Ruth Prescott',
    emailAddress: 'ruth@example.test',
    phone: '+44 20 7946 0000',
  });
  await ctx.database.db.insert(legacies).values({
    organisationID: charity.organisationID,
    reference: 'LX-002',
    statusID: statusID('complete'),
    createdDate: new Date('2026-01-11T10:00:00Z'),
  });
  firmLegacy = await buildFirmLegacy(ctx, { charity, matterReference: 'HF/EST/2026/091' });
  const other = await buildOrganisation(ctx.database, { organisationType: 'charity' });
  await ctx.database.db
    .insert(legacies)
    .values({ organisationID: other.organisationID, reference: 'LX-FOREIGN', statusID: statusID('active') });
});
afterAll(async () => ctx?.close());

const url = (query: string) => `/api/Legacy/Organisation/${charity.organisationID}/Export?${query}`;
const csvRows = (body: Buffer) =>
  parseCsv(body.subarray(3).toString('utf8'), { columns: true }) as Record<string, string>[];

describe('GET /api/Legacy/Organisation/{id}/Export (issue 11)', () => {
  it('CSV of the filtered list: one row per legacy, every field, money as £6,000.00, formulas disarmed', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: url('format=csv&SearchTerm=LX&FilterType=status&Filter=active&page=2&pageCount=1'),
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="sc_legacies_${charity.organisationID}_\\d{2}-\\d{2}-\\d{4}\\.csv"`),
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(res.rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      Reference: 'LX-001',
      'Charity reference': `'=HYPERLINK("http://x","y")`,
      'Probate reference': 'PR-9',
      'Firm matter reference': '',
      Status: 'Active',
      'Status description': expect.stringMatching(/\S/),
      Deceased: 'Mr Walter Price',
      'Date of death': '02/01/2025',
      'Date of probate': '30/06/2025',
      'Accounts approved': 'Yes',
      'Grant submitted': 'No',
      'Date notified': '03/02/2025',
      'Notified by': 'Notification service',
      'Date of will': '08/07/2019',
      'Expected receipt': '30/09/2026',
      'Executors and contacts': 'Ruth Prescott (executor), ruth@example.test, +44 20 7946 0000',
      Firm: '',
      'Firm main contact': '',
      'Firm main contact e-mail': '',
      'Charity team': `${user.firstName} ${user.surname}`,
      'Legacy details': 'Pecuniary: Gift of cash — £6,000.00; Residuary: Share of residue — 25% (estimate)',
      'Fixed amounts': '£6,000.00',
      // Issue 17: no Estate matter shares figures here: the charity's own (25 % of no residue is £0).
      'Legacy value': '£6,000.00',
      'Paid so far': '',
      'Source of figures': 'Charity’s own figures',
      'Bank name': 'Barclays',
      'Account name': 'Legacy receipts',
      'Sort code': '08-99-99',
      'Account number': '66374958',
      'Visible to the firm': 'Yes',
      'Payment reference': "'@PAY-1",
      Created: '10/01/2026 10:00',
      'Last updated': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    });
  });

  it("every legacy of the charity when unfiltered, with a firm's legacy: its matter, Deceased and main contact", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: url('format=csv&OrderBy=-createdDate'), headers });
    const rows = csvRows(res.rawPayload);
    expect(rows.map((r) => r.Reference)).toEqual(['HF/EST/2026/091', 'LX-002', 'LX-001']);
    expect(rows[0]).toMatchObject({
      'Firm matter reference': 'HF/EST/2026/091',
      Status: 'Pre-grant',
      Deceased: 'Margaret Holloway',
      Firm: firmLegacy.firm.name,
      'Firm main contact': `${firmLegacy.admin.firstName} ${firmLegacy.admin.surname}`,
      'Firm main contact e-mail': firmLegacy.admin.emailAddress,
      'Fixed amounts': '£0.00',
      'Bank name': '',
    });
    expect(res.body).not.toContain('LX-FOREIGN');
  });

  it('sorts by the reference shown (the charity reference when there is one), like the list', async () => {
    const shown = (r: Record<string, string>) => r['Charity reference'] || r.Reference;
    const res = await ctx.app.inject({ method: 'GET', url: url('format=csv&OrderBy=reference'), headers });
    // The CSV disarms the charity reference "=HYPERLINK…" as "'=HYPERLINK…"; it sorts as written.
    expect(csvRows(res.rawPayload).map(shown)).toEqual([
      `'=HYPERLINK("http://x","y")`,
      'HF/EST/2026/091',
      'LX-002',
    ]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/Legacy/Organisation/${charity.organisationID}?OrderBy=-reference`,
      headers,
    });
    expect(
      (list.json() as { reference: string; charityReference: string | null }[]).map(
        (l) => l.charityReference || l.reference,
      ),
    ).toEqual(['LX-002', 'HF/EST/2026/091', '=HYPERLINK("http://x","y")']);
  });

  it('Excel: the same rows, money as currency cells, real dates', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: url('format=xlsx&FilterType=status&Filter=active&FilterType=status&Filter=pre-grant'),
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="sc_legacies_.+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toHaveLength(33);
    expect(sheet.rowCount).toBe(3);
    const col = (name: string) => header.indexOf(name) + 1;
    const row = sheet.getRows(2, 2)!.find((r) => r.getCell(col('Reference')).value === 'LX-001')!;
    expect(row.getCell(col('Fixed amounts')).value).toBe(6000);
    expect(row.getCell(col('Fixed amounts')).numFmt).toBe('"£"#,##0.00');
    expect(row.getCell(col('Date of death')).value).toEqual(new Date('2025-01-02T00:00:00Z'));
    // Text stays text in Excel: never a formula.
    expect(row.getCell(col('Charity reference')).value).toBe('=HYPERLINK("http://x","y")');
    expect(row.getCell(col('Account number')).value).toBe('66374958');
    expect(workbook.getWorksheet('About')!.getRow(1).values).toEqual([undefined, 'Report', 'Legacies']);
  });

  it('audits the export as a view of bank data: the accounts shown, never their numbers', async () => {
    await ctx.app.inject({ method: 'GET', url: url('format=csv&SearchTerm=LX-001'), headers });
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'legacy.list_exported'), eq(auditEvents.actorUserID, user.userID)));
    const last = events.at(-1)!;
    expect(last).toMatchObject({ organisationID: charity.organisationID });
    expect(last.details).toMatchObject({
      format: 'csv',
      rows: 1,
      bankAccountIDs: [accountID],
      filters: [{ name: 'Search', text: 'LX-001' }],
    });
    expect(JSON.stringify(last.details)).not.toContain('66374958');
  });

  it('reads the list every page, whatever the page size', async () => {
    const file = await exportLegacyList(
      ctx.database.db,
      ctx.app.config,
      charity,
      {
        page: 1,
        pageCount: 1,
        FilterType: [],
        Filter: [],
      },
      'csv',
      { kind: 'all' },
      { pageSize: 2 },
    );
    expect(file.rows).toBe(3);
    expect(
      csvRows(file.body)
        .map((r) => r.Reference)
        .sort(),
    ).toEqual(['HF/EST/2026/091', 'LX-001', 'LX-002']);
  });

  it('refuses another charity (404), a firm (404), a role without the rights (403) and a bad format (400)', async () => {
    const stranger = await authHeaders(ctx, await buildUser(ctx.database, { roles: ['Charity'] }));
    expect(
      (await ctx.app.inject({ method: 'GET', url: url('format=csv'), headers: stranger })).statusCode,
    ).toBe(404);
    const firm = await authHeaders(ctx, firmLegacy.admin);
    expect((await ctx.app.inject({ method: 'GET', url: url('format=csv'), headers: firm })).statusCode).toBe(
      404,
    );
    const ownFirm = `/api/Legacy/Organisation/${firmLegacy.firm.organisationID}/Export?format=csv`;
    expect((await ctx.app.inject({ method: 'GET', url: ownFirm, headers: firm })).statusCode).toBe(404);
    for (const role of ['Finance', 'Trustee', 'Legacy User'] as const) {
      const colleague = await authHeaders(
        ctx,
        await buildUser(ctx.database, { roles: [role], organisation: charity }),
      );
      const res = await ctx.app.inject({ method: 'GET', url: url('format=csv'), headers: colleague });
      expect(res.statusCode, role).toBe(403);
      expect(res.body, role).not.toContain('LX-001');
    }
    expect((await ctx.app.inject({ method: 'GET', url: url('format=pdf'), headers })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: url('format=csv&SearchTerm=a%00b'), headers })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: url('format=csv') })).statusCode).toBe(401);
  });

  it('is bounded: more legacies than REPORT_EXPORT_MAX_ROWS answer 400 asking for a narrower list', async () => {
    const small = await buildTestApp({ REPORT_EXPORT_MAX_ROWS: '2' });
    try {
      const org = await buildOrganisation(small.database, { organisationType: 'charity' });
      const who = await authHeaders(
        small,
        await buildUser(small.database, { roles: ['Charity'], organisation: org }),
      );
      await small.database.db.insert(legacies).values(
        ['B-1', 'B-2', 'B-3'].map((reference) => ({
          organisationID: org.organisationID,
          reference,
          statusID: statusID('active'),
        })),
      );
      const base = `/api/Legacy/Organisation/${org.organisationID}/Export?format=csv`;
      const res = await small.app.inject({ method: 'GET', url: base, headers: who });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(
        'This list has more than 2 legacies; narrow the search or the status filter to export it.',
      );
      const narrowed = await small.app.inject({ method: 'GET', url: `${base}&SearchTerm=B-1`, headers: who });
      expect(narrowed.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
