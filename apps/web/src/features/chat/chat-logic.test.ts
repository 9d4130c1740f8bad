import { describe, expect, it } from 'vitest';
import {
  activeMentionQuery,
  canSend,
  cycleIndex,
  earliestUnreadID,
  insertMention,
  splitMentions,
  mentionCandidates,
  taggedUsersOf,
} from './chat-logic';

const ann = { userID: 'u1', firstName: 'Ann', surname: 'Archer' };
const bob = { userID: 'u2', firstName: 'Bob', surname: 'Banner' };
const cara = { userID: 'u3', firstName: 'Cara', surname: 'Bannerman' };

describe('earliest unread (spec 03 §4)', () => {
  const me = { userID: 'me' };
  const other = { userID: 'other' };
  const messages = [
    { conversationMessageID: 'a', dateCreated: '2026-01-01T10:00:00Z', user: other },
    { conversationMessageID: 'b', dateCreated: '2026-01-01T11:00:00Z', user: me },
    { conversationMessageID: 'c', dateCreated: '2026-01-01T12:00:00Z', user: other },
  ];
  it('is the first message of others after the last view', () => {
    expect(earliestUnreadID(messages, '2026-01-01T10:30:00Z', 'me')).toBe('c');
    expect(earliestUnreadID(messages, '2026-01-01T10:30:00Z', 'someone')).toBe('b');
    expect(earliestUnreadID(messages, '2026-01-01T12:00:00Z', 'me')).toBeNull();
  });
  it('counts everything as unread in a chat never viewed', () => {
    expect(earliestUnreadID(messages, null, 'me')).toBe('a');
    expect(earliestUnreadID([], null, 'me')).toBeNull();
  });
});

describe('mentions (spec 03 §5)', () => {
  it('finds the query after an @ that starts a word', () => {
    expect(activeMentionQuery('hi @bo', 6)).toEqual({ start: 3, query: 'bo' });
    expect(activeMentionQuery('mail@x', 6)).toBeNull();
    expect(activeMentionQuery('no at', 5)).toBeNull();
  });
  it('lists users not yet mentioned, by case-insensitive substring of the full name', () => {
    expect(mentionCandidates([ann, bob, cara], '', 'BANNER')).toEqual([bob, cara]);
    expect(mentionCandidates([ann, bob, cara], '@Bob Banner hi ', 'banner')).toEqual([cara]);
    expect(mentionCandidates([ann, bob, cara], '', 'n a')).toEqual([ann]);
  });
  it('inserts @First Surname and tags the mentioned users', () => {
    const { text, caret } = insertMention('hello @bo and', 9, 6, bob);
    expect(text).toBe('hello @Bob Banner  and');
    expect(caret).toBe(18);
    expect(taggedUsersOf([ann, bob, cara], text)).toEqual([{ taggedUser: 'u2' }]);
  });
  it('cycles with the arrows', () => {
    expect(cycleIndex(0, 3, -1)).toBe(2);
    expect(cycleIndex(2, 3, 1)).toBe(0);
  });
});

describe('send (spec 03 §4)', () => {
  it('is ignored with no text and no attachments', () => {
    expect(canSend('  ', 0)).toBe(false);
    expect(canSend('', 1)).toBe(true);
    expect(canSend('hi', 0)).toBe(true);
  });
});

describe('splitMentions', () => {
  it('cuts mentions out with their offsets', () => {
    expect(splitMentions('hi @Bob Banner, see', ['@Bob Banner', '@Ann Archer'])).toEqual([
      { start: 0, text: 'hi ', isMention: false },
      { start: 3, text: '@Bob Banner', isMention: true },
      { start: 14, text: ', see', isMention: false },
    ]);
    expect(splitMentions('plain', ['@Bob Banner'])).toEqual([{ start: 0, text: 'plain', isMention: false }]);
  });
});
