import type { Pence } from './categories.js';

/*
 * Issue 17: inheritance tax thresholds as dated data. The worksheet engine (inheritance-tax.ts)
 * reads the bands and rates from here by the date of death and holds no figure of its own. A new
 * Budget is a new row, with the date it takes effect; rows are in date order.
 *
 * Sources: HMRC's Inheritance Tax Manual IHTM46002 (phasing in of the residence nil-rate band),
 * IHTM46023 (the £2,000,000 taper threshold), IHTM45000 onwards (the 36 % rate for deaths on or
 * after 6 April 2012); HMRC's "Inheritance Tax: residence nil rate band case studies" (8 November
 * 2016: £100,000 in 2017-18, £125,000 in 2018-19, £150,000 in 2019-20, £175,000 in 2020-21). The
 * nil-rate band has been £325,000 since 6 April 2009; both bands are frozen to April 2030.
 */

export interface IhtThresholds {
  /** The first date of death the row applies to, 'YYYY-MM-DD'. */
  effectiveFrom: string;
  nilRateBand: Pence;
  /** The residence nil-rate band ("residential enhancement"); 0 before 6 April 2017. */
  residenceNilRateBand: Pence;
  /** Above this net estate the residence band tapers away (£1 for every £2); null before 2017. */
  taperThreshold: Pence | null;
  ratePercent: number;
  /** The reduced rate where 10 % of a component's baseline amount goes to charity (IHTA 1984 Sch 1A). */
  charityRatePercent: number;
  /** The reduced rate applies to deaths on or after this date. */
  charityRateFrom: string;
}

const RATE_PERCENT = 40;
const CHARITY_RATE_PERCENT = 36;
const CHARITY_RATE_FROM = '2012-04-06';
const NIL_RATE_BAND: Pence = 32_500_000;
const TAPER_THRESHOLD: Pence = 200_000_000;

export const IHT_THRESHOLDS: readonly IhtThresholds[] = [
  {
    effectiveFrom: '2009-04-06',
    nilRateBand: NIL_RATE_BAND,
    residenceNilRateBand: 0,
    taperThreshold: null,
    ratePercent: RATE_PERCENT,
    charityRatePercent: CHARITY_RATE_PERCENT,
    charityRateFrom: CHARITY_RATE_FROM,
  },
  {
    effectiveFrom: '2017-04-06',
    nilRateBand: NIL_RATE_BAND,
    residenceNilRateBand: 10_000_000,
    taperThreshold: TAPER_THRESHOLD,
    ratePercent: RATE_PERCENT,
    charityRatePercent: CHARITY_RATE_PERCENT,
    charityRateFrom: CHARITY_RATE_FROM,
  },
  {
    effectiveFrom: '2018-04-06',
    nilRateBand: NIL_RATE_BAND,
    residenceNilRateBand: 12_500_000,
    taperThreshold: TAPER_THRESHOLD,
    ratePercent: RATE_PERCENT,
    charityRatePercent: CHARITY_RATE_PERCENT,
    charityRateFrom: CHARITY_RATE_FROM,
  },
  {
    effectiveFrom: '2019-04-06',
    nilRateBand: NIL_RATE_BAND,
    residenceNilRateBand: 15_000_000,
    taperThreshold: TAPER_THRESHOLD,
    ratePercent: RATE_PERCENT,
    charityRatePercent: CHARITY_RATE_PERCENT,
    charityRateFrom: CHARITY_RATE_FROM,
  },
  {
    // Frozen at these figures to 5 April 2030.
    effectiveFrom: '2020-04-06',
    nilRateBand: NIL_RATE_BAND,
    residenceNilRateBand: 17_500_000,
    taperThreshold: TAPER_THRESHOLD,
    ratePercent: RATE_PERCENT,
    charityRatePercent: CHARITY_RATE_PERCENT,
    charityRateFrom: CHARITY_RATE_FROM,
  },
];

/** The earliest date of death the worksheet can work out (the first row of the data). */
export const IHT_EARLIEST_DATE_OF_DEATH = IHT_THRESHOLDS[0]?.effectiveFrom ?? '2009-04-06';

/** The thresholds for a death on `dateOfDeath` ('YYYY-MM-DD'), or null before the data begins. */
export function ihtThresholdsAt(dateOfDeath: string): IhtThresholds | null {
  let found: IhtThresholds | null = null;
  // ISO dates compare as strings.
  for (const row of IHT_THRESHOLDS) if (row.effectiveFrom <= dateOfDeath) found = row;
  return found;
}

/** Whether the 36 % rate can apply to a death on that date at all (deaths on or after 6 April 2012). */
export function charityRateAvailable(thresholds: IhtThresholds, dateOfDeath: string): boolean {
  return dateOfDeath >= thresholds.charityRateFrom;
}
