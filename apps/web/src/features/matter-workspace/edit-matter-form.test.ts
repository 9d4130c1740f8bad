import { MATTER_TYPE_IDS } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { editDefaults, editMatterResolver, parseDayMonthYear, toDetailsInput } from './edit-matter-form';

const estate = {
  reference: 'HF/EST/1',
  probateReference: null,
  dateOfDeath: null,
  dateOfProbate: null,
  grantSubmitted: false,
  accountsApproved: true,
};

async function resolve(matterTypeID: string, values: ReturnType<typeof editDefaults>) {
  const resolver = editMatterResolver(matterTypeID);
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]));
}

describe('parseDayMonthYear (spec 02 §5 DD/MM/YYYY)', () => {
  it('reads a whole, real date', () => {
    expect(parseDayMonthYear('14/03/2026')).toBe('2026-03-14');
    expect(parseDayMonthYear('1/3/2026')).toBe('2026-03-01');
    expect(parseDayMonthYear('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses partial, impossible and early dates', () => {
    expect(parseDayMonthYear('14/03/20')).toBeNull();
    expect(parseDayMonthYear('31/04/2026')).toBeNull();
    expect(parseDayMonthYear('29/02/2025')).toBeNull();
    expect(parseDayMonthYear('01/01/0999')).toBeNull();
    expect(parseDayMonthYear('2026-03-14')).toBeNull();
  });
});

describe('the edit overlay (spec 02 §5)', () => {
  it('asks an Estate for its probate reference and dates with the shared texts', async () => {
    expect(await resolve(MATTER_TYPE_IDS.estate, editDefaults({ ...estate, reference: ' ' }))).toEqual({
      reference: 'Required',
      probateReference: 'Required',
      dateOfDeath: 'Required',
      dateOfProbate: 'Required',
    });
  });

  it('asks other types only for the reference', async () => {
    expect(await resolve(MATTER_TYPE_IDS.will, editDefaults(estate))).toEqual({});
    expect(
      await resolve(MATTER_TYPE_IDS.will, editDefaults({ ...estate, reference: 'x'.repeat(201) })),
    ).toEqual({
      reference: 'Too many characters (201/200)',
    });
  });

  it('sends the probate fields only for an Estate', () => {
    const values = {
      ...editDefaults(estate),
      reference: ' HF/EST/2 ',
      probateReference: 'PA-1',
      dateOfDeath: '2026-01-02',
      dateOfProbate: '2026-03-04',
    };
    expect(toDetailsInput('m1', MATTER_TYPE_IDS.estate, values)).toEqual({
      matterID: 'm1',
      reference: 'HF/EST/2',
      probateReference: 'PA-1',
      dateOfDeath: '2026-01-02',
      dateOfProbate: '2026-03-04',
      grantSubmitted: false,
      accountsApproved: true,
    });
    expect(toDetailsInput('m1', MATTER_TYPE_IDS.trust, values)).toEqual({
      matterID: 'm1',
      reference: 'HF/EST/2',
    });
  });
});
