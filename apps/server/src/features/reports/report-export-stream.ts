import { PassThrough, Readable } from 'node:stream';
import { REPORT_FORMAT_FILES } from '@probity/domain';
import { stringify } from 'csv-stringify';
import type { ReportDocument, ReportRow } from './report-engine.js';
import { csvRecord, guardFormula } from './report-export.js';
import { EXCEL_FORMATS, WEIGHT, excelCell, excelSheetName } from './report-export-office.js';
import { gmtDateTime } from './report-format.js';
import { xmlSafe } from '../../lib/xml.js';

/*
 * CSV and Excel exports written while their rows arrive (issue 16): the document's rows first,
 * then each batch of `more` (a cursor's), pulled only as fast as the client reads, so memory
 * stays flat whatever the row count. Same cells as renderCsv and renderXlsx.
 */

export type StreamedFormat = 'CSV' | 'EXCELOPENXML';
export const STREAMED_FORMATS: readonly string[] = ['CSV', 'EXCELOPENXML'] satisfies StreamedFormat[];

export interface ExportStream {
  body: Readable;
  mediaType: string;
  extension: string;
}

async function* allRows(doc: ReportDocument, more: AsyncIterable<ReportRow[]> | undefined) {
  yield doc.rows;
  if (more) yield* more;
}

/** RFC 4180 (CRLF, quotes doubled, fields with a line break quoted) with a UTF-8 BOM, by csv-stringify's stream. */
function streamCsv(doc: ReportDocument, more?: AsyncIterable<ReportRow[]>): Readable {
  async function* records() {
    yield doc.columns.map((c) => guardFormula(c.header));
    for await (const batch of allRows(doc, more)) for (const row of batch) yield csvRecord(doc, row);
  }
  const source = Readable.from(records());
  const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  // A failing batch fails the file: the client sees the connection end without a complete body.
  source.once('error', (err) => csv.destroy(err));
  csv.once('close', () => source.destroy());
  return source.pipe(csv);
}

/** Waits until `out` wants more (or is gone), so a slow client holds back the cursor. */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** An Excel workbook by exceljs's streaming writer: the table (frozen header, filters), then "About". */
function streamXlsx(doc: ReportDocument, more?: AsyncIterable<ReportRow[]>): Readable {
  const out = new PassThrough();
  async function write() {
    // exceljs loads on first use (issue 16: a smaller, faster start).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Probity';
    workbook.created = doc.generatedAt;
    const sheet = workbook.addWorksheet(excelSheetName(doc.name), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = doc.columns.map((c) => ({
      header: xmlSafe(c.header),
      key: c.key,
      width: Math.round(WEIGHT[c.kind] * 10),
      style: EXCEL_FORMATS[c.kind] ? { numFmt: EXCEL_FORMATS[c.kind] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    if (doc.columns.length > 0) {
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: doc.columns.length } };
    }
    for await (const batch of allRows(doc, more)) {
      if (out.destroyed) throw new Error('The export was abandoned');
      for (const row of batch)
        sheet.addRow(doc.columns.map((c) => excelCell(row[c.key] ?? null, c.kind))).commit();
      await drained(out);
    }
    sheet.commit();
    const about = workbook.addWorksheet('About');
    about.columns = [{ width: 22 }, { width: 60 }];
    about.getColumn(1).font = { bold: true };
    about.addRow(['Report', xmlSafe(doc.name)]).commit();
    if (doc.organisationName) about.addRow(['Organisation', xmlSafe(doc.organisationName)]).commit();
    about.addRow(['Generated', `${gmtDateTime(doc.generatedAt)} GMT`]).commit();
    about.addRow(['Rows', doc.total]).commit();
    for (const f of doc.filters) about.addRow([xmlSafe(f.name), xmlSafe(f.text)]).commit();
    await workbook.commit();
  }
  write().catch((err: Error) => out.destroy(err));
  return out;
}

/** The export as a stream of bytes: rows come from doc.rows, then from more, batch by batch. */
export function streamExport(
  doc: ReportDocument,
  format: StreamedFormat,
  more?: AsyncIterable<ReportRow[]>,
): ExportStream {
  const { mediaType, extension } = REPORT_FORMAT_FILES[format];
  const body = format === 'CSV' ? streamCsv(doc, more) : streamXlsx(doc, more);
  return { body, mediaType, extension };
}
