import { z } from 'zod';
import { INDIVIDUAL_TYPES } from '../individual-types.js';
import { isBirthDate, zBirthDate } from '../individuals/individual.schema.js';
import { INDIVIDUAL_MAX } from '../individuals/limits.js';
import type { MatterTypeKey } from '../matter-types.js';
import { MAIN_INDIVIDUAL } from '../matter-workspace.js';
import { optionalText, zUuid } from '../schemas/fields.js';

/*
 * Issue 14 "A conflict check when a matter or an individual is added": the other matters of the
 * firm where the same person appears, matched by first and last name with the date of birth, or
 * by e-mail (case-insensitive). Shown as a warning before saving, never a block.
 */

/** At most this many matters are listed (the newest first). */
export const CONFLICT_RESULTS_MAX = 20;
/** The forms check this long after the last keystroke. */
export const CONFLICT_CHECK_DEBOUNCE_MS = 400;

/** POST /api/Conflicts/Check. Empty values are ignored; a date of birth must be a real date. */
export const ZConflictCheckInput = z.object({
  firstName: optionalText(INDIVIDUAL_MAX.firstName),
  lastName: optionalText(INDIVIDUAL_MAX.surname),
  dateOfBirth: zBirthDate,
  email: optionalText(INDIVIDUAL_MAX.emailAddress),
  /** The matter being added to: its own individuals are not a conflict. */
  excludeMatterID: zUuid.nullish(),
});
export type ConflictCheckInput = z.input<typeof ZConflictCheckInput>;

export const CONFLICT_MATCHES = ['nameAndDateOfBirth', 'email'] as const;
export type ConflictMatch = (typeof CONFLICT_MATCHES)[number];

/** One matter where the person appears, with their role (individual type) there. */
export interface Conflict {
  matterID: string;
  reference: string;
  matterType: { matterTypeID: string; name: string };
  status: { statusID: string; name: string };
  individualID: string;
  name: string;
  individualType: { individualTypeID: string; name: string };
  matchedBy: ConflictMatch[];
}

const hasText = (v: string | null | undefined) => !!v && v.trim().length > 0;

/** Worth asking the server: a full name with a date of birth, or something like an e-mail address. */
export function isConflictCheckable(input: {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  email?: string | null;
}): boolean {
  const byName =
    hasText(input.firstName) &&
    hasText(input.lastName) &&
    !!input.dateOfBirth &&
    isBirthDate(input.dateOfBirth);
  const byEmail = hasText(input.email) && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email!.trim());
  return byName || byEmail;
}

/** The label of a matter type's main individual: Deceased, Donor, Settlor or Testator. */
export function mainIndividualLabel(matterType: MatterTypeKey): string {
  const id = MAIN_INDIVIDUAL[matterType].individualTypeID;
  return INDIVIDUAL_TYPES[id]?.name ?? id;
}

export const CONFLICT_TEXTS = {
  title: 'Possible conflict',
  intro: (count: number) =>
    count === 1
      ? 'This person already appears on another matter of your firm:'
      : `This person already appears on ${count} other matters of your firm:`,
  role: (individualType: string) => `as ${individualType}`,
  matchedBy: {
    nameAndDateOfBirth: 'same name and date of birth',
    email: 'same e-mail',
  } satisfies Record<ConflictMatch, string>,
  stillSave: 'Check this before you go on. You can still save.',
  checking: 'Checking for conflicts…',
  checkFailed: 'The conflict check could not be run just now.',
  mainIndividualLegend: (label: string) => `${label} (optional)`,
  mainIndividualHelp: (label: string) =>
    `Give the ${label.toLowerCase()} now to check for conflicts; they are added to the matter with it.`,
  chooseTypeFirst: 'Choose the matter type to add its main individual.',
} as const;
