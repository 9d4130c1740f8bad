import { SAVE_ANYWAY_DELAY_MS } from '@probity/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { EMPTY_INDIVIDUAL_FORM, type IndividualFormValues, individualFormResolver } from './individual-form';
import { couldNotSave, markServerErrors, submitIndividualForm } from './submit-individual';

const dialogs = vi.hoisted(() => ({ confirm: vi.fn(async (_options: object) => true) }));
vi.mock('../../app/confirm', () => dialogs);

const VALID: IndividualFormValues = {
  ...EMPTY_INDIVIDUAL_FORM,
  individualType: 'executor',
  title: 'Mrs',
  firstName: 'Iris',
  surname: 'Bennett',
  gender: 'Female',
  dob: '1968-09-14',
  addressLine1: '12 Harbour Street',
  cityTown: 'Bristol',
  postCode: 'BS1 4RN',
  country: 'United Kingdom',
};

function useTestForm(values: IndividualFormValues) {
  const form = useForm<IndividualFormValues>({ resolver: individualFormResolver, defaultValues: values });
  // Reading the errors subscribes to them, as a form that shows them does.
  void form.formState.errors;
  return form;
}

beforeEach(() => {
  dialogs.confirm.mockClear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('submitIndividualForm (spec 02 §5)', () => {
  it('saves a valid form at once, without asking', async () => {
    const { result } = renderHook(() => useTestForm(VALID));
    const save = vi.fn();
    const pending = submitIndividualForm(result.current, 'update', save);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await pending;
    expect(dialogs.confirm).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Iris' }));
  });

  it("asks with the creation texts and saves 100 ms after 'Create individual anyway'", async () => {
    const { result } = renderHook(() => useTestForm({ ...VALID, dob: null }));
    const save = vi.fn();
    let done = false;
    const pending = submitIndividualForm(result.current, 'create', save).then(() => {
      done = true;
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(dialogs.confirm).toHaveBeenCalledWith({
      title: 'Attempt creating individual with invalid data',
      text: "The form you've completed contains errors. It is advisable to correct the errors before creating the individual.",
      confirmLabel: 'Create individual anyway',
      cancelLabel: 'Review errors',
    });
    await act(() => vi.advanceTimersByTimeAsync(SAVE_ANYWAY_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    await pending;
    expect(done).toBe(true);
  });

  it("does not save after 'Review errors', and shows the errors", async () => {
    dialogs.confirm.mockResolvedValueOnce(false);
    const { result } = renderHook(() => useTestForm({ ...VALID, surname: '' }));
    const save = vi.fn();
    const pending = submitIndividualForm(result.current, 'update', save);
    await act(() => vi.advanceTimersByTimeAsync(SAVE_ANYWAY_DELAY_MS * 2));
    await pending;
    expect(dialogs.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Attempt updating individual with invalid data',
        confirmLabel: 'Update individual anyway',
      }),
    );
    expect(save).not.toHaveBeenCalled();
    expect(result.current.formState.errors.surname?.message).toBe('Required');
  });

  it("uses 'Update my data anyway' on My Data (spec 01 §4)", async () => {
    dialogs.confirm.mockResolvedValueOnce(false);
    const { result } = renderHook(() => useTestForm({ ...VALID, country: '' }));
    const pending = submitIndividualForm(result.current, 'myData', vi.fn());
    await act(() => vi.advanceTimersByTimeAsync(0));
    await pending;
    expect(dialogs.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Attempt updating with invalid data',
        confirmLabel: 'Update my data anyway',
      }),
    );
  });
});

describe('server answers', () => {
  it("makes 'Could not save: ' with the joined errors, or the message", () => {
    const invalid = new ApiError(400, 'Bad Request', null, {
      dob: ['Invalid format'],
      surname: ['Required'],
    });
    expect(couldNotSave(invalid)).toBe('Could not save: Invalid format, Required');
    expect(couldNotSave(new Error('Network down'))).toBe('Could not save: Network down');
  });

  it('marks the fields a 400 names', () => {
    const { result } = renderHook(() => useTestForm(VALID));
    act(() =>
      markServerErrors(
        result.current,
        new ApiError(400, 'Bad Request', null, {
          'individualType.individualTypeID': ['Required'],
          Dob: ['x'],
        }),
      ),
    );
    expect(result.current.formState.errors.individualType?.message).toBe('Required');
    expect(result.current.formState.errors.dob?.message).toBe('x');
  });
});
