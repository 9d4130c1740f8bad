/**
 * spec 02 §3: individual types. The full list (with per-matter-type sets) arrives with the
 * individuals feature; the matter list needs their names for the My Role column.
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
};
