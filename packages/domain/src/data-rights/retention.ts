/**
 * Issue 19 "Retention and erasure": the retention rules as data and the pure arithmetic over them
 * (when is each kind of record due for erasure). The server stores a firm's rules and runs the
 * job; the web shows the same words. Dates are 'YYYY-MM-DD' (UTC days).
 */

/** What a rule covers. */
export const RETENTION_CATEGORIES = ['identityChecks', 'personalDetails', 'documents', 'messages'] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

export interface RetentionCategoryDef {
  category: RetentionCategory;
  label: string;
  /** What is erased when it is due. */
  covers: string;
  defaultMonths: number;
  /** The shortest a firm may set (the law's minimum), and the longest. */
  minMonths: number;
  maxMonths: number;
  /** Why the record is kept for that long, in words shown beside a kept item. */
  basis: string;
}

/** MLR 2017 reg. 40(3): five years from the end of the business relationship. */
export const MLR_REG_40_MONTHS = 60;
/** Items due within this many days are listed to the admins; erased no sooner than this after listing. */
export const RETENTION_NOTICE_DAYS = 14;
export const RETENTION_MAX_MONTHS = 240;

export const RETENTION_CATEGORY_DEFS: readonly RetentionCategoryDef[] = [
  {
    category: 'identityChecks',
    label: 'Identity-check evidence and results',
    covers:
      'check results (components, screening matches, scores, provider references) and the identity-document numbers on the individual',
    defaultMonths: MLR_REG_40_MONTHS,
    minMonths: MLR_REG_40_MONTHS,
    maxMonths: RETENTION_MAX_MONTHS,
    basis: 'MLR 2017 reg. 40',
  },
  {
    category: 'personalDetails',
    label: 'Personal details of the individuals',
    covers: 'names, dates, addresses, contact and bank details (the record stays as a tombstone)',
    defaultMonths: 72,
    minMonths: 0,
    maxMonths: RETENTION_MAX_MONTHS,
    basis: "the firm's retention policy",
  },
  {
    category: 'documents',
    label: 'Documents and their files',
    covers: "the matter's documents, every version's file and chat attachments",
    defaultMonths: 72,
    minMonths: 0,
    maxMonths: RETENTION_MAX_MONTHS,
    basis: "the firm's retention policy",
  },
  {
    category: 'messages',
    label: 'Messages',
    covers: "the texts of the matter's chats with its individuals",
    defaultMonths: 72,
    minMonths: 0,
    maxMonths: RETENTION_MAX_MONTHS,
    basis: "the firm's retention policy",
  },
];

export const retentionCategoryDef = (c: RetentionCategory): RetentionCategoryDef =>
  RETENTION_CATEGORY_DEFS.find((d) => d.category === c)!;

export type RetentionRules = Record<RetentionCategory, number>;

export const DEFAULT_RETENTION_RULES: RetentionRules = Object.fromEntries(
  RETENTION_CATEGORY_DEFS.map((d) => [d.category, d.defaultMonths]),
) as RetentionRules;

/** The error for a rule out of range, or null. */
export function retentionRuleError(category: RetentionCategory, months: number): string | null {
  const def = retentionCategoryDef(category);
  if (!Number.isInteger(months)) return 'Must be a whole number of months';
  if (months < def.minMonths) return `Must be at least ${def.minMonths} months (${def.basis})`;
  if (months > def.maxMonths) return `Must be at most ${def.maxMonths} months`;
  return null;
}

const DAY_MS = 86_400_000;
const toDay = (d: Date) => d.toISOString().slice(0, 10);
const fromDay = (s: string) => new Date(`${s}T00:00:00Z`);

/** Adds calendar months, keeping the day (31 Jan + 1 month = 28/29 Feb). */
export function retentionAddMonths(day: string, months: number): string {
  const d = fromDay(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return toDay(target);
}

export const retentionAddDays = (day: string, days: number): string =>
  toDay(new Date(fromDay(day).getTime() + days * DAY_MS));

/** The business relationship ends when the matter is completed or archived, whichever came first. */
export function matterEndDay(completed: Date | null, archived: Date | null): string | null {
  const ends = [completed, archived].filter((d): d is Date => !!d).map((d) => d.getTime());
  return ends.length ? toDay(new Date(Math.min(...ends))) : null;
}

export interface LegalHoldPeriod {
  setAt: Date;
  liftedAt: Date | null;
}

/**
 * A legal hold stops the clock: the days a hold ran after the matter ended are added to every due
 * date. Null while a hold is on (nothing is due).
 */
export function heldDays(endDay: string, holds: readonly LegalHoldPeriod[]): number | null {
  if (holds.some((h) => !h.liftedAt)) return null;
  const end = fromDay(endDay).getTime();
  // Overlapping holds count once: merge the periods after the end.
  const spans = holds
    .map((h) => [Math.max(h.setAt.getTime(), end), h.liftedAt!.getTime()] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let reach = end;
  for (const [a, b] of spans) {
    const from = Math.max(a, reach);
    if (b > from) total += b - from;
    reach = Math.max(reach, b);
  }
  return Math.ceil(total / DAY_MS);
}

export type RetentionState = { state: 'open' } | { state: 'held' } | { state: 'scheduled'; dueDay: string };

/** When one category of a matter's records is due, given its end, holds and the months kept. */
export function retentionDue(
  endDay: string | null,
  holds: readonly LegalHoldPeriod[],
  months: number,
): RetentionState {
  if (holds.some((h) => !h.liftedAt)) return { state: 'held' };
  if (!endDay) return { state: 'open' };
  const held = heldDays(endDay, holds) ?? 0;
  return { state: 'scheduled', dueDay: retentionAddDays(retentionAddMonths(endDay, months), held) };
}

/**
 * The due day of every category of a matter. Personal details are kept at least as long as the
 * identity-check evidence when the matter's individuals were checked: the evidence identifies them.
 */
export function matterRetention(
  endDay: string | null,
  holds: readonly LegalHoldPeriod[],
  rules: RetentionRules,
  hasChecks: boolean,
): Record<RetentionCategory, RetentionState> {
  const out = Object.fromEntries(
    RETENTION_CATEGORIES.map((c) => [c, retentionDue(endDay, holds, rules[c])]),
  ) as Record<RetentionCategory, RetentionState>;
  const id = out.identityChecks;
  const pd = out.personalDetails;
  if (hasChecks && id.state === 'scheduled' && pd.state === 'scheduled' && id.dueDay > pd.dueDay)
    out.personalDetails = id;
  return out;
}

/** Listed to the admins: due on or before today + 14 days. */
export const isRetentionNoticeDue = (dueDay: string, today: string) =>
  dueDay <= retentionAddDays(today, RETENTION_NOTICE_DAYS);

/** Erased by the job: due, and first listed at least 14 days ago. */
export function isRetentionErasable(dueDay: string, today: string, listedDay: string | null): boolean {
  return dueDay <= today && listedDay !== null && retentionAddDays(listedDay, RETENTION_NOTICE_DAYS) <= today;
}

export const todayOf = (now: Date) => toDay(now);

/**
 * Issue 19 for charities: a charity's retention covers its legacies, one category. The clock
 * starts when the legacy ends: the firm's matter completed or archived (a firm's legacy), or the
 * charity set it to complete, archived or rejected (a legacy it follows alone). Six years at
 * least: the charity's accounting records (Charities Act 2011 s.131; HMRC's six years for Gift Aid
 * and accounts) name the estate a legacy came from; the amounts themselves are never erased.
 */
export const LEGACY_RETENTION_CATEGORIES = ['legacyRecords'] as const;
export type LegacyRetentionCategory = (typeof LEGACY_RETENTION_CATEGORIES)[number];
export const CHARITY_ACCOUNTS_MONTHS = 72;

export const LEGACY_RETENTION_CATEGORY_DEFS = [
  {
    category: 'legacyRecords',
    label: 'Legacy records',
    covers:
      "the deceased's and executors' details, references, dates, the legacy's documents and files, and the charity's messages in its chats (amounts and totals stay)",
    defaultMonths: CHARITY_ACCOUNTS_MONTHS,
    minMonths: CHARITY_ACCOUNTS_MONTHS,
    maxMonths: RETENTION_MAX_MONTHS,
    basis: 'charity accounting records (Charities Act 2011 s.131, HMRC: six years)',
  },
] as const satisfies readonly (Omit<RetentionCategoryDef, 'category'> & {
  category: LegacyRetentionCategory;
})[];

export type LegacyRetentionRules = Record<LegacyRetentionCategory, number>;
export const DEFAULT_LEGACY_RETENTION_RULES: LegacyRetentionRules = {
  legacyRecords: CHARITY_ACCOUNTS_MONTHS,
};

/** The error for a charity's rule out of range, or null. */
export function legacyRetentionRuleError(months: number): string | null {
  const def = LEGACY_RETENTION_CATEGORY_DEFS[0];
  if (!Number.isInteger(months)) return 'Must be a whole number of months';
  if (months < def.minMonths) return `Must be at least ${def.minMonths} months (${def.basis})`;
  if (months > def.maxMonths) return `Must be at most ${def.maxMonths} months`;
  return null;
}

/** Legacy statuses that end a legacy the charity follows alone. */
export const LEGACY_ENDED_STATUS_KEYS = ['complete', 'archived', 'rejected'] as const;

/** A legacy ends when its firm's matter ends, or (no firm) when the charity closed it. */
export function legacyEndDay(
  matter: { completed: Date | null; archived: Date | null } | null,
  closedAt: Date | null,
): string | null {
  if (matter) return matterEndDay(matter.completed, matter.archived);
  return closedAt ? toDay(closedAt) : null;
}
