import { describe, expect, it } from 'vitest';
import { conflictCheckBody } from './conflicts.api';
import {
  EMPTY_MAIN_INDIVIDUAL,
  mainIndividualPayload,
  mainIndividualServerErrors,
} from './main-individual-form';

describe("New Matter's main individual (issue 14)", () => {
  it('is optional: nothing typed sends null', () => {
    expect(mainIndividualPayload(EMPTY_MAIN_INDIVIDUAL)).toEqual({ payload: null, errors: {} });
  });
  it("once started, needs the names and checks the date and e-mail with the server's rules", () => {
    expect(
      mainIndividualPayload({ ...EMPTY_MAIN_INDIVIDUAL, firstName: 'Edith', dob: '31/02/19' }).errors,
    ).toEqual({
      surname: 'Required',
      dob: 'Enter a real date',
    });
    expect(
      mainIndividualPayload({
        ...EMPTY_MAIN_INDIVIDUAL,
        firstName: 'Edith',
        surname: 'Crane',
        emailAddress: 'x@',
      }).errors.emailAddress,
    ).toBeDefined();
    expect(
      mainIndividualPayload({ firstName: ' Edith ', surname: 'Crane', dob: '1941-07-03', emailAddress: ' ' }),
    ).toEqual({
      payload: { firstName: 'Edith', surname: 'Crane', dob: '1941-07-03', emailAddress: null },
      errors: {},
    });
  });
  it("shows the server's errors on the block's fields only", () => {
    expect(
      mainIndividualServerErrors({ 'mainIndividual.dob': ['Enter a real date'], reference: ['Required'] }),
    ).toEqual({ dob: 'Enter a real date' });
  });
});

describe('the conflict check body', () => {
  it('sends only complete values: a half-typed date of birth is left out', () => {
    expect(
      conflictCheckBody(
        { firstName: ' Iris ', lastName: 'Bennett', dateOfBirth: '12/04/1', email: '' },
        'm-1',
      ),
    ).toEqual({
      firstName: 'Iris',
      lastName: 'Bennett',
      dateOfBirth: null,
      email: null,
      excludeMatterID: 'm-1',
    });
    expect(
      conflictCheckBody({ firstName: '', lastName: '', dateOfBirth: '1960-04-12', email: 'a@b.test' }, null),
    ).toMatchObject({ dateOfBirth: '1960-04-12', email: 'a@b.test' });
  });
});

describe('the individuals list query (issue 14)', () => {
  it("leaves a type out with FilterType=notType, so the Estate's count has no Deceased", async () => {
    const { listParams } = await import('../individuals/individuals.api');
    const params = listParams({ page: 2, search: '', notType: 'deceased' });
    expect(params.get('FilterType')).toBe('notType');
    expect(params.get('Filter')).toBe('deceased');
    expect(listParams({ page: 1, search: '' }).has('FilterType')).toBe(false);
  });
});
