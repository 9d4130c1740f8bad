import { z } from 'zod';
import { VALIDATION } from '../texts.js';

/** A required trimmed string with the spec's texts: 'Required' and 'Too many characters'. */
export function requiredText(max: number) {
  return z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .superRefine((v, ctx) => {
      if (v.length > max)
        ctx.addIssue({ code: 'custom', message: VALIDATION.tooManyCharacters(max, v.length) });
    });
}

/** An optional string (empty allowed) limited to max characters. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v.length > max)
        ctx.addIssue({ code: 'custom', message: VALIDATION.tooManyCharacters(max, v.length) });
    })
    .nullish();
}

export function requiredEmail(max: number) {
  return requiredText(max).pipe(z.email({ error: VALIDATION.invalidEmail }));
}

export const zUuid = z.uuid({ error: VALIDATION.invalidFormat });
