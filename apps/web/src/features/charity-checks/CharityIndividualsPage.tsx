import { Stack } from '@mantine/core';
import { DEMO_CHARITY_ID, EMPTY_GUID, INDIVIDUAL_TEXTS } from '@probity/domain';
import { useSession } from '../../auth/session';
import { Pagination } from '../../components/Pagination';
import { type IndividualListItem, useOrganisationIndividuals } from '../individuals/individuals.api';
import { IndividualsListCard, IndividualsListHeader } from '../individuals/IndividualsList';
import { useIndividualListPage } from '../individuals/use-individual-list-page';
import { CHARITY_CHECKS_PATH } from './CharityChecksArea';

/**
 * spec 03 §2.14 individuals: 'Individuals', 'List of individuals that are part of your charity.',
 * 'Add Individual', search, the table Name, Email, Type, Manage, Delete; empty 'No individuals
 * assigned to this charity.'. The charity's individuals sit outside any matter (the all-zero id).
 */
export function CharityIndividualsPage() {
  const { user, roles } = useSession();
  // An administrator in demo mode acts inside the demo charity (spec/README "Demo mode").
  const organisationID = roles.includes('Admin Demo') ? DEMO_CHARITY_ID : user.organisationID;
  const page = useIndividualListPage(organisationID);
  const list = useOrganisationIndividuals(organisationID, page.query);

  const actions = {
    managePath: (i: IndividualListItem) =>
      `${CHARITY_CHECKS_PATH}/individuals/${encodeURIComponent(i.individualID)}/manage`,
    onDelete: page.canDelete ? (i: IndividualListItem) => void page.handleDelete(i) : undefined,
  };

  return (
    <Stack gap={0}>
      <IndividualsListHeader
        description={INDIVIDUAL_TEXTS.charityListDescription}
        canCreate={page.canCreate}
        roles={page.roles}
        target={{
          matterID: EMPTY_GUID,
          reference: null,
          organisationID,
          organisationName: page.user.organisationName,
        }}
        typesFor="Charity"
      />
      <IndividualsListCard
        list={list}
        rows={list.data?.items ?? []}
        isLoading={list.isPending && !!organisationID}
        emptyText={INDIVIDUAL_TEXTS.noCharityIndividuals}
        actions={actions}
      />
      <Pagination pagination={list.data?.pagination ?? null} onPageChange={page.handlePageChange} />
    </Stack>
  );
}
