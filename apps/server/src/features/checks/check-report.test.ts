import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText, pdfWords } from '../../../test/pdf-text.js';
import { registerPdfFonts } from '../../lib/pdf-fonts.js';
import { COMPONENT_COLUMNS, renderCheckReport } from './check-report.js';
import type { CheckWithResolution } from './checks.presenter.js';
import { columnWidths, drawTable } from './report-table.js';

const NOW = new Date('2026-11-20T10:30:00Z');

/** A completed Probity Check whose score passes but which holds a PEP match. */
function pepCheck(overrides: Partial<CheckWithResolution> = {}): CheckWithResolution {
  return {
    checkResultID: '6a1f7e1e-0000-4000-8000-000000000001',
    individualID: '6a1f7e1e-0000-4000-8000-000000000002',
    matterID: null,
    organisationID: '6a1f7e1e-0000-4000-8000-000000000003',
    checkTypeID: '6a1f7e1e-0000-4000-8000-000000000004',
    service: 'Probity Check',
    requestedBy: null,
    requestedAt: NOW,
    provider: 'sandbox',
    providerReference: null,
    testMode: true,
    checkCompleted: true,
    passed: true,
    score: 95,
    sanctionMatch: false,
    pepMatch: true,
    invalidDocs: false,
    resultDate: NOW,
    erasedAt: null,
    components: [
      { component: 'address', outcome: 'pass', detail: 'Address found', source: 'provider' },
      { component: 'pep', outcome: 'refer', detail: 'Matched a PEP list entry', source: 'local' },
      {
        component: 'bankAccount',
        outcome: 'pass',
        detail: 'The sort code and account number pass UK modulus checking',
        source: 'local',
      },
    ],
    matches: [],
    ...overrides,
  };
}

const SUBJECT = {
  individualName: 'Mr Boris Johnson',
  individualType: 'Executor',
  organisationName: 'Smith & Co LLP',
  matterReference: 'EST-0001',
};

/** The words on the line of the first word `first` (same page, same baseline within a point). */
function lineOf(words: ReturnType<typeof pdfWords>, first: string): string[] {
  const anchor = words.find((w) => w.text === first);
  if (!anchor) return [];
  return words
    .filter((w) => w.page === anchor.page && Math.abs(w.yMax - anchor.yMax) < 1)
    .sort((a, b) => a.xMin - b.xMin)
    .map((w) => w.text);
}

describe('the ID-check PDF (issue 12)', () => {
  it('prints the components table header as whole words on one line', async () => {
    const pdf = await renderCheckReport(pepCheck(), SUBJECT);
    const words = pdfWords(pdf);
    expect(lineOf(words, 'Part')).toEqual(COMPONENT_COLUMNS.map((c) => c.header));
  });

  it('reads a PEP match as "Refer – enhanced due diligence" and a modulus pass as "Modulus checked"', async () => {
    const text = pdfText(await renderCheckReport(pepCheck(), SUBJECT)).replace(/\s+/g, ' ');
    expect(text).toContain('Outcome: Refer – enhanced due diligence');
    expect(text).toContain('Modulus checked');
    expect(text).not.toMatch(/Passed: Yes/);
    expect(text).not.toMatch(/verified/i);
  });

  it('shows the MLRO decision on a resolved check', async () => {
    const resolution = {
      checkResolutionID: '6a1f7e1e-0000-4000-8000-000000000005',
      checkResultID: '6a1f7e1e-0000-4000-8000-000000000001',
      organisationID: '6a1f7e1e-0000-4000-8000-000000000003',
      decision: 'eddDone' as const,
      reason: 'Source of wealth evidenced; partner approval on file',
      resolvedBy: null,
      resolvedByName: 'Mary Lowe',
      resolvedAt: new Date('2026-11-22T09:15:00Z'),
    };
    const text = pdfText(await renderCheckReport(pepCheck({ resolution }), SUBJECT)).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Resolved by Mary Lowe on 22/11/2026 09:15 GMT: Enhanced due diligence done — Source of wealth evidenced; partner approval on file',
    );
  });

  it('widens a column too narrow for its header instead of breaking the word', async () => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    registerPdfFonts(doc);
    const columns = [
      { header: 'Outcome', share: 0.02 },
      { header: 'Detail', share: 0.98 },
    ];
    const widths = columnWidths(doc, columns, 400);
    expect(widths[0]).toBeGreaterThan(0.02 * 400);
    expect(widths[0]! + widths[1]!).toBeCloseTo(400);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    drawTable(doc, { x: 56, width: 400, columns, rows: [['Refer', 'A detail']] });
    doc.end();
    expect(lineOf(pdfWords(await done), 'Outcome')).toEqual(['Outcome', 'Detail']);
  });
});
