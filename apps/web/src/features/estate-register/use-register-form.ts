import { useState } from 'react';
import type { ZodType } from 'zod';
import { notify } from '../../app/notify';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';

interface RegisterFormOptions<V, I> {
  initial: () => V;
  /** The API field whose error a form value shows (the same name unless given). */
  errorFieldOf?: (key: keyof V) => string;
  /** What else a change empties: another kind has other categories, say. */
  alsoClear?: (key: keyof V, value: unknown, current: V) => Partial<V>;
  /** The typed pounds and dates read into the API's input, with what could not be read. */
  inputOf: (values: V) => { input: I; errors: Map<string, string> };
  schema: ZodType;
  /** The API's field names, to show a 400 answer's errors beside their fields. */
  apiFields: readonly string[];
  save: (input: I) => Promise<unknown>;
  savedText: string;
  onSaved: () => void;
}

/**
 * Issue 17: the register's two forms (an item, a receipt or payment). Values are typed as text
 * (pounds, percentages, UK dates) and read into the API's input on submit; errors are keyed by the
 * API's field names, checked first with the same zod contract the server uses, then from its 400.
 */
export function useRegisterForm<V extends object, I>(options: RegisterFormOptions<V, I>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const errorFieldOf = options.errorFieldOf ?? ((key: keyof V) => String(key));

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value, ...options.alsoClear?.(key, value, current) }));
    const field = errorFieldOf(key);
    setErrors((current) => {
      if (!current.has(field)) return current;
      const next = new Map(current);
      next.delete(field);
      return next;
    });
  };

  async function submit() {
    const { input, errors: unread } = options.inputOf(values);
    const parsed = options.schema.safeParse(input);
    const found = new Map(unread);
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      if (!found.has(field)) found.set(field, issue.message);
    }
    setErrors(found);
    if (found.size > 0 || !parsed.success) return;
    try {
      await options.save(input);
      notify.success(options.savedText);
      options.onSaved();
    } catch (error) {
      notify.error(errorToast(error));
      setErrors(fieldErrorsOf(error, options.apiFields));
    }
  }

  return { values, errors, set, submit };
}
