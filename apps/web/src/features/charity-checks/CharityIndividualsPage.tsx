import { Button, Card, Stack, Text } from '@mantine/core';
import { DEMO_CHARITY_ID, EMPTY_GUID, INDIVIDUAL_TEXTS } from '@probity/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { AddIndividualModal } from '../individuals/AddIndividualModal';
import { IndividualsTable } from '../individuals/IndividualsTable';
import {
  type IndividualListItem,
  useIndividualTypes,
  useOrganisationIndividuals,
} from '../individuals/individuals.api';
import { canChooseIndividualType } from '../individuals/use-individual-form';
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
  const [isAddOpen, setIsAddOpen] = useState(false);
  const list = useOrganisationIndividuals(organisationID, page.query);
  const types = useIndividualTypes('Charity');

  const actions = {
    managePath: (i: IndividualListItem) =>
      `${CHARITY_CHECKS_PATH}/individuals/${encodeURIComponent(i.individualID)}/manage`,
    onDelete: page.canDelete ? (i: IndividualListItem) => void page.handleDelete(i) : undefined,
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={INDIVIDUAL_TEXTS.listTitle}
        description={INDIVIDUAL_TEXTS.charityListDescription}
        searchLabel="Search individuals"
        actions={
          page.canCreate && (
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setIsAddOpen(true)}>
              {INDIVIDUAL_TEXTS.addIndividual}
            </Button>
          )
        }
      />
      {list.isError && !list.data ? (
        <Card p="lg">
          <Stack align="flex-start" gap="sm">
            <Text>The individuals could not be loaded.</Text>
            <Button variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Card>
      ) : (
        <Card p={0}>
          <IndividualsTable
            caption={INDIVIDUAL_TEXTS.listTitle}
            rows={list.data?.items ?? []}
            isLoading={list.isPending && !!organisationID}
            emptyText={INDIVIDUAL_TEXTS.noCharityIndividuals}
            actions={actions}
          />
        </Card>
      )}
      <Pagination pagination={list.data?.pagination ?? null} onPageChange={page.handlePageChange} />
      {page.canCreate && (
        <AddIndividualModal
          opened={isAddOpen}
          onClose={() => setIsAddOpen(false)}
          target={{
            matterID: EMPTY_GUID,
            reference: null,
            organisationID,
            organisationName: page.user.organisationName,
          }}
          types={types.data ?? []}
          canChooseType={canChooseIndividualType(page.roles)}
        />
      )}
    </Stack>
  );
}
