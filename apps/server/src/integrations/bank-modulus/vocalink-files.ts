/*
 * Vocalink's (Pay.UK's) two published data files for UK modulus checking, as the specification
 * "Validating account numbers – UK modulus checking" describes them:
 * - valacdos.txt, the modulus weight table: one row per sorting code range, in fixed columns
 *   separated by spaces: the first and last sorting code of the range (6 digits each), the method
 *   (MOD10, MOD11 or DBLAL), the 14 weights u v w x y z a b c d e f g h (integers, possibly
 *   negative) and, when there is one, the exception code (1 to 14).
 * - scsubtab.txt, the sorting code substitution table (exception 5): the original sorting code and
 *   its substitute, 6 digits each.
 * A new edition is a data update: these files are parsed as published, and a malformed row is
 * refused with its line number.
 */

export const MODULUS_METHODS = ['MOD10', 'MOD11', 'DBLAL'] as const;
export type ModulusMethod = (typeof MODULUS_METHODS)[number];

export interface WeightRow {
  /** The sorting code range, as numbers (leading zeros dropped). */
  start: number;
  end: number;
  method: ModulusMethod;
  /** u v w x y z a b c d e f g h. */
  weights: number[];
  /** 1–14, or null. */
  exception: number | null;
}

export interface ModulusTables {
  /** In file order: a sorting code with two checks has two consecutive rows. */
  weights: WeightRow[];
  /** Original sorting code → substitute (exception 5). */
  substitutions: Map<string, string>;
}

export class ModulusFileError extends Error {
  constructor(
    readonly file: 'weights' | 'substitutions',
    readonly line: number,
    reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

/** The meaningful lines of a file: its line number (1-based) and text; blank lines are skipped. */
function linesOf(text: string): { line: number; text: string }[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ line: i + 1, text: t.trim() }))
    .filter((l) => l.text !== '');
}

const SORT_CODE = /^\d{6}$/;
/** A weight fills a 5-character column: up to 4 digits, or a minus and 3. */
const WEIGHT = /^(?:-?\d{1,3}|\d{4})$/;

/** Parses valacdos.txt; throws ModulusFileError naming the first malformed line. */
export function parseWeightTable(text: string): WeightRow[] {
  const rows: WeightRow[] = [];
  for (const { line, text: t } of linesOf(text)) {
    const fail = (reason: string) => new ModulusFileError('weights', line, reason);
    const cells = t.split(/\s+/);
    if (cells.length !== 17 && cells.length !== 18) {
      throw fail(
        `expected sorting code from, sorting code to, method, 14 weights and an optional exception (${cells.length} values found)`,
      );
    }
    const [from = '', to = '', method = '', ...rest] = cells;
    if (!SORT_CODE.test(from) || !SORT_CODE.test(to)) throw fail('a sorting code is not 6 digits');
    if (Number(from) > Number(to)) throw fail('the range ends before it starts');
    if (!(MODULUS_METHODS as readonly string[]).includes(method)) {
      throw fail(`the method '${method}' is not MOD10, MOD11 or DBLAL`);
    }
    const weights = rest.slice(0, 14);
    if (!weights.every((w) => WEIGHT.test(w))) throw fail('a weight is not a whole number');
    const exception = rest[14];
    if (
      exception !== undefined &&
      !(/^\d{1,2}$/.test(exception) && Number(exception) >= 1 && Number(exception) <= 14)
    ) {
      throw fail(`the exception '${exception}' is not 1 to 14`);
    }
    rows.push({
      start: Number(from),
      end: Number(to),
      method: method as ModulusMethod,
      weights: weights.map(Number),
      exception: exception === undefined ? null : Number(exception),
    });
  }
  if (rows.length === 0) throw new ModulusFileError('weights', 1, 'the file has no rows');
  return rows;
}

/** Parses scsubtab.txt; throws ModulusFileError naming the first malformed line. */
export function parseSubstitutionTable(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const { line, text: t } of linesOf(text)) {
    const cells = t.split(/\s+/);
    if (cells.length !== 2 || !cells.every((c) => SORT_CODE.test(c))) {
      throw new ModulusFileError(
        'substitutions',
        line,
        'expected an original and a substitute sorting code of 6 digits each',
      );
    }
    if (out.has(cells[0]!)) {
      throw new ModulusFileError('substitutions', line, `the sorting code ${cells[0]} appears twice`);
    }
    out.set(cells[0]!, cells[1]!);
  }
  return out;
}

export function parseModulusTables(weightsText: string, substitutionsText: string): ModulusTables {
  return { weights: parseWeightTable(weightsText), substitutions: parseSubstitutionTable(substitutionsText) };
}
