import { PDF_FONT, PDF_FONT_BOLD } from '../../lib/pdf-fonts.js';

type Doc = PDFKit.PDFDocument;

export interface TableColumn {
  header: string;
  /** The column's share of the table's width (the shares add up to 1). */
  share: number;
}

const PAD = 4;
const FONT_SIZE = 9;
const HEADER_FILL = '#e6eff0';
const RULE = '#c9d6d8';

/**
 * Column widths from their shares, widened where a header's longest word would not fit on one
 * line (pdfkit breaks a word that is wider than its box), taking the room from the widest column.
 */
export function columnWidths(doc: Doc, columns: readonly TableColumn[], width: number): number[] {
  doc.font(PDF_FONT_BOLD).fontSize(FONT_SIZE);
  const needed = columns.map((c) =>
    Math.max(...c.header.split(/\s+/).map((w) => doc.widthOfString(w) + 2 * PAD + 1)),
  );
  const widths = columns.map((c, i) => Math.max(c.share * width, needed[i]!));
  const excess = widths.reduce((a, b) => a + b, 0) - width;
  if (excess > 0) {
    const widest = widths.indexOf(Math.max(...widths));
    widths[widest] = widths[widest]! - excess;
  }
  return widths;
}

/**
 * A table whose cells wrap on word boundaries: a bold header row on a tint, then one row per
 * record, each as tall as its tallest cell; a row that would cross the bottom margin starts a new
 * page with the header again.
 */
export function drawTable(
  doc: Doc,
  table: { x: number; width: number; columns: readonly TableColumn[]; rows: readonly string[][] },
): void {
  const widths = columnWidths(doc, table.columns, table.width);
  const lefts = widths.map((_, i) => table.x + widths.slice(0, i).reduce((a, b) => a + b, 0));

  const heightOf = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    return (
      Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: widths[i]! - 2 * PAD }))) + 2 * PAD
    );
  };

  const drawRow = (cells: readonly string[], isHeader: boolean) => {
    const font = isHeader ? PDF_FONT_BOLD : PDF_FONT;
    const height = heightOf(cells, font);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!isHeader)
        drawRow(
          table.columns.map((c) => c.header),
          true,
        );
    }
    const top = doc.y;
    if (isHeader) doc.rect(table.x, top, table.width, height).fill(HEADER_FILL);
    doc
      .font(font)
      .fontSize(FONT_SIZE)
      .fillColor(isHeader ? '#17292b' : 'black');
    cells.forEach((text, i) => {
      doc.text(text, lefts[i]! + PAD, top + PAD, { width: widths[i]! - 2 * PAD, lineBreak: true });
    });
    doc
      .moveTo(table.x, top + height)
      .lineTo(table.x + table.width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = table.x;
    doc.y = top + height;
  };

  drawRow(
    table.columns.map((c) => c.header),
    true,
  );
  for (const row of table.rows) drawRow(row, false);
}
