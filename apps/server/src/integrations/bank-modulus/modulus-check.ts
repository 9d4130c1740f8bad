import type { ModulusTables, WeightRow } from './vocalink-files.js';

/*
 * UK modulus checking as Vocalink's (Pay.UK's) specification "Validating account numbers – UK
 * modulus checking" describes it, over the tables of the edition in use (vocalink-files.ts).
 * The 14 digits u v w x y z a b c d e f g h are the sorting code and the 8-digit account number.
 * - MOD10 / MOD11: the sum of each digit times its weight, divided by 10 / 11, leaves no remainder.
 * - DBLAL (double alternate): the sum of the digits of each product, divided by 10, leaves none.
 * - A sorting code the table does not cover cannot be checked (null here).
 * - With two rows both checks must pass, except where the exceptions say otherwise (2 and 9,
 *   10 and 11, 12 and 13: either passes; 3: the second is not needed when c is 6 or 9).
 * Exceptions 1–14 are the specification's, each marked below.
 */

const U = 0;
const A = 6;
const B = 7;
const C = 8;
const G = 12;
const H = 13;

/** Exception 2: the weights when a ≠ 0 (g ≠ 9, then g = 9). */
const EXCEPTION_2_WEIGHTS = [0, 0, 1, 2, 5, 3, 6, 4, 8, 7, 10, 9, 3, 1];
const EXCEPTION_2_WEIGHTS_G9 = [0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 10, 9, 3, 1];
/** Exception 8: the sorting code to use. */
const EXCEPTION_8_SORT_CODE = '090126';
/** Exception 9: the sorting code of the second check. */
const EXCEPTION_9_SORT_CODE = '309634';

/** The rows of the weight table whose range covers the sorting code (0, 1 or 2, in file order). */
export function rowsFor(tables: ModulusTables, sortCode: string): WeightRow[] {
  const n = Number(sortCode);
  return tables.weights.filter((row) => n >= row.start && n <= row.end);
}

const digitSum = (n: number) =>
  String(Math.abs(n))
    .split('')
    .reduce((s, d) => s + Number(d), 0);

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The weights of a row after the exceptions that change them (2, 7, 10). */
function weightsFor(row: WeightRow, d: number[]): number[] {
  const a = d[A]!;
  const g = d[G]!;
  if (row.exception === 2 && a !== 0) return g === 9 ? EXCEPTION_2_WEIGHTS_G9 : EXCEPTION_2_WEIGHTS;
  const zeroUB =
    (row.exception === 7 && g === 9) ||
    (row.exception === 10 && d[B] === 9 && (a === 0 || a === 9) && g === 9);
  // Exceptions 7 and 10: zeroise the weights u to b.
  if (zeroUB) return row.weights.map((w, i) => (i >= U && i <= B ? 0 : w));
  return row.weights;
}

/** The sorting code a row's check uses (exceptions 5, 8 and 9 substitute it). */
function sortCodeFor(row: WeightRow, sortCode: string, tables: ModulusTables): string {
  if (row.exception === 5) return tables.substitutions.get(sortCode) ?? sortCode;
  if (row.exception === 8) return EXCEPTION_8_SORT_CODE;
  if (row.exception === 9) return EXCEPTION_9_SORT_CODE;
  return sortCode;
}

/** One row's check of a sorting code and an 8-digit account number. */
function checkRow(row: WeightRow, sortCode: string, account: string, tables: ModulusTables): boolean {
  const d = `${sortCodeFor(row, sortCode, tables)}${account}`.split('').map(Number);
  const a = d[A]!;
  const g = d[G]!;
  const h = d[H]!;
  // Exception 6: a = 4–8 and g = h is a foreign currency account, which cannot be checked.
  if (row.exception === 6 && a >= 4 && a <= 8 && g === h) return true;
  // Exception 3: when c is 6 or 9 the double alternate check is not carried out.
  if (row.exception === 3 && (d[C] === 6 || d[C] === 9)) return true;
  const weights = weightsFor(row, d);
  const products = d.map((digit, i) => digit * weights[i]!);
  let total =
    row.method === 'DBLAL'
      ? products.reduce((s, p) => s + digitSum(p), 0)
      : products.reduce((s, p) => s + p, 0);
  // Exception 1: add 27 to the double alternate total.
  if (row.exception === 1) total += 27;
  const modulus = row.method === 'MOD11' ? 11 : 10;
  const remainder = mod(total, modulus);
  // Exception 4: the remainder equals the two-digit check digit gh.
  if (row.exception === 4) return remainder === g * 10 + h;
  if (row.exception === 5) {
    if (row.method === 'MOD11') {
      // The check digit is g: remainder 0 needs g = 0, remainder 1 is invalid, else 11 − remainder = g.
      if (remainder === 0) return g === 0;
      if (remainder === 1) return false;
      return 11 - remainder === g;
    }
    // The double alternate check digit is h: remainder 0 needs h = 0, else 10 − remainder = h.
    return remainder === 0 ? h === 0 : 10 - remainder === h;
  }
  return remainder === 0;
}

/** Exception 14: when the standard check fails and h is 0, 1 or 9, drop h, shift right and check again. */
function checkException14(row: WeightRow, sortCode: string, account: string, tables: ModulusTables): boolean {
  if (checkRow(row, sortCode, account, tables)) return true;
  if (!['0', '1', '9'].includes(account[7]!)) return false;
  return checkRow(row, sortCode, `0${account.slice(0, 7)}`, tables);
}

const either = (first: WeightRow, second: WeightRow, a: number, b: number) =>
  first.exception === a && second.exception === b;

/**
 * The modulus check of a 6-digit sorting code and an 8-digit account number (standardise other
 * lengths first: account-length.ts): true valid, false invalid, null when the table does not
 * cover the sorting code.
 */
export function modulusCheck(tables: ModulusTables, sortCode: string, account: string): boolean | null {
  if (!/^\d{6}$/.test(sortCode) || !/^\d{8}$/.test(account))
    throw new Error('modulusCheck needs 6 + 8 digits');
  const [first, second] = rowsFor(tables, sortCode);
  if (!first) return null;
  const run = (row: WeightRow) =>
    row.exception === 14
      ? checkException14(row, sortCode, account, tables)
      : checkRow(row, sortCode, account, tables);
  const firstPasses = run(first);
  if (!second) return firstPasses;
  // Exceptions 2 & 9, 10 & 11, 12 & 13: the account is valid when either check passes.
  if (either(first, second, 2, 9) || either(first, second, 10, 11) || either(first, second, 12, 13)) {
    return firstPasses || run(second);
  }
  return firstPasses && run(second);
}
