import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  EMPTY_GUID,
  INDIVIDUAL_TYPES,
  LEGACY_INDIVIDUAL_TYPES,
  LEGACY_TEXTS,
  type Legacy,
  MAX_PAGE_SIZE,
} from '@probity/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchPage, listQueryParams } from '../../api/list-query';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { AddIndividualModal } from '../individuals/AddIndividualModal';
import { type IndividualListItem, type IndividualType, fullNameOf } from '../individuals/individuals.api';
import { legacyBody, useUpdateLegacy } from './legacies.api';

/** spec 03 §9: in the legacy context only the Deceased individual types load. */
export const DECEASED_TYPES: IndividualType[] = LEGACY_INDIVIDUAL_TYPES.map((id) => ({
  individualTypeID: id,
  name: INDIVIDUAL_TYPES[id]?.name ?? id,
  description: INDIVIDUAL_TYPES[id]?.description ?? '',
}));

/**
 * The list call of the picker: the charity's individuals of the Deceased type, filtered and
 * searched by the server (FilterType=type), so a charity with many individuals finds every one.
 */
export function deceasedListParams(search: string): URLSearchParams {
  return listQueryParams({
    page: 1,
    pageSize: MAX_PAGE_SIZE,
    search,
    filters: { type: [...LEGACY_INDIVIDUAL_TYPES] },
  });
}

/**
 * spec 03 §2.4 "Add Deceased": chooses the deceased among the charity's individuals of the Deceased
 * type (03 §9: "only the Deceased individual types load"), or creates a new one with the
 * add-individual form limited to that type (creation sets organisationID; 02 §8 "{name} has been
 * created and added to the legacy"), which then becomes the legacy's deceased.
 */
export function AddDeceasedModal({
  legacy,
  opened,
  onClose,
}: {
  legacy: Legacy;
  opened: boolean;
  onClose: () => void;
}) {
  const organisationID = legacy.organisationID ?? '';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const params = deceasedListParams(debouncedSearch);
  const individuals = useQuery({
    queryKey: ['individuals', 'list', 'legacy-deceased', organisationID, params.toString()],
    queryFn: ({ signal }) =>
      fetchPage<IndividualListItem>(
        `/api/Individuals/Organisation/${encodeURIComponent(organisationID)}`,
        params,
        signal,
      ),
    enabled: opened && !!organisationID,
    placeholderData: keepPreviousData,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const update = useUpdateLegacy();
  const deceased = individuals.data?.items ?? [];
  const options = deceased.map((i) => ({ value: i.individualID, label: fullNameOf(i) }));

  const close = () => {
    setIsCreating(false);
    setChosen(null);
    setSearch('');
    onClose();
  };

  const setDeceased = (individualID: string, isNew: boolean) => {
    // A new deceased already had its "created and added to the legacy" notice.
    const toastId = isNew ? undefined : notify.loading(LEGACY_TEXTS.updatingLegacy);
    update.mutate(legacyBody(legacy, { deceased: { individualID } }), {
      onSuccess: () => {
        if (toastId) notify.success(LEGACY_TEXTS.legacyUpdated, toastId);
        close();
      },
      onError: (error) =>
        toastId ? notify.error(errorToast(error), toastId) : notify.error(errorToast(error)),
    });
  };

  return (
    <>
      <Modal opened={opened && !isCreating} onClose={close} title={LEGACY_TEXTS.addDeceased} centered>
        <Stack>
          <Select
            label={LEGACY_TEXTS.deceased}
            placeholder="Search the deceased by name"
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            // The server has searched already.
            filter={({ options: all }) => all}
            nothingFoundMessage={individuals.isFetching ? 'Searching…' : 'No deceased individuals'}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setIsCreating(true)}
            >
              New deceased
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                onClick={() => chosen && setDeceased(chosen, false)}
                disabled={!chosen}
                loading={update.isPending}
              >
                {LEGACY_TEXTS.addDeceased}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <AddIndividualModal
        opened={opened && isCreating}
        onClose={() => setIsCreating(false)}
        target={{
          matterID: EMPTY_GUID,
          reference: null,
          organisationID: legacy.organisationID,
          organisationName: null,
        }}
        types={DECEASED_TYPES}
        canChooseType={false}
        manualOnly
        title={LEGACY_TEXTS.addDeceased}
        onCreated={(saved) => setDeceased(saved.individualID, true)}
      />
    </>
  );
}
