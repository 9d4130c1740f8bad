import { z } from 'zod';
import { todayInUk } from '../calendar.js';
import { CHECK_ALWAYS, zDate, zOptionalDate } from '../schemas/dates.js';
import { optionalText, requiredText, zUuid } from '../schemas/fields.js';
import { VALIDATION } from '../texts.js';
import { ESTATE_COMPONENTS } from './inheritance-tax.js';
import {
  type EstateDates,
  type KeyDateKind,
  type KeyDeadline,
  type ProbateStage,
  estateDeadlines,
  inheritanceTaxDueDate,
} from './key-dates.js';
import { LIFETIME_GIFT_RECIPIENT_MAX } from './schemas.js';

/** Percentages are stored ×10,000 (4 decimal places, money.ts). */
export { PERCENT_SCALE } from './money.js';

/*
 * Issue 17 "the will's gifts" and "Key dates and the grant": the contracts and words of the will's
 * legacies, the estate's tax facts and the probate application's stages. Money is integer pence on
 * the wire (pounds typed in the forms, converted by penceFromPoundsText, never through a float).
 */

export const WILL_LEGACY_KINDS = ['pecuniary', 'specific', 'residuary', 'spouse'] as const;
export type WillLegacyKind = (typeof WILL_LEGACY_KINDS)[number];

export const WILL_LEGACY_KIND_LABELS: Record<WillLegacyKind, string> = {
  pecuniary: 'Pecuniary legacy (a sum of money)',
  specific: 'Specific legacy (a named item)',
  residuary: 'Share of the residue',
  spouse: 'Gift to the spouse or civil partner (exempt)',
};

/** The words of the activity entry (firm-only, never a figure): "recorded a pecuniary legacy on …". */
export const WILL_LEGACY_ACTIVITY_OBJECT: Record<WillLegacyKind, string> = {
  pecuniary: 'a pecuniary legacy',
  specific: 'a specific legacy',
  residuary: 'a residuary gift',
  spouse: 'a gift to the spouse',
};

export const BENEFICIARY_NAME_MAX = 200;
export const LEGACY_DESCRIPTION_MAX = 500;
/** A fraction of the residue: numerator and denominator up to this (1/3, 7/12…). */
export const RESIDUARY_FRACTION_MAX = 1_000_000;

export const WILL_TEXTS = {
  title: 'Will and gifts',
  description:
    'The gifts in the will, who receives them and the facts the inheritance tax worksheet needs. Residuary shares are worked out in the estate accounts.',
  addLegacy: 'Add a gift',
  changeLegacy: 'Change the gift',
  deleteLegacy: 'Delete the gift',
  deleteLegacyConfirm: 'Delete this gift from the will’s list? This cannot be undone.',
  noLegacies: 'No gifts yet. Add the will’s legacies and the shares of the residue.',
  kind: 'Kind of gift',
  beneficiary: 'Beneficiary',
  beneficiaryType: 'Given to',
  toCharity: 'A charity named on the matter',
  toPerson: 'A named person',
  charity: 'Charity',
  chooseCharity: 'Choose a charity',
  noCharities: 'No charities are linked to this matter yet: add them on the Charities page.',
  personName: 'Name of the beneficiary',
  amount: 'Amount (£)',
  itemDescription: 'What is given',
  share: 'Share of the residue',
  shareKind: 'Share given as',
  percent: 'A percentage',
  fraction: 'A fraction',
  percentValue: 'Percentage (%)',
  numerator: 'Numerator',
  denominator: 'Denominator',
  gift: 'Gift',
  actions: 'Actions',
  change: 'Change',
  delete: 'Delete',
  legacyAdded: 'Gift added',
  legacyChanged: 'Gift changed',
  legacyDeleted: 'Gift deleted',
  ofResidue: (share: string) => `${share} of the residue`,
  component: 'Estate component (for the 36 % rate)',
  factsTitle: 'Inheritance tax facts',
  factsHelp: 'The late spouse’s unused bands, the family home and the gifts of the seven years before death.',
  transferredNilRateBandPercent: 'Transferred nil-rate band (%)',
  transferredResidenceBandPercent: 'Transferred residence nil-rate band (%)',
  homeToDescendants: 'A home passes to direct descendants',
  homeValue: 'Value of the home passing to them (£)',
  lifetimeGifts: 'Gifts in the seven years before death',
  noLifetimeGifts: 'No lifetime gifts recorded.',
  addLifetimeGift: 'Add a lifetime gift',
  giftDate: 'Date of the gift',
  giftAmount: 'Value after exemptions (£)',
  giftRecipient: 'Recipient',
  saveFacts: 'Save the tax facts',
  factsSaved: 'Tax facts saved',
  homeValueRequired: 'Enter the value of the home passing to direct descendants',
  homeValueWithoutHome: 'A value is given only when a home passes to direct descendants',
  notEstate: 'The will’s gifts are kept for Estate matters only.',
  fieldNotForKind: 'This is not asked for this kind of gift',
  spouseIsPerson: 'A gift to the spouse or civil partner is to a named person',
  fractionAboveOne: 'The numerator cannot be more than the denominator',
  charityNotOfMatter: 'Choose a charity linked to this matter',
  itemNotOfMatter: 'Choose an asset of this estate',
  giftAfterDeath: 'A lifetime gift is made before the death',
  amountRequired: 'Enter the amount',
  descriptionRequired: 'Describe what is given',
  shareRequired: 'Enter the share of the residue',
} as const;

const zPence = z
  .number({ error: 'Enter an amount in whole pence' })
  .int({ error: 'Enter an amount in whole pence' })
  .min(0, { error: 'The amount cannot be negative' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Enter an amount in whole pence' });

const fourPlaces = (v: number) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6;
const PERCENT_TEXT = 'Enter a percentage from 0 to 100, to at most 4 decimal places';
const zPercent = z
  .number({ error: PERCENT_TEXT })
  .min(0, { error: PERCENT_TEXT })
  .max(100, { error: PERCENT_TEXT })
  .refine(fourPlaces, { error: PERCENT_TEXT });

const zWhole = z
  .number({ error: VALIDATION.invalidFormat })
  .int({ error: VALIDATION.invalidFormat })
  .min(1, { error: VALIDATION.invalidFormat })
  .max(RESIDUARY_FRACTION_MAX, { error: VALIDATION.invalidFormat });

/** The domain's residuary share (estate-accounts.ts ResiduaryShareOf): a percentage or a fraction. */
export const ZResiduaryShare = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('percent'),
      percent: zPercent.refine((v) => v > 0, { error: PERCENT_TEXT }),
    }),
    z.object({ kind: z.literal('fraction'), numerator: zWhole, denominator: zWhole }),
  ],
  { error: VALIDATION.invalidFormat },
);

export const ZLegacyBeneficiary = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('charity'), matterCharityID: zUuid }),
    z.object({ type: z.literal('person'), name: requiredText(BENEFICIARY_NAME_MAX) }),
  ],
  { error: VALIDATION.invalidFormat },
);

/**
 * A gift of the will. Each kind takes its own fields and no other (a field of another kind is an
 * error, so nothing is silently dropped): pecuniary and spouse an amount, specific a description
 * (and the register's item it gives, if any), residuary a share.
 */
export const ZWillLegacyInput = z
  .object({
    kind: z.enum(WILL_LEGACY_KINDS, { error: VALIDATION.invalidFormat }),
    component: z.enum(ESTATE_COMPONENTS, { error: VALIDATION.invalidFormat }).default('general'),
    beneficiary: ZLegacyBeneficiary,
    amount: zPence.nullish().transform((v) => v ?? null),
    description: optionalText(LEGACY_DESCRIPTION_MAX).transform((v) => (v ? v : null)),
    estateItemID: zUuid.nullish().transform((v) => v ?? null),
    share: ZResiduaryShare.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const needs = {
      amount: v.kind === 'pecuniary' || v.kind === 'spouse',
      description: v.kind === 'specific',
      estateItemID: v.kind === 'specific',
      share: v.kind === 'residuary',
    };
    const required = {
      amount: WILL_TEXTS.amountRequired,
      description: WILL_TEXTS.descriptionRequired,
      estateItemID: null,
      share: WILL_TEXTS.shareRequired,
    };
    for (const field of ['amount', 'description', 'estateItemID', 'share'] as const) {
      const given = v[field] !== null;
      if (given && !needs[field])
        ctx.addIssue({ code: 'custom', path: [field], message: WILL_TEXTS.fieldNotForKind });
      const message = required[field];
      if (!given && needs[field] && message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (v.kind === 'spouse' && v.beneficiary.type !== 'person')
      ctx.addIssue({ code: 'custom', path: ['beneficiary', 'type'], message: WILL_TEXTS.spouseIsPerson });
    if (v.share?.kind === 'fraction' && v.share.denominator >= 1 && v.share.numerator > v.share.denominator)
      ctx.addIssue({ code: 'custom', path: ['share', 'numerator'], message: WILL_TEXTS.fractionAboveOne });
  });
export type WillLegacyInput = z.input<typeof ZWillLegacyInput>;
export type WillLegacyValues = z.output<typeof ZWillLegacyInput>;

/** The estate's tax facts and the gifts of the seven years before death: one record per matter. */
export const ZEstateFactsInput = z
  .object({
    transferredNilRateBandPercent: zPercent.default(0),
    transferredResidenceBandPercent: zPercent.default(0),
    homeToDescendants: z.boolean({ error: VALIDATION.invalidFormat }).default(false),
    homeToDescendantsValue: zPence.nullish().transform((v) => v ?? null),
    lifetimeGifts: z
      .array(
        z.object({
          date: zDate.refine((d) => d === '' || d <= todayInUk(), { error: WILL_TEXTS.giftAfterDeath }),
          amount: zPence,
          recipient: requiredText(LIFETIME_GIFT_RECIPIENT_MAX),
        }),
      )
      .max(200)
      .default([]),
  })
  .superRefine((v, ctx) => {
    // Run with the fields' own problems (CHECK_ALWAYS): the values may be of any type here.
    const value = v.homeToDescendantsValue as unknown;
    const given = value !== null && value !== undefined;
    if (v.homeToDescendants === true && !given)
      ctx.addIssue({
        code: 'custom',
        path: ['homeToDescendantsValue'],
        message: WILL_TEXTS.homeValueRequired,
      });
    if (v.homeToDescendants !== true && given)
      ctx.addIssue({
        code: 'custom',
        path: ['homeToDescendantsValue'],
        message: WILL_TEXTS.homeValueWithoutHome,
      });
  }, CHECK_ALWAYS);
export type EstateFactsInput = z.input<typeof ZEstateFactsInput>;
export type EstateFactsValues = z.output<typeof ZEstateFactsInput>;

export const PROBATE_REASON_MAX = 1000;

export const ZProbateStageInput = z
  .object({
    stage: z.enum(['submitted', 'stopped', 'examining', 'grantIssued'], { error: VALIDATION.invalidFormat }),
    on: zDate,
    reason: optionalText(PROBATE_REASON_MAX).transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.stage === 'stopped' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PROBATE_TEXTS.reasonRequired });
    if (v.stage !== 'stopped' && v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PROBATE_TEXTS.reasonOnlyForStop });
  });
export type ProbateStageInput = z.input<typeof ZProbateStageInput>;

export const ZSection27NoticesInput = z.object({
  gazetteNoticeOn: zOptionalDate,
  localPaperNoticeOn: zOptionalDate,
});
export type Section27NoticesInput = z.input<typeof ZSection27NoticesInput>;

/** The activity entry's words for the probate application and the notices (never a date or figure). */
export const PROBATE_ACTIVITY_OBJECT: Record<ProbateStage, string> = {
  submitted: 'the probate application',
  stopped: 'a stop on the probate application',
  examining: 'a probate application stage',
  grantIssued: 'the grant of probate',
};

export const PROBATE_TEXTS = {
  title: 'Key dates',
  description:
    'The estate’s deadlines, worked out from the date of death, the grant and the creditor notices. Each shows how it was worked out.',
  deadlines: 'Deadlines',
  dateOfDeath: 'Date of death',
  dateOfDeathMissing: 'Enter the date of death in the matter’s details to work out the deadlines.',
  past: 'Passed',
  upcoming: 'Upcoming',
  workedOut: 'Worked out',
  application: 'Probate application',
  noApplication: 'No application submitted yet.',
  addStage: 'Record a stage',
  stage: 'Stage',
  stageOn: 'Date',
  reason: 'Reason HMCTS gave',
  stageRecorded: 'Stage recorded',
  removeLatest: 'Remove the latest stage',
  removeLatestConfirm: 'Remove the latest stage of the application? A grant removed clears the grant date.',
  stageRemoved: 'Stage removed',
  grantDate: 'Grant date',
  notices: 'Creditor notices (Trustee Act 1925 s.27)',
  gazetteNoticeOn: 'London Gazette notice',
  localPaperNoticeOn: 'Local newspaper notice',
  saveNotices: 'Save the notice dates',
  noticesSaved: 'Notice dates saved',
  reasonRequired: 'Enter the reason HMCTS gave for stopping the application',
  reasonOnlyForStop: 'A reason is given only when the application is stopped',
  firstIsSubmitted: 'The application must be submitted before any other stage',
  submittedOnce: 'The application has already been submitted',
  afterGrant: 'The grant has been issued: no stage follows it',
  beforePrevious: 'A stage cannot be dated before the stage before it',
  inFuture: 'The date cannot be in the future',
  beforeDeath: 'The date cannot be before the date of death',
  noLatest: 'There is no stage to remove',
  needsDateOfDeath: 'Enter the date of death in the matter’s details first',
  noticeBeforeDeath: 'A notice is placed after the death',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date 'YYYY-MM-DD' as "3 Mar 2026" (read from its digits: no time zone can move it). */
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** How each deadline is worked out: "Grant 3 Mar 2026 + 6 months". */
export const KEY_DATE_BASIS: Record<KeyDateKind, (from: string) => string> = {
  inheritanceTaxDue: (death) => `End of the sixth month after the month of death (${death})`,
  inheritanceTaxInterest: (due) => `The day after the tax is due (${due})`,
  executorsYearEnd: (death) => `Death ${death} + 12 months`,
  section27ClaimsEnd: (notice) => `Later notice ${notice} + 2 months`,
  family1975ActClaimsEnd: (grant) => `Grant ${grant} + 6 months`,
};

export interface KeyDateView extends KeyDeadline {
  status: 'past' | 'upcoming';
  /** How it was worked out, in words. */
  basis: string;
}

/**
 * Every deadline the estate's dates allow (key-dates.ts), each with how it was worked out and
 * whether it has passed: a deadline today is still upcoming (UK date).
 */
export function keyDateViews(dates: EstateDates, today: string): KeyDateView[] {
  const later =
    dates.gazetteNotice && dates.localPaperNotice
      ? dates.gazetteNotice > dates.localPaperNotice
        ? dates.gazetteNotice
        : dates.localPaperNotice
      : null;
  const from: Record<KeyDateKind, string | null> = {
    inheritanceTaxDue: dates.dateOfDeath,
    inheritanceTaxInterest: inheritanceTaxDueDate(dates.dateOfDeath),
    executorsYearEnd: dates.dateOfDeath,
    section27ClaimsEnd: later,
    family1975ActClaimsEnd: dates.grantDate,
  };
  return estateDeadlines(dates).map((d) => ({
    ...d,
    status: d.date < today ? 'past' : 'upcoming',
    basis: KEY_DATE_BASIS[d.kind](formatCalendarDate(from[d.kind] ?? d.date)),
  }));
}
