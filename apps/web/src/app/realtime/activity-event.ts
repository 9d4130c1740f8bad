import { type ActivityEntry, activitySentence } from '../../components/activity-timeline';

function isActivityEntry(value: object): value is ActivityEntry {
  return 'activityType' in value && 'action' in value && 'dateTime' in value;
}

function capitalise(text: string): string {
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text;
}

/**
 * The toast text of an 'activityReceived' event: a text, or an activity entry in words. The event
 * names its actor by id only, so the sentence starts at the verb ("Sent a message on HF/…").
 */
export function activityEventText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload.trim() || null;
  if (typeof payload !== 'object' || payload === null) return null;
  if (isActivityEntry(payload)) {
    const entry = { ...payload, user: payload.user ?? null };
    const sentence = activitySentence(entry);
    const name = entry.user?.name;
    const words = `${sentence.verb}${sentence.reference ? ` ${sentence.reference}` : ''}${sentence.rest}`;
    return name ? `${name} ${words}` : capitalise(words);
  }
  const text = (payload as Record<string, unknown>).text;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/** Who caused the event, when it says. */
export function activityEventUserID(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = (payload as Record<string, unknown>).userID;
  return typeof value === 'string' ? value : null;
}

/** The conversation a 'MessageReceived' event is about, when it says so. */
export function conversationOfEvent(payload: unknown): string | null {
  if (typeof payload === 'string') return payload || null;
  if (typeof payload !== 'object' || payload === null) return null;
  const record = payload as Record<string, unknown>;
  const value = record.conversationID ?? record.conversationId;
  return typeof value === 'string' && value ? value : null;
}
