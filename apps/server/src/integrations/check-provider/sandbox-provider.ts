import { isUkPostcode } from '@probity/domain';
import {
  type CheckProvider,
  PROVIDER_COMPONENTS,
  type ProviderCheckRequest,
  type ProviderComponent,
  type ProviderOutcome,
} from './check-provider.js';

/**
 * The sandbox provider: the embedded default, and what a company in test mode (live = false)
 * always uses. It needs no network and answers deterministically from the individual's data:
 *
 * Not completed at once (the individual is invited to complete the check):
 * - Probity Check: the individual has no date of birth, or no first address line or post code.
 * - Probity Check+: the individual has no bank sort code or account number.
 * A pending check completes when polled after the individual has supplied what was missing.
 *
 * Outcomes of a completed check:
 * - address: 'fail' when the post code is not a UK post code or is in the non-existent ZZ area
 *   (e.g. 'ZZ1 1ZZ'); 'refer' when the country is not the United Kingdom; otherwise 'pass'.
 * - insolvency (bankruptcy/IVA): 'fail' (a record found) when the surname is Bankrupt, Insolvent
 *   or Debtor, or the post code starts 'ZZ9'; otherwise 'pass'.
 * - mortality: a death is registered for an individual of type Deceased or with the surname
 *   Deceased; that is a 'pass' for a Deceased individual and a 'fail' for anyone else.
 * - bankAccountHolder (Probity Check+): 'pass' when the account name contains the surname,
 *   otherwise 'refer'.
 */
export const SANDBOX_INSOLVENT_SURNAMES = ['bankrupt', 'insolvent', 'debtor'];

function missing(request: ProviderCheckRequest): string | null {
  const { person, bank, product } = request;
  if (product === 'probityCheckPlus') {
    return bank?.sortCode && bank.accountNumber ? null : 'The bank sort code and account number are needed';
  }
  if (!person.dob) return 'The date of birth is needed';
  if (!person.address.addressLine1 || !person.address.postCode) return 'The address is needed';
  return null;
}

function isUk(country: string | null): boolean {
  return (
    !country ||
    /^(uk|united kingdom|great britain|england|scotland|wales|northern ireland)$/i.test(country.trim())
  );
}

function component(request: ProviderCheckRequest, name: ProviderComponent['component']): ProviderComponent {
  const { person, bank } = request;
  const postCode = (person.address.postCode ?? '').trim().toUpperCase();
  const surname = person.surname.trim().toLowerCase();
  switch (name) {
    case 'address':
      if (!isUkPostcode(postCode) || postCode.startsWith('ZZ'))
        return { component: name, outcome: 'fail', detail: 'The address was not found' };
      if (!isUk(person.address.country))
        return { component: name, outcome: 'refer', detail: 'The address is outside the United Kingdom' };
      return { component: name, outcome: 'pass', detail: 'The address was confirmed' };
    case 'insolvency':
      if (SANDBOX_INSOLVENT_SURNAMES.includes(surname) || postCode.startsWith('ZZ9'))
        return { component: name, outcome: 'fail', detail: 'A bankruptcy or IVA record was found' };
      return { component: name, outcome: 'pass', detail: 'No bankruptcy or IVA record was found' };
    case 'mortality': {
      const registered = person.individualTypeID === 'deceased' || surname === 'deceased';
      if (!registered) return { component: name, outcome: 'pass', detail: 'No death is registered' };
      return person.individualTypeID === 'deceased'
        ? { component: name, outcome: 'pass', detail: 'The death is registered' }
        : { component: name, outcome: 'fail', detail: 'A death is registered for this person' };
    }
    case 'bankAccountHolder':
      return (bank?.accountName ?? '').toLowerCase().includes(surname)
        ? { component: name, outcome: 'pass', detail: 'The account name matches the individual' }
        : { component: name, outcome: 'refer', detail: 'The account name does not match the individual' };
  }
}

export function createSandboxProvider(): CheckProvider {
  const answer = (request: ProviderCheckRequest, reference: string): ProviderOutcome => {
    const reason = missing(request);
    if (reason) return { status: 'pending', reference, reason };
    return {
      status: 'completed',
      reference,
      components: PROVIDER_COMPONENTS[request.product].map((c) => component(request, c)),
    };
  };
  return {
    name: 'sandbox',
    perform: async (request) => answer(request, `sandbox-${request.checkResultID}`),
    poll: async (reference, request) => answer(request, reference),
  };
}
