import { REPORT_FORMAT_FILES, type ReportFormat, poundsDecimal } from '@probity/domain';
import { stringify } from 'csv-stringify/sync';
import { XMLBuilder } from 'fast-xml-parser';
import type { Cell, ColumnKind, ReportDocument, ReportRow } from './report-engine.js';
import { renderDocx, renderPdf, renderXlsx } from './report-export-office.js';
import { cellText, exportFileName } from './report-format.js';
import { xmlSafe } from '../../lib/xml.js';

/*
 * spec 01 §7 POST /api/Reporting/Export: every row of a report (up to REPORT_EXPORT_MAX_ROWS) as
 * a file of the chosen format, with its media type and an attachment file name.
 */

/**
 * A cell a spreadsheet would run as a formula starts with = + - @ (or a tab or carriage return
 * that hides one): such text gets a leading apostrophe. Number columns keep their sign.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Money reads as in the other human formats (£6,000.00); other numbers stay plain. */
function csvCell(cell: Cell, kind: ColumnKind): string {
  if (kind === 'number' && typeof cell === 'number') return String(cell);
  return guardFormula(cellText(cell, kind));
}

/** One row of a report as CSV fields, in the order of its columns. */
export function csvRecord(doc: Pick<ReportDocument, 'columns'>, row: ReportRow): string[] {
  return doc.columns.map((c) => csvCell(row[c.key] ?? null, c.kind));
}

/** RFC 4180 (CRLF, quotes doubled, fields with a line break quoted) with a UTF-8 BOM for Excel. */
export function renderCsv(doc: ReportDocument): Buffer {
  const records = [
    doc.columns.map((c) => guardFormula(c.header)),
    ...doc.rows.map((row) => csvRecord(doc, row)),
  ];
  const text = stringify(records, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

/**
 * Machine-readable values: ISO 8601 times, true/false, plain numbers, money as pounds with two
 * decimals and no symbol or separator (6000.00: an xs:decimal), empty for none.
 */
function xmlCell(cell: Cell, kind: ColumnKind): string | number | boolean {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'string') return xmlSafe(cell);
  if (kind === 'money' && typeof cell === 'number') return poundsDecimal(cell);
  return cell;
}

/** A well-formed XML document: the report's name, filters and one Row element per row. */
export function renderXml(doc: ReportDocument): Buffer {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
  });
  const xml = builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Report: {
      '@_name': xmlSafe(doc.name),
      '@_path': doc.path,
      ...(doc.organisationName ? { '@_organisation': xmlSafe(doc.organisationName) } : {}),
      '@_generatedAt': doc.generatedAt.toISOString(),
      '@_rows': doc.total,
      Filters: { Filter: doc.filters.map((f) => ({ '@_name': xmlSafe(f.name), '#text': xmlSafe(f.text) })) },
      Rows: {
        Row: doc.rows.map((row) =>
          Object.fromEntries(doc.columns.map((c) => [c.key, xmlCell(row[c.key] ?? null, c.kind)])),
        ),
      },
    },
  }) as string;
  return Buffer.from(xml, 'utf8');
}

export interface ExportFile {
  body: Buffer;
  mediaType: string;
  fileName: string;
}

export async function renderExport(doc: ReportDocument, format: ReportFormat): Promise<ExportFile> {
  const { mediaType, extension } = REPORT_FORMAT_FILES[format];
  const render = {
    CSV: async () => renderCsv(doc),
    XML: async () => renderXml(doc),
    PDF: () => renderPdf(doc),
    EXCELOPENXML: () => renderXlsx(doc),
    WORDOPENXML: () => renderDocx(doc),
  }[format];
  return { body: await render(), mediaType, fileName: exportFileName(doc.name, doc.generatedAt, extension) };
}
