import { MATTER_TEXTS } from '@probity/domain';
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
  /** null: no named actor, shown as System. */
  user: { userID: string; name: string; profileImage: string | null } | null;
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

/**
 * An entry as words: `{actor} {verb} {reference}{rest}`; the reference is shown as a link to the
 * matter where there is one. Built from the activity type and action of spec 01 §3.
 */
export interface ActivitySentence {
  actor: string;
  verb: string;
  reference: string | null;
  rest: string;
}

const STATUS_CHANGE = /^Changed status to /;

function phrase(entry: ActivityEntry): { verb: string; withReference: boolean } {
  const object = entry.object ?? '';
  const text = entry.text ?? '';
  const key = `${entry.activityType}.${entry.action}`;
  switch (key) {
    case 'matter.added':
      return { verb: 'created the matter', withReference: true };
    case 'matter.changed_details':
      return STATUS_CHANGE.test(text)
        ? { verb: 'changed the status of', withReference: true }
        : { verb: 'changed the details of', withReference: true };
    case 'matter.deleted':
      return { verb: 'deleted the matter', withReference: true };
    case 'matter.broadcast':
      return { verb: 'sent a broadcast message on', withReference: true };
    case 'individual.added':
      return { verb: `added ${object} to`, withReference: true };
    case 'individual.changed_details':
      return { verb: `changed the details of ${object} on`, withReference: true };
    case 'individual.deleted':
      return { verb: `removed ${object} from`, withReference: true };
    case 'individual.perform_check':
    case 'check.perform_check':
      return { verb: `performed a check on ${object} on`, withReference: true };
    case 'individual.check_invitation':
      return { verb: `invited ${object} to complete a check on`, withReference: true };
    case 'user.added_to_team':
      return { verb: `added ${object} to the team of`, withReference: true };
    case 'user.removed_from_team':
      return { verb: `removed ${object} from the team of`, withReference: true };
    case 'user.set_owner':
      return { verb: `made ${object} the owner of`, withReference: true };
    case 'user.changed_details':
      return { verb: `changed the details of ${object}`, withReference: false };
    case 'user.message':
      return { verb: 'sent a message on', withReference: true };
    case 'document.added':
      return { verb: `added the document ${object} to`, withReference: true };
    case 'document.delete_document':
      return { verb: `deleted the document ${object} from`, withReference: true };
    case 'legacy.added':
      return { verb: `added the legacy ${object}`, withReference: false };
    case 'legacy.deleted':
      return { verb: `deleted the legacy ${object}`, withReference: false };
    default:
      return { verb: `${entry.action.replaceAll('_', ' ')} ${object}`.trim(), withReference: true };
  }
}

export function activitySentence(entry: ActivityEntry): ActivitySentence {
  const { verb, withReference } = phrase(entry);
  const reference = withReference ? entry.reference : null;
  // Without a reference in the sentence, a verb ending in a preposition reads on the object alone.
  const cleanVerb = reference ? verb : verb.replace(/\s+(to|of|on|from)$/, '');
  return {
    actor: entry.user?.name ?? MATTER_TEXTS.system,
    verb: cleanVerb.replace(/\s+/g, ' ').trim(),
    reference,
    rest: entry.text ? `: ${entry.text}` : '',
  };
}

export function activityText(entry: ActivityEntry): string {
  const s = activitySentence(entry);
  return `${s.actor} ${s.verb}${s.reference ? ` ${s.reference}` : ''}${s.rest}`;
}

/** An entry links to its matter unless the matter was deleted. */
export function activityMatterLink(entry: ActivityEntry): string | null {
  if (!entry.matterID || (entry.activityType === 'matter' && entry.action === 'deleted')) return null;
  return `/secure/matters/${encodeURIComponent(entry.matterID)}`;
}
