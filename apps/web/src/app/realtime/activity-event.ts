import { type ActivityEntry, activityText } from '../../components/activity-timeline';

function isActivityEntry(value: object): value is ActivityEntry {
  return 'activityType' in value && 'action' in value && 'dateTime' in value;
}

/** The toast text of an 'activityReceived' event: a text, an activity entry, or an object with a text. */
export function activityEventText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload.trim() || null;
  if (typeof payload !== 'object' || payload === null) return null;
  if (isActivityEntry(payload)) return activityText(payload);
  const record = payload as Record<string, unknown>;
  for (const key of ['text', 'message', 'title']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** The conversation a 'MessageReceived' event is about, when it says so. */
export function conversationOfEvent(payload: unknown): string | null {
  if (typeof payload === 'string') return payload || null;
  if (typeof payload !== 'object' || payload === null) return null;
  const value =
    (payload as Record<string, unknown>).conversationID ??
    (payload as Record<string, unknown>).conversationId;
  return typeof value === 'string' && value ? value : null;
}
