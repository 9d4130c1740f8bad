import { describe, expect, it } from 'vitest';
import { NINO_TEXTS, isIssuableNino, ninoMessage, ninoProblems } from './nino.js';

/*
 * Source: HMRC National Insurance Manual NIM39110 "What a NINO looks like"
 * (https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110).
 */
describe('National Insurance numbers (HMRC NIM39110)', () => {
  it.each(['AB123456C', 'AB 12 34 56 C', 'ce123456d', 'JG103759A', 'ZX987654B', 'NP442211B'])(
    'accepts %s',
    (n) => expect(isIssuableNino(n)).toBe(true),
  );

  it('requires the suffix A–D ("a final letter, which is always A, B, C, or D")', () => {
    expect(ninoProblems('NP123456')).toEqual(['suffixMissing']);
    expect(ninoProblems('AB123456E')).toEqual(['suffix']);
    expect(ninoMessage('NP123456')).toBe(NINO_TEXTS.suffixMissing);
  });

  it("refuses HMRC's own example QQ 12 34 56 C (and QQ 12 34 56 A)", () => {
    expect(ninoProblems('QQ 12 34 56 C')).toEqual(['example']);
    expect(ninoProblems('QQ123456A')).toEqual(['example']);
    expect(ninoMessage('QQ 12 34 56 C')).toBe(
      "This is HMRC's example number (QQ 12 34 56), not a real National Insurance number",
    );
  });

  it.each([
    ['DA123456A', 'firstLetter'],
    ['FA123456A', 'firstLetter'],
    ['IA123456A', 'firstLetter'],
    ['QA123456A', 'firstLetter'],
    ['UA123456A', 'firstLetter'],
    ['VA123456A', 'firstLetter'],
    ['AD123456A', 'secondLetter'],
    ['AF123456A', 'secondLetter'],
    ['AI123456A', 'secondLetter'],
    ['AO123456A', 'secondLetter'],
    ['AQ123456A', 'secondLetter'],
    ['AU123456A', 'secondLetter'],
    ['AV123456A', 'secondLetter'],
    ['BG123456A', 'prefix'],
    ['GB123456A', 'prefix'],
    ['KN123456A', 'prefix'],
    ['NK123456A', 'prefix'],
    ['NT123456A', 'prefix'],
    ['ZZ123456A', 'prefix'],
    ['A1234567', 'format'],
    ['AB12345C', 'format'],
  ])('refuses %s (%s)', (n, problem) => expect(ninoProblems(n)).toEqual([problem]));

  it.each([
    'OO123456A',
    'CR123456A',
    'FY123456B',
    'MW123456C',
    'NC123456D',
    'PP999999P',
    'PY123456A',
    'PZ123456A',
  ])('refuses the administrative number %s, saying so', (n) => {
    expect(ninoProblems(n)).toEqual(['administrative']);
    expect(ninoMessage(n)).toBe(
      'This is an administrative reference number, not a National Insurance number',
    );
  });

  it.each(['TN 31 12 80 M', 'TN311280F', 'TN010199', 'TN123456A'])(
    'refuses the temporary number %s, saying so',
    (n) => {
      expect(ninoProblems(n)).toEqual(['temporary']);
      expect(ninoMessage(n)).toBe('This is a temporary number, not a National Insurance number');
    },
  );

  it('refuses a Temporary Reference Number (format "11 a1 11 11"), saying so', () => {
    expect(ninoProblems('12 A3 45 67')).toEqual(['temporaryReference']);
    expect(ninoMessage('12A34567')).toContain('Temporary Reference Number');
  });

  it('lists every broken rule of an ordinary number', () => {
    expect(ninoProblems('DO123456E')).toEqual(['firstLetter', 'secondLetter', 'suffix']);
    expect(ninoMessage('AB123456C')).toBeNull();
  });
});
