import {
  ActionIcon,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { LEGACY_STATUSES, LEGACY_TEXTS, type LegacyListItem, can, crudFlags } from '@probity/domain';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useSession } from '../../auth/session';
import { AvatarStack } from '../../components/AvatarStack';
import { AboveRowLink, type DataTableColumn, DataTable, RowLink } from '../../components/DataTable';
import { errorToast } from '../../components/form-errors';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { type HeaderFilter, PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { useListParams } from '../../components/use-list-params';
import { formatDate } from '../../lib/dates';
import { LegacyListExportMenu } from './LegacyListExportMenu';
import { LegacyStatusBadge } from './LegacyStatusBadge';
import { NewLegacyButton } from './NewLegacyModal';
import { charityIdOf, displayReference, legacyPath, useDeleteLegacy, useLegacyList } from './legacies.api';

export const LEGACY_STATUS_PARAM = 'status';

/** spec 03 §2.1 multi-select "By Status" in the URL parameter status (the keys of 03 §4). */
const FILTERS: readonly HeaderFilter[] = [
  {
    key: LEGACY_STATUS_PARAM,
    label: LEGACY_TEXTS.byStatus,
    options: LEGACY_STATUSES.map((s) => ({ value: s.key, label: s.name })),
    isMultiple: true,
  },
];

const deceasedName = (l: LegacyListItem) =>
  l.deceased ? [l.deceased.title, l.deceased.firstName, l.deceased.surname].filter(Boolean).join(' ') : '-';

function FirmCell({ legacy }: { legacy: LegacyListItem }) {
  const firm = legacy.matterOrganisation;
  if (!firm)
    return (
      <Text fz="sm" c="dimmed">
        -
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={500}>
        {firm.name}
      </Text>
      <Text fz="xs" c="dimmed">
        {firm.mainContactUser ? firm.mainContactUser.name : '-'}
      </Text>
    </Stack>
  );
}

function BankCell({ legacy }: { legacy: LegacyListItem }) {
  const account = legacy.nominatedBankAccount;
  if (!account)
    return (
      <Text fz="sm" c="dimmed">
        -
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={500}>
        {account.bankName}
      </Text>
      <Text fz="xs">
        {account.sortCode} · {account.accountNumber}
      </Text>
      <Text fz="xs" c="dimmed">
        {account.contactEmail ?? '-'}
      </Text>
      {account.visibleToFirm && (
        <Badge mt={2} size="xs" variant="light" color="teal" leftSection={<IconEye size={12} aria-hidden />}>
          {LEGACY_TEXTS.visibleToLawFirm}
        </Badge>
      )}
    </Stack>
  );
}

function DeleteControl({
  legacy,
  onDelete,
}: {
  legacy: LegacyListItem;
  onDelete: (l: LegacyListItem) => void;
}) {
  const button = (
    <ActionIcon
      variant="subtle"
      color="red"
      disabled={!legacy.canDelete}
      onClick={() => onDelete(legacy)}
      aria-label={`Delete ${displayReference(legacy)}`}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <AboveRowLink>
      {legacy.canDelete ? (
        button
      ) : (
        <Tooltip label={LEGACY_TEXTS.cannotDelete}>
          <span>{button}</span>
        </Tooltip>
      )}
    </AboveRowLink>
  );
}

function columns(onDelete?: (l: LegacyListItem) => void): DataTableColumn<LegacyListItem>[] {
  const list: DataTableColumn<LegacyListItem>[] = [
    { key: 'status', header: 'Status', render: (l) => <LegacyStatusBadge status={l.status} />, width: 150 },
    {
      key: 'reference',
      header: 'Reference',
      sortField: 'reference',
      render: (l) => <RowLink to={legacyPath(l.legacyID)}>{displayReference(l)}</RowLink>,
    },
    { key: 'deceased', header: 'Deceased', sortField: 'deceased', render: deceasedName },
    { key: 'firm', header: 'Firm', render: (l) => <FirmCell legacy={l} /> },
    {
      key: 'team',
      header: 'Team',
      render: (l) => (
        <AvatarStack
          max={2}
          people={l.charityTeam.map((u) => ({ id: u.userID, name: u.name, profileImage: u.profileImage }))}
        />
      ),
      width: 110,
    },
    { key: 'bank', header: 'Bank account', render: (l) => <BankCell legacy={l} /> },
    {
      key: 'createdDate',
      header: 'Created on',
      sortField: 'createdDate',
      render: (l) => formatDate(l.createdDate),
      width: 120,
    },
    {
      key: 'lastUpdatedDate',
      header: 'Last updated on',
      sortField: 'lastUpdatedDate',
      render: (l) => formatDate(l.lastUpdatedDate),
      width: 120,
    },
  ];
  if (onDelete)
    list.push({
      key: 'delete',
      header: '',
      render: (l) => <DeleteControl legacy={l} onDelete={onDelete} />,
      width: 56,
    });
  return list;
}

function LegacyCards({
  legacies,
  onDelete,
}: {
  legacies: LegacyListItem[];
  onDelete?: (l: LegacyListItem) => void;
}) {
  return (
    <Stack gap="sm">
      {legacies.map((l) => (
        <Card key={l.legacyID} p="md" pos="relative">
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Text fw={600} truncate>
              <RowLink to={legacyPath(l.legacyID)}>{displayReference(l)}</RowLink>
            </Text>
            <LegacyStatusBadge status={l.status} />
          </Group>
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <SimpleGrid cols={2} spacing="xs" style={{ flex: 1 }}>
              <div>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  Surname
                </Text>
                <Text fz="sm">{l.deceased?.surname ?? '-'}</Text>
              </div>
              <div>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  Reference
                </Text>
                <Text fz="sm">{l.reference}</Text>
              </div>
            </SimpleGrid>
            {onDelete && <DeleteControl legacy={l} onDelete={onDelete} />}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** spec 03 §2.1 the legacies list. */
export function LegaciesPage() {
  const { user, roles } = useSession();
  const isMobile = useIsMobileLayout();
  const { params, page, search, sort, orderBy, handleSortChange, handlePageChange } = useListParams();
  const [canCreate, , , canDelete] = crudFlags(roles, 'legacy');
  const charityID = charityIdOf(user, roles);
  const query = { search, orderBy, statuses: params.getAll(LEGACY_STATUS_PARAM) };
  const list = useLegacyList(charityID, { page, ...query });
  // Issue 11: the server exports for legacy.read and legacy.export on the user's own charity.
  const actor = { userID: user.userID, roles, organisationIDs: [charityID] };
  const canExport =
    can(actor, 'legacy.read', { organisationID: charityID }) &&
    can(actor, 'legacy.export', { organisationID: charityID });
  const remove = useDeleteLegacy();
  const legacies = list.data?.items ?? [];

  const handleDelete = canDelete
    ? async (legacy: LegacyListItem) => {
        const isConfirmed = await confirm({
          title: LEGACY_TEXTS.deleteTitle,
          text: LEGACY_TEXTS.deleteText,
          confirmLabel: LEGACY_TEXTS.deleteYes,
          cancelLabel: LEGACY_TEXTS.deleteNo,
          isDestructive: true,
        });
        if (!isConfirmed) return;
        try {
          await remove.mutateAsync(legacy.legacyID);
          notify.success(LEGACY_TEXTS.deleted);
        } catch (error) {
          notify.error(errorToast(error));
        }
      }
    : undefined;
  const onDelete = handleDelete ? (l: LegacyListItem) => void handleDelete(l) : undefined;

  return (
    <Stack gap={0}>
      <PageHeader
        title={LEGACY_TEXTS.listTitle}
        description={LEGACY_TEXTS.listDescription}
        filters={FILTERS}
        searchLabel="Search legacies"
        tools={canExport ? <LegacyListExportMenu organisationID={charityID} query={query} /> : undefined}
        actions={canCreate ? <NewLegacyButton /> : undefined}
      />
      {list.isError && !list.data ? (
        <LoadFailedCard what="legacies" onRetry={() => void list.refetch()} />
      ) : isMobile ? (
        list.isPending ? (
          // spec 03 §2.1: a loading spinner while loading (the table has its own).
          <Center py="xl">
            <Loader size="sm" aria-label="Loading legacies" />
          </Center>
        ) : legacies.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl">
            {LEGACY_TEXTS.noLegacies}
          </Text>
        ) : (
          <LegacyCards legacies={legacies} onDelete={onDelete} />
        )
      ) : (
        <Card p={0}>
          <DataTable
            caption={LEGACY_TEXTS.listTitle}
            columns={columns(onDelete)}
            rows={legacies}
            getRowKey={(l) => l.legacyID}
            emptyText={LEGACY_TEXTS.noLegacies}
            isLoading={list.isPending}
            sort={sort}
            onSortChange={handleSortChange}
          />
        </Card>
      )}
      <Pagination pagination={list.data?.pagination ?? null} onPageChange={handlePageChange} />
    </Stack>
  );
}
