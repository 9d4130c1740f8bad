import { CHARITY_SEARCH_LIMIT, type CharitySearchResult } from '@probity/domain';
import { z } from 'zod';
import {
  type CharityRegister,
  CharityRegisterUnavailable,
  type RegisterRecord,
  asRegisteredNumber,
} from './charity-register.js';

/** How long the register may take before the overlay is told it is unavailable. */
const TIMEOUT_MS = 8000;

const str = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim()));
const num = z.coerce.number().int();
const flag = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform(
    (v) => v === true || v === 1 || ['true', 'yes', 'y', '1'].includes(String(v ?? '').toLowerCase()),
  );

/** searchCharityName/{name}: the fields we read of each result. */
const ZSearchAnswer = z.array(
  z.object({
    organisation_number: num,
    reg_charity_number: num,
    group_subsid_suffix: num.nullish().transform((v) => v ?? 0),
    charity_name: z.string(),
  }),
);

/** charitydetails/{RegisteredNumber}/{suffix}: the fields of spec 03 §3 (others are ignored). */
const ZDetailsAnswer = z.object({
  organisation_number: num,
  reg_charity_number: num,
  group_subsid_suffix: num.nullish().transform((v) => v ?? 0),
  charity_name: z.string(),
  charity_type: str,
  charity_co_reg_number: str,
  insolvent: flag,
  in_administration: flag,
  prev_excepted_ind: flag,
  cif_cdf_ind: str,
  reg_status: str,
  date_of_registration: str,
  date_of_removal: str,
  removal_reason: str,
  latest_acc_fin_year_end_date: str,
  reporting_status: str,
  last_modified_time: str,
  address_line_one: str,
  address_line_two: str,
  address_line_three: str,
  address_line_four: str,
  address_line_five: str,
  address_post_code: str,
  phone: str,
  email: str,
  web: str,
  trustee_names: z
    .array(z.object({ trustee_name: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  other_names: z
    .array(z.object({ other_name: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
});

/**
 * The production register: the Charity Commission's register API (DOMAIN-NOTES), base e.g.
 * `https://api.charitycommission.gov.uk/register/api`, with the subscription key in the
 * `Ocp-Apim-Subscription-Key` header. The API answers 404 for "no match", which is an empty list
 * (search) or no charity (details). A term of digits is looked up as a registered number.
 */
export function createHttpCharityRegister(options: {
  url: string;
  apiKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): CharityRegister {
  const base = options.url.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;

  async function get(pathname: string): Promise<unknown | undefined> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers['Ocp-Apim-Subscription-Key'] = options.apiKey;
    let response: Response;
    try {
      response = await doFetch(`${base}/${pathname}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (err) {
      throw new CharityRegisterUnavailable(`charity register failed: ${(err as Error).name}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CharityRegisterUnavailable(`charity register answered ${response.status}`);
    }
    const text = await response.text();
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new CharityRegisterUnavailable('charity register answered something else than JSON');
    }
  }

  async function details(registeredNumber: number, suffix: number): Promise<RegisterRecord | undefined> {
    const body = await get(`charitydetails/${registeredNumber}/${suffix}`);
    if (body === undefined || body === null) return undefined;
    const parsed = ZDetailsAnswer.safeParse(body);
    if (!parsed.success) throw new CharityRegisterUnavailable('charity register answered an unknown shape');
    const { charity_type, ...rest } = parsed.data;
    return { ...rest, charityType: charity_type };
  }

  return {
    kind: 'http',
    async search(term) {
      const trimmed = term.trim();
      if (trimmed === '') return [];
      const number = asRegisteredNumber(trimmed);
      if (number !== undefined) {
        const found = await details(number, 0);
        if (found) {
          const { organisation_number, charity_name, reg_charity_number, group_subsid_suffix } = found;
          return [{ organisation_number, charity_name, reg_charity_number, group_subsid_suffix }];
        }
      }
      const body = await get(`searchCharityName/${encodeURIComponent(trimmed)}`);
      if (body === undefined || body === null) return [];
      const parsed = ZSearchAnswer.safeParse(body);
      if (!parsed.success) throw new CharityRegisterUnavailable('charity register answered an unknown shape');
      return parsed.data.slice(0, CHARITY_SEARCH_LIMIT) satisfies CharitySearchResult[];
    },
    details,
  };
}
