import { describe, expect, it } from 'vitest';
import { activityEventText, activityEventUserID, conversationOfEvent } from './activity-event';

const event = {
  activityID: 'a1',
  organisationID: 'o1',
  matterID: 'm1',
  reference: 'HF/EST/2026/014',
  userID: 'u1',
  activityType: 'matter',
  object: null,
  action: 'broadcast',
  text: null,
  dateTime: '2026-11-22T10:00:00Z',
};

describe('realtime events', () => {
  it("words an 'activityReceived' entry for the toast", () => {
    expect(activityEventText(event)).toBe('Sent a broadcast message on HF/EST/2026/014');
    expect(activityEventText('Plain text')).toBe('Plain text');
    expect(activityEventText(42)).toBeNull();
    expect(activityEventUserID(event)).toBe('u1');
  });
  it("reads the conversation of a 'MessageReceived' event", () => {
    expect(conversationOfEvent({ conversationID: 'c1', kind: 'created' })).toBe('c1');
    expect(conversationOfEvent({})).toBeNull();
  });
});
