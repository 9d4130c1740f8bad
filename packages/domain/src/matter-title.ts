import { MAIN_INDIVIDUAL } from './matter-workspace.js';
import type { MatterTypeKey } from './matter-types.js';

/*
 * Issue 14 "Find it": a matter is named by its title. A title set on the matter wins; otherwise
 * the default: for an Estate "Estate of {the deceased's full name}", for the other types the main
 * individual's name (spec 02 §2.1 MAIN_INDIVIDUAL; a Trust's settlors joined), else none (the
 * reference alone names the matter). The server computes the same in SQL so lists can search and
 * sort on it; this is the rule in words, for tests and for the browser's preview.
 */

/** Decision: a title is as long as a reference may be. */
export const MATTER_TITLE_MAX = 200;

export const MATTER_TITLE_TEXTS = {
  estateOf: (name: string) => `Estate of ${name}`,
  label: 'Title',
  description: (defaultTitle: string | null) =>
    defaultTitle
      ? `Leave empty to use the default: ${defaultTitle}`
      : 'Leave empty to name the matter after its main individual, once one is added',
  column: 'Title',
} as const;

export interface TitleNameParts {
  firstName: string;
  middleNames?: string | null;
  surname: string;
}

/** A person's full name: first name, middle names (when any) and surname. */
export function fullNameOf(p: TitleNameParts): string {
  return [p.firstName, p.middleNames ?? '', p.surname]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

/** Names joined as a sentence: "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The default title of a matter of a type from its individuals, in the order they were added;
 * null when it has no main individual.
 */
export function defaultMatterTitle(
  matterType: MatterTypeKey,
  individuals: readonly (TitleNameParts & { individualTypeID: string })[],
): string | null {
  const rule = MAIN_INDIVIDUAL[matterType];
  const mains = individuals.filter((i) => i.individualTypeID.toLowerCase() === rule.individualTypeID);
  const names = (rule.isAll ? mains : mains.slice(0, 1)).map(fullNameOf).filter(Boolean);
  if (names.length === 0) return null;
  const joined = joinNames(names);
  return matterType === 'estate' ? MATTER_TITLE_TEXTS.estateOf(joined) : joined;
}

/** The title a matter shows: the one set on it, else the default. */
export function matterTitleOf(set: string | null | undefined, defaultTitle: string | null): string | null {
  const own = set?.trim();
  return own ? own : defaultTitle;
}
