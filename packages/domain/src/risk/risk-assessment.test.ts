import { describe, expect, it } from 'vitest';
import {
  addYears,
  computeOverallRating,
  decideRisk,
  defaultReviewDate,
  isAwaitingSignOff,
  isReviewDue,
  ratingWorking,
  type RiskFactorRatings,
  riskAssessmentBadges,
} from './risk-assessment.js';
import { ZFundsNoteInput, ZRiskAssessmentInput, ZRiskSignOffInput } from './risk.schema.js';

const ratings = (c: string, g: string, p: string, d: string) =>
  ({ customerRisk: c, geographicRisk: g, productRisk: p, deliveryChannelRisk: d }) as RiskFactorRatings;

describe('overall rating: the highest factor (MLR 2017 reg. 33(1)(b): any high-risk case)', () => {
  it.each([
    [ratings('Low', 'Low', 'Low', 'Low'), 'Low'],
    [ratings('Low', 'Medium', 'Low', 'Low'), 'Medium'],
    [ratings('Low', 'High', 'Low', 'Medium'), 'High'],
    [ratings('Medium', 'Medium', 'Medium', 'High'), 'High'],
  ])('%o -> %s', (r, expected) => {
    expect(computeOverallRating(r)).toBe(expected);
  });

  it('explains its working in words', () => {
    expect(ratingWorking(ratings('Low', 'High', 'Low', 'Medium'))).toBe(
      'High because geographic risk is High',
    );
    expect(ratingWorking(ratings('Medium', 'Low', 'Medium', 'Low'))).toBe(
      'Medium because customer risk and product, service or transaction risk are Medium',
    );
    expect(ratingWorking(ratings('Low', 'Low', 'Low', 'Low'))).toBe('Low because every factor is Low');
    expect(ratingWorking(ratings('Low', 'Medium', 'Low', 'Low'), 'High')).toBe(
      'High, raised from Medium because geographic risk is Medium',
    );
  });
});

describe('review date', () => {
  it('defaults to 1, 2 or 3 years by rating', () => {
    expect(defaultReviewDate('High', '2026-11-25')).toBe('2027-11-25');
    expect(defaultReviewDate('Medium', '2026-11-25')).toBe('2028-11-25');
    expect(defaultReviewDate('Low', '2026-11-25')).toBe('2029-11-25');
  });

  it('keeps 29 February on a leap year and falls back to 28 February otherwise', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('decideRisk', () => {
  const today = '2026-11-25';
  const medium = ratings('Low', 'Medium', 'Low', 'Low');

  it('takes the computed rating and its default review date when nothing is chosen', () => {
    expect(decideRisk(medium, {}, today)).toEqual({
      ok: true,
      value: { computedRating: 'Medium', overallRating: 'Medium', reviewDate: '2028-11-25' },
    });
  });

  it('lets the firm raise the rating with a reason, and then reviews on the raised rating', () => {
    expect(decideRisk(medium, { overallRating: 'High', overallReason: 'Cash-rich estate' }, today)).toEqual({
      ok: true,
      value: { computedRating: 'Medium', overallRating: 'High', reviewDate: '2027-11-25' },
    });
    expect(decideRisk(medium, { overallRating: 'High' }, today)).toEqual({
      ok: false,
      errors: { overallReason: ['Say why the rating is raised'] },
    });
  });

  it('never lowers the rating below the computed one', () => {
    expect(decideRisk(medium, { overallRating: 'Low' }, today)).toEqual({
      ok: false,
      errors: { overallRating: ['The overall rating cannot be lower than the computed rating (Medium)'] },
    });
  });

  it('takes an earlier review date but not a past one, nor one past the interval', () => {
    expect(decideRisk(medium, { reviewDate: '2027-01-31' }, today)).toMatchObject({
      ok: true,
      value: { reviewDate: '2027-01-31' },
    });
    expect(decideRisk(medium, { reviewDate: '2026-11-24' }, today)).toEqual({
      ok: false,
      errors: { reviewDate: ['The review date cannot be in the past'] },
    });
    expect(decideRisk(medium, { reviewDate: '2028-11-26' }, today)).toEqual({
      ok: false,
      errors: { reviewDate: ['The review date cannot be later than the rating allows (2028-11-25)'] },
    });
  });
});

describe('state', () => {
  const high = {
    overallRating: 'High' as const,
    reviewDate: '2027-11-25',
    signedOffAt: null,
    supersededAt: null,
  };

  it('a High assessment awaits the MLRO until signed off', () => {
    expect(isAwaitingSignOff(high)).toBe(true);
    expect(riskAssessmentBadges(high, '2026-11-25')).toEqual(['Awaiting MLRO sign-off']);
    const signed = { ...high, signedOffAt: '2026-11-26T10:00:00Z' };
    expect(isAwaitingSignOff(signed)).toBe(false);
    expect(riskAssessmentBadges(signed, '2026-11-25')).toEqual(['Signed off by the MLRO']);
    expect(isAwaitingSignOff({ ...high, overallRating: 'Medium' })).toBe(false);
  });

  it('a passed review date is due; the review day itself is not', () => {
    expect(isReviewDue(high, '2027-11-25')).toBe(false);
    expect(isReviewDue(high, '2027-11-26')).toBe(true);
    expect(riskAssessmentBadges({ ...high, overallRating: 'Low' }, '2027-11-26')).toEqual(['Review due']);
  });

  it('a superseded assessment is only superseded', () => {
    expect(riskAssessmentBadges({ ...high, supersededAt: '2026-12-01T00:00:00Z' }, '2030-01-01')).toEqual([
      'Superseded',
    ]);
  });
});

describe('schemas', () => {
  const valid = {
    customerRisk: 'Low',
    geographicRisk: 'High',
    productRisk: 'Low',
    deliveryChannelRisk: 'Medium',
  };

  it('names an unknown rating and an impossible review date', () => {
    const result = ZRiskAssessmentInput.safeParse({
      ...valid,
      productRisk: 'Severe',
      reviewDate: '2027-02-30',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual([
      ['productRisk', 'Choose Low, Medium or High'],
      ['reviewDate', 'Enter a real date'],
    ]);
  });

  it('fills empty notes and no choice', () => {
    expect(ZRiskAssessmentInput.parse(valid)).toEqual({
      ...valid,
      customerNote: '',
      geographicNote: '',
      productNote: '',
      deliveryChannelNote: '',
      reviewDate: null,
    });
  });

  it('a sign-off needs a note; a funds note needs a kind, text and document ids', () => {
    expect(ZRiskSignOffInput.safeParse({ note: '  ' }).error?.issues[0]?.message).toBe('Required');
    const bad = ZFundsNoteInput.safeParse({ kind: 'salary', text: 'x', documentIDs: ['nope'] });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['kind', 'documentIDs.0']);
  });
});
