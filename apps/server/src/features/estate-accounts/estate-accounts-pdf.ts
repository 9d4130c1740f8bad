import {
  ESTATE_ACCOUNTS_TEXTS as A,
  APPROVAL_METHOD_LABELS,
  ESTATE_ACCOUNTS_PAGE_TEXTS as P,
  type Pence,
  RECEIPT_KIND_LABELS,
  type ResiduaryShareOf,
  formatCalendarDate,
  formatPence,
} from '@probity/domain';
import { PDF_FONT, PDF_FONT_BOLD, registerPdfFonts } from '../../lib/pdf-fonts.js';
import { xmlSafe } from '../../lib/xml.js';
import type { EstateAccountsView } from './estate-accounts.schema.js';

/*
 * Issue 17: the estate accounts in the layout firms send to the residuary beneficiaries for
 * approval (portrait A4): the estate, the date of death and who prepared them; the capital, income
 * and distribution accounts, each line with its amount on the right and a rule over each total;
 * each beneficiary's entitlement, what was paid and the balance held; then an approval block per
 * residuary beneficiary to sign (or the approval already recorded). "DRAFT" heads accounts that
 * are not final, or have changed since they were marked final. In DejaVu Sans (lib/pdf-fonts.ts).
 */

const TEAL = '#0f5c63';
const GREY = '#53676a';
const RULE = '#9fb3b5';

export interface AccountsPdfInput {
  view: EstateAccountsView;
  firmName: string;
  preparedOn: string;
}

const shareText = (share: ResiduaryShareOf) =>
  share.kind === 'percent' ? `${share.percent} %` : `${share.numerator}/${share.denominator}`;

export async function renderAccountsPdf({ view, firmName, preparedOn }: AccountsPdfInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${P.pdfTitle}: ${xmlSafe(view.estateName)}`, Author: firmName, Subject: P.pdfTitle },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountWidth = 110;
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  /** A line: the label on the left, the amount on the right; a total is bold with a rule above. */
  const line = (label: string, amount: Pence | null, opts: { total?: boolean; indent?: number } = {}) => {
    room(16);
    const top = doc.y;
    const font = opts.total ? PDF_FONT_BOLD : PDF_FONT;
    if (opts.total && amount !== null)
      doc
        .moveTo(left + width - amountWidth, top - 1)
        .lineTo(left + width, top - 1)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    const indent = opts.indent ?? 0;
    doc.font(font).fontSize(9.5).fillColor('black');
    doc.text(xmlSafe(label), left + indent, top + 2, { width: width - amountWidth - indent - 8 });
    const bottom = doc.y;
    if (amount !== null)
      doc.text(formatPence(amount), left + width - amountWidth, top + 2, {
        width: amountWidth,
        align: 'right',
      });
    doc.x = left;
    doc.y = Math.max(bottom, doc.y) + 2;
  };
  const title = (text: string) => {
    room(40);
    doc.moveDown(0.8).font(PDF_FONT_BOLD).fontSize(13).fillColor(TEAL).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const sub = (text: string) => {
    room(28);
    doc.moveDown(0.3).font(PDF_FONT_BOLD).fontSize(10).fillColor(GREY).text(text, left, doc.y, { width });
  };
  const lines = (heading: string, rows: { label: string; amount: Pence }[], total: Pence) => {
    if (rows.length === 0) return;
    sub(heading);
    for (const r of rows) line(r.label, r.amount, { indent: 10 });
    line(A.total, total, { total: true });
  };

  const { accounts: a } = view;
  const isDraft = !view.finalisation || view.finalisation.changedSinceFinalised;
  doc.font(PDF_FONT_BOLD).fontSize(20).fillColor(TEAL).text(P.pdfTitle, { width });
  if (isDraft) doc.font(PDF_FONT_BOLD).fontSize(11).fillColor('#b3261e').text(P.draftMark, { width });
  doc
    .moveDown(0.4)
    .font(PDF_FONT_BOLD)
    .fontSize(14)
    .fillColor('black')
    .text(xmlSafe(view.estateName), { width });
  doc.font(PDF_FONT).fontSize(10).fillColor(GREY);
  doc.text(`${P.dateOfDeath}: ${view.dateOfDeath ? formatCalendarDate(view.dateOfDeath) : '—'}`);
  if (view.estateName !== view.reference) doc.text(xmlSafe(view.reference));
  doc.text(`${P.preparedBy}: ${xmlSafe(firmName)}`);
  doc.text(`${P.preparedOn}: ${formatCalendarDate(preparedOn)}`);

  // Capital account.
  title(A.capitalTitle);
  lines(
    A.assetsAtDeath,
    a.capital.assets.map((l) => ({ label: l.description, amount: l.amount })),
    a.capital.assetsTotal,
  );
  if (a.capital.gains > 0) line(A.gains, a.capital.gains);
  if (a.capital.losses > 0) line(A.losses, -a.capital.losses);
  lines(
    A.capitalReceipts,
    a.capital.receipts.map((l) => ({ label: l.description, amount: l.amount })),
    a.capital.receiptsTotal,
  );
  const less = (rows: { description: string; amount: Pence }[]) =>
    rows.map((l) => ({ label: l.description, amount: -l.amount }));
  lines(A.liabilities, less(a.capital.liabilities), -a.capital.liabilitiesTotal);
  lines(A.funeral, less(a.capital.funeral), -a.capital.funeralTotal);
  lines(A.administration, less(a.capital.administration), -a.capital.administrationTotal);
  lines(A.inheritanceTax, less(a.capital.inheritanceTax), -a.capital.inheritanceTaxTotal);
  line(A.capitalBalance, a.capital.balance, { total: true });

  // Income account.
  title(A.incomeTitle);
  lines(
    A.incomeReceipts,
    a.income.receipts
      .filter((r) => r.total !== 0)
      .map((r) => ({ label: RECEIPT_KIND_LABELS[r.kind], amount: r.total })),
    a.income.receiptsTotal,
  );
  lines(A.incomeExpenses, less(a.income.expenses), -a.income.expensesTotal);
  line(A.netIncome, a.income.net, { total: true });

  // Distribution account.
  const d = a.distribution;
  title(A.distributionTitle);
  line(A.capitalBalance, d.capitalBalance);
  line(A.netIncome, d.netIncome);
  line(A.available, d.available, { total: true });
  lines(
    A.pecuniaryLegacies,
    d.pecuniary.map((p) => ({ label: p.beneficiaryName, amount: -p.amount })),
    -d.pecuniaryTotal,
  );
  lines(
    A.specificLegacies,
    d.specific.map((p) => ({
      label: `${p.beneficiaryName}: ${p.description}`,
      amount: -(p.valueAtDeath ?? 0),
    })),
    -d.specificTotal,
  );
  line(A.residue, d.residue, { total: true });
  if (d.residuary.length > 0) {
    sub(A.residuaryShare);
    for (const r of d.residuary)
      line(`${r.beneficiaryName} (${shareText(r.share)})`, r.amount, { indent: 10 });
  }
  if (d.beneficiaries.length > 0) {
    sub(P.beneficiaries);
    for (const b of d.beneficiaries) {
      room(80); // a beneficiary's lines stay together
      line(b.beneficiaryName, null);
      line(A.entitlement, b.entitlement, { indent: 10 });
      if (b.interimPaid > 0) line(A.interimPaid, -b.interimPaid, { indent: 10 });
      if (b.finalPaid > 0) line(A.finalPaid, -b.finalPaid, { indent: 10 });
      line(A.balanceHeld, b.balance, { total: true, indent: 10 });
    }
  }
  if (view.problemTexts.length > 0) {
    sub(P.problems);
    for (const p of view.problemTexts) line(p, null, { indent: 10 });
  }

  // Approval: a block per residuary beneficiary.
  title(P.approvalTitle);
  for (const b of view.approvals) {
    room(120);
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(10)
      .fillColor('black')
      .text(xmlSafe(b.beneficiaryName), left, doc.y, { width });
    doc.moveDown(0.2).font(PDF_FONT).fontSize(9.5).text(P.approvalWords, { width });
    if (b.approval && !isDraft) {
      doc
        .moveDown(0.3)
        .fillColor(GREY)
        .text(
          P.approvedText(
            APPROVAL_METHOD_LABELS[b.approval.method],
            formatCalendarDate(b.approval.approvedOn),
            xmlSafe(b.approval.recordedBy),
          ),
          { width },
        );
    } else {
      doc.moveDown(1.2).fillColor('black');
      const y = doc.y;
      doc.text(`${P.signature}: ______________________________`, left, y);
      doc.text(`${P.signedOn}: ______________`, left + width - 160, y, { width: 160 });
      doc.x = left;
      doc.moveDown(0.6).text(`${P.printedName}: ______________________________`, left, doc.y);
    }
    doc.moveDown(1);
  }

  doc.end();
  return done;
}
