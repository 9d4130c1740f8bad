import {
  INDIVIDUAL_FORM_TEXTS,
  INDIVIDUAL_TEXTS,
  PLATFORM_TEXTS,
  SAVE_ANYWAY_DELAY_MS,
} from '@probity/domain';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { type IndividualFormValues, isIndividualFormField } from './individual-form';

/** Which confirmation an invalid form opens. */
export type InvalidFormKind = 'create' | 'update' | 'myData';

/**
 * spec 02 §5: creating → 'Attempt creating individual with invalid data' ('Create individual
 * anyway' / 'Review errors'); updating → 'Attempt updating individual with invalid data' ('Update
 * individual anyway' / 'Review errors'). spec 01 §4–5, My Data: 'Update my data anyway' / 'Review
 * errors' with the 'Attempt updating with invalid data' dialog of the same section.
 */
export const INVALID_FORM_DIALOGS = {
  create: {
    title: INDIVIDUAL_TEXTS.invalidCreateTitle,
    text: INDIVIDUAL_TEXTS.invalidCreateText,
    confirmLabel: INDIVIDUAL_TEXTS.createAnyway,
  },
  update: {
    title: INDIVIDUAL_TEXTS.invalidUpdateTitle,
    text: INDIVIDUAL_FORM_TEXTS.invalidUpdateText,
    confirmLabel: INDIVIDUAL_TEXTS.updateAnyway,
  },
  myData: {
    title: PLATFORM_TEXTS.invalidSaveTitle,
    text: PLATFORM_TEXTS.invalidSaveUpdateText,
    confirmLabel: PLATFORM_TEXTS.updateAnyway,
  },
} as const satisfies Record<InvalidFormKind, { title: string; text: string; confirmLabel: string }>;

function focusFirstError(form: UseFormReturn<IndividualFormValues>) {
  const first = Object.keys(form.formState.errors).find(isIndividualFormField);
  if (first) form.setFocus(first);
}

/**
 * Validates every field (all shown) and saves when valid. An invalid form asks first: 'Review
 * errors' goes to the first error; the "anyway" button saves after SAVE_ANYWAY_DELAY_MS (100 ms).
 */
export async function submitIndividualForm(
  form: UseFormReturn<IndividualFormValues>,
  kind: InvalidFormKind,
  save: (values: IndividualFormValues) => void,
): Promise<void> {
  const isValid = await form.trigger();
  if (isValid) {
    save(form.getValues());
    return;
  }
  const dialog = INVALID_FORM_DIALOGS[kind];
  const isConfirmed = await confirm({ ...dialog, cancelLabel: INDIVIDUAL_TEXTS.reviewErrors });
  if (!isConfirmed) {
    focusFirstError(form);
    return;
  }
  await new Promise((resolve) => window.setTimeout(resolve, SAVE_ANYWAY_DELAY_MS));
  save(form.getValues());
}

/** Marks the fields a 400 answer names (paths like 'dob' or 'individualType.individualTypeID'). */
export function markServerErrors(form: UseFormReturn<IndividualFormValues>, error: unknown) {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const [path, messages] of Object.entries(error.errors)) {
    const head = path.split('.')[0] ?? '';
    const field = head.charAt(0).toLowerCase() + head.slice(1);
    const target = field === 'individualTypeID' ? 'individualType' : field;
    if (isIndividualFormField(target)) form.setError(target, { message: messages.join(', ') });
  }
}

/** spec 02 §8 "Could not save: " plus the joined errors, or the message. */
export function couldNotSave(error: unknown): string {
  if (error instanceof ApiError && error.errors) {
    return `${INDIVIDUAL_TEXTS.couldNotSavePrefix}${Object.values(error.errors).flat().join(', ')}`;
  }
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
  return `${INDIVIDUAL_TEXTS.couldNotSavePrefix}${message}`;
}
