import { MATTER_TYPE_IDS } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { editDefaults, editMatterResolver, toDetailsInput } from './edit-matter-form';

const estate = {
  reference: 'HF/EST/1',
  title: 'Estate of Margaret Hale',
  isDefaultTitle: true,
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

describe('the edit overlay (spec 02 §5)', () => {
  it('asks an Estate for its probate reference and dates with the shared texts', async () => {
    expect(await resolve(MATTER_TYPE_IDS.estate, editDefaults({ ...estate, reference: ' ' }))).toEqual({
      reference: 'Required',
      probateReference: 'Required',
      dateOfDeath: 'Required',
      dateOfProbate: 'Required',
    });
  });

  it('says "Enter a real date" for a typed date that is not one, and holds the date rules', async () => {
    const valid = { ...estate, probateReference: 'PA-1' };
    expect(
      await resolve(
        MATTER_TYPE_IDS.estate,
        editDefaults({ ...valid, dateOfDeath: '31/02/2026', dateOfProbate: '12/0' }),
      ),
    ).toEqual({ dateOfDeath: 'Enter a real date', dateOfProbate: 'Enter a real date' });
    expect(
      await resolve(
        MATTER_TYPE_IDS.estate,
        editDefaults({ ...valid, dateOfDeath: '2999-01-01', dateOfProbate: '2999-01-02' }),
      ),
    ).toEqual({ dateOfDeath: 'The date of death cannot be in the future' });
    expect(
      await resolve(
        MATTER_TYPE_IDS.estate,
        editDefaults({ ...valid, dateOfDeath: '2026-01-02', dateOfProbate: '2026-01-01' }),
      ),
    ).toEqual({ dateOfProbate: 'The date of probate cannot be before the date of death' });
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
      title: null,
      probateReference: 'PA-1',
      dateOfDeath: '2026-01-02',
      dateOfProbate: '2026-03-04',
      grantSubmitted: false,
      accountsApproved: true,
    });
    expect(toDetailsInput('m1', MATTER_TYPE_IDS.trust, values)).toEqual({
      matterID: 'm1',
      reference: 'HF/EST/2',
      title: null,
    });
  });

  it('issue 14: a default title starts empty (empty keeps the default); an own title is edited and trimmed', async () => {
    expect(editDefaults(estate).title).toBe('');
    const own = editDefaults({ ...estate, title: 'Hale family', isDefaultTitle: false });
    expect(own.title).toBe('Hale family');
    expect(toDetailsInput('m1', MATTER_TYPE_IDS.will, { ...own, title: '  Hale estate  ' }).title).toBe(
      'Hale estate',
    );
    expect(await resolve(MATTER_TYPE_IDS.will, { ...own, title: 'x'.repeat(201) })).toEqual({
      title: 'Too many characters (201/200)',
    });
  });
});
