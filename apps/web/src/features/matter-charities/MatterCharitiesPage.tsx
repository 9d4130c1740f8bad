import { ActionIcon, Button, Group, Pagination, Stack, Text, Tooltip } from '@mantine/core';
import {
  CHARITY_TEXTS,
  type CharityDetails,
  type CharityOverlayTab,
  crudFlags,
  MATTER_CHARITIES_PAGE_SIZE,
  type MatterCharity,
  isEstateMatterType,
  showingCharitiesText,
  suffixLabel,
} from '@probity/domain';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import type { DataTableColumn } from '../../components/DataTable';
import { PageHeader, SEARCH_PARAM } from '../../components/PageHeader';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { AddCharityModal } from './AddCharityModal';
import { LegacyChatButton, OPEN_CHARITY_CHAT_PARAM } from '../legacy-chat';
import { CharityDetailsModal } from './CharityDetailsModal';
import { VerifiedBadge } from './CharityFacts';
import { EstateSharingCard } from '../estate-sharing/EstateSharingCard';
import { CURRENT_PAGE_PARAM, OPEN_CHARITY_PARAM, OPEN_TAB_PARAM, currentPageOf } from './charity-format';
import {
  useAddMatterCharity,
  useMatterCharities,
  useMatterCharity,
  useRemoveMatterCharity,
} from './matter-charities.api';

interface RowActions {
  onView: (charity: MatterCharity) => void;
  onRemove?: (charity: MatterCharity) => void;
}

function Actions({ charity, onView, onRemove }: RowActions & { charity: MatterCharity }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="View">
        <ActionIcon
          variant="subtle"
          onClick={() => onView(charity)}
          aria-label={`View ${charity.charityName}`}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {onRemove && (
        <Tooltip label="Remove">
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onRemove(charity)}
            aria-label={`Remove ${charity.charityName}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function columns(actions: RowActions): DataTableColumn<MatterCharity>[] {
  return [
    { key: 'orgNo', header: 'Org. number', render: (c) => c.charityOrgNo, width: 150 },
    {
      key: 'name',
      header: 'Name',
      render: (c) => (
        <Stack gap={0}>
          <Text fz="sm" fw={500}>
            {c.charityName}
          </Text>
          <Text fz="xs" c="dimmed">
            Reg. no. {c.charityRegNo} · {suffixLabel(c.charitySuffix)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'verified',
      header: 'Verified',
      render: (c) => <VerifiedBadge isVerified={!!c.linkedOrganisation} />,
      width: 150,
    },
    { key: 'actions', header: '', render: (c) => <Actions charity={c} {...actions} />, width: 100 },
  ];
}

function CharityCard({ charity: c, ...actions }: RowActions & { charity: MatterCharity }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} fz="sm">
          {c.charityName}
        </Text>
        <Actions charity={c} {...actions} />
      </Group>
      <Group gap="xs">
        <Text fz="xs" c="dimmed">
          Org. no. {c.charityOrgNo} · Reg. no. {c.charityRegNo} · {suffixLabel(c.charitySuffix)}
        </Text>
        <VerifiedBadge isVerified={!!c.linkedOrganisation} />
      </Group>
    </Stack>
  );
}

/**
 * spec 02 §2.12 / 03 §2.16 the matter's Charities: search, the paginated table, 'Showing X through
 * Y out of Z charity/charities', 'Add charity to matter', and the query parameters currentPage and
 * openCharityID (opens the details overlay at once).
 */
export function MatterCharitiesPage() {
  const matter = useWorkspaceMatter();
  const { roles } = useSession();
  const [canCreate, canRead, , canDelete] = crudFlags(roles, 'matterCharity');
  // Issue 17: on an estate, what the charities see of its progress (firm staff who read the estate).
  const [, , canChangeMatter] = crudFlags(roles, 'matter');
  const [, canReadEstate] = crudFlags(roles, 'estate');
  // A matter given without its type (a test's partial matter) is not an estate.
  const isEstate = canReadEstate && isEstateMatterType(matter.matterType?.matterTypeID ?? '');
  const [params, setParams] = useSearchParams();
  const page = currentPageOf(params);
  const search = params.get(SEARCH_PARAM) ?? '';
  const openCharityID = params.get(OPEN_CHARITY_PARAM);
  const [isAddOpen, setIsAddOpen] = useState(false);
  // Issue 11: openCharityTab=legacy (the hand-off e-mails' link) opens the overlay on its Legacy
  // tab; like chatOpen it is removed from the URL once read.
  const openTab = params.get(OPEN_TAB_PARAM);
  const [requestedTab, setRequestedTab] = useState<CharityOverlayTab | null>(null);
  useEffect(() => {
    if (openTab === null) return;
    setRequestedTab(openTab === 'legacy' ? 'legacy' : 'charity');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_TAB_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [openTab, setParams]);

  const list = useMatterCharities(matter.matterID, page, search);
  const add = useAddMatterCharity(matter.matterID);
  const remove = useRemoveMatterCharity(matter.matterID);
  const fromPage = list.data?.data.find((c) => c.matterCharityID === openCharityID);
  const opened = useMatterCharity(matter.matterID, openCharityID && !fromPage ? openCharityID : null);
  const openCharity = fromPage ?? opened.data ?? null;

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const setPage = (next: number) =>
    update((p) => {
      if (next > 1) p.set(CURRENT_PAGE_PARAM, String(next));
      else p.delete(CURRENT_PAGE_PARAM);
    });

  // A new search starts at page 1.
  const lastSearch = useRef(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search changes
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    update((p) => p.delete(CURRENT_PAGE_PARAM));
  }, [search]);

  // A page past the end (after a removal, or a stale link) shows the last page.
  const totalPages = list.data?.paginationResp.totalPages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page count changes
  useEffect(() => {
    if (totalPages && page > totalPages) setPage(totalPages);
  }, [totalPages, page]);

  // An openCharityID that is not a charity of this matter closes the overlay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lookup fails
  useEffect(() => {
    if (openCharityID && opened.isError) update((p) => p.delete(OPEN_CHARITY_PARAM));
  }, [openCharityID, opened.isError]);

  if (!canRead) return <Navigate to="/secure" replace />;

  const handleView = (charity: MatterCharity) => {
    setRequestedTab(null);
    update((p) => p.set(OPEN_CHARITY_PARAM, charity.matterCharityID));
  };
  const handleCloseDetails = () => {
    setRequestedTab(null);
    update((p) => p.delete(OPEN_CHARITY_PARAM));
  };

  const handleSelect = (charity: CharityDetails) => {
    const name = charity.charity_name;
    const toast = notify.loading(CHARITY_TEXTS.adding(name));
    add.mutate(charity, {
      onSuccess: () => {
        notify.success(CHARITY_TEXTS.added(name), toast);
        setIsAddOpen(false);
        // spec 02 §4: an added charity returns the list to page 1.
        setPage(1);
      },
      onError: () => notify.error(CHARITY_TEXTS.addFailed(name), toast),
    });
  };

  const handleRemove = async (charity: MatterCharity) => {
    const isConfirmed = await confirm({
      title: CHARITY_TEXTS.removeTitle,
      text: CHARITY_TEXTS.removeText,
      confirmLabel: CHARITY_TEXTS.removeYes,
      cancelLabel: CHARITY_TEXTS.removeNo,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const name = charity.charityName;
    const toast = notify.loading(CHARITY_TEXTS.removing(name));
    remove.mutate(charity, {
      onSuccess: () => {
        notify.success(CHARITY_TEXTS.removed(name), toast);
        if (openCharityID === charity.matterCharityID) handleCloseDetails();
      },
      onError: () => notify.error(CHARITY_TEXTS.removeFailed(name), toast),
    });
  };

  const actions: RowActions = { onView: handleView, onRemove: canDelete ? handleRemove : undefined };
  const pagination = list.data?.paginationResp;
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title={CHARITY_TEXTS.title}
        description={CHARITY_TEXTS.description}
        searchLabel="Search charities"
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setIsAddOpen(true)}>
              {CHARITY_TEXTS.addToMatter}
            </Button>
          )
        }
      />
      {list.isError && !list.data ? (
        <LoadFailedCard what="charities" onRetry={list.refetch} />
      ) : (
        <Stack gap="sm">
          {pagination && pagination.totalCount > 0 && (
            <Text fz="sm" c="dimmed" aria-live="polite">
              {showingCharitiesText(
                page,
                pagination.pageSize || MATTER_CHARITIES_PAGE_SIZE,
                pagination.totalCount,
              )}
            </Text>
          )}
          <ResponsiveTable
            columns={columns(actions)}
            rows={rows}
            getRowKey={(c) => c.matterCharityID}
            caption={CHARITY_TEXTS.title}
            emptyText={CHARITY_TEXTS.empty}
            isLoading={list.isPending}
            renderCard={(c) => <CharityCard charity={c} {...actions} />}
          />
          {pagination && pagination.totalPages > 1 && (
            <Group justify="flex-end">
              <Pagination
                total={pagination.totalPages}
                value={Math.min(page, pagination.totalPages)}
                onChange={setPage}
                size="sm"
                // spec 03 §9: the control collapses above 9 pages.
                siblings={2}
                boundaries={1}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </Group>
          )}
        </Stack>
      )}
      {isEstate && <EstateSharingCard matterID={matter.matterID} canChange={canChangeMatter} />}
      {canCreate && (
        <AddCharityModal
          opened={isAddOpen}
          onClose={() => setIsAddOpen(false)}
          onSelect={handleSelect}
          isAdding={add.isPending}
        />
      )}
      <CharityDetailsModal
        charity={openCharityID ? openCharity : null}
        onClose={handleCloseDetails}
        initialTab={requestedTab}
        chatButton={
          openCharityID && openCharity ? (
            <LegacyChatButton
              legacyId={openCharity.legacyID}
              urlParam={OPEN_CHARITY_CHAT_PARAM}
              variant="inline"
            />
          ) : undefined
        }
      />
    </Stack>
  );
}
