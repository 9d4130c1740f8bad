import { describe, expect, it } from 'vitest';
import { MATTER_TYPE_IDS } from '../matter-types.js';
import { DATE_OF_PROBATE_BEFORE_DEATH, isCalendarDate } from '../calendar.js';
import {
  UNKNOWN_MATTER_TYPE,
  ZMatterCreateInput,
  ZMatterCreateInputTyped,
  ZMatterDetailsForm,
  ZEstateDetailsForm,
  matterDetailsFormFor,
  userIdOf,
} from './matter.js';

function issues(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

describe('ZMatterCreateInput (spec 01 §5 new matter)', () => {
  it('needs a reference (for a firm without a pattern) and a matter type, each with the spec text', () => {
    expect(issues(ZMatterCreateInputTyped, { reference: ' ', matterType: { matterTypeID: '' } })).toEqual({
      reference: ['Required'],
      'matterType.matterTypeID': ['Required'],
    });
    expect(issues(ZMatterCreateInputTyped, {})).toEqual({
      reference: ['Required'],
      matterType: ['Required'],
    });
  });

  it('issue 14: the API contract lets the reference be empty (the firm pattern makes it)', () => {
    const type = { matterTypeID: MATTER_TYPE_IDS.will };
    expect(ZMatterCreateInput.parse({ matterType: type }).reference).toBe('');
    expect(ZMatterCreateInput.parse({ reference: '  ', matterType: type }).reference).toBe('');
    expect(issues(ZMatterCreateInput, {})).toEqual({ matterType: ['Required'] });
  });

  it('refuses an unknown type, a bad id and a reference over 200 characters', () => {
    expect(
      issues(ZMatterCreateInput, {
        reference: 'x'.repeat(201),
        matterType: { matterTypeID: '3a77e400-0000-4000-8000-0000000000ff' },
        matterOwner: 'nobody',
      }),
    ).toEqual({
      reference: ['Too many characters (201/200)'],
      'matterType.matterTypeID': [UNKNOWN_MATTER_TYPE],
      matterOwner: ['Invalid format'],
    });
  });

  it('accepts the owner as an id or a user object', () => {
    const id = '0a6c4a52-8d7e-4c1b-9f62-6b8f0d1e2a3b';
    const base = { reference: 'HF/1', matterType: { matterTypeID: MATTER_TYPE_IDS.will } };
    expect(userIdOf(ZMatterCreateInput.parse({ ...base, matterOwner: id }).matterOwner)).toBe(id);
    expect(userIdOf(ZMatterCreateInput.parse({ ...base, matterOwner: { userID: id } }).matterOwner)).toBe(id);
    expect(userIdOf(ZMatterCreateInput.parse({ ...base, matterOwner: null }).matterOwner)).toBeUndefined();
  });
});

describe('edit matter (spec 02 §5)', () => {
  it('asks only for the reference outside an Estate', () => {
    expect(matterDetailsFormFor(MATTER_TYPE_IDS.trust)).toBe(ZMatterDetailsForm);
    expect(issues(ZMatterDetailsForm, { reference: '' })).toEqual({ reference: ['Required'] });
  });

  it('asks an Estate for its probate reference and both dates, probate not before death', () => {
    expect(matterDetailsFormFor(MATTER_TYPE_IDS.estate.toUpperCase())).toBe(ZEstateDetailsForm);
    expect(
      issues(ZEstateDetailsForm, {
        reference: 'E',
        probateReference: '',
        dateOfDeath: null,
        dateOfProbate: '2026-02-30',
      }),
    ).toEqual({
      probateReference: ['Required'],
      dateOfDeath: ['Required'],
      dateOfProbate: ['Enter a real date'],
    });
    expect(
      issues(ZEstateDetailsForm, {
        reference: 'E',
        probateReference: 'P',
        dateOfDeath: '2026-03-02',
        dateOfProbate: '2026-03-01',
      }),
    ).toEqual({ dateOfProbate: [DATE_OF_PROBATE_BEFORE_DEATH] });
  });

  it('knows a calendar date', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('29/02/2024')).toBe(false);
  });
});
