import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import JSZip from 'jszip';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { auditEvents } from '../../db/schema/index.js';
import { buildDatedMatter, buildReportFirm } from './reports.factories.js';
import { pdfText } from '../../../test/pdf-text.js';

let ctx: TestContext;
let firm: Awaited<ReturnType<typeof buildReportFirm>>;
let other: Awaited<ReturnType<typeof buildReportFirm>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  firm = await buildReportFirm(ctx);
  other = await buildReportFirm(ctx);
  for (let i = 1; i <= 30; i++) {
    await buildDatedMatter(ctx, firm.firm.organisationID, {
      reference: `EXP-${String(i).padStart(2, '0')}`,
      type: i % 2 ? 'estate' : 'trust',
      day: `2026-01-${String(i).padStart(2, '0')}`,
    });
  }
  // Text a spreadsheet would run, and text that needs quoting or escaping.
  await buildDatedMatter(ctx, firm.firm.organisationID, {
    reference: '=HYPERLINK("http://x","y")',
    day: '2026-02-01',
  });
  await buildDatedMatter(ctx, firm.firm.organisationID, {
    reference: 'Smith, "Jr" <b>&</b>',
    day: '2026-02-02',
  });
  await buildDatedMatter(ctx, other.firm.organisationID, { reference: 'OTHER-FIRM-1' });
});
afterAll(async () => ctx?.close());

async function exportAs(format: string, parameters: Record<string, string[]> = {}, headers = firm.headers) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Reporting/Export',
    headers,
    payload: {
      reportPath: 'client/matters-by-status',
      page: 3,
      parameters: { ...parameters, OrganisationID: [other.firm.organisationID] },
      format,
    },
  });
}

describe('POST /api/Reporting/Export', () => {
  it('CSV: RFC 4180 with a BOM, every row of the firm (not one page), formulas disarmed', async () => {
    const res = await exportAs('CSV');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="matters-by-status-\d{8}-\d{4}\.csv"$/,
    );
    const body = res.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'Status,Reference,Matter type,Owner,Team,Individuals,Created,Completed',
    );
    const rows = parseCsv(text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(32);
    const references = rows.map((r) => r.Reference);
    expect(references).toContain('EXP-01');
    expect(references).toContain('EXP-30');
    expect(references).not.toContain('OTHER-FIRM-1');
    expect(references).toContain(`'=HYPERLINK("http://x","y")`);
    expect(references).toContain('Smith, "Jr" <b>&</b>');
    expect(text).toContain('"Smith, ""Jr"" <b>&</b>"');
    const first = rows.find((r) => r.Reference === 'EXP-01');
    expect(first).toMatchObject({
      Status: 'Active',
      'Matter type': 'Estate',
      Team: '0',
      Created: '01/01/2026',
    });
  });

  it('applies the filters to the export', async () => {
    const res = await exportAs('CSV', { MatterType: ['trust'], To: ['10/01/2026 12:00:00 AM'] });
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((r) => r.Reference).sort()).toEqual(['EXP-02', 'EXP-04', 'EXP-06', 'EXP-08', 'EXP-10']);
  });

  it('XML: well-formed, escaped, with the filters and one Row per row', async () => {
    const res = await exportAs('XML', { Reference: ['Smith'] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="matters-by-status-\d{8}-\d{4}\.xml"/);
    const xml = res.body;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('Smith, &quot;Jr&quot; &lt;b&gt;&amp;&lt;/b&gt;');
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => name === 'Row' || name === 'Filter',
    }).parse(xml);
    expect(parsed.Report.name).toBe('Matters by status');
    expect(parsed.Report.organisation).toBe(firm.firm.name);
    expect(parsed.Report.Filters.Filter).toEqual([{ name: 'Reference contains', '#text': 'Smith' }]);
    expect(parsed.Report.Rows.Row).toHaveLength(1);
    expect(parsed.Report.Rows.Row[0]).toMatchObject({
      reference: 'Smith, "Jr" <b>&</b>',
      status: 'Active',
      created: '2026-02-02T12:00:00.000Z',
    });
  });

  it('PDF: a PDF document whose text holds the title and the rows', async () => {
    const res = await exportAs('PDF');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="matters-by-status-\d{8}-\d{4}\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Matters by status');
    expect(text).toContain('EXP-17');
    expect(text).toContain(firm.firm.name);
    expect(text).not.toContain('OTHER-FIRM-1');
    // Every page carries its footer, and no page is only a footer.
    const pages = res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    const footers = [...text.matchAll(/Page (\d+) of (\d+)/g)];
    expect(footers.map((m) => Number(m[1]))).toEqual(pages.map((_, i) => i + 1));
    expect(new Set(footers.map((m) => Number(m[2])))).toEqual(new Set([pages.length]));
    const one = await exportAs('PDF', { Reference: ['Smith'] });
    expect(pdfText(one.rawPayload)).toContain('Page 1 of 1');
    expect(one.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('Excel: an xlsx that reads back with the same rows, real dates and numbers', async () => {
    const res = await exportAs('EXCELOPENXML');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="matters-by-status-\d{8}-\d{4}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Matters by status');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Status',
      'Reference',
      'Matter type',
      'Owner',
      'Team',
      'Individuals',
      'Created',
      'Completed',
    ]);
    expect(sheet.rowCount).toBe(33);
    const references = sheet.getColumn(2).values.slice(2);
    expect(references).toContain('EXP-05');
    // Text stays text: never a formula.
    expect(references).toContain('=HYPERLINK("http://x","y")');
    const row = sheet.getRows(2, 32)!.find((r) => r.getCell(2).value === 'EXP-05')!;
    expect(row.getCell(5).value).toBe(0);
    expect(row.getCell(7).value).toEqual(new Date('2026-01-05T12:00:00Z'));
    expect(row.getCell(7).numFmt).toBe('dd/mm/yyyy');
    expect(workbook.getWorksheet('About')!.getRow(1).values).toEqual([
      undefined,
      'Report',
      'Matters by status',
    ]);
  });

  it('Word: a docx (a zip) whose word/document.xml holds the title and the rows', async () => {
    const res = await exportAs('WORDOPENXML');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="matters-by-status-\d{8}-\d{4}\.docx"/);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const documentXml = await zip.file('word/document.xml')!.async('string');
    expect(XMLValidator.validate(documentXml)).toBe(true);
    expect(documentXml).toContain('Matters by status');
    expect(documentXml).toContain('EXP-30');
    expect(documentXml).toContain('Smith, &quot;Jr&quot; &lt;b&gt;&amp;&lt;/b&gt;');
    expect(documentXml).not.toContain('OTHER-FIRM-1');
  });

  it('audits each export', async () => {
    await exportAs('CSV');
    const rows = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.exported'), eq(auditEvents.actorUserID, firm.staff.userID)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      objectType: 'report',
      objectID: 'client/matters-by-status',
      organisationID: firm.firm.organisationID,
    });
  });
});

describe('export bound', () => {
  it('answers 400 asking for narrower filters when the rows exceed REPORT_EXPORT_MAX_ROWS', async () => {
    const small = await buildTestApp({ REPORT_EXPORT_MAX_ROWS: '3' });
    try {
      const world = await buildReportFirm(small);
      for (let i = 1; i <= 4; i++)
        await buildDatedMatter(small, world.firm.organisationID, { reference: `BIG-${i}` });
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/Reporting/Export',
        headers: world.headers,
        payload: { reportPath: 'client/matters-by-status', format: 'CSV' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().detail).toBe('This report has more than 3 rows; narrow the filters to export it.');
      const narrowed = await small.app.inject({
        method: 'POST',
        url: '/api/Reporting/Export',
        headers: world.headers,
        payload: {
          reportPath: 'client/matters-by-status',
          format: 'CSV',
          parameters: { Reference: ['BIG-1'] },
        },
      });
      expect(narrowed.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('streams CSV and Excel in batches (a cursor on PostgreSQL): every row once, in order', async () => {
    const batched = await buildTestApp({ REPORT_EXPORT_BATCH_ROWS: '4' });
    try {
      const world = await buildReportFirm(batched);
      const references = Array.from({ length: 10 }, (_, i) => `BATCH-${String(i + 1).padStart(2, '0')}`);
      for (const [i, reference] of references.entries())
        await buildDatedMatter(batched, world.firm.organisationID, {
          reference,
          day: `2026-03-${String(20 - i).padStart(2, '0')}`,
        });
      const exported = (format: string) =>
        batched.app.inject({
          method: 'POST',
          url: '/api/Reporting/Export',
          headers: world.headers,
          payload: { reportPath: 'client/matters-by-status', format },
        });
      const csv = await exported('CSV');
      expect(csv.statusCode).toBe(200);
      const records = parseCsv(csv.body.replace(/^\uFEFF/, '')) as string[][];
      // One status: newest first, so the order the matters were made in.
      expect(records.slice(1).map((r) => r[1])).toEqual(references);
      const xlsx = await exported('EXCELOPENXML');
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.getColumn(2).values.slice(2)).toEqual(references);
      expect(workbook.getWorksheet('About')!.getRow(4).values).toEqual([undefined, 'Rows', 10]);
    } finally {
      await batched.close();
    }
  });

  it('PDF: names outside Latin-1 print as written (embedded DejaVu Sans)', async () => {
    const polish = await buildReportFirm(ctx);
    await buildDatedMatter(ctx, polish.firm.organisationID, { reference: 'Łukasz Wójcik – Ørsted Ξ' });
    const res = await exportAs('PDF', {}, polish.headers);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('Łukasz Wójcik – Ørsted Ξ');
  });
});
