import { Select, Stack } from '@mantine/core';
import {
  COMPLIANCE_KINDS,
  COMPLIANCE_KIND_LABELS,
  COMPLIANCE_STATUSES,
  COMPLIANCE_TEXTS,
  type ComplianceQueueItem,
} from '@probity/domain';
import { useState } from 'react';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { type HeaderFilter, PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { useListParams } from '../../components/use-list-params';
import { useComplianceQueue, useResolveCheck } from './compliance.api';
import { ComplianceCard, complianceColumns } from './compliance-columns';
import { ResolveModal, type ResolveTarget } from './ResolveModal';
import { RiskSignOffsSection } from './RiskSignOffsSection';
import { ScreeningAlertsSection } from './ScreeningAlertsSection';

export const COMPLIANCE_PATH = '/secure/compliance';
const KIND_PARAM = 'kind';
const STATUS_PARAM = 'status';

const FILTERS: HeaderFilter[] = [
  {
    key: KIND_PARAM,
    label: COMPLIANCE_TEXTS.kindFilter,
    options: COMPLIANCE_KINDS.map((k) => ({ value: k, label: COMPLIANCE_KIND_LABELS[k] })),
    isMultiple: true,
  },
  {
    key: STATUS_PARAM,
    label: COMPLIANCE_TEXTS.statusFilter,
    options: COMPLIANCE_STATUSES.map((s) => ({ value: s, label: COMPLIANCE_TEXTS.statusLabels[s] })),
  },
];

/** Oldest first (a queue's order) or newest first; kept with the list's sort in the query string. */
function OrderSelect({ orderBy, onChange }: { orderBy: string; onChange: (descending: boolean) => void }) {
  return (
    <Select
      aria-label={COMPLIANCE_TEXTS.order}
      data={[
        { value: 'date', label: COMPLIANCE_TEXTS.oldestFirst },
        { value: '-date', label: COMPLIANCE_TEXTS.newestFirst },
      ]}
      value={orderBy === '-date' ? '-date' : 'date'}
      onChange={(value) => onChange(value === '-date')}
      allowDeselect={false}
      w={{ base: '100%', sm: 170 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * Issue 12 "The MLRO's workspace": the firm's checks that need a decision, oldest first, filtered by
 * kind and open/resolved, each opening the individual's page (which shows the check) or resolved
 * here with a decision and its reason; below them the re-screening alerts and the High risk
 * assessments awaiting sign-off.
 */
export function CompliancePage() {
  const { params, page, sort, orderBy, handleSortChange, handlePageChange } = useListParams();
  const [target, setTarget] = useState<ResolveTarget | null>(null);
  const resolve = useResolveCheck();
  const setResolving = (i: ComplianceQueueItem) =>
    setTarget({
      title: COMPLIANCE_TEXTS.resolveTitle,
      name: i.individualName,
      detail: `${i.matterReference ?? '—'} · ${i.reasons.join(' · ')}`,
      submit: (input) => resolve.mutateAsync({ checkResultID: i.checkResultID, input }),
    });
  const status = params.get(STATUS_PARAM);
  const list = useComplianceQueue({ page, orderBy, kinds: params.getAll(KIND_PARAM), status });
  const columns = complianceColumns(setResolving);

  return (
    <Stack gap={0}>
      <PageHeader
        title={COMPLIANCE_TEXTS.title}
        description={COMPLIANCE_TEXTS.intro}
        filters={FILTERS}
        tools={
          <OrderSelect
            orderBy={orderBy}
            onChange={(isDescending) => handleSortChange({ field: 'date', isDescending })}
          />
        }
      />
      {list.isError && !list.data ? (
        <LoadFailedCard what="checks" onRetry={list.refetch} />
      ) : (
        <ResponsiveTable
          caption={COMPLIANCE_TEXTS.title}
          columns={columns}
          rows={list.data?.items ?? []}
          getRowKey={(i) => i.checkResultID}
          emptyText={status === 'resolved' ? COMPLIANCE_TEXTS.emptyResolved : COMPLIANCE_TEXTS.empty}
          isLoading={list.isPending}
          sort={sort ?? { field: 'date', isDescending: false }}
          onSortChange={handleSortChange}
          renderCard={(i) => <ComplianceCard item={i} onResolve={setResolving} />}
        />
      )}
      <Pagination pagination={list.data?.pagination ?? null} onPageChange={handlePageChange} />
      <ResolveModal target={target} onClose={() => setTarget(null)} />
      <ScreeningAlertsSection key={status ?? 'open'} status={status} />
      <RiskSignOffsSection />
    </Stack>
  );
}
