import { TEXTS } from '@probity/domain';
import { ApiError, formatRequestError } from '../api/client';

/**
 * The field errors of a 400 answer, keyed by the form's own field names (the server answers
 * "field" or "field.sub" paths; the first segment names the form field).
 */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  if (!(error instanceof ApiError) || !error.errors) return out;
  for (const [path, messages] of Object.entries(error.errors)) {
    const head = path.split('.')[0] ?? '';
    const field = fields.find((f) => f.toLowerCase() === head.toLowerCase());
    if (field && !out.has(field)) out.set(field, messages.join(', '));
  }
  return out;
}

/**
 * spec 01 §8 "Update user" and "Delete user" failures: 'Error: ' plus the response's errors, the
 * error text or the HTTP message.
 */
export function errorToast(error: unknown): string {
  const text = formatRequestError(error);
  return text.startsWith(TEXTS.errorPrefix) ? text : `${TEXTS.errorPrefix}${text}`;
}

/** The joined field errors of a 400 answer, else the error's message ('Could not save: ' + …). */
export function joinedErrors(error: unknown): string {
  if (error instanceof ApiError && error.errors) return Object.values(error.errors).flat().join(', ');
  if (error instanceof Error && error.message) return error.message;
  return TEXTS.somethingWentWrong;
}
