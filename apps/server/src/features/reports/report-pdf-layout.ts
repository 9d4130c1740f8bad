/*
 * The column layout of a report's PDF table (issue 11: a header never breaks inside a word).
 * Widths come from the content: every column gets at least the width of its longest header word,
 * then what its values need, shared out when the page is too narrow. Headers are wrapped here,
 * between words only; the values are wrapped by pdfkit.
 */

/** The width of a text in points, in the bold (header) or regular (value) font at a size. */
export type Measure = (text: string, opts: { bold: boolean; size: number }) => number;

export interface ColumnLayout {
  /** The width of each column, in points; they add up to the table's width. */
  widths: number[];
  /** The header font size: the body's, or smaller when even the longest header words would not fit. */
  headerSize: number;
}

/** A value column never asks for more than this share of the table, so one long value cannot starve the others. */
const MAX_SHARE = 0.35;
/** A value's longest word asks for at most this many points; longer (an id, a URL) may wrap. */
const MAX_WORD = 110;
/** Only this many rows are measured: enough to know a column, cheap for a 50,000-row export. */
const SAMPLE_ROWS = 500;
/** Rounding slack, so a word measured to fit is never pushed to a new line by pdfkit's own sums. */
const SLACK = 0.5;
/** The smallest header font; a table of so many columns that this does not fit is not one we make. */
const MIN_HEADER_SIZE = 5;

export const words = (text: string) => text.split(/\s+/).filter(Boolean);

export function columnLayout(opts: {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  width: number;
  padding: number;
  size: number;
  measure: Measure;
}): ColumnLayout {
  const { headers, width, padding, size, measure } = opts;
  const sample = opts.rows.slice(0, SAMPLE_ROWS);
  const bold = { bold: true, size };
  const regular = { bold: false, size };
  const headerWord = headers.map((h) => Math.max(0, ...words(h).map((w) => measure(w, bold))));
  const least = headers.map((_, i) => {
    const valueWord = Math.max(
      0,
      ...sample.flatMap((r) => words(r[i] ?? '').map((w) => measure(w, regular))),
    );
    return Math.max(headerWord[i]!, Math.min(valueWord, MAX_WORD)) + 2 * padding + SLACK;
  });
  const wanted = headers.map((h, i) => {
    const valueLine = Math.max(0, ...sample.map((r) => measure(r[i] ?? '', regular)));
    const natural = Math.max(measure(h, bold), valueLine) + 2 * padding + SLACK;
    return Math.max(least[i]!, Math.min(natural, width * MAX_SHARE));
  });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  if (sum(wanted) <= width) {
    // Room to spare: each column grows in proportion to what it wants.
    const scale = width / sum(wanted);
    return { widths: wanted.map((w) => w * scale), headerSize: size };
  }
  if (sum(least) <= width) {
    // Every column gets its least, and the rest is shared by what each wants beyond it.
    const extra = width - sum(least);
    const beyond = sum(wanted) - sum(least);
    return { widths: least.map((l, i) => l + ((wanted[i]! - l) * extra) / beyond), headerSize: size };
  }
  // Too many columns for every value's longest word: each header's longest word still fits, and
  // what is left is shared by what the values' words want beyond it (long values then wrap).
  const headerLeast = headerWord.map((w) => w + 2 * padding + SLACK);
  if (sum(headerLeast) <= width) {
    const extra = width - sum(headerLeast);
    const beyond = sum(least) - sum(headerLeast);
    return {
      widths: headerLeast.map(
        (h, i) => h + (beyond > 0 ? ((least[i]! - h) * extra) / beyond : extra / headers.length),
      ),
      headerSize: size,
    };
  }
  // Not even the header words fit: narrower columns and a smaller header font, so that every
  // header word still fits on its line.
  const widths = headerLeast.map((l) => (l * width) / sum(headerLeast));
  const fits = widths.map((w, i) =>
    headerWord[i]! > 0 ? (size * (w - 2 * padding - SLACK)) / headerWord[i]! : size,
  );
  return { widths, headerSize: Math.max(MIN_HEADER_SIZE, Math.min(size, ...fits)) };
}

/**
 * A header in lines no wider than `width`, broken between words only (never inside one, nor after
 * the hyphen of "E-mail"). A single word wider than the width keeps its own line.
 */
export function wrapHeader(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
