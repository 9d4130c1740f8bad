import type { Config } from '../../config.js';
import type { AddressLookup } from './address-lookup.js';
import { createEmbeddedAddressLookup } from './embedded.js';
import { createHttpAddressLookup } from './http.js';

export type { AddressLookup } from './address-lookup.js';
export { normalisePostcode } from './address-lookup.js';
export { AddressLookupUnavailable, createHttpAddressLookup } from './http.js';
export { createEmbeddedAddressLookup } from './embedded.js';

export interface AddressLookups {
  /** The configured source: the HTTP provider when ADDRESS_LOOKUP_URL is set, else the sample. */
  live: AddressLookup;
  /** The sandbox source, for companies in test mode (spec 01 §4). */
  sandbox: AddressLookup;
}

export function createAddressLookups(config: Config): AddressLookups {
  const sandbox = createEmbeddedAddressLookup();
  const live = config.ADDRESS_LOOKUP_URL
    ? createHttpAddressLookup({ url: config.ADDRESS_LOOKUP_URL, apiKey: config.ADDRESS_LOOKUP_KEY })
    : sandbox;
  return { live, sandbox };
}

/** spec 01 §4: "Test mode on switches to sandbox data sources". */
export function addressLookupFor(lookups: AddressLookups, organisation: { live: boolean }): AddressLookup {
  return organisation.live ? lookups.live : lookups.sandbox;
}
