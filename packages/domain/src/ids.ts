/** spec 02 §9, 03 §9: the all-zero identifier means "no matter" / "no individual". */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

export const ORGANISATION_TYPES = {
  platform: { organisationTypeID: '0a0e7f10-0000-4000-8000-000000000001', name: 'Platform' },
  lawfirm: { organisationTypeID: '0a0e7f10-0000-4000-8000-000000000002', name: 'Law firm' },
  charity: { organisationTypeID: '0a0e7f10-0000-4000-8000-000000000003', name: 'Charity' },
  clients: { organisationTypeID: '0a0e7f10-0000-4000-8000-000000000004', name: 'Clients' },
} as const;

export type OrganisationTypeKey = keyof typeof ORGANISATION_TYPES;

export function organisationTypeKeyById(id: string): OrganisationTypeKey | undefined {
  return (Object.keys(ORGANISATION_TYPES) as OrganisationTypeKey[]).find(
    (k) => ORGANISATION_TYPES[k].organisationTypeID === id,
  );
}

/** spec/README: the two identity-check products and their fixed ids. */
export const CHECK_TYPES = {
  probityCheck: { checkTypeID: 'c4ec0000-0000-4000-8000-000000000001', name: 'Probity Check' },
  probityCheckPlus: { checkTypeID: 'c4ec0000-0000-4000-8000-000000000002', name: 'Probity Check+' },
} as const;

/** spec 03 §4: a new legacy starts with a fixed initial status (Pre-Engagement of the legacy list). */
export const INITIAL_LEGACY_STATUS_ID = '5a7a0000-0000-4000-8000-000000000101';

/** Fixed organisation ids of the platform and of the demo organisations used by demo mode. */
export const PLATFORM_ORGANISATION_ID = '0f000000-0000-4000-8000-000000000001';
export const DEMO_FIRM_ID = '0f000000-0000-4000-8000-0000000000d1';
export const DEMO_CHARITY_ID = '0f000000-0000-4000-8000-0000000000d2';
/** Individuals (clients) belong to no firm; they sit in this organisation. */
export const CLIENTS_ORGANISATION_ID = '0f000000-0000-4000-8000-000000000002';
