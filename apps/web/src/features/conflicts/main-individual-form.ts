import { type MainIndividualInput, ZMainIndividualInput } from '@probity/domain';

/** The New Matter modal's optional main individual, as typed (issue 14). */
export interface MainIndividualValues {
  firstName: string;
  surname: string;
  dob: string | null;
  emailAddress: string;
}
export type MainIndividualField = keyof MainIndividualValues;
export type MainIndividualErrors = Partial<Record<MainIndividualField, string>>;

export const EMPTY_MAIN_INDIVIDUAL: MainIndividualValues = {
  firstName: '',
  surname: '',
  dob: null,
  emailAddress: '',
};

export function isMainIndividualBlank(values: MainIndividualValues): boolean {
  return !values.firstName.trim() && !values.surname.trim() && !values.dob && !values.emailAddress.trim();
}

/**
 * The body's mainIndividual: null when nothing was typed (the block is optional), else the values
 * checked with the server's own rules; errors name the block's fields.
 */
export function mainIndividualPayload(values: MainIndividualValues): {
  payload: MainIndividualInput | null;
  errors: MainIndividualErrors;
} {
  if (isMainIndividualBlank(values)) return { payload: null, errors: {} };
  const parsed = ZMainIndividualInput.safeParse({
    ...values,
    emailAddress: values.emailAddress.trim() || null,
  });
  if (parsed.success) return { payload: parsed.data, errors: {} };
  const errors: MainIndividualErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as MainIndividualField;
    errors[field] ??= issue.message;
  }
  return { payload: null, errors };
}

/** The server's 400 paths 'mainIndividual.firstName' … as the block's field errors. */
export function mainIndividualServerErrors(errors: Record<string, string[]>): MainIndividualErrors {
  const out: MainIndividualErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^mainIndividual\.(firstName|surname|dob|emailAddress)$/.exec(path);
    if (match) out[match[1] as MainIndividualField] = messages.join(', ');
  }
  return out;
}
