import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  CLIENT_HIDDEN_ACTIVITY_TYPES,
  activityPhrase,
  activityText,
  matterActivityKinds,
} from './activity.js';

const entry = (activityType: string, action: string, extra: Record<string, string | null> = {}) => ({
  activityType,
  action,
  reference: 'BWT-0412',
  object: null,
  text: null,
  user: { name: 'Sam Lee', organisationName: null },
  ...extra,
});

describe('activity words', () => {
  it('words every action of the closed list', () => {
    for (const [type, actions] of Object.entries(ACTIVITY_ACTIONS))
      for (const action of actions)
        expect(
          activityPhrase({ activityType: type, action, object: 'X', text: 'Y' }),
          `${type}.${action}`,
        ).not.toBeNull();
  });

  it("words a legacy's changes for the charity", () => {
    expect(activityText(entry('legacy', 'status_changed', { text: 'Active' }))).toBe(
      'Sam Lee changed the status of BWT-0412 to Active',
    );
    expect(
      activityText({
        ...entry('legacy', 'matter_status_changed', { text: 'Post-grant', reference: 'HF/EST/2026/014' }),
        user: { name: 'Jamie Carter', organisationName: 'Harbour Finch LLP' },
      }),
    ).toBe('Jamie Carter (Harbour Finch LLP) changed the status of HF/EST/2026/014 to Post-grant');
    expect(
      activityText(entry('legacy', 'changed_details', { text: 'charity reference, date of death' })),
    ).toBe('Sam Lee changed the details of BWT-0412: charity reference, date of death');
    expect(activityText(entry('legacy', 'detail_added', { object: 'Cash gift' }))).toBe(
      'Sam Lee added the legacy detail "Cash gift" to BWT-0412',
    );
    expect(activityText(entry('legacy', 'bank_account_shared'))).toBe(
      'Sam Lee shared the bank account nominated on BWT-0412 with the firm',
    );
    expect(activityText(entry('legacy', 'bank_account_hidden'))).toBe(
      'Sam Lee hid the bank account nominated on BWT-0412 from the firm',
    );
    expect(activityText(entry('legacy', 'bank_account_removed'))).toBe(
      'Sam Lee deleted the bank account nominated on BWT-0412: the legacy has no nominated account now',
    );
    expect(activityText(entry('legacy', 'team_added', { object: 'Ann Bell, Raj Patel' }))).toBe(
      'Sam Lee added Ann Bell, Raj Patel to the team of BWT-0412',
    );
    expect(activityText(entry('legacy', 'deceased_set', { object: 'Walter Price' }))).toBe(
      'Sam Lee recorded Walter Price as the deceased of BWT-0412',
    );
    expect(activityText(entry('legacy', 'expected_receipt_changed', { text: '2027-08-12' }))).toBe(
      'Sam Lee changed the expected receipt date of BWT-0412: 12/08/2027',
    );
    expect(activityText(entry('legacy', 'expected_receipt_changed'))).toBe(
      'Sam Lee changed the expected receipt date of BWT-0412: Not forecast',
    );
    expect(activityText(entry('legacy', 'added', { object: 'BWT-0412' }))).toBe(
      'Sam Lee added the legacy BWT-0412',
    );
    expect(activityText({ ...entry('document', 'added', { object: 'Will.pdf' }), user: null })).toBe(
      'System added the document Will.pdf to BWT-0412',
    );
  });

  it('keeps the words of the matter entries', () => {
    expect(
      activityText(
        entry('matter', 'changed_details', { text: 'Changed status to Active', reference: 'M-1' }),
      ),
    ).toBe('Sam Lee changed the status of M-1: Changed status to Active');
    expect(activityText(entry('user', 'changed_details', { object: 'Ann Bell' }))).toBe(
      'Sam Lee changed the details of Ann Bell',
    );
  });
});

describe('issue 14: note entries', () => {
  it('name the kind of note, never its text', () => {
    expect(activityText(entry('note', 'added', { object: 'attendance note', text: 'secret' }))).toBe(
      'Sam Lee recorded an attendance note on BWT-0412',
    );
    expect(activityText(entry('note', 'changed', { object: 'file note' }))).toBe(
      'Sam Lee changed a file note on BWT-0412',
    );
  });

  it('are firm-only: the client filters by the other kinds', () => {
    expect(CLIENT_HIDDEN_ACTIVITY_TYPES).toContain('note');
    expect(matterActivityKinds(false)).not.toContain('note');
    expect(matterActivityKinds(false)).not.toContain('legacy');
    expect(matterActivityKinds(true)).toContain('note');
  });
});

describe('issue 17: estate register entries', () => {
  it('say what changed in the estate, never a figure; hidden from the client', () => {
    expect(activityText(entry('estate', 'added', { object: 'an asset', text: '£250,000.00' }))).toBe(
      'Sam Lee recorded an asset in the estate of BWT-0412',
    );
    expect(activityText(entry('estate', 'deleted', { object: 'a payment' }))).toBe(
      'Sam Lee deleted a payment from the estate of BWT-0412',
    );
    expect(activityText(entry('estate', 'exported', { object: 'PDF' }))).toBe(
      'Sam Lee exported the estate accounts (PDF) of BWT-0412',
    );
    expect(activityText(entry('estate', 'finalised'))).toBe(
      'Sam Lee marked final the estate accounts of BWT-0412',
    );
    expect(activityText(entry('estate', 'approval_recorded'))).toBe(
      "Sam Lee recorded a beneficiary's approval of the estate accounts of BWT-0412",
    );
    expect(activityText(entry('estate', 'approved'))).toBe(
      'Sam Lee approved the estate accounts of BWT-0412',
    );
    expect(CLIENT_HIDDEN_ACTIVITY_TYPES).toContain('estate');
    expect(matterActivityKinds(false)).not.toContain('estate');
  });
});
