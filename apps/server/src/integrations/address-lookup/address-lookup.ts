import type { Address } from '@probity/domain';
import { toNormalised } from 'postcode';

/**
 * The address picker's outside service (ARCHITECTURE: address lookup = local postcode sample by
 * default, an HTTP provider with a key in production). Both answer the same shape.
 */
export interface AddressLookup {
  readonly kind: 'embedded' | 'http';
  /** The addresses at a postcode already normalised by normalisePostcode(); [] when none. */
  find(postcode: string): Promise<Address[]>;
}

/**
 * Validates and normalises a UK postcode ('bs14rn' → 'BS1 4RN') with the `postcode` package (the
 * format only: whether the postcode exists is the provider's answer). null when it is not one.
 */
export function normalisePostcode(input: string): string | null {
  return toNormalised(input.trim());
}
