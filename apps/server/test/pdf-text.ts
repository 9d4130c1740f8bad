import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as a reader would copy it, by poppler's pdftotext (Debian's poppler-utils,
 * which .ci/run installs). The product's PDFs embed DejaVu Sans, so their text is glyph ids mapped
 * back to Unicode by a ToUnicode table: only a real PDF reader tells whether a name survived.
 */
export function pdfText(pdf: Buffer | Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is missing: install poppler-utils (apt-get install poppler-utils)');
    throw err;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
