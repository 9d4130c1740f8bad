/** Pure rules of the chat pane (spec 03 §4, §5). */

export interface Nameable {
  userID: string;
  firstName: string;
  surname: string;
}

export function fullName(user: Pick<Nameable, 'firstName' | 'surname'>): string {
  return `${user.firstName} ${user.surname}`.trim();
}

/** spec 03 §5: a mention is the at-sign plus first name and surname. */
export function mentionOf(user: Pick<Nameable, 'firstName' | 'surname'>): string {
  return `@${fullName(user)}`;
}

/**
 * spec 03 §4: the earliest unread message is the first created after the chat's last-viewed time.
 * Decision: the viewer's own messages are never unread (as the server's hasNewMessages counts).
 */
export function earliestUnreadID<
  T extends { conversationMessageID: string; dateCreated: string; user: { userID: string } | null },
>(messages: readonly T[], lastViewed: string | null, viewerID: string): string | null {
  const viewedAt = lastViewed ? Date.parse(lastViewed) : Number.NEGATIVE_INFINITY;
  if (Number.isNaN(viewedAt)) return null;
  const first = messages.find((m) => m.user?.userID !== viewerID && Date.parse(m.dateCreated) > viewedAt);
  return first?.conversationMessageID ?? null;
}

/** The mention being typed: the text after the last '@' before the caret, on the same word run. */
export function activeMentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  // The '@' starts a word (start of text or after whitespace).
  if (at > 0 && !/\s/.test(before.charAt(at - 1))) return null;
  const query = before.slice(at + 1);
  if (query.includes('\n')) return null;
  return { start: at, query };
}

/**
 * spec 03 §5: the chat users not yet mentioned, filtered by a case-insensitive substring of the
 * full name typed after the @.
 */
export function mentionCandidates<T extends Nameable>(users: readonly T[], text: string, query: string): T[] {
  const term = query.toLowerCase();
  return users.filter((u) => !text.includes(mentionOf(u)) && fullName(u).toLowerCase().includes(term));
}

/** Replaces the typed '@query' with the full mention and a space; answers the text and caret. */
export function insertMention(
  text: string,
  caret: number,
  start: number,
  user: Pick<Nameable, 'firstName' | 'surname'>,
): { text: string; caret: number } {
  const mention = `${mentionOf(user)} `;
  const next = `${text.slice(0, start)}${mention}${text.slice(caret)}`;
  return { text: next, caret: start + mention.length };
}

/** The users whose mention is in the text, as the send payload names them. */
export function taggedUsersOf(users: readonly Nameable[], text: string): { taggedUser: string }[] {
  return users.filter((u) => text.includes(mentionOf(u))).map((u) => ({ taggedUser: u.userID }));
}

/** spec 03 §4: send is ignored with no text and no attachments. */
export function canSend(text: string, attachmentCount: number): boolean {
  return text.trim().length > 0 || attachmentCount > 0;
}

/** Arrow keys cycle through the list. */
export function cycleIndex(current: number, length: number, step: 1 | -1): number {
  if (length === 0) return 0;
  return (current + step + length) % length;
}

/** The text cut into plain runs and mentions, each with its offset (a stable key). */
export function splitMentions(
  text: string,
  mentions: readonly string[],
): { start: number; text: string; isMention: boolean }[] {
  const found = [...new Set(mentions)].filter((m) => m.length > 1 && text.includes(m));
  if (found.length === 0) return [{ start: 0, text, isMention: false }];
  // Longest first, so '@Ann Archer' wins over a shorter name it contains.
  const escaped = found
    .sort((a, b) => b.length - a.length)
    .map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(escaped.join('|'), 'g');
  const parts: { start: number; text: string; isMention: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ start: last, text: text.slice(last, at), isMention: false });
    parts.push({ start: at, text: match[0], isMention: true });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ start: last, text: text.slice(last), isMention: false });
  return parts;
}
