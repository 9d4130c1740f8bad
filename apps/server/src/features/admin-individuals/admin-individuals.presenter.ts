import {
  type AdminIndividual,
  type AdminIndividualListItem,
  INDIVIDUAL_TYPES,
  ORGANISATION_TYPES,
  matterTypeById,
  statusOfType,
} from '@probity/domain';
import type { AdminIndividualRow, IndividualRecord, recordPlaces } from './admin-individuals.queries.js';

type Places = Awaited<ReturnType<typeof recordPlaces>>;
type LinkedUser = {
  status: 'active' | 'locked' | 'paused';
  firstName: string;
  surname: string;
  emailAddress: string;
};

export function presentAdminIndividualListItem(row: AdminIndividualRow): AdminIndividualListItem {
  return {
    individualID: row.individualID,
    userID: row.userID,
    title: row.title,
    firstName: row.firstName,
    surname: row.surname,
    name: `${row.firstName} ${row.surname}`,
    emailAddress: row.emailAddress,
    companies: row.companies.map((c) => ({ organisationID: c.organisationID, name: c.name })),
    status: row.status,
  };
}

/**
 * The person behind some records (oldest first): a linked user's name, e-mail and status win over
 * the records' copies; each company lists the person's matters there.
 */
export function presentAdminIndividual(
  records: IndividualRecord[],
  places: Places,
  user: LinkedUser | undefined,
): AdminIndividual {
  const head = records[0]!;
  const firstName = user?.firstName ?? head.firstName;
  const surname = user?.surname ?? head.surname;
  const companies = places.organisations
    .map((org) => ({
      organisationID: org.organisationID,
      name: org.name,
      organisationType: { ...ORGANISATION_TYPES[org.organisationType] },
      matters: records
        .filter((r) => r.organisationID === org.organisationID && r.matterID)
        .flatMap((r) => {
          const matter = places.matters.find((m) => m.matterID === r.matterID);
          if (!matter) return [];
          const type = matterTypeById(matter.matterTypeID);
          const status = type ? statusOfType(type, matter.statusID) : undefined;
          return [
            {
              matterID: matter.matterID,
              individualID: r.individualID,
              reference: matter.reference,
              status: { statusID: matter.statusID, name: status?.name ?? '' },
              matterType: { matterTypeID: matter.matterTypeID, name: type?.name ?? '' },
              individualType: {
                individualTypeID: r.individualTypeID,
                name: INDIVIDUAL_TYPES[r.individualTypeID]?.name ?? r.individualTypeID,
              },
            },
          ];
        })
        .sort((a, b) => a.reference.localeCompare(b.reference)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    individualID: head.individualID,
    userID: head.userID,
    title: head.title,
    firstName,
    surname,
    name: `${firstName} ${surname}`,
    emailAddress: user?.emailAddress ?? head.emailAddress,
    status: user?.status ?? 'unregistered',
    companies,
  };
}
