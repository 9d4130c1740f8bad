/*
 * The identity-check provider interface (ARCHITECTURE "identity-check provider": sandbox provider
 * with deterministic outcomes by default; an HTTP provider adapter with per-company credentials in
 * production; company test mode = sandbox). The provider answers the parts only it can know:
 * address, bankruptcy/IVA (insolvency), mortality and the bank account holder. Document numbers,
 * bank modulus checking and sanctions/PEP screening are computed by Probity itself, in every mode.
 */

export type CheckProduct = 'probityCheck' | 'probityCheckPlus';

export type ProviderComponentName = 'address' | 'insolvency' | 'mortality' | 'bankAccountHolder';

export interface ProviderComponent {
  component: ProviderComponentName;
  outcome: 'pass' | 'fail' | 'refer';
  detail: string;
}

export interface ProviderCheckRequest {
  /** Our id of the check; the provider's reference is this when it keeps none of its own. */
  checkResultID: string;
  product: CheckProduct;
  person: {
    title: string | null;
    firstName: string;
    middleNames: string;
    surname: string;
    gender: string | null;
    /** 'YYYY-MM-DD'. */
    dob: string | null;
    individualTypeID: string;
    address: {
      addressLine1: string | null;
      addressLine2: string;
      addressLine3: string;
      cityTown: string | null;
      county: string | null;
      postCode: string | null;
      country: string | null;
    };
  };
  bank: { sortCode: string | null; accountNumber: string | null; accountName: string | null } | null;
}

export type ProviderOutcome =
  | { status: 'completed'; reference: string; components: ProviderComponent[] }
  /** The provider needs the individual: they are invited and the check finishes later. */
  | { status: 'pending'; reference: string; reason: string };

export interface CheckProvider {
  /** 'sandbox' or 'http', stored with each result. */
  readonly name: 'sandbox' | 'http';
  perform(request: ProviderCheckRequest): Promise<ProviderOutcome>;
  /** Asks again about a pending check (the completion job). */
  poll(reference: string, request: ProviderCheckRequest): Promise<ProviderOutcome>;
}

/** The provider components each product asks for (spec 02 §2.7). */
export const PROVIDER_COMPONENTS: Record<CheckProduct, ProviderComponentName[]> = {
  probityCheck: ['address', 'insolvency', 'mortality'],
  probityCheckPlus: ['insolvency', 'bankAccountHolder'],
};
