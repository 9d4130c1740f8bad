import type { MatterTypeKey } from './matter-types.js';

/**
 * spec 02 §3: individual types. `individualTypeID` is the key. The spec saw Individual, Matter
 * Admin, Supervising Partner, Matter Executive, MLRO, Support, Admin Demo, Charity and Deceased;
 * the matter types add the parties a probate, will, trust or power-of-attorney matter has
 * (Executor, Beneficiary, Testator, Settlor, Trustee, Donor, Attorney).
 */
export const INDIVIDUAL_TYPES: Record<string, { name: string; description: string }> = {
  deceased: { name: 'Deceased', description: 'The person whose estate is being administered.' },
  executor: { name: 'Executor', description: 'Named in the will to administer the estate.' },
  beneficiary: { name: 'Beneficiary', description: 'Receives part of the estate.' },
  testator: { name: 'Testator', description: 'The person making the will.' },
  settlor: { name: 'Settlor', description: 'The person who creates the trust.' },
  trustee: { name: 'Trustee', description: 'Holds and manages the trust property.' },
  donor: { name: 'Donor', description: 'The person granting the power of attorney.' },
  attorney: { name: 'Attorney', description: 'Acts for the donor under the power of attorney.' },
  individual: { name: 'Individual', description: 'A client connected to the matter.' },
  matterAdmin: { name: 'Matter Admin', description: 'Administers matters for another party.' },
  supervisingPartner: {
    name: 'Supervising Partner',
    description: 'A supervising partner connected to the matter.',
  },
  matterExecutive: { name: 'Matter Executive', description: 'A matter executive connected to the matter.' },
  mlro: { name: 'MLRO', description: 'A money laundering reporting officer connected to the matter.' },
  support: { name: 'Support', description: 'Support staff connected to the matter.' },
  adminDemo: { name: 'Admin Demo', description: 'A demonstration individual.' },
  charity: { name: 'Charity', description: 'A person acting for a charity.' },
};

export type IndividualTypeKey = keyof typeof INDIVIDUAL_TYPES;

/** The types seen in spec 02 §3 that name a professional role; offered on every matter type. */
const PROFESSIONAL_TYPES = [
  'matterAdmin',
  'supervisingPartner',
  'matterExecutive',
  'mlro',
  'support',
  'adminDemo',
  'charity',
] as const;

/**
 * spec 02 §3 "The type list is fetched per matter type": the parties of each matter type first
 * (its main individual, 02 §2.1, leading), then Individual and the professional types.
 */
export const INDIVIDUAL_TYPES_BY_MATTER_TYPE: Record<MatterTypeKey, readonly string[]> = {
  estate: ['deceased', 'executor', 'beneficiary', 'individual', ...PROFESSIONAL_TYPES],
  will: ['testator', 'executor', 'beneficiary', 'individual', ...PROFESSIONAL_TYPES],
  trust: ['settlor', 'trustee', 'beneficiary', 'individual', ...PROFESSIONAL_TYPES],
  powerOfAttorney: ['donor', 'attorney', 'individual', ...PROFESSIONAL_TYPES],
};

/**
 * spec 02 §3 "plus charity types", 03 §2.14: the individuals a charity checks (its trustees and
 * the people acting for it) and the deceased of a legacy with no firm.
 */
export const CHARITY_INDIVIDUAL_TYPES: readonly string[] = ['deceased', 'trustee', 'charity', 'individual'];

/** spec 03 §9: in the legacy context (all-zero matter) only the Deceased types load. */
export const LEGACY_INDIVIDUAL_TYPES: readonly string[] = ['deceased'];

export interface IndividualTypeView {
  individualTypeID: string;
  name: string;
  description: string;
}

/** The individual type as the API shows it; an unknown key keeps its key as its name. */
export function individualTypeView(key: string): IndividualTypeView {
  const t = INDIVIDUAL_TYPES[key];
  return { individualTypeID: key, name: t?.name ?? key, description: t?.description ?? '' };
}

/** Whether a type may be given to an individual of a matter of this type (or of a charity). */
export function isIndividualTypeAllowed(key: string, context: MatterTypeKey | 'charity'): boolean {
  const list = context === 'charity' ? CHARITY_INDIVIDUAL_TYPES : INDIVIDUAL_TYPES_BY_MATTER_TYPE[context];
  return list.includes(key);
}
