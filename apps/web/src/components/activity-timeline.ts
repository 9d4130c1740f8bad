import {
  type ActivitySentence,
  MATTER_TEXTS,
  activitySentence as domainActivitySentence,
  activityText as domainActivityText,
} from '@probity/domain';
import dayjs, { type Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(relativeTime);

/** spec 01 §3 Activity entry, as GET /api/Activity/ answers it. */
export interface ActivityEntry {
  activityID: string;
  reference: string | null;
  matterID: string | null;
  /** The legacy the entry is about (issue 11); absent in entries from before. */
  legacyID?: string | null;
  /** null: no named actor, shown as System. organisationName: the actor is of another organisation. */
  user: {
    userID: string;
    name: string;
    profileImage: string | null;
    organisationName?: string | null;
  } | null;
  activityType: string;
  object: string | null;
  action: string;
  /** ISO date-time (UTC). */
  dateTime: string;
  text: string | null;
}

export interface ActivityGroup<T> {
  key: string;
  label: string;
  entries: T[];
}

/** spec/README: times are shown in GMT. Weeks start on Monday (spec 02 §9). */
function gmt(value: string | Date): Dayjs {
  return dayjs.utc(value);
}

function startOfWeek(day: Dayjs): Dayjs {
  const start = day.startOf('day');
  return start.subtract((start.day() + 6) % 7, 'day');
}

/**
 * spec 01 §3: the timeline is grouped Today, Yesterday, Previously this week, Previously this
 * month, then by month and year. A time in the future (a clock ahead) counts as today.
 */
export function activityGroupOf(dateTime: string, now: Date): { key: string; label: string } {
  const at = gmt(dateTime);
  const today = gmt(now).startOf('day');
  const { activityGroups } = MATTER_TEXTS;
  if (!at.isBefore(today)) return { key: 'today', label: activityGroups.today };
  if (!at.isBefore(today.subtract(1, 'day'))) return { key: 'yesterday', label: activityGroups.yesterday };
  if (!at.isBefore(startOfWeek(today))) return { key: 'thisWeek', label: activityGroups.thisWeek };
  if (!at.isBefore(today.startOf('month'))) return { key: 'thisMonth', label: activityGroups.thisMonth };
  return { key: at.format('YYYY-MM'), label: at.format('MMMM YYYY') };
}

/** Groups entries (newest first, as the API answers) in their order. */
export function groupActivity<T extends { dateTime: string }>(
  entries: readonly T[],
  now: Date,
): ActivityGroup<T>[] {
  const groups: ActivityGroup<T>[] = [];
  for (const entry of entries) {
    const { key, label } = activityGroupOf(entry.dateTime, now);
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, label, entries: [entry] });
  }
  return groups;
}

/**
 * spec 01 §9: today shows the time, this week the weekday, this year day and month, older a
 * relative date; all in GMT.
 */
export function formatActivityTime(dateTime: string, now: Date): string {
  const at = gmt(dateTime);
  const current = gmt(now);
  const today = current.startOf('day');
  if (!at.isBefore(today)) return at.format('HH:mm');
  if (!at.isBefore(startOfWeek(today))) return at.format('dddd');
  if (at.year() === current.year()) return at.format('D MMM');
  return at.from(current);
}

/** The full date and time, for a tooltip. */
export function formatActivityDateTime(dateTime: string): string {
  return `${gmt(dateTime).format('DD/MM/YYYY HH:mm')} GMT`;
}

export type { ActivitySentence } from '@probity/domain';

/**
 * An entry as words: `{actor} {verb} {reference}{rest}` (packages/domain activitySentence: every
 * action of the closed list ACTIVITY_ACTIONS has its words, shared with the notification e-mails).
 * A firm user in a charity's feed is named with their firm.
 */
export function activitySentence(entry: ActivityEntry): ActivitySentence {
  return domainActivitySentence(entry);
}

export function activityText(entry: ActivityEntry): string {
  return domainActivityText(entry);
}

/** An entry links to its matter unless the matter was deleted. */
export function activityMatterLink(entry: ActivityEntry): string | null {
  if (!entry.matterID || (entry.activityType === 'matter' && entry.action === 'deleted')) return null;
  return `/secure/matters/${encodeURIComponent(entry.matterID)}`;
}

/** The page of the legacy area an entry is about (documents, legacy details, team), else the information. */
function legacyPageOf(entry: ActivityEntry): string {
  if (entry.activityType === 'document') return 'documents';
  if (entry.action.startsWith('detail_') || entry.action === 'expected_receipt_changed')
    return 'legacy-details';
  if (entry.action === 'team_added') return 'team';
  return 'information';
}

/** A legacy's entry links a charity user to the legacy (the page it is about), unless the legacy was deleted. */
export function activityLegacyLink(entry: ActivityEntry): string | null {
  if (!entry.legacyID || (entry.activityType === 'legacy' && entry.action === 'deleted')) return null;
  return `/secure/charity-legacies/${encodeURIComponent(entry.legacyID)}/${legacyPageOf(entry)}`;
}

/**
 * Where an entry links for the viewer (issue 11): a firm user to the matter, a charity user to the
 * legacy; nowhere when the viewer may open neither.
 */
export function activityLinkFor(
  entry: ActivityEntry,
  may: { openMatters: boolean; openLegacies: boolean },
): string | null {
  if (may.openMatters) {
    const matter = activityMatterLink(entry);
    if (matter) return matter;
  }
  return may.openLegacies ? activityLegacyLink(entry) : null;
}
