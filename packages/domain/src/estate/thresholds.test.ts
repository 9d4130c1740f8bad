import { describe, expect, it } from 'vitest';
import { charityRateAvailable, IHT_THRESHOLDS, ihtThresholdsAt } from './thresholds.js';

describe('inheritance tax thresholds by date of death', () => {
  it('has the nil-rate band at £325,000 from 6 April 2009 and nothing before', () => {
    expect(ihtThresholdsAt('2009-04-05')).toBeNull();
    expect(ihtThresholdsAt('2009-04-06')?.nilRateBand).toBe(32_500_000);
    expect(ihtThresholdsAt('2026-11-26')?.nilRateBand).toBe(32_500_000);
  });

  it('phases the residence band in: none before 6 April 2017, then £100k, £125k, £150k, £175k (IHTM46002)', () => {
    expect(ihtThresholdsAt('2017-04-05')?.residenceNilRateBand).toBe(0);
    expect(ihtThresholdsAt('2017-04-05')?.taperThreshold).toBeNull();
    expect(ihtThresholdsAt('2017-04-06')?.residenceNilRateBand).toBe(10_000_000);
    expect(ihtThresholdsAt('2018-04-06')?.residenceNilRateBand).toBe(12_500_000);
    expect(ihtThresholdsAt('2019-04-05')?.residenceNilRateBand).toBe(12_500_000);
    expect(ihtThresholdsAt('2019-04-06')?.residenceNilRateBand).toBe(15_000_000);
    expect(ihtThresholdsAt('2020-04-06')?.residenceNilRateBand).toBe(17_500_000);
    expect(ihtThresholdsAt('2030-04-05')?.residenceNilRateBand).toBe(17_500_000);
    expect(ihtThresholdsAt('2017-04-06')?.taperThreshold).toBe(200_000_000);
  });

  it('rates 40 % and 36 %, the reduced rate for deaths from 6 April 2012', () => {
    const t = ihtThresholdsAt('2012-04-06');
    expect(t?.ratePercent).toBe(40);
    expect(t?.charityRatePercent).toBe(36);
    if (!t) throw new Error('no thresholds');
    expect(charityRateAvailable(t, '2012-04-05')).toBe(false);
    expect(charityRateAvailable(t, '2012-04-06')).toBe(true);
  });

  it('keeps its rows in date order', () => {
    const dates = IHT_THRESHOLDS.map((t) => t.effectiveFrom);
    expect([...dates].sort()).toEqual(dates);
  });
});
