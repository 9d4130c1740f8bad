import { describe, expect, it } from 'vitest';
import { DATE_TEXTS } from '../calendar.js';
import { ZIndividualForm, ZIndividualInput, individualPayload } from './individual.schema.js';
import { DECEASED_TEXTS } from './texts.js';

const deceased = {
  individualType: { individualTypeID: 'deceased' },
  firstName: 'Margaret',
  surname: 'Holloway',
  dob: '1931-05-02',
};

const tomorrow = () => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const messages = (result: ReturnType<typeof ZIndividualInput.safeParse>, field: string) =>
  result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);

describe("a deceased individual's date of death (issue 11)", () => {
  it('is a calendar date, kept as YYYY-MM-DD (a DD/MM/YYYY entry turned round)', () => {
    expect(ZIndividualInput.parse({ ...deceased, dateOfDeath: '2025-11-03' }).dateOfDeath).toBe('2025-11-03');
    expect(ZIndividualInput.parse({ ...deceased, dateOfDeath: '03/11/2025' }).dateOfDeath).toBe('2025-11-03');
    expect(ZIndividualInput.parse({ ...deceased, dateOfDeath: null }).dateOfDeath).toBeNull();
    expect(ZIndividualInput.parse(deceased).dateOfDeath).toBeUndefined();
    expect(
      messages(ZIndividualInput.safeParse({ ...deceased, dateOfDeath: '2025-02-30' }), 'dateOfDeath'),
    ).toEqual([DATE_TEXTS.invalidDate]);
    expect(individualPayload({ dateOfDeath: '03/11/2025' })).toEqual({ dateOfDeath: '2025-11-03' });
  });

  it('is not in the future', () => {
    expect(
      messages(ZIndividualInput.safeParse({ ...deceased, dateOfDeath: tomorrow() }), 'dateOfDeath'),
    ).toEqual([DECEASED_TEXTS.deathInFuture]);
  });

  it('is not before the date of birth (the form too)', () => {
    const early = { ...deceased, dateOfDeath: '1930-12-31' };
    expect(messages(ZIndividualInput.safeParse(early), 'dateOfDeath')).toEqual([
      DECEASED_TEXTS.deathBeforeBirth,
    ]);
    expect(messages(ZIndividualForm.safeParse(early), 'dateOfDeath')).toEqual([
      DECEASED_TEXTS.deathBeforeBirth,
    ]);
    expect(ZIndividualInput.safeParse({ ...deceased, dateOfDeath: '1931-05-02' }).success).toBe(true);
  });
});
