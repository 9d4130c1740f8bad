import { PDF_FONT, PDF_FONT_BOLD, registerPdfFonts } from '../../lib/pdf-fonts.js';
import { gmt } from '../checks/check-report.js';
import { drawTable } from '../checks/report-table.js';
import type { ArchiveHeader } from './subject-access.archive.js';
import type { SubjectData } from './subject-access.collect.js';

const TEAL = '#0f5c63';
const GREY = '#53676a';

const CATEGORY_LABELS: Record<string, string> = {
  individualRecords: 'Individual records (one per matter)',
  checks: 'Identity checks and their results',
  documents: 'Documents about you or uploaded by you',
  messages: 'Messages in your conversations',
  mentions: 'Messages that mention you',
  emails: 'E-mails sent to you',
  accessLog: 'Views of your protected data',
};

/** The audit actions of the access log, in words. */
const READ_LABELS: Record<string, string> = {
  'individual.identity_viewed': 'Identity or bank details, or check results',
  'check.report_viewed': 'Identity check report',
  'check.results_viewed': 'Identity check results',
  'document.downloaded': 'A document',
  'admin.viewed_organisation_record': 'Your record (platform administrator)',
};

const when = (iso: string | null) => (iso ? gmt(new Date(iso)) : '');

/**
 * The readable summary of a subject access export (summary.pdf): who holds the data, what each
 * category holds, the records and checks in short, and who viewed the data. The full detail is in
 * data.json. In DejaVu Sans (lib/pdf-fonts.ts), as every PDF of the product.
 */
export async function renderSubjectAccessSummary(
  header: ArchiveHeader,
  data: SubjectData,
  counts: Record<string, number>,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Subject access export: ${header.subjectName}`,
      Author: 'Probity',
      Subject: 'Subject access',
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const x = 56;
  const width = doc.page.width - 112;
  const heading = (text: string) => {
    doc.moveDown(1).font(PDF_FONT_BOLD).fontSize(13).fillColor('black').text(text, x);
    doc.moveDown(0.3);
  };

  doc.font(PDF_FONT_BOLD).fontSize(20).fillColor(TEAL).text('Your data', x);
  doc.moveDown(0.2).font(PDF_FONT).fontSize(10).fillColor(GREY);
  doc.text(`Subject access export ${header.exportID}`);
  doc.text(`Held by ${header.organisation.name}, produced ${gmt(header.generatedAt)}`);
  doc.moveDown(0.6).font(PDF_FONT_BOLD).fontSize(14).fillColor('black').text(header.subjectName);
  doc
    .moveDown(0.4)
    .font(PDF_FONT)
    .fontSize(10)
    .text(
      'This summary lists what the organisation above holds about you. data.json in the same archive holds every record in full, in a machine-readable form, and files/ holds the documents. Other people\'s names and words in shared conversations read "[redacted]".',
    );

  heading('What is included');
  drawTable(doc, {
    x,
    width,
    columns: [
      { header: 'Category', share: 0.8 },
      { header: 'Items', share: 0.2 },
    ],
    rows: Object.entries(counts).map(([k, n]) => [CATEGORY_LABELS[k] ?? k, String(n)]),
  });

  if (data.records.length) {
    heading('Individual records');
    drawTable(doc, {
      x,
      width,
      columns: [
        { header: 'Matter', share: 0.25 },
        { header: 'Role', share: 0.25 },
        { header: 'Name', share: 0.3 },
        { header: 'Added', share: 0.2 },
      ],
      rows: data.records.map((r) => [
        r.matterReference ?? '—',
        r.individualType,
        [r.title, r.firstName, r.middleNames, r.surname].filter(Boolean).join(' '),
        when(r.dateCreated),
      ]),
    });
  }
  if (data.checks.length) {
    heading('Identity checks');
    drawTable(doc, {
      x,
      width,
      columns: [
        { header: 'Check', share: 0.3 },
        { header: 'Requested', share: 0.3 },
        { header: 'Result', share: 0.4 },
      ],
      rows: data.checks.map((c) => [
        c.service,
        when(c.requestedAt),
        !c.checkCompleted ? 'Not completed' : c.passed ? 'Passed' : 'Not passed',
      ]),
    });
  }
  if (data.accessLog.length) {
    heading('Who viewed your protected data');
    drawTable(doc, {
      x,
      width,
      columns: [
        { header: 'When', share: 0.3 },
        { header: 'Who', share: 0.3 },
        { header: 'What', share: 0.4 },
      ],
      rows: data.accessLog.map((a) => [when(a.occurredAt), a.viewer, READ_LABELS[a.action] ?? a.action]),
    });
  }
  doc.font(PDF_FONT);
  doc.end();
  return done;
}
