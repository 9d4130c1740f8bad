import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

/**
 * The fonts of every PDF the product writes (check reports, report exports): DejaVu Sans, embedded
 * and subset by pdfkit. pdfkit's built-in Helvetica only covers Windows-1252, so names such as
 * "Łukasz Wójcik" or "Ørsted" came out wrong; DejaVu covers Latin Extended, Greek and Cyrillic.
 */
export const PDF_FONT = 'Body';
export const PDF_FONT_BOLD = 'Body-Bold';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export function registerPdfFonts(doc: PDFKit.PDFDocument | InstanceType<typeof PDFDocument>): void {
  doc.registerFont(PDF_FONT, path.join(fontDir, 'DejaVuSans.ttf'));
  doc.registerFont(PDF_FONT_BOLD, path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  doc.font(PDF_FONT);
}
