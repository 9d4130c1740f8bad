/*
 * Account numbers of other lengths, as Vocalink's specification "Validating account numbers – UK
 * modulus checking" (section "Account numbers with other lengths" / standardising account numbers)
 * converts them to the 8 digits the check uses:
 * - 6 digits: prefix two zeros; 7 digits: prefix one zero.
 * - 9 digits, Santander (formerly Alliance & Leicester): "replace the last digit of the sorting
 *   code with the first digit of the account number, then use the last eight digits of the account
 *   number only".
 * - 10 digits, National Westminster Bank: "use the last eight digits only" (a hyphen between the
 *   second and third digits is ignored); Co-operative Bank: "use the first eight digits only".
 * The specification names the bank, not its sorting codes, and the directory of sorting codes
 * (EISCD) is not public: the banks are recognised by the ranges below (decision, docs/decisions.md).
 * Any other 9- or 10-digit number is not converted, so it is shown as not checked, never refused.
 */

interface Range {
  from: number;
  to: number;
}

const range = (from: number, to: number = from): Range => ({ from, to });
const within = (sortCode: string, ranges: Range[]) => {
  const n = Number(sortCode);
  return ranges.some((r) => n >= r.from && n <= r.to);
};

/**
 * Santander's sorting codes with 9-digit account numbers: 09-00-00 to 09-19-99 and 72 (Santander,
 * formerly Abbey National and Alliance & Leicester), 89-00-00 to 89-29-99 (Alliance & Leicester
 * Commercial Bank), 16-57-10 (Santander's Cater Allen). Public listings: Monzo's analysis in
 * github.com/AntoineAugusti/moduluschecking issue 17; Experian Bank Wizard KB 132053 (13-30-00 to
 * 13-39-99, formerly Abbey).
 */
export const SANTANDER_NINE_DIGIT_RANGES: Range[] = [
  range(90000, 91999),
  range(133000, 133999),
  range(165710),
  range(720000, 729999),
  range(890000, 892999),
];

/** National Westminster Bank's clearing codes: 01 and 50 to 62 (sortcodes.co.uk, "List of sort codes"). */
export const NATWEST_RANGES: Range[] = [range(10000, 19999), range(500000, 629999)];

/** The Co-operative Bank's clearing code 08 (sortcodes.co.uk, "List of sort codes"). */
export const COOPERATIVE_RANGES: Range[] = [range(80000, 89999)];

export interface StandardAccount {
  sortCode: string;
  accountNumber: string;
}

/**
 * The sorting code and 8-digit account number the check uses, or null when the number cannot be
 * converted (not 6 to 10 digits, or a 9- or 10-digit number of a bank the specification does not
 * describe). Spaces and hyphens are ignored.
 */
export function standardiseAccount(sortCode: string, accountNumber: string): StandardAccount | null {
  const sc = sortCode.replace(/[\s-]/g, '');
  const digits = accountNumber.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(sc) || !/^\d{6,10}$/.test(digits)) return null;
  if (digits.length <= 8) return { sortCode: sc, accountNumber: digits.padStart(8, '0') };
  if (digits.length === 9) {
    if (!within(sc, SANTANDER_NINE_DIGIT_RANGES)) return null;
    return { sortCode: `${sc.slice(0, 5)}${digits[0]}`, accountNumber: digits.slice(1) };
  }
  if (within(sc, COOPERATIVE_RANGES)) return { sortCode: sc, accountNumber: digits.slice(0, 8) };
  if (within(sc, NATWEST_RANGES)) return { sortCode: sc, accountNumber: digits.slice(2) };
  return null;
}
