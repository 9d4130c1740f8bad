import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as a reader would copy it, by poppler's pdftotext (Debian's poppler-utils,
 * which .ci/run installs). The product's PDFs embed DejaVu Sans, so their text is glyph ids mapped
 * back to Unicode by a ToUnicode table: only a real PDF reader tells whether a name survived.
 */
export function pdfText(pdf: Buffer | Uint8Array, opts: { layout?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    // layout: each line as printed (a label and its amount on one line), not in reading order.
    const args = [...(opts.layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'];
    return execFileSync('pdftotext', args, { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is missing: install poppler-utils (apt-get install poppler-utils)');
    throw err;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/**
 * Every word of a PDF as a reader sees it, with its box in points (pdftotext -bbox): a word broken
 * across two lines comes back as two words, so a test can tell a header wrapped inside a word.
 */
export function pdfWords(pdf: Buffer | Uint8Array): PdfWord[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const out: PdfWord[] = [];
    html
      .split(/<page\b/)
      .slice(1)
      .forEach((page, i) => {
        for (const m of page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        )) {
          out.push({
            page: i + 1,
            xMin: Number(m[1]),
            yMin: Number(m[2]),
            xMax: Number(m[3]),
            yMax: Number(m[4]),
            text: m[5]!.replace(/&(amp|lt|gt|quot|apos);/g, (e) => XML_ENTITIES[e] ?? e),
          });
        }
      });
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
