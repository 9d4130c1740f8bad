import { LEGACY_STATUSES, LEGACY_TYPES } from '@probity/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { pdfText, pdfWords } from '../../../test/pdf-text.js';
import { individuals, legacies, legacyDetails } from '../../db/schema/index.js';
import { buildFirmLegacy } from '../legacies/legacies.factories.js';
import { viewOk } from './reports.factories.js';

/*
 * Issue 11, the charity's Legacies report: money as £6,000.00 in every format, PDF headers that
 * never break inside a word, each sort choice sorting what its column shows, and the deceased of a
 * legacy a firm set up (the matter's Deceased).
 */

let ctx: TestContext;
let charity: Awaited<ReturnType<typeof buildOrganisation>>;
let headers: Record<string, string>;
let firmLegacy: Awaited<ReturnType<typeof buildFirmLegacy>>;

const statusID = (key: string) => LEGACY_STATUSES.find((s) => s.key === key)!.statusID;

beforeAll(async () => {
  ctx = await buildTestApp();
  charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
  headers = await authHeaders(
    ctx,
    await buildUser(ctx.database, { roles: ['Charity'], organisation: charity }),
  );
  const deceased = async (firstName: string, surname: string) => {
    const [row] = await ctx.database.db
      .insert(individuals)
      .values({
        organisationID: charity.organisationID,
        individualTypeID: 'deceased',
        firstName,
        surname,
      })
      .returning();
    return row!.individualID;
  };
  // The plain references sort A, B, C; the references shown (charity reference first) sort Z, Y, X.
  const rows = await ctx.database.db
    .insert(legacies)
    .values([
      {
        organisationID: charity.organisationID,
        reference: 'A-100',
        charityReference: 'ZED-3',
        statusID: statusID('complete'),
        deceasedIndividualID: await deceased('Ada', 'Young'),
        createdDate: new Date('2026-01-10T10:00:00Z'),
      },
      {
        organisationID: charity.organisationID,
        reference: 'B-200',
        charityReference: '',
        statusID: statusID('active'),
        deceasedIndividualID: await deceased('Bea', 'Adams'),
        createdDate: new Date('2026-01-11T10:00:00Z'),
      },
      {
        organisationID: charity.organisationID,
        reference: 'C-300',
        charityReference: 'MID-2',
        statusID: statusID('distribution'),
        deceasedIndividualID: await deceased('Cy', 'Moss'),
        createdDate: new Date('2026-01-12T10:00:00Z'),
      },
    ])
    .returning();
  await ctx.database.db.insert(legacyDetails).values([
    {
      legacyID: rows[0]!.legacyID,
      legacyTypeID: LEGACY_TYPES[0].legacyTypeID,
      description: 'Gift',
      amountPence: 600_000,
    },
    {
      legacyID: rows[1]!.legacyID,
      legacyTypeID: LEGACY_TYPES[0].legacyTypeID,
      description: 'Gift',
      amountPence: 12_345_678,
    },
    {
      legacyID: rows[2]!.legacyID,
      legacyTypeID: LEGACY_TYPES[0].legacyTypeID,
      description: 'Gift',
      amountPence: 5,
    },
  ]);
  // A legacy set up by a firm (its reference is the matter's), with the matter's Deceased.
  firmLegacy = await buildFirmLegacy(ctx, {
    charity,
    matterReference: 'HF/EST/2026/077',
    deceased: { firstName: 'Norah', surname: 'Kemp' },
  });
  await ctx.database.db
    .update(legacies)
    .set({ createdDate: new Date('2026-01-13T10:00:00Z') })
    .where(eq(legacies.legacyID, firmLegacy.legacyID));
});
afterAll(async () => ctx?.close());

const report = (parameters: Record<string, string[]> = {}) =>
  viewOk(ctx, headers, { reportPath: 'charity/legacies', parameters });
const exportAs = (format: string, parameters: Record<string, string[]> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Reporting/Export',
    headers,
    payload: { reportPath: 'charity/legacies', format, parameters },
  });

describe('the Legacies report: the deceased of a legacy a firm set up (issue 11)', () => {
  it("shows the matter's first Deceased for a firm's legacy, and a charity legacy's own deceased", async () => {
    const { rows } = await report();
    const byReference = Object.fromEntries(rows.map((r) => [r[1], r[2]]));
    expect(byReference['HF/EST/2026/077']).toBe('Norah Kemp');
    expect(byReference['ZED-3']).toBe('Ada Young');
    expect(rows).toHaveLength(4);
  });
});

describe('the Legacies report: money as £6,000.00 in every format (issue 11)', () => {
  it('HTML, CSV, PDF and Word read £6,000.00; Excel holds a currency number; XML a decimal of pounds', async () => {
    const html = await report({ Reference: ['ZED'] });
    expect(html.rows[0]?.[4]).toBe('£6,000.00');
    expect((await report({ Reference: ['B-200'] })).rows[0]?.[4]).toBe('£123,456.78');

    const csv = await exportAs('CSV', { Reference: ['ZED'] });
    const records = parseCsv(csv.rawPayload.subarray(3).toString('utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(records[0]?.['Fixed amounts']).toBe('£6,000.00');

    const pdf = await exportAs('PDF', { Reference: ['ZED'] });
    expect(pdfText(pdf.rawPayload)).toContain('£6,000.00');

    const word = await exportAs('WORDOPENXML', { Reference: ['ZED'] });
    const documentXml = await (await JSZip.loadAsync(word.rawPayload))
      .file('word/document.xml')!
      .async('string');
    expect(documentXml).toContain('£6,000.00');

    const excel = await exportAs('EXCELOPENXML', { Reference: ['ZED'] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Fixed amounts');
    expect(sheet.getRow(2).getCell(5).value).toBe(6000);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('"£"#,##0.00');

    const xml = await exportAs('XML', { Reference: ['C-300'] });
    const parsed = new XMLParser({ isArray: (name) => name === 'Row', parseTagValue: false }).parse(xml.body);
    expect(parsed.Report.Rows.Row[0].value).toBe('0.05');
  });
});

describe('the Legacies report: PDF headers never break inside a word (issue 11)', () => {
  it('lays every header out whole: the words under the header band are exactly the headers’ words', async () => {
    const res = await exportAs('PDF');
    expect(res.statusCode).toBe(200);
    const words = pdfWords(res.rawPayload).filter((w) => w.page === 1);
    const top = words.find((w) => w.text === 'Status')!.yMin;
    // The first row of values starts below the last header line.
    const firstValue = words.find((w) => w.text === 'HF/EST/2026/077')!.yMin;
    const band = words.filter((w) => w.yMin >= top - 0.5 && w.yMin < firstValue - 0.5).map((w) => w.text);
    const expected = [
      'Status',
      'Reference',
      'Deceased',
      'Firm',
      'Fixed amounts',
      'Source of figures',
      'Bank account nominated',
      'Visible to the firm',
      'Created',
    ].flatMap((h) => h.split(' '));
    expect(band.sort()).toEqual(expected.sort());
  });
});

describe('the Legacies report: Sort by sorts what each column shows (issue 11)', () => {
  const column = async (sort: string, index: number) =>
    (await report({ SortBy: [sort] })).rows.map((r) => r[index]);

  it('Reference sorts the reference shown (the charity reference when there is one)', async () => {
    expect(await column('reference', 1)).toEqual(['B-200', 'HF/EST/2026/077', 'MID-2', 'ZED-3']);
  });

  it('Deceased sorts by surname, Status by the pipeline, Firm by name, Fixed amounts largest first', async () => {
    expect(await column('deceased', 2)).toEqual(['Bea Adams', 'Norah Kemp', 'Cy Moss', 'Ada Young']);
    expect(await column('status', 0)).toEqual(['Active', 'Pre-grant', 'Distribution', 'Complete']);
    const firms = await column('firm', 3);
    expect(firms[0]).toBe(firmLegacy.firm.name);
    expect(firms.slice(1)).toEqual(['', '', '']);
    expect(await column('value', 4)).toEqual(['£123,456.78', '£6,000.00', '£0.05', '£0.00']);
  });

  it('defaults to the newest first, and refuses an unknown sort', async () => {
    expect(await column('created', 1)).toEqual(['HF/EST/2026/077', 'MID-2', 'B-200', 'ZED-3']);
    expect((await report()).rows.map((r) => r[1])).toEqual(['HF/EST/2026/077', 'MID-2', 'B-200', 'ZED-3']);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Reporting/View',
      headers,
      payload: { reportPath: 'charity/legacies', parameters: { SortBy: ['surname; drop table'] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['parameters.SortBy']);
  });
});
