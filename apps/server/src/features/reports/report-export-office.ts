import type { Cell, ColumnKind, ReportDocument } from './report-engine.js';
import { cellText, describeDocument, gmtDateTime } from './report-format.js';
import { xmlSafe } from '../../lib/xml.js';
import { PDF_FONT, PDF_FONT_BOLD, registerPdfFonts } from '../../lib/pdf-fonts.js';
import { columnLayout, wrapHeader } from './report-pdf-layout.js';

/*
 * The document exports of a report: PDF (pdfkit), Excel (exceljs) and Word (docx). Each library is
 * loaded on the first export that needs it (issue 16: together they held about 50 MB of every idle
 * server's memory).
 */

const TEAL = '#0f5c63';
const GREY = '#53676a';
const HEADER_FILL = '#e6f0f1';
const RULE = '#d5dfe0';

/** How wide a column is, relative to the others. */
export const WEIGHT: Record<ColumnKind, number> = {
  text: 2,
  datetime: 1.3,
  date: 1,
  number: 0.8,
  money: 1.1,
  boolean: 0.8,
};

/** A cell of a PDF or Word table: one long value must not make a row taller than a page. */
const CELL_MAX_CHARS = 400;
function docText(cell: Cell, kind: ColumnKind): string {
  const text = xmlSafe(cellText(cell, kind));
  return text.length > CELL_MAX_CHARS ? `${text.slice(0, CELL_MAX_CHARS - 1)}…` : text;
}

/**
 * A landscape A4 PDF: title, organisation, time and filters, then the table with its header
 * repeated on every page and "Page n of m" at the foot. In DejaVu Sans (lib/pdf-fonts.ts), so
 * every name prints as written.
 */
export async function renderPdf(doc: ReportDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    bufferPages: true,
    info: { Title: doc.name, Author: 'Probity', Subject: doc.name },
  });
  registerPdfFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;
  const { meta, filters } = describeDocument(doc);

  pdf.font(PDF_FONT_BOLD).fontSize(16).fillColor(TEAL).text(xmlSafe(doc.name), { width });
  pdf.moveDown(0.2).font(PDF_FONT).fontSize(9).fillColor(GREY).text(xmlSafe(meta), { width });
  for (const line of filters) pdf.text(xmlSafe(line), { width });
  pdf.moveDown(0.8);

  const pad = 3;
  const size = 8;
  const headers = doc.columns.map((c) => xmlSafe(c.header));
  const bodies = doc.rows.map((row) => doc.columns.map((c) => docText(row[c.key] ?? null, c.kind)));
  // Widths from the content; headers wrap between words only (report-pdf-layout.ts).
  const { widths, headerSize } = columnLayout({
    headers,
    rows: bodies,
    width,
    padding: pad,
    size,
    measure: (text, o) =>
      pdf
        .font(o.bold ? PDF_FONT_BOLD : PDF_FONT)
        .fontSize(o.size)
        .widthOfString(text),
  });
  const headerLines = headers.map((h, i) =>
    wrapHeader(h, widths[i]! - 2 * pad, (t) => pdf.font(PDF_FONT_BOLD).fontSize(headerSize).widthOfString(t)),
  );
  const rule = (y: number) =>
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  const alignOf = (i: number) => {
    const kind = doc.columns[i]!.kind;
    return kind === 'number' || kind === 'money' ? 'right' : 'left';
  };
  const drawHeader = () => {
    pdf.font(PDF_FONT_BOLD).fontSize(headerSize);
    const lineHeight = pdf.currentLineHeight(true);
    const h = Math.max(...headerLines.map((l) => l.length)) * lineHeight + 2 * pad;
    const y = pdf.y;
    pdf.rect(left, y, width, h).fill(HEADER_FILL);
    let x = left;
    headerLines.forEach((lines, i) => {
      lines.forEach((line, n) => {
        pdf
          .font(PDF_FONT_BOLD)
          .fontSize(headerSize)
          .fillColor('black')
          .text(line, x + pad, y + pad + n * lineHeight, {
            width: widths[i]! - 2 * pad,
            align: alignOf(i),
            lineBreak: false,
          });
      });
      x += widths[i]!;
    });
    rule(y + h);
    pdf.x = left;
    pdf.y = y + h;
  };
  const rowHeight = (texts: string[]) => {
    pdf.font(PDF_FONT).fontSize(size);
    return (
      Math.max(...texts.map((t, i) => pdf.heightOfString(t || ' ', { width: widths[i]! - 2 * pad }))) +
      2 * pad
    );
  };
  const drawRow = (texts: string[]) => {
    const h = rowHeight(texts);
    const y = pdf.y;
    let x = left;
    texts.forEach((t, i) => {
      pdf
        .font(PDF_FONT)
        .fontSize(size)
        .fillColor('black')
        .text(t, x + pad, y + pad, { width: widths[i]! - 2 * pad, align: alignOf(i) });
      x += widths[i]!;
    });
    rule(y + h);
    pdf.x = left;
    pdf.y = y + h;
  };

  if (doc.rows.length === 0) {
    pdf.font(PDF_FONT).fontSize(10).fillColor('black').text('No rows match these filters.', left, pdf.y);
  } else {
    drawHeader();
    for (const texts of bodies) {
      if (pdf.y + rowHeight(texts) > bottom()) {
        pdf.addPage();
        drawHeader();
      }
      drawRow(texts);
    }
  }

  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    // The footer sits in the bottom margin: without lifting the margin pdfkit would start a new page.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font(PDF_FONT)
      .fontSize(8)
      .fillColor(GREY)
      .text(`${xmlSafe(doc.name)} · Page ${i + 1} of ${range.count}`, left, pdf.page.height - margin + 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
    pdf.page.margins.bottom = margin;
  }
  pdf.end();
  return done;
}

/** Money is a number cell (pounds) in Excel's UK currency format, so it sums and reads £6,000.00. */
export const EXCEL_POUNDS_FORMAT = '"£"#,##0.00';
export const EXCEL_FORMATS: Partial<Record<ColumnKind, string>> = {
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  money: EXCEL_POUNDS_FORMAT,
};

/** An Excel value: real dates and numbers (money in pounds); text as text (never a formula); booleans as Yes/No. */
export function excelCell(cell: Cell, kind: ColumnKind): string | number | Date | null {
  if (cell === null || cell === undefined) return null;
  if (kind === 'money' && typeof cell === 'number') return cell / 100;
  if (cell instanceof Date || typeof cell === 'number') return cell;
  return xmlSafe(cellText(cell, kind));
}

/** A worksheet's name: at most 31 characters, none of [ ] : * ? / and backslash. */
export function excelSheetName(name: string): string {
  return (
    xmlSafe(name)
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31) || 'Report'
  );
}

/** An Excel workbook: the table on the first sheet (frozen header, filters), the report's details on "About". */
export async function renderXlsx(doc: ReportDocument): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Probity';
  workbook.created = doc.generatedAt;
  const sheet = workbook.addWorksheet(excelSheetName(doc.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = doc.columns.map((c) => ({
    header: xmlSafe(c.header),
    key: c.key,
    width: Math.round(WEIGHT[c.kind] * 10),
    style: EXCEL_FORMATS[c.kind] ? { numFmt: EXCEL_FORMATS[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of doc.rows) {
    sheet.addRow(Object.fromEntries(doc.columns.map((c) => [c.key, excelCell(row[c.key] ?? null, c.kind)])));
  }
  if (doc.columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: doc.columns.length } };
  }
  const about = workbook.addWorksheet('About');
  about.columns = [{ width: 22 }, { width: 60 }];
  about.addRow(['Report', xmlSafe(doc.name)]);
  if (doc.organisationName) about.addRow(['Organisation', xmlSafe(doc.organisationName)]);
  about.addRow(['Generated', `${gmtDateTime(doc.generatedAt)} GMT`]);
  about.addRow(['Rows', doc.total]);
  for (const f of doc.filters) about.addRow([xmlSafe(f.name), xmlSafe(f.text)]);
  about.getColumn(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A Word document in landscape: the heading, the details and the table (its header repeats on each page). */
export async function renderDocx(doc: ReportDocument): Promise<Buffer> {
  const {
    AlignmentType,
    Document,
    HeadingLevel,
    Packer,
    PageOrientation,
    Paragraph,
    ShadingType,
    Table,
    TableCell,
    TableRow,
    TextRun,
    WidthType,
  } = await import('docx');
  const { meta, filters } = describeDocument(doc);
  const small = (text: string, color = GREY.slice(1)) =>
    new Paragraph({ children: [new TextRun({ text: xmlSafe(text), size: 18, color })] });
  const cell = (text: string, kind: ColumnKind, isHeader: boolean) =>
    new TableCell({
      children: [
        new Paragraph({
          alignment: kind === 'number' || kind === 'money' ? AlignmentType.RIGHT : AlignmentType.LEFT,
          children: [new TextRun({ text, bold: isHeader, size: 16 })],
        }),
      ],
      ...(isHeader
        ? { shading: { type: ShadingType.CLEAR, fill: HEADER_FILL.slice(1), color: 'auto' } }
        : {}),
    });
  const table =
    doc.rows.length === 0
      ? small('No rows match these filters.', '000000')
      : new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({
              tableHeader: true,
              children: doc.columns.map((c) => cell(xmlSafe(c.header), c.kind, true)),
            }),
            ...doc.rows.map(
              (row) =>
                new TableRow({
                  children: doc.columns.map((c) => cell(docText(row[c.key] ?? null, c.kind), c.kind, false)),
                }),
            ),
          ],
        });
  const document = new Document({
    creator: 'Probity',
    title: xmlSafe(doc.name),
    sections: [
      {
        properties: { page: { size: { orientation: PageOrientation.LANDSCAPE } } },
        children: [
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            children: [new TextRun({ text: xmlSafe(doc.name) })],
          }),
          small(meta),
          ...filters.map((f) => small(f)),
          new Paragraph({ children: [] }),
          table,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
