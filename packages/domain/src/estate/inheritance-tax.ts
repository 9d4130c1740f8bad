import type { EstateItemFigures, Pence } from './categories.js';
import { addMonths, inheritanceTaxDueDate, inheritanceTaxInterestFrom } from './key-dates.js';
import { apportion, mulDivFloor, mulDivRound, POUND, percentRatio, shareOfValue, sum } from './money.js';
import { charityRateAvailable, type IhtThresholds, ihtThresholdsAt } from './thresholds.js';

/*
 * Issue 17 "Inheritance tax worksheet": the tax on a death, worked out step by step so that a
 * screen can show every line. Pure: the register's items, the will's gifts and the claims in, the
 * worksheet out. Bands and rates come from thresholds.ts by the date of death.
 *
 * Rules (Inheritance Tax Act 1984 and HMRC's Inheritance Tax Manual, IHTM):
 * - Components (Sch 1A para 3, IHTM45003): general (the free estate passing under the will),
 *   survivorship (joint property passing to the surviving joint owner) and settled (a trust fund
 *   the deceased had a life interest in). Gifts with reservation and merger elections (IHTM45035)
 *   are not modelled, nor are business and agricultural property relief or quick succession relief.
 * - Every item of the register counts at the deceased's share of its value (whether or not it is in
 *   the estate for probate: joint property passing by survivorship is taxed though no grant is needed).
 * - Liabilities come off the general component, except a debt charged on joint property passing by
 *   survivorship (a mortgage on a joint home), which comes off the survivorship component.
 * - Exemptions: gifts to a spouse or civil partner and to charity, out of the component they are
 *   given from. Each is capped at what the component has left (a problem is reported).
 * - Nil-rate band (NRB): own band plus the transferred percentage of it (IHTA s.8A), less the
 *   chargeable gifts of the seven years before death, which use it first (IHTM31030; a gift made on
 *   the same calendar date seven years before the death is outside them). The tax on
 *   those gifts themselves (and taper relief on it) is out of scope: the gifts only use up the band.
 * - Residence nil-rate band (RNRB, IHTA ss.8D–8M, IHTM46000): own band plus the transferred
 *   percentage (the default allowance), tapered by £1 for every £2 by which the net estate (after
 *   liabilities, before exemptions and reliefs: IHTM46012) exceeds the taper threshold (the
 *   adjusted allowance), and no more than the value of the home closely inherited by direct
 *   descendants. Downsizing additions are not modelled.
 * - Both bands are apportioned across the components by chargeable value (IHTM31034, IHTM31035).
 * - The 36 % rate (Sch 1A, IHTM45000–45050), per component: baseline amount = the component's
 *   chargeable value, less its share of the NRB (never the RNRB: IHTM45009), plus its charitable
 *   gifts added back; the component qualifies when its charitable gifts are at least 10 % of it.
 *
 * Rounding (decision, docs/decisions.md): money is integer pence. The bands are whole pounds; the
 * transferred percentage of a band is rounded to the nearest pound; the bands are apportioned in
 * whole pounds (largest remainder, so the shares add up to the band), as the manual's examples do
 * (IHTM45012: £311,170); the RNRB taper is rounded down to the penny; tax is worked out to the
 * penny and any fraction of a penny is dropped (in the estate's favour).
 */

export const ESTATE_COMPONENTS = ['general', 'survivorship', 'settled'] as const;
export type EstateComponent = (typeof ESTATE_COMPONENTS)[number];

export const WILL_GIFT_KINDS = ['spouse', 'charity'] as const;
export type WillGiftKind = (typeof WILL_GIFT_KINDS)[number];

/** An exempt gift: to the spouse or civil partner, or to charity, out of one component. */
export interface ExemptGift {
  kind: WillGiftKind;
  component: EstateComponent;
  amount: Pence;
}

/** A gift in the seven years before death, its value after the annual and other exemptions. */
export interface LifetimeGift {
  date: string;
  amount: Pence;
  recipient: string;
}

export interface InheritanceTaxInput {
  dateOfDeath: string;
  items: readonly EstateItemFigures[];
  /** The value of a trust fund the deceased had a life interest in (the settled component); 0 if none. */
  settledPropertyValue: Pence;
  gifts: readonly ExemptGift[];
  /** The home (or the deceased's share of it) passing to direct descendants, and its value; null if none. */
  homeToDescendants: Pence | null;
  /** The unused nil-rate band of a late spouse or civil partner, as a percentage (0–100). */
  transferredNilRateBandPercent: number;
  /** The same for the residence nil-rate band (0–100). */
  transferredResidenceBandPercent: number;
  lifetimeGifts: readonly LifetimeGift[];
}

export interface ComponentWorking {
  component: EstateComponent;
  gross: Pence;
  liabilities: Pence;
  net: Pence;
  spouseExemption: Pence;
  charityExemption: Pence;
  chargeable: Pence;
  nilRateBandShare: Pence;
  residenceBandShare: Pence;
  taxable: Pence;
  /** Sch 1A para 5 step 2: chargeable less the NRB share (not below 0). */
  afterNilRateBand: Pence;
  /** Step 3: the baseline amount (step 2 plus the charitable gifts added back). */
  baseline: Pence;
  donated: Pence;
  /** 10 % of the baseline amount, in pence, rounded up (the donated amount must reach it). */
  tenPercentOfBaseline: Pence;
  meetsTenPercent: boolean;
  /** How much more to charity out of this component would make it qualify; null when nothing to gain. */
  extraToQualify: Pence | null;
  ratePercent: number;
  tax: Pence;
}

export interface LifetimeGiftWorking extends LifetimeGift {
  /** Within the seven years before death: it uses up the nil-rate band. */
  counted: boolean;
}

export const IHT_PROBLEMS = ['exemptionsExceedComponent', 'liabilitiesExceedAssets'] as const;
export type IhtProblem = (typeof IHT_PROBLEMS)[number];

export interface InheritanceTaxWorksheet {
  dateOfDeath: string;
  thresholds: IhtThresholds;
  components: ComponentWorking[];
  grossEstate: Pence;
  liabilities: Pence;
  /** After liabilities, before exemptions: the estate the RNRB taper looks at. */
  netEstate: Pence;
  spouseExemption: Pence;
  charityExemption: Pence;
  chargeableEstate: Pence;
  nilRateBand: {
    own: Pence;
    transferredPercent: number;
    transferred: Pence;
    total: Pence;
    lifetimeGifts: LifetimeGiftWorking[];
    usedByLifetimeGifts: Pence;
    available: Pence;
    /** What the estate leaves unused (after the residence band): transferable to a surviving spouse. */
    unused: Pence;
  };
  residenceBand: {
    /** A home passes to direct descendants and the death is on or after 6 April 2017. */
    applies: boolean;
    notAvailableBecause: 'deathBeforeResidenceBand' | 'noHomeToDescendants' | null;
    own: Pence;
    transferredPercent: number;
    transferred: Pence;
    defaultAllowance: Pence;
    taperThreshold: Pence | null;
    taper: Pence;
    adjustedAllowance: Pence;
    homeToDescendants: Pence;
    /** The lower of the adjusted allowance and the home's value; no more than the chargeable estate. */
    available: Pence;
  };
  /** Deaths on or after 6 April 2012. */
  charityRateAvailable: boolean;
  totalTax: Pence;
  dueDate: string;
  interestFrom: string;
  problems: IhtProblem[];
}

function ratio(percent: number): [bigint, bigint] {
  // A transferred band is at most 100 % of the band (IHTA s.8A(5), s.8G).
  const r = percentRatio(Math.min(100, Math.max(0, percent)));
  return [r.numerator, r.denominator];
}

/** The transferred percentage of a band, to the nearest pound. */
const bandPercent = (band: Pence, percent: number): Pence => mulDivRound(band, ...ratio(percent), POUND);

/** Shares of a band by value: whole pounds when the band is, else pence. */
const bandShares = (band: Pence, weights: readonly Pence[]): Pence[] =>
  apportion(band, weights, band % POUND === 0 ? POUND : 1);

/** The baseline amount of component `index` (Sch 1A para 5), given every component's chargeable value. */
function baselineOf(index: number, chargeables: readonly Pence[], donated: Pence, nilRateBand: Pence) {
  const share = bandShares(nilRateBand, chargeables)[index] ?? 0;
  const afterNilRateBand = Math.max(0, (chargeables[index] ?? 0) - share);
  return { share, afterNilRateBand, baseline: afterNilRateBand + donated };
}

const meets = (donated: Pence, baseline: Pence) => donated > 0 && donated * 10 >= baseline;

/**
 * The least extra gift to charity out of component `index` (pence) with which it meets the 10 %
 * test. More to charity lowers the component's chargeable value and so its share of the NRB, which
 * raises its baseline: the exact answer is found by bisection on the rule itself (without the
 * whole-pound rounding of the shares, under which the test is monotonic), then settled against the
 * rounded rule penny by penny.
 */
function extraToQualify(
  index: number,
  chargeables: readonly Pence[],
  donated: Pence,
  nilRateBand: Pence,
): Pence {
  const withExtra = (x: Pence) => chargeables.map((c, i) => (i === index ? c - x : c));
  const exactMeets = (x: Pence) => {
    const c = withExtra(x);
    const total = BigInt(sum(c));
    const mine = BigInt(c[index] ?? 0);
    // 10 × donated ≥ chargeable − band × chargeable / total + donated, all × total to stay whole.
    const share = total === 0n ? 0n : BigInt(nilRateBand) * mine;
    const after = mine * total - share;
    const afterClamped = after < 0n ? 0n : after;
    return BigInt(donated + x) * 10n * total >= afterClamped + BigInt(donated + x) * total;
  };
  const roundedMeets = (x: Pence) => {
    const { baseline } = baselineOf(index, withExtra(x), donated + x, nilRateBand);
    return meets(donated + x, baseline);
  };
  let low = 0;
  let high = chargeables[index] ?? 0;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (exactMeets(mid)) high = mid;
    else low = mid + 1;
  }
  // The rounded shares differ from the exact ones by under a pound, so the answers are close.
  let x = Math.max(0, low - 2 * POUND);
  while (x < (chargeables[index] ?? 0) && !roundedMeets(x)) x += 1;
  return x;
}

export function inheritanceTaxWorksheet(input: InheritanceTaxInput): InheritanceTaxWorksheet {
  const thresholds = ihtThresholdsAt(input.dateOfDeath);
  if (!thresholds) throw new RangeError(`No inheritance tax thresholds for a death on ${input.dateOfDeath}`);
  const problems = new Set<IhtProblem>();
  const index = (c: EstateComponent) => ESTATE_COMPONENTS.indexOf(c);

  const gross = ESTATE_COMPONENTS.map(() => 0);
  const liabilities = ESTATE_COMPONENTS.map(() => 0);
  for (const item of input.items) {
    const i = index(item.passesBySurvivorship ? 'survivorship' : 'general');
    if (item.kind === 'asset') gross[i] = (gross[i] ?? 0) + shareOfValue(item);
    else liabilities[i] = (liabilities[i] ?? 0) + shareOfValue(item);
  }
  gross[index('settled')] = (gross[index('settled')] ?? 0) + input.settledPropertyValue;
  const net = gross.map((g, i) => {
    const n = g - (liabilities[i] ?? 0);
    if (n < 0) problems.add('liabilitiesExceedAssets');
    return Math.max(0, n);
  });

  const spouse = ESTATE_COMPONENTS.map(() => 0);
  const charity = ESTATE_COMPONENTS.map(() => 0);
  for (const gift of input.gifts) {
    const target = gift.kind === 'spouse' ? spouse : charity;
    const i = index(gift.component);
    target[i] = (target[i] ?? 0) + gift.amount;
  }
  const chargeable = net.map((n, i) => {
    // Charity first, then the spouse, when together they exceed the component (a problem either way).
    const c = Math.min(charity[i] ?? 0, n);
    const s = Math.min(spouse[i] ?? 0, n - c);
    if (c !== charity[i] || s !== spouse[i]) problems.add('exemptionsExceedComponent');
    charity[i] = c;
    spouse[i] = s;
    return n - c - s;
  });
  const chargeableEstate = sum(chargeable);

  // Nil-rate band, used first by the gifts of the seven years before death.
  const ownNrb = thresholds.nilRateBand;
  const transferredNrb = bandPercent(ownNrb, input.transferredNilRateBandPercent);
  const sevenYearsBefore = addMonths(input.dateOfDeath, -84);
  const lifetimeGifts = input.lifetimeGifts.map((g) => ({
    ...g,
    counted: g.date > sevenYearsBefore && g.date <= input.dateOfDeath,
  }));
  const usedByLifetimeGifts = Math.min(
    ownNrb + transferredNrb,
    sum(lifetimeGifts.filter((g) => g.counted).map((g) => g.amount)),
  );
  const nrbAvailable = ownNrb + transferredNrb - usedByLifetimeGifts;

  // Residence nil-rate band.
  const netEstate = sum(gross) - sum(liabilities);
  const rnrbApplies = thresholds.residenceNilRateBand > 0 && input.homeToDescendants !== null;
  const ownRnrb = rnrbApplies ? thresholds.residenceNilRateBand : 0;
  const transferredRnrb = rnrbApplies ? bandPercent(ownRnrb, input.transferredResidenceBandPercent) : 0;
  const defaultAllowance = ownRnrb + transferredRnrb;
  const excess = thresholds.taperThreshold === null ? 0 : Math.max(0, netEstate - thresholds.taperThreshold);
  const taper = rnrbApplies ? Math.floor(excess / 2) : 0;
  const adjustedAllowance = Math.max(0, defaultAllowance - taper);
  const homeValue = rnrbApplies ? Math.max(0, input.homeToDescendants ?? 0) : 0;
  const rnrbAvailable = Math.min(adjustedAllowance, homeValue, chargeableEstate);

  const rnrbShares = bandShares(rnrbAvailable, chargeable);
  const nrbShares = bandShares(nrbAvailable, chargeable);
  const reducedRate = charityRateAvailable(thresholds, input.dateOfDeath);

  const components: ComponentWorking[] = ESTATE_COMPONENTS.map((component, i) => {
    const c = chargeable[i] ?? 0;
    const donated = charity[i] ?? 0;
    const nilRateBandShare = nrbShares[i] ?? 0;
    const residenceBandShare = rnrbShares[i] ?? 0;
    const taxable = Math.max(0, c - nilRateBandShare - residenceBandShare);
    const afterNilRateBand = Math.max(0, c - nilRateBandShare);
    const baseline = afterNilRateBand + donated;
    const qualifies = reducedRate && meets(donated, baseline);
    const ratePercent = qualifies ? thresholds.charityRatePercent : thresholds.ratePercent;
    return {
      component,
      gross: gross[i] ?? 0,
      liabilities: liabilities[i] ?? 0,
      net: net[i] ?? 0,
      spouseExemption: spouse[i] ?? 0,
      charityExemption: donated,
      chargeable: c,
      nilRateBandShare,
      residenceBandShare,
      taxable,
      afterNilRateBand,
      baseline,
      donated,
      tenPercentOfBaseline: Math.ceil(baseline / 10),
      meetsTenPercent: qualifies,
      extraToQualify:
        reducedRate && !qualifies && taxable > 0
          ? extraToQualify(i, chargeable, donated, nrbAvailable)
          : null,
      ratePercent,
      tax: mulDivFloor(taxable, BigInt(ratePercent), 100n),
    };
  });

  return {
    dateOfDeath: input.dateOfDeath,
    thresholds,
    components,
    grossEstate: sum(gross),
    liabilities: sum(liabilities),
    netEstate,
    spouseExemption: sum(spouse),
    charityExemption: sum(charity),
    chargeableEstate,
    nilRateBand: {
      own: ownNrb,
      transferredPercent: input.transferredNilRateBandPercent,
      transferred: transferredNrb,
      total: ownNrb + transferredNrb,
      lifetimeGifts,
      usedByLifetimeGifts,
      available: nrbAvailable,
      unused: Math.max(0, nrbAvailable - Math.max(0, chargeableEstate - rnrbAvailable)),
    },
    residenceBand: {
      applies: rnrbApplies,
      notAvailableBecause:
        thresholds.residenceNilRateBand === 0
          ? 'deathBeforeResidenceBand'
          : input.homeToDescendants === null
            ? 'noHomeToDescendants'
            : null,
      own: ownRnrb,
      transferredPercent: input.transferredResidenceBandPercent,
      transferred: transferredRnrb,
      defaultAllowance,
      taperThreshold: thresholds.taperThreshold,
      taper,
      adjustedAllowance,
      homeToDescendants: homeValue,
      available: rnrbAvailable,
    },
    charityRateAvailable: reducedRate,
    totalTax: sum(components.map((c) => c.tax)),
    dueDate: inheritanceTaxDueDate(input.dateOfDeath),
    interestFrom: inheritanceTaxInterestFrom(input.dateOfDeath),
    problems: IHT_PROBLEMS.filter((p) => problems.has(p)),
  };
}
