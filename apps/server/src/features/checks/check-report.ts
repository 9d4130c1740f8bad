import {
  CHECK_COMPONENT_LABELS,
  CHECK_RESOLUTION_DECISION_LABELS,
  COMPLIANCE_TEXTS,
  SCREENING_TEXTS,
  checkLabel,
  checkVerdict,
  componentOutcomeLabel,
} from '@probity/domain';
import { screeningMatchOutcome } from '../../db/schema/index.js';
import type { CheckWithResolution } from './checks.presenter.js';
import { PDF_FONT, PDF_FONT_BOLD, registerPdfFonts } from '../../lib/pdf-fonts.js';
import { drawTable } from './report-table.js';

export interface ReportSubject {
  individualName: string;
  individualType: string;
  organisationName: string;
  matterReference: string | null;
}

/** spec/README "Times": shown as GMT, DD/MM/YYYY. */
export function gmt(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getUTCDate())}/${p(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${p(date.getUTCHours())}:${p(date.getUTCMinutes())} GMT`;
}

const TEAL = '#0f5c63';

/** The components table: each header fits its column on one line (check-report.test.ts). */
export const COMPONENT_COLUMNS = [
  { header: 'Part', share: 0.27 },
  { header: 'Outcome', share: 0.25 },
  { header: 'Detail', share: 0.34 },
  { header: 'Source', share: 0.14 },
] as const;
const GREY = '#53676a';

/**
 * The check report of GET /api/document/item/{checkResultID}: the individual, the check type, the
 * dates (GMT), the overall result and score, each part's outcome, and how each screening match
 * was found. In DejaVu Sans (lib/pdf-fonts.ts), so every name prints as written.
 */
export async function renderCheckReport(check: CheckWithResolution, subject: ReportSubject): Promise<Buffer> {
  // Loaded on the first report, not at start (issue 16: idle memory).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${check.service} report for ${subject.individualName}`,
      Author: 'Probity',
      Subject: 'Identity check report',
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  const row = (label: string, value: string) => {
    doc.font(PDF_FONT_BOLD).fontSize(10).fillColor(GREY).text(label, { continued: true, width });
    doc.font(PDF_FONT).fillColor('black').text(`  ${value}`);
  };

  doc.font(PDF_FONT_BOLD).fontSize(20).fillColor(TEAL).text(`${check.service} report`);
  doc.moveDown(0.2).font(PDF_FONT).fontSize(10).fillColor(GREY).text(`Report ${check.checkResultID}`);
  doc.moveDown(1);
  doc.font(PDF_FONT_BOLD).fontSize(14).fillColor('black').text(subject.individualName);
  doc.moveDown(0.4);
  row('Individual type:', subject.individualType);
  row('Requested by:', subject.organisationName);
  if (subject.matterReference) row('Matter:', subject.matterReference);
  row('Check type:', check.service);
  row('Requested:', gmt(check.requestedAt));
  row('Result date:', check.resultDate ? gmt(check.resultDate) : 'Not completed yet');
  if (check.testMode) row('Mode:', 'Test mode (sandbox provider)');
  doc.moveDown(0.8);

  doc.font(PDF_FONT_BOLD).fontSize(13).fillColor(TEAL).text('Result');
  doc.moveDown(0.3);
  if (!check.checkCompleted) {
    doc
      .font(PDF_FONT)
      .fontSize(10)
      .fillColor('black')
      .text('The individual has been invited to complete this check; the results are not ready yet.');
  } else {
    // Issue 12: the outcome in words (a PEP match is "Refer – enhanced due diligence", never Passed).
    row('Outcome:', checkVerdict(check).label);
    row('Score:', `${check.score ?? '-'} / 100`);
    row('Sanction match:', checkLabel('sanctionMatch', check.sanctionMatch));
    row('PEP match:', checkLabel('pepMatch', check.pepMatch));
    row('Valid docs:', checkLabel('invalidDocs', check.invalidDocs));
    if (check.resolution) {
      const r = check.resolution;
      row(
        'Decision:',
        COMPLIANCE_TEXTS.resolvedBy(
          r.resolvedByName,
          gmt(r.resolvedAt),
          CHECK_RESOLUTION_DECISION_LABELS[r.decision],
          r.reason,
        ),
      );
    }
  }
  doc.moveDown(0.8);

  if (check.components.length > 0) {
    doc.font(PDF_FONT_BOLD).fontSize(13).fillColor(TEAL).text('Components');
    doc.moveDown(0.3);
    drawTable(doc, {
      x: doc.page.margins.left,
      width,
      columns: COMPONENT_COLUMNS,
      rows: check.components.map((c) => [
        CHECK_COMPONENT_LABELS[c.component] ?? c.component,
        componentOutcomeLabel(c.component, c.outcome),
        c.detail,
        c.source === 'provider' ? 'Provider' : 'Probity',
      ]),
    });
    doc.moveDown(0.8);
  }

  if (check.matches.length > 0) {
    doc.moveDown(0.4).font(PDF_FONT_BOLD).fontSize(13).fillColor(TEAL).text('Screening matches');
    doc.moveDown(0.3);
    for (const m of check.matches) {
      doc
        .font(PDF_FONT_BOLD)
        .fontSize(10)
        .fillColor('black')
        .text(
          `${SCREENING_TEXTS.outcome[screeningMatchOutcome(m)]} on the ${m.list === 'pep' ? 'PEP list' : 'UK Sanctions List'}: ${m.matchedName} (${m.uniqueID}), score ${m.score}`,
        );
      doc.font(PDF_FONT).fontSize(9).fillColor(GREY).text(m.explanation, { width });
      doc.moveDown(0.4);
    }
  }

  doc
    .moveDown(1)
    .font(PDF_FONT)
    .fontSize(8)
    .fillColor(GREY)
    .text(
      'Document numbers, bank modulus checking and sanctions/PEP screening are computed by Probity; address, bankruptcy/IVA, mortality and account-holder results come from the identity-check provider. Modulus checking shows an account number can exist at a sort code, not who holds it.',
      { width },
    );
  doc.end();
  return done;
}
