import { Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { LEGACY_TEXTS, type Legacy, MAX_PAGE_SIZE } from '@probity/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { type IndividualListItem, fullNameOf } from '../individuals/individuals.api';
import { fetchPage } from '../../api/list-query';
import { useQuery } from '@tanstack/react-query';
import { legacyBody, useUpdateLegacy } from './legacies.api';

/**
 * spec 03 §2.4 "Add Deceased": chooses the deceased among the charity's individuals of the Deceased
 * type (03 §9: "only the Deceased individual types load"); new ones are added in the Checks area.
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
  const individuals = useQuery({
    queryKey: ['individuals', 'list', 'legacy-deceased', organisationID],
    queryFn: ({ signal }) =>
      fetchPage<IndividualListItem>(
        `/api/Individuals/Organisation/${encodeURIComponent(organisationID)}`,
        new URLSearchParams({ page: '1', pageCount: String(MAX_PAGE_SIZE) }),
        signal,
      ),
    enabled: opened && !!organisationID,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const update = useUpdateLegacy();
  const deceased = (individuals.data?.items ?? []).filter(
    (i) => i.individualType?.name?.toLowerCase() === 'deceased',
  );

  const handleSave = () => {
    if (!chosen) return;
    const toastId = notify.loading(LEGACY_TEXTS.updatingLegacy);
    update.mutate(legacyBody(legacy, { deceased: { individualID: chosen } }), {
      onSuccess: () => {
        notify.success(LEGACY_TEXTS.legacyUpdated, toastId);
        onClose();
      },
      onError: (error) => notify.error(errorToast(error), toastId),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={LEGACY_TEXTS.addDeceased} centered>
      <Stack>
        <Select
          label={LEGACY_TEXTS.deceased}
          placeholder="Choose the deceased"
          data={deceased.map((i) => ({ value: i.individualID, label: fullNameOf(i) }))}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage="No deceased individuals"
          comboboxProps={{ withinPortal: true }}
        />
        <Text fz="sm" c="dimmed">
          Not listed?{' '}
          <Anchor component={Link} to="/secure/charity-checks/individuals">
            Add the individual in Checks
          </Anchor>{' '}
          with the type Deceased first.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleSave} disabled={!chosen} loading={update.isPending}>
            {LEGACY_TEXTS.addDeceased}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
