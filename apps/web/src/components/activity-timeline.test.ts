import { describe, expect, it } from 'vitest';
import {
  type ActivityEntry,
  activityGroupOf,
  activityLinkFor,
  activityMatterLink,
  activityText,
  formatActivityTime,
  groupActivity,
} from './activity-timeline';

// Wednesday 18 November 2026, 14:30 GMT. The week began on Monday 16th.
const NOW = new Date('2026-11-18T14:30:00Z');

function entry(overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    activityID: overrides.activityID ?? 'a1',
    reference: 'HF/EST/2026/014',
    matterID: 'm1',
    user: { userID: 'u1', name: 'Harriet Finch', profileImage: null },
    activityType: 'matter',
    object: 'HF/EST/2026/014',
    action: 'added',
    dateTime: '2026-11-18T09:05:00Z',
    text: null,
    ...overrides,
  };
}

describe('activityGroupOf (spec 01 §3 grouping, in GMT)', () => {
  it.each([
    ['2026-11-18T00:00:00Z', 'Today'],
    ['2026-11-18T23:59:00Z', 'Today'],
    ['2026-11-17T23:59:59Z', 'Yesterday'],
    ['2026-11-17T00:00:00Z', 'Yesterday'],
    ['2026-11-16T08:00:00Z', 'Previously this week'],
    ['2026-11-15T23:00:00Z', 'Previously this month'],
    ['2026-11-01T00:00:00Z', 'Previously this month'],
    ['2026-10-31T23:59:00Z', 'October 2026'],
    ['2025-11-20T10:00:00Z', 'November 2025'],
  ])('%s is %s', (dateTime, label) => {
    expect(activityGroupOf(dateTime, NOW).label).toBe(label);
  });

  it('keeps Yesterday when yesterday was last week or last month', () => {
    const monday = new Date('2026-06-01T08:00:00Z');
    expect(activityGroupOf('2026-05-31T12:00:00Z', monday).label).toBe('Yesterday');
    expect(activityGroupOf('2026-05-30T12:00:00Z', monday).label).toBe('May 2026');
  });

  it('puts a week that began last month under this week first', () => {
    const wednesday = new Date('2026-07-01T08:00:00Z'); // week began Monday 29 June
    expect(activityGroupOf('2026-06-29T09:00:00Z', wednesday).label).toBe('Previously this week');
    expect(activityGroupOf('2026-06-28T09:00:00Z', wednesday).label).toBe('June 2026');
  });
});

describe('groupActivity', () => {
  it('keeps the newest-first order and makes one group per period', () => {
    const groups = groupActivity(
      [
        entry({ activityID: '1', dateTime: '2026-11-18T10:00:00Z' }),
        entry({ activityID: '2', dateTime: '2026-11-18T08:00:00Z' }),
        entry({ activityID: '3', dateTime: '2026-11-17T08:00:00Z' }),
        entry({ activityID: '4', dateTime: '2026-09-02T08:00:00Z' }),
        entry({ activityID: '5', dateTime: '2026-09-01T08:00:00Z' }),
      ],
      NOW,
    );
    expect(groups.map((g) => [g.label, g.entries.map((e) => e.activityID)])).toEqual([
      ['Today', ['1', '2']],
      ['Yesterday', ['3']],
      ['September 2026', ['4', '5']],
    ]);
  });
});

describe('formatActivityTime (spec 01 §9)', () => {
  it('shows the time today, the weekday this week, day and month this year, else a relative date', () => {
    expect(formatActivityTime('2026-11-18T09:05:00Z', NOW)).toBe('09:05');
    expect(formatActivityTime('2026-11-17T21:00:00Z', NOW)).toBe('Tuesday');
    expect(formatActivityTime('2026-11-16T07:00:00Z', NOW)).toBe('Monday');
    expect(formatActivityTime('2026-11-15T07:00:00Z', NOW)).toBe('15 Nov');
    expect(formatActivityTime('2026-01-02T07:00:00Z', NOW)).toBe('2 Jan');
    expect(formatActivityTime('2025-11-15T07:00:00Z', NOW)).toBe('a year ago');
    expect(formatActivityTime('2023-05-15T07:00:00Z', NOW)).toBe('4 years ago');
  });

  it('uses GMT, not the local clock', () => {
    // 23:30 GMT on the 17th is yesterday in GMT whatever the browser's zone.
    expect(formatActivityTime('2026-11-17T23:30:00Z', NOW)).toBe('Tuesday');
    expect(formatActivityTime('2026-11-18T00:10:00Z', NOW)).toBe('00:10');
  });
});

describe('activityText (spec 01 §3 actions)', () => {
  it('says what happened, to what, on which matter', () => {
    expect(activityText(entry({ action: 'changed_details', text: 'Changed status to Pre-grant' }))).toBe(
      'Harriet Finch changed the status of HF/EST/2026/014: Changed status to Pre-grant',
    );
    expect(activityText(entry({ action: 'changed_details' }))).toBe(
      'Harriet Finch changed the details of HF/EST/2026/014',
    );
    expect(activityText(entry({ activityType: 'user', action: 'added_to_team', object: 'Priya Shah' }))).toBe(
      'Harriet Finch added Priya Shah to the team of HF/EST/2026/014',
    );
    expect(activityText(entry({ activityType: 'user', action: 'set_owner', object: 'Priya Shah' }))).toBe(
      'Harriet Finch made Priya Shah the owner of HF/EST/2026/014',
    );
    expect(activityText(entry({ action: 'added' }))).toBe('Harriet Finch created the matter HF/EST/2026/014');
  });

  it('names System when there is no actor, and reads without a matter', () => {
    expect(
      activityText(
        entry({
          user: null,
          activityType: 'user',
          action: 'removed_from_team',
          object: 'Sophie Turner',
          reference: null,
          matterID: null,
        }),
      ),
    ).toBe('System removed Sophie Turner from the team');
  });

  it('links to the matter unless it was deleted', () => {
    expect(activityMatterLink(entry({}))).toBe('/secure/matters/m1');
    expect(activityMatterLink(entry({ action: 'deleted' }))).toBeNull();
    expect(activityMatterLink(entry({ matterID: null }))).toBeNull();
  });

  it("links a firm user to the matter and a charity user to the legacy's page (issue 11)", () => {
    const firm = { openMatters: true, openLegacies: false };
    const charity = { openMatters: false, openLegacies: true };
    const ofLegacy = (over: Partial<ActivityEntry>) =>
      entry({ matterID: null, legacyID: 'l1', reference: 'BWT-0412', ...over });
    expect(activityLinkFor(entry({ legacyID: 'l1' }), firm)).toBe('/secure/matters/m1');
    expect(
      activityLinkFor(ofLegacy({ activityType: 'legacy', action: 'matter_status_changed' }), charity),
    ).toBe('/secure/charity-legacies/l1/information');
    expect(activityLinkFor(ofLegacy({ activityType: 'document', action: 'added' }), charity)).toBe(
      '/secure/charity-legacies/l1/documents',
    );
    expect(activityLinkFor(ofLegacy({ activityType: 'legacy', action: 'detail_added' }), charity)).toBe(
      '/secure/charity-legacies/l1/legacy-details',
    );
    expect(activityLinkFor(ofLegacy({ activityType: 'legacy', action: 'team_added' }), charity)).toBe(
      '/secure/charity-legacies/l1/team',
    );
    // A deleted legacy, or a reader who may open neither: no link.
    expect(activityLinkFor(ofLegacy({ activityType: 'legacy', action: 'deleted' }), charity)).toBeNull();
    expect(activityLinkFor(ofLegacy({}), { openMatters: false, openLegacies: false })).toBeNull();
    // A charity user never gets a matter link.
    expect(activityLinkFor(entry({}), charity)).toBeNull();
  });

  it("names a firm user with their firm in a charity's feed", () => {
    expect(
      activityText(
        entry({
          activityType: 'legacy',
          action: 'matter_status_changed',
          text: 'Post-grant',
          user: {
            userID: 'u1',
            name: 'Harriet Finch',
            profileImage: null,
            organisationName: 'Harbour & Finch LLP',
          },
        }),
      ),
    ).toBe('Harriet Finch (Harbour & Finch LLP) changed the status of HF/EST/2026/014 to Post-grant');
  });
});
