import type { Address } from '@probity/domain';
import { z } from 'zod';
import type { AddressLookup } from './address-lookup.js';

/** How long the provider may take before the picker is told it is unavailable. */
const TIMEOUT_MS = 5000;
/** Addresses are shown as company addresses, whose country the product writes this way. */
const COUNTRY = 'United Kingdom';

/** The provider answered something else than addresses: the API answers 502. */
export class AddressLookupUnavailable extends Error {
  readonly statusCode = 502;
  constructor(message: string) {
    super(message);
    this.name = 'AddressLookupUnavailable';
  }
}

/** getAddress.io's `find` answer with expand=true (the fields we read). */
const ZFindResponse = z.object({
  addresses: z.array(
    z.object({
      line_1: z.string(),
      line_2: z.string().optional().default(''),
      line_3: z.string().optional().default(''),
      line_4: z.string().optional().default(''),
      town_or_city: z.string(),
      county: z.string().optional().default(''),
    }),
  ),
});

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The production address lookup: a getAddress.io-style HTTP API, `GET {url}/find/{postcode}
 * ?api-key={key}&expand=true`. An unknown postcode (404) has no addresses.
 */
export function createHttpAddressLookup(options: {
  url: string;
  apiKey?: string;
  fetch?: typeof fetch;
}): AddressLookup {
  const base = options.url.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'http',
    async find(postcode) {
      const url = new URL(`${base}/find/${encodeURIComponent(postcode)}`);
      if (options.apiKey) url.searchParams.set('api-key', options.apiKey);
      url.searchParams.set('expand', 'true');
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new AddressLookupUnavailable(`address lookup failed: ${(err as Error).name}`);
      }
      if (response.status === 404) return [];
      if (!response.ok) throw new AddressLookupUnavailable(`address lookup answered ${response.status}`);
      const parsed = ZFindResponse.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new AddressLookupUnavailable('address lookup answered an unknown shape');
      return parsed.data.addresses.map(
        (a): Address => ({
          addressLine1: a.line_1.trim(),
          addressLine2: orNull(a.line_2),
          addressLine3: orNull([a.line_3, a.line_4].filter((l) => l.trim() !== '').join(', ')),
          cityTown: a.town_or_city.trim(),
          county: orNull(a.county),
          postCode: postcode,
          country: COUNTRY,
        }),
      );
    },
  };
}
