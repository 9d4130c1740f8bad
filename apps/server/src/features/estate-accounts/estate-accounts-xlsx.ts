import {
  ESTATE_ACCOUNTS_TEXTS as A,
  ESTATE_ACCOUNTS_PAGE_TEXTS as P,
  ESTATE_ITEM_CATEGORY,
  type EstateAccounts,
  type Pence,
  RECEIPT_KIND_LABELS,
  type ResiduaryShareOf,
  formatCalendarDate,
} from '@probity/domain';
import type { Worksheet } from 'exceljs';
import { xmlSafe } from '../../lib/xml.js';
import { EXCEL_POUNDS_FORMAT } from '../reports/report-export-office.js';

/*
 * Issue 17: the estate accounts as an Excel workbook, one sheet per account. Every total is a SUM of
 * the lines above it and every balance a formula of the totals (the distribution account reads the
 * capital and income balances from their sheets), so a practitioner can follow and check them. The
 * formulas carry their results (what Probity worked out), so the file reads right before Excel
 * recalculates. Money is in pounds in Excel's UK currency format.
 *
 * A residuary share shows its exact amount as a formula (residue × share) beside the amount to the
 * penny, which is Probity's: the shares are rounded so that they add up to the residue exactly.
 */

export interface AccountsHeading {
  estateName: string;
  reference: string;
  dateOfDeath: string | null;
}

const pounds = (pence: Pence) => pence / 100;
const text = (value: string) => xmlSafe(value);

/** A sheet written a row at a time: labels in A, amounts in the last column, formulas by row number. */
class Sheet {
  row = 0;
  constructor(
    readonly sheet: Worksheet,
    readonly amountColumn: string,
  ) {}

  add(values: (string | number | null)[], opts: { bold?: boolean } = {}): number {
    this.row += 1;
    const row = this.sheet.getRow(this.row);
    values.forEach((v, i) => {
      if (v !== null) row.getCell(i + 1).value = typeof v === 'string' ? text(v) : v;
    });
    if (opts.bold) row.font = { bold: true };
    return this.row;
  }

  /** A formula in the amount column, with its result. */
  formula(
    label: string,
    formula: string,
    result: Pence,
    opts: { bold?: boolean; column?: string } = {},
  ): number {
    const r = this.add([label], opts);
    this.sheet.getCell(`${opts.column ?? this.amountColumn}${r}`).value = { formula, result: pounds(result) };
    return r;
  }

  /** Lines (label, amount) under a heading, then their total as a SUM; answers the total's row. */
  section(
    heading: string,
    lines: { label: string; note?: string; amount: Pence }[],
    totalLabel: string,
    total: Pence,
  ) {
    this.add([heading], { bold: true });
    const first = this.row + 1;
    for (const l of lines) this.add([`  ${l.label}`, l.note ?? null, pounds(l.amount)]);
    const last = this.row;
    const c = this.amountColumn;
    return this.formula(totalLabel, lines.length > 0 ? `SUM(${c}${first}:${c}${last})` : '0', total, {
      bold: true,
    });
  }

  blank() {
    this.row += 1;
  }
}

function heading(s: Sheet, title: string, h: AccountsHeading) {
  s.add([`${title} — ${h.estateName}`], { bold: true });
  s.add([`${P.dateOfDeath}: ${h.dateOfDeath ? formatCalendarDate(h.dateOfDeath) : '—'}`, h.reference]);
  s.blank();
}

function setUp(sheet: Worksheet, widths: number[], amountColumns: string[]) {
  sheet.columns = widths.map((width) => ({ width }));
  for (const c of amountColumns) sheet.getColumn(c).numFmt = EXCEL_POUNDS_FORMAT;
}

function capitalSheet(s: Sheet, a: EstateAccounts['capital'], h: AccountsHeading) {
  heading(s, A.capitalTitle, h);
  const cat = (c: keyof typeof ESTATE_ITEM_CATEGORY) => ESTATE_ITEM_CATEGORY[c].label;
  const assets = s.section(
    A.assetsAtDeath,
    a.assets.map((l) => ({ label: l.description, note: cat(l.category), amount: l.amount })),
    A.total,
    a.assetsTotal,
  );
  s.add([A.realisations, null, A.gainOrLoss, A.valueAtDeath, A.realisedAmount], { bold: true });
  const firstRealisation = s.row + 1;
  for (const r of a.realisations) {
    const row = s.add([`  ${r.description}`, r.realisedOn ? formatCalendarDate(r.realisedOn) : null]);
    s.sheet.getCell(`D${row}`).value = pounds(r.valueAtDeath);
    s.sheet.getCell(`E${row}`).value = pounds(r.realisedAmount);
    s.sheet.getCell(`C${row}`).value = { formula: `E${row}-D${row}`, result: pounds(r.gainOrLoss) };
  }
  const range = `C${firstRealisation}:C${s.row}`;
  const some = a.realisations.length > 0;
  const gains = s.formula(A.gains, some ? `SUMIF(${range},">0")` : '0', a.gains);
  const losses = s.formula(A.losses, some ? `-SUMIF(${range},"<0")` : '0', a.losses);
  s.blank();
  const receipts = s.section(
    A.capitalReceipts,
    a.receipts.map((l) => ({ label: l.description, amount: l.amount })),
    A.total,
    a.receiptsTotal,
  );
  const liabilities = s.section(
    A.liabilities,
    a.liabilities.map((l) => ({ label: l.description, note: cat(l.category), amount: l.amount })),
    A.total,
    a.liabilitiesTotal,
  );
  const funeral = s.section(
    A.funeral,
    a.funeral.map((l) => ({ label: l.description, amount: l.amount })),
    A.total,
    a.funeralTotal,
  );
  const administration = s.section(
    A.administration,
    a.administration.map((l) => ({ label: l.description, amount: l.amount })),
    A.total,
    a.administrationTotal,
  );
  const tax = s.section(
    A.inheritanceTax,
    a.inheritanceTax.map((l) => ({ label: l.description, amount: l.amount })),
    A.total,
    a.inheritanceTaxTotal,
  );
  s.blank();
  const balance = s.formula(
    A.capitalBalance,
    `C${assets}+C${gains}-C${losses}+C${receipts}-C${liabilities}-C${funeral}-C${administration}-C${tax}`,
    a.balance,
    { bold: true },
  );
  return balance;
}

function incomeSheet(s: Sheet, a: EstateAccounts['income'], h: AccountsHeading) {
  heading(s, A.incomeTitle, h);
  const receipts = s.section(
    A.incomeReceipts,
    a.receipts.map((r) => ({ label: RECEIPT_KIND_LABELS[r.kind], amount: r.total })),
    A.total,
    a.receiptsTotal,
  );
  const expenses = s.section(
    A.incomeExpenses,
    a.expenses.map((l) => ({ label: l.description, amount: l.amount })),
    A.total,
    a.expensesTotal,
  );
  s.blank();
  return s.formula(A.netIncome, `C${receipts}-C${expenses}`, a.net, { bold: true });
}

const shareNumber = (share: ResiduaryShareOf) =>
  share.kind === 'percent' ? share.percent / 100 : share.numerator / share.denominator;
const shareText = (share: ResiduaryShareOf) =>
  share.kind === 'percent' ? `${share.percent} %` : `${share.numerator}/${share.denominator}`;

function distributionSheet(
  s: Sheet,
  a: EstateAccounts['distribution'],
  h: AccountsHeading,
  refs: { capital: number; income: number },
) {
  heading(s, A.distributionTitle, h);
  const capital = s.formula(A.capitalBalance, `'${A.capitalTitle}'!C${refs.capital}`, a.capitalBalance);
  const income = s.formula(A.netIncome, `'${A.incomeTitle}'!C${refs.income}`, a.netIncome);
  const available = s.formula(A.available, `C${capital}+C${income}`, a.available, { bold: true });
  s.blank();
  const pecuniary = s.section(
    A.pecuniaryLegacies,
    a.pecuniary.map((p) => ({ label: p.beneficiaryName, amount: p.amount })),
    A.total,
    a.pecuniaryTotal,
  );
  const specific = s.section(
    A.specificLegacies,
    a.specific.map((p) => ({ label: `${p.beneficiaryName}: ${p.description}`, amount: p.valueAtDeath ?? 0 })),
    A.total,
    a.specificTotal,
  );
  s.blank();
  const residue = s.formula(A.residue, `C${available}-C${pecuniary}-C${specific}`, a.residue, { bold: true });
  s.add([A.residuaryShare, 'Share', 'Amount', 'Exact share (residue × share)'], { bold: true });
  const first = s.row + 1;
  for (const r of a.residuary) {
    const row = s.add([`  ${r.beneficiaryName}`, shareText(r.share), pounds(r.amount)]);
    s.sheet.getCell(`D${row}`).value = {
      formula: `C$${residue}*${shareNumber(r.share)}`,
      result: (a.residue * shareNumber(r.share)) / 100,
    };
  }
  if (a.residuary.length > 0)
    s.formula(
      A.total,
      `SUM(C${first}:C${s.row})`,
      a.residuary.reduce((t, r) => t + r.amount, 0),
      { bold: true },
    );
  s.blank();
  s.add(
    [
      A.beneficiary,
      A.pecuniaryLegacies,
      A.residuaryShare,
      A.entitlement,
      A.interimPaid,
      A.finalPaid,
      A.balanceHeld,
    ],
    {
      bold: true,
    },
  );
  const top = s.row + 1;
  for (const b of a.beneficiaries) {
    const row = s.add([
      b.beneficiaryName,
      pounds(b.pecuniary),
      pounds(b.residuary),
      null,
      pounds(b.interimPaid),
      pounds(b.finalPaid),
    ]);
    s.sheet.getCell(`D${row}`).value = { formula: `B${row}+C${row}`, result: pounds(b.entitlement) };
    s.sheet.getCell(`G${row}`).value = { formula: `D${row}-E${row}-F${row}`, result: pounds(b.balance) };
  }
  const bottom = s.row;
  const totals = s.add([A.total], { bold: true });
  const sums: Record<string, Pence> = {
    B: a.beneficiaries.reduce((t, b) => t + b.pecuniary, 0),
    C: a.beneficiaries.reduce((t, b) => t + b.residuary, 0),
    D: a.beneficiaries.reduce((t, b) => t + b.entitlement, 0),
    E: a.beneficiaries.reduce((t, b) => t + b.interimPaid, 0),
    F: a.beneficiaries.reduce((t, b) => t + b.finalPaid, 0),
    G: a.heldTotal,
  };
  for (const [c, result] of Object.entries(sums))
    s.sheet.getCell(`${c}${totals}`).value = {
      formula: a.beneficiaries.length > 0 ? `SUM(${c}${top}:${c}${bottom})` : '0',
      result: pounds(result),
    };
}

/** The workbook: "Capital account", "Income account", "Distribution account". */
export async function renderAccountsXlsx(accounts: EstateAccounts, h: AccountsHeading): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Probity';
  const capital = workbook.addWorksheet(A.capitalTitle);
  setUp(capital, [44, 30, 16, 16, 16], ['C', 'D', 'E']);
  const income = workbook.addWorksheet(A.incomeTitle);
  setUp(income, [44, 20, 16], ['C']);
  const distribution = workbook.addWorksheet(A.distributionTitle);
  setUp(distribution, [44, 18, 18, 18, 18, 18, 18], ['B', 'C', 'D', 'E', 'F', 'G']);
  const capitalBalance = capitalSheet(new Sheet(capital, 'C'), accounts.capital, h);
  const netIncome = incomeSheet(new Sheet(income, 'C'), accounts.income, h);
  distributionSheet(new Sheet(distribution, 'C'), accounts.distribution, h, {
    capital: capitalBalance,
    income: netIncome,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
