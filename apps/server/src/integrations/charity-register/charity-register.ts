import type { CharityDetails, CharitySearchResult } from '@probity/domain';

/**
 * The charity register (spec README "Outside services"): the Charity Commission's register,
 * searched when a firm adds a charity to a matter (spec 03 §2.15). The embedded default answers
 * from the local copy in table charity_register (loaded from the public extract); the HTTP adapter
 * asks the Commission's register API. Both answer the API's field names.
 */
export interface CharityRegister {
  readonly kind: 'local' | 'http';
  /** Charities whose name contains `term`, or whose registered number is `term`; [] when none. */
  search(term: string): Promise<CharitySearchResult[]>;
  /** One charity (suffix 0 = the main charity), or undefined when the register has none. */
  details(registeredNumber: number, suffix: number): Promise<RegisterRecord | undefined>;
}

/** A register record: the details without the Probity-side verified flag (set by the caller). */
export type RegisterRecord = Omit<CharityDetails, 'linked_organisation'>;

/** The register could not be asked (network, bad answer): the API answers 502. */
export class CharityRegisterUnavailable extends Error {
  readonly statusCode = 502;
  constructor(message: string) {
    super(message);
    this.name = 'CharityRegisterUnavailable';
  }
}

/** A search term that is a registered number (digits only, spaces allowed). */
export function asRegisteredNumber(term: string): number | undefined {
  const digits = term.replace(/\s+/g, '');
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  return Number(digits);
}
