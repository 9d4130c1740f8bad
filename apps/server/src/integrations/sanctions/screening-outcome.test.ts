import { describe, expect, it } from 'vitest';
import { dobAgreement } from './name-matching.js';
import {
  CANDIDATE_NAME_SCORE,
  KEY_PART_FLOOR,
  STRONG_NAME_SCORE,
  decideOutcome,
  explainOutcome,
} from './screening-outcome.js';

const strong = { score: 0.98, weakestKey: 0.97 };
const close = { score: 0.9, weakestKey: 0.88 };

describe('the three outcomes (issue 12)', () => {
  it('makes a strong name with an agreeing birth date a match', () => {
    expect(decideOutcome(strong, 'same date', 'unknown').outcome).toBe('match');
    expect(decideOutcome(strong, 'same year', 'same').outcome).toBe('match');
  });

  it('never turns a strong name into no match: a different or unknown birth date makes a possible match', () => {
    expect(decideOutcome(strong, 'different', 'unknown').outcome).toBe('possibleMatch');
    expect(decideOutcome(strong, 'unknown', 'unknown').outcome).toBe('possibleMatch');
    expect(decideOutcome(strong, 'different', 'different').outcome).toBe('possibleMatch');
    expect(decideOutcome({ score: 1, weakestKey: 1 }, 'different', 'different').confidence).toBeCloseTo(0.8);
  });

  it('makes a weaker candidate name a possible match whatever the birth date, and a nationality that differs too', () => {
    expect(decideOutcome(close, 'same date', 'same').outcome).toBe('possibleMatch');
    expect(decideOutcome(strong, 'same date', 'different').outcome).toBe('possibleMatch');
  });

  it('lets only the name decide whether a designation is a candidate', () => {
    const under = { score: CANDIDATE_NAME_SCORE - 0.01, weakestKey: 1 };
    expect(decideOutcome(under, 'same date', 'same').outcome).toBe('noMatch');
    expect(
      decideOutcome({ score: 0.95, weakestKey: KEY_PART_FLOOR - 0.01 }, 'same date', 'same').outcome,
    ).toBe('noMatch');
    expect(
      decideOutcome({ score: CANDIDATE_NAME_SCORE, weakestKey: KEY_PART_FLOOR }, 'different', 'different')
        .outcome,
    ).toBe('possibleMatch');
    expect(STRONG_NAME_SCORE).toBeGreaterThan(CANDIDATE_NAME_SCORE);
  });

  it('raises the confidence with agreement and lowers it with disagreement', () => {
    const c = (dob: Parameters<typeof decideOutcome>[1], nat: Parameters<typeof decideOutcome>[2]) =>
      decideOutcome(close, dob, nat).confidence;
    expect(c('same date', 'same')).toBeGreaterThan(c('same year', 'same'));
    expect(c('same year', 'unknown')).toBeGreaterThan(c('unknown', 'unknown'));
    expect(c('unknown', 'unknown')).toBeGreaterThan(c('different', 'unknown'));
    expect(c('unknown', 'same')).toBeGreaterThan(c('unknown', 'different'));
  });
});

describe('birth dates', () => {
  it('reads the published dd/mm/yyyy with 00 or dd/mm for an unknown day or month', () => {
    expect(dobAgreement('1961-06-01', ['01/06/1961'])).toBe('same date');
    expect(dobAgreement('1961-06-01', ['00/00/1961'])).toBe('same year');
    expect(dobAgreement('1945-03-02', ['dd/mm/1945'])).toBe('same year');
    expect(dobAgreement('1961-06-01', ['00/06/1961'])).toBe('same year');
    expect(dobAgreement('1961-07-01', ['00/06/1961'])).toBe('different');
    // The same year with another full date is a different date.
    expect(dobAgreement('1961-06-02', ['01/06/1961'])).toBe('different');
    expect(dobAgreement('1961-06-01', ['1961'])).toBe('same year');
    expect(dobAgreement('1961-06-01', ['01/06/1960', '01/06/1961'])).toBe('same date');
    expect(dobAgreement(null, ['01/06/1961'])).toBe('unknown');
    expect(dobAgreement('1961-06-01', [])).toBe('unknown');
  });
});

describe('the explanation', () => {
  it('says what matched, how the birth date and nationality agree, and the scores', () => {
    expect(
      explainOutcome({
        outcome: 'possibleMatch',
        nameType: 'Alias',
        matchedName: 'Yevgeny PRIGOZHIN',
        uniqueID: 'RUS0273',
        regimeName: 'Russia',
        nameScore: 0.97,
        dob: 'different',
        listedDobs: ['01/06/1961'],
        nationality: 'same',
        listedNationalities: ['Russia'],
        confidence: 0.84,
      }),
    ).toBe(
      "Possible match (for the MLRO to review): Alias 'Yevgeny PRIGOZHIN' of RUS0273 (Russia) — name similarity 0.97 (strong); birth date differs (listed 01/06/1961); nationality agrees (listed Russia); confidence 0.84.",
    );
  });
});
