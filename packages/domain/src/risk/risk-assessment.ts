import { isCalendarDate } from '../calendar.js';
import { RISK_TEXTS } from './risk-texts.js';

/*
 * Issue 12: the client and matter risk assessment of an individual. The four factors are the risk
 * categories of the Money Laundering, Terrorist Financing and Transfer of Funds (Information on the
 * Payer) Regulations 2017 (SI 2017/692): reg. 18(2)(b) (customers; countries or geographic areas;
 * products or services; transactions; delivery channels), which reg. 28(12)–(13) applies to the
 * particular case and reg. 33(6) lists as customer, product/service/transaction/delivery-channel and
 * geographical risk factors. Products, services and transactions are one factor here, as in reg. 33(6)(b).
 */

export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export function isRiskLevel(value: unknown): value is RiskLevel {
  return typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);
}

/** The four factors, in the order the screen shows them; `field` is the input's rating field. */
export const RISK_FACTORS = [
  {
    key: 'customer',
    field: 'customerRisk',
    note: 'customerNote',
    label: 'Customer risk',
    source: 'reg. 33(6)(a)',
  },
  {
    key: 'geographic',
    field: 'geographicRisk',
    note: 'geographicNote',
    label: 'Geographic risk',
    source: 'reg. 33(6)(c)',
  },
  {
    key: 'product',
    field: 'productRisk',
    note: 'productNote',
    label: 'Product, service or transaction risk',
    source: 'reg. 33(6)(b)',
  },
  {
    key: 'deliveryChannel',
    field: 'deliveryChannelRisk',
    note: 'deliveryChannelNote',
    label: 'Delivery channel risk',
    source: 'reg. 33(6)(b)',
  },
] as const;
export type RiskFactor = (typeof RISK_FACTORS)[number];
export type RiskFactorKey = RiskFactor['key'];
export type RiskFactorRatings = Record<RiskFactor['field'], RiskLevel>;

export const rankOf = (level: RiskLevel): number => RISK_LEVELS.indexOf(level);

/**
 * Decision (docs/decisions.md, issue 12): the computed overall rating is the highest factor. One
 * high-risk factor is enough to call for enhanced due diligence (reg. 33(1)(b) "in any case
 * identified as one where there is a high risk"), so no averaging may hide it.
 */
export function computeOverallRating(ratings: RiskFactorRatings): RiskLevel {
  let best: RiskLevel = 'Low';
  for (const factor of RISK_FACTORS)
    if (rankOf(ratings[factor.field]) > rankOf(best)) best = ratings[factor.field];
  return best;
}

/** The factors that make the computed rating, by their label in lower case ("geographic risk"). */
export function decidingFactors(ratings: RiskFactorRatings): RiskFactor[] {
  const overall = computeOverallRating(ratings);
  return RISK_FACTORS.filter((f) => ratings[f.field] === overall);
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The working of the rating in words: "High because geographic risk is High", "Medium because
 * customer risk and product, service or transaction risk are Medium", "Low because every factor
 * is Low"; a raised rating says so: "High, raised from Medium (…)".
 */
export function ratingWorking(
  ratings: RiskFactorRatings,
  overall: RiskLevel = computeOverallRating(ratings),
): string {
  const computed = computeOverallRating(ratings);
  const deciding = decidingFactors(ratings);
  const why =
    deciding.length === RISK_FACTORS.length
      ? `${computed} because every factor is ${computed}`
      : `${computed} because ${joinWords(deciding.map((f) => f.label.toLowerCase()))} ${deciding.length > 1 ? 'are' : 'is'} ${computed}`;
  return overall === computed ? why : `${overall}, raised from ${why}`;
}

/**
 * Decision: how long an assessment stands before its review (reg. 28(11) asks for ongoing monitoring
 * and keeping CDD up to date; it sets no interval): High 1 year, Medium 2 years, Low 3 years.
 */
export const REVIEW_YEARS: Record<RiskLevel, number> = { High: 1, Medium: 2, Low: 3 };

/** 'YYYY-MM-DD' plus whole years; 29 February falls back to 28 February outside a leap year. */
export function addYears(date: string, years: number): string {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, last))}`;
}

export function defaultReviewDate(rating: RiskLevel, assessedOn: string): string {
  return addYears(assessedOn, REVIEW_YEARS[rating]);
}

/** What the firm chose on top of the factors: an overall rating, its reason, a review date. */
export interface RiskChoice {
  overallRating?: RiskLevel | null;
  overallReason?: string | null;
  reviewDate?: string | null;
}

export interface RiskDecision {
  computedRating: RiskLevel;
  overallRating: RiskLevel;
  reviewDate: string;
}

/**
 * Decides the overall rating and review date, or the errors by field. The firm may raise the rating
 * above the computed one (with a reason) but never lower it; it may bring the review forward but
 * not put it off past the rating's interval, nor into the past.
 */
export function decideRisk(
  ratings: RiskFactorRatings,
  choice: RiskChoice,
  today: string,
): { ok: true; value: RiskDecision } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const computedRating = computeOverallRating(ratings);
  const overallRating = choice.overallRating ?? computedRating;
  if (rankOf(overallRating) < rankOf(computedRating)) {
    errors.overallRating = [RISK_TEXTS.cannotLowerRating(computedRating)];
  } else if (overallRating !== computedRating && !choice.overallReason?.trim()) {
    errors.overallReason = [RISK_TEXTS.reasonRequired];
  }
  const latest = defaultReviewDate(overallRating, today);
  const reviewDate = choice.reviewDate ?? latest;
  if (reviewDate < today) errors.reviewDate = [RISK_TEXTS.reviewDateInPast];
  else if (reviewDate > latest) errors.reviewDate = [RISK_TEXTS.reviewDateTooLate(latest)];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { computedRating, overallRating, reviewDate } };
}

/** An assessment as its state needs it. */
export interface RiskAssessmentState {
  overallRating: RiskLevel;
  reviewDate: string;
  signedOffAt: string | null;
  supersededAt: string | null;
}

/** High-risk assessments need the firm's MLRO to sign them off (issue 12; reg. 33(1) EDD). */
export function needsSignOff(a: Pick<RiskAssessmentState, 'overallRating'>): boolean {
  return a.overallRating === 'High';
}

export function isAwaitingSignOff(a: RiskAssessmentState): boolean {
  return !a.supersededAt && needsSignOff(a) && !a.signedOffAt;
}

/** The current assessment's review date has passed (the review day itself is not yet due). */
export function isReviewDue(a: RiskAssessmentState, today: string): boolean {
  return !a.supersededAt && a.reviewDate < today;
}

/** The badges an assessment shows, in order. */
export function riskAssessmentBadges(a: RiskAssessmentState, today: string): string[] {
  if (a.supersededAt) return [RISK_TEXTS.superseded];
  const badges: string[] = [];
  if (isAwaitingSignOff(a)) badges.push(RISK_TEXTS.awaitingSignOff);
  else if (needsSignOff(a)) badges.push(RISK_TEXTS.signedOff);
  if (isReviewDue(a, today)) badges.push(RISK_TEXTS.reviewDue);
  return badges;
}
