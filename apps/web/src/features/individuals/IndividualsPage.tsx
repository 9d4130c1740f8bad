import { Card, Stack, Title } from '@mantine/core';
import { canOpenMatterIndividuals, INDIVIDUAL_TEXTS, MAIN_INDIVIDUAL } from '@probity/domain';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Pagination } from '../../components/Pagination';
import { useChatLink } from '../chat/use-chat-link';
import type { Matter } from '../matters/matters.api';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { IndividualsListCard, IndividualsListHeader } from './IndividualsList';
import { IndividualsTable } from './IndividualsTable';
import {
  fullNameOf,
  type Individual,
  type IndividualListItem,
  useIndividual,
  useMatterIndividuals,
} from './individuals.api';
import { QuickLookModal } from './QuickLookModal';
import { isDeceasedType } from './use-individual-form';
import { useIndividualListPage } from './use-individual-list-page';

function asRow(i: Individual): IndividualListItem {
  return { ...i, title: i.title, individualType: i.individualType, user: i.user };
}

function matchesSearch(row: IndividualListItem, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [fullNameOf(row), row.emailAddress ?? ''].some((text) => text.toLowerCase().includes(term));
}

/**
 * spec 02 §2.3 Individuals of a matter: 'Individuals', 'List of individuals that belong to the
 * matter.', search (query string), 'Add Individual', the table Name, Email, Type with quick look,
 * manage and delete. For an Estate the Deceased is shown first, apart, and not in the list.
 */
export function IndividualsPage({ matter }: { matter: Matter }) {
  const page = useIndividualListPage(matter.matterID);
  const [quickLook, setQuickLook] = useState<IndividualListItem | null>(null);
  const [quickLookTab, setQuickLookTab] = useState<'details' | 'converse'>('details');
  const [chatFocus, setChatFocus] = useState<string | null>(null);
  const chatLink = useChatLink();
  const linked = useIndividual(matter.matterID, chatLink.individualID ?? '', !!chatLink.individualID);
  // A mention link (01 §6) opens the individual's chat at the mentioned message.
  useEffect(() => {
    if (!linked.data || !chatLink.individualID) return;
    setQuickLook(asRow(linked.data));
    setQuickLookTab('converse');
    setChatFocus(chatLink.messageID);
    chatLink.clear();
  }, [linked.data, chatLink]);
  const isEstate = matter.matterType.humanId === 'estate';
  // The Deceased is shown apart above the list, so the list and its count leave it out (issue 14).
  const list = useMatterIndividuals(
    matter.matterID,
    isEstate ? { ...page.query, notType: MAIN_INDIVIDUAL.estate.individualTypeID } : page.query,
  );

  const deceasedRef = isEstate ? matter.individuals.find((i) => isDeceasedType(i.individualType)) : undefined;
  const deceased = useIndividual(matter.matterID, deceasedRef?.individualID ?? '', !!deceasedRef);

  if (!canOpenMatterIndividuals(page.roles)) return <Navigate to="/secure" replace />;

  const base = `/secure/matters/${encodeURIComponent(matter.matterID)}/individuals`;
  const actions = {
    managePath: (i: IndividualListItem) => `${base}/${encodeURIComponent(i.individualID)}/manage`,
    onQuickLook: (i: IndividualListItem) => {
      setQuickLookTab('details');
      setQuickLook(i);
    },
    onChat: (i: IndividualListItem) => {
      setQuickLookTab('converse');
      setChatFocus(null);
      setQuickLook(i);
    },
    onDelete: page.canDelete ? (i: IndividualListItem) => void page.handleDelete(i) : undefined,
  };
  const rows = list.data?.items ?? [];
  const deceasedRow = deceased.data ? asRow(deceased.data) : null;
  const showDeceased = deceasedRow && matchesSearch(deceasedRow, page.query.search);

  return (
    <Stack gap={0}>
      <IndividualsListHeader
        description={INDIVIDUAL_TEXTS.listDescription}
        canCreate={page.canCreate}
        roles={page.roles}
        target={{
          matterID: matter.matterID,
          reference: matter.reference,
          organisationID: matter.organisation.organisationID,
          organisationName: matter.organisation.name,
        }}
        typesFor={matter.matterType.matterTypeID}
      />
      <Stack gap="lg">
        {showDeceased && (
          <section aria-labelledby="deceased-title">
            <Title order={2} fz="md" c="navy.9" mb="xs" id="deceased-title">
              Deceased
            </Title>
            <Card p={0}>
              <IndividualsTable
                caption="Deceased"
                rows={[deceasedRow]}
                isLoading={false}
                emptyText=""
                actions={actions}
              />
            </Card>
          </section>
        )}
        <section aria-label={INDIVIDUAL_TEXTS.listTitle}>
          {isEstate && showDeceased && (
            <Title order={2} fz="md" c="navy.9" mb="xs">
              Other individuals
            </Title>
          )}
          <IndividualsListCard
            list={list}
            rows={rows}
            isLoading={list.isPending}
            emptyText={INDIVIDUAL_TEXTS.noIndividuals}
            actions={actions}
          />
          <Pagination pagination={list.data?.pagination ?? null} onPageChange={page.handlePageChange} />
        </section>
      </Stack>
      <QuickLookModal
        row={quickLook}
        scopeID={matter.matterID}
        managePath={quickLook ? actions.managePath(quickLook) : base}
        onClose={() => setQuickLook(null)}
        initialTab={quickLookTab}
        chatMessageFocus={chatFocus}
        isChatEnabled={matter.chatEnabled}
      />
    </Stack>
  );
}

/** The Individuals page as a child route of the matter workspace (spec 02 §2 sub-routes). */
export function MatterIndividualsPage() {
  return <IndividualsPage matter={useWorkspaceMatter()} />;
}
