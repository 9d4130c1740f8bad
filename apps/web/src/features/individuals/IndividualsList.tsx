import { Button, Card } from '@mantine/core';
import { INDIVIDUAL_TEXTS, type Role } from '@probity/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { AddIndividualModal, type AddIndividualTarget } from './AddIndividualModal';
import { type IndividualRowActions, IndividualsTable } from './IndividualsTable';
import { type IndividualListItem, useIndividualTypes } from './individuals.api';
import { canChooseIndividualType } from './use-individual-form';

/*
 * What both individuals lists show alike (spec 02 §2.3 a matter's, 03 §2.14 a charity's): the
 * header with 'Add Individual' and its overlay, and the table or its retry card.
 */

/**
 * 'Individuals', the list's description, search and, for who may create, 'Add Individual' with
 * the overlay that adds to target (typesFor: the matter type, or 'Charity').
 */
export function IndividualsListHeader({
  description,
  canCreate,
  roles,
  target,
  typesFor,
}: {
  description: string;
  canCreate: boolean;
  roles: readonly Role[];
  target: AddIndividualTarget;
  typesFor: string;
}) {
  const [isAddOpen, setIsAddOpen] = useState(false);
  const types = useIndividualTypes(typesFor);
  return (
    <>
      <PageHeader
        title={INDIVIDUAL_TEXTS.listTitle}
        description={description}
        searchLabel="Search individuals"
        actions={
          canCreate && (
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setIsAddOpen(true)}>
              {INDIVIDUAL_TEXTS.addIndividual}
            </Button>
          )
        }
      />
      {canCreate && (
        <AddIndividualModal
          opened={isAddOpen}
          onClose={() => setIsAddOpen(false)}
          target={target}
          types={types.data ?? []}
          canChooseType={canChooseIndividualType(roles)}
        />
      )}
    </>
  );
}

/** The individuals table in a card, or a card to try again when the list could not be loaded. */
export function IndividualsListCard({
  list,
  rows,
  isLoading,
  emptyText,
  actions,
}: {
  list: { isError: boolean; data?: unknown; refetch: () => unknown };
  rows: readonly IndividualListItem[];
  isLoading: boolean;
  emptyText: string;
  actions: IndividualRowActions;
}) {
  if (list.isError && !list.data) {
    return <LoadFailedCard what="individuals" onRetry={list.refetch} />;
  }
  return (
    <Card p={0}>
      <IndividualsTable
        caption={INDIVIDUAL_TEXTS.listTitle}
        rows={rows}
        isLoading={isLoading}
        emptyText={emptyText}
        actions={actions}
      />
    </Card>
  );
}
