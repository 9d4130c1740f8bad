import { z } from 'zod';
import { zBirthDate } from '../individuals/individual.schema.js';
import { INDIVIDUAL_MAX } from '../individuals/limits.js';
import { VALIDATION } from '../texts.js';
import { optionalText, requiredText } from './fields.js';

/**
 * Issue 14: the main individual of a new matter (the Deceased, Donor, Settlor or Testator of its
 * type), given in the New Matter modal so the conflict check can run before saving. The same
 * rules as the individual form for these fields (spec 02 §9).
 */
export const ZMainIndividualInput = z.object({
  firstName: requiredText(INDIVIDUAL_MAX.firstName),
  surname: requiredText(INDIVIDUAL_MAX.surname),
  dob: zBirthDate,
  emailAddress: optionalText(INDIVIDUAL_MAX.emailAddress).refine(
    (v) => !v || z.email().safeParse(v).success,
    { error: VALIDATION.invalidEmail },
  ),
});
export type MainIndividualInput = z.infer<typeof ZMainIndividualInput>;
