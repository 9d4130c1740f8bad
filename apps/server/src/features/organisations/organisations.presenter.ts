import {
  INTEGRATION_CREDENTIAL_NAMES,
  MASKED_SECRET,
  ORGANISATION_TYPES,
  type Organisation,
  type OrganisationListItem,
  type OrganisationMember,
} from '@probity/domain';
import type { OrganisationRow } from '../../access/actor.js';

export interface PresentOrganisationOptions {
  /** Administrators see which credentials are set (never their values); others see none. */
  showCredentials: boolean;
}

/** spec 01 §2: a company is LOCKED or ACTIVE. */
export const organisationStatus = (o: Pick<OrganisationRow, 'locked'>) => (o.locked ? 'LOCKED' : 'ACTIVE');

/** The credentials as names with a mask: a stored secret is never sent back in clear. */
export function presentIntegrationDetails(row: OrganisationRow): Organisation['integrationDetails'] {
  const stored = row.integrationDetails ?? [];
  return INTEGRATION_CREDENTIAL_NAMES.map((name) => {
    const hasValue = stored.some((d) => d.name === name && d.value !== '');
    return { name, value: hasValue ? MASKED_SECRET : '', hasValue };
  });
}

/** spec 01 §3 Organisation: every field named. */
export function presentOrganisation(
  row: OrganisationRow,
  members: OrganisationMember[],
  opts: PresentOrganisationOptions,
): Organisation {
  return {
    organisationID: row.organisationID,
    parentOrganisation: row.parentOrganisation,
    name: row.name,
    description: row.description,
    accountsReference: row.accountsReference,
    companyNo: row.companyNo,
    vatRegNo: row.vatRegNo,
    sraNumber: row.sraNumber,
    dprNo: row.dprNo,
    source: row.source,
    locked: row.locked,
    integrated: row.integrated,
    live: row.live,
    testMode: !row.live,
    individualChatEnabled: row.individualChatEnabled,
    requireSecondFactor: row.requireSecondFactor,
    integrationDetails: opts.showCredentials ? presentIntegrationDetails(row) : [],
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    address4: row.address4,
    address5: row.address5,
    cityTown: row.cityTown,
    county: row.county,
    postCode: row.postCode,
    country: row.country,
    mainContactUser: row.mainContactUser,
    billingContactUser: row.billingContactUser,
    technicalContactUser: row.technicalContactUser,
    referralCode: row.referralCode,
    dateCreated: row.dateCreated.toISOString(),
    organisationType: { ...ORGANISATION_TYPES[row.organisationType] },
    members,
    status: organisationStatus(row),
    isDemo: row.isDemo,
  };
}

/** A row of the Companies list. */
export function presentOrganisationListItem(
  row: OrganisationRow,
  members: OrganisationMember[],
): OrganisationListItem {
  return {
    organisationID: row.organisationID,
    name: row.name,
    organisationType: { ...ORGANISATION_TYPES[row.organisationType] },
    members,
    status: organisationStatus(row),
    dateCreated: row.dateCreated.toISOString(),
    locked: row.locked,
    integrated: row.integrated,
    live: row.live,
    testMode: !row.live,
    isDemo: row.isDemo,
  };
}
