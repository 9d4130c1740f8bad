import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AUDIT_TEXTS, type AuditEvent, MAX_PAGE_SIZE, type OrganisationListItem } from '@probity/domain';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatRequestError } from '../../api/client';
import { fetchPage, listQueryParams } from '../../api/list-query';
import { useCurrentUser } from '../../api/users';
import { notify } from '../../app/notify';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { downloadFile } from '../../components/download';
import { errorToast } from '../../components/form-errors';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { formatDateTime } from '../../lib/dates';
import { RecordsOfProcessingButton } from '../data-rights/RecordsOfProcessingButton';
import { useOrganisationUsers } from '../team/users.api';
import { AUDIT_FILTER_KEYS, type AuditFilterValues, auditParams, useAuditEvents } from './audit.api';

const filtersFrom = (params: URLSearchParams): AuditFilterValues =>
  Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as unknown as AuditFilterValues;

const who = (e: AuditEvent) => e.actorName ?? (e.actorUserID ? AUDIT_TEXTS.removedUser : AUDIT_TEXTS.system);

function useOrganisations(isEnabled: boolean) {
  return useQuery({
    queryKey: ['audit', 'organisations'],
    queryFn: ({ signal }) =>
      fetchPage<OrganisationListItem>(
        '/api/Organisations',
        listQueryParams({ page: 1, pageSize: MAX_PAGE_SIZE }),
        signal,
      ),
    enabled: isEnabled,
  });
}

/** Issue 13: the audit trail of an organisation (its admins) or of every organisation (platform administrators). */
export function AuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = filtersFrom(searchParams);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [draft, setDraft] = useState<AuditFilterValues>(applied);
  const [isExporting, setIsExporting] = useState(false);

  const me = useCurrentUser();
  const isPlatform = me.data?.roles.includes('Administrators') ?? false;
  const organisations = useOrganisations(isPlatform);
  const usersOrg = isPlatform ? draft.organisation || null : (me.data?.organisationID ?? null);
  const users = useOrganisationUsers(usersOrg, { page: 1, pageSize: MAX_PAGE_SIZE });
  const events = useAuditEvents(applied, page);

  const set = (key: keyof AuditFilterValues) => (value: string | null) =>
    setDraft((d) => ({ ...d, [key]: value ?? '', ...(key === 'organisation' ? { user: '' } : {}) }));

  const apply = (values: AuditFilterValues, nextPage = 1) => {
    const next = new URLSearchParams();
    for (const k of AUDIT_FILTER_KEYS) if (values[k].trim()) next.set(k, values[k].trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    setSearchParams(next);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const handleClear = () => {
    const empty = filtersFrom(new URLSearchParams());
    setDraft(empty);
    apply(empty);
  };
  const handleExport = async () => {
    setIsExporting(true);
    try {
      const params = auditParams(applied, 1);
      params.delete('page');
      params.delete('pageCount');
      await downloadFile(`/api/Audit/Export?${params.toString()}`, 'audit.csv');
    } catch (error) {
      notify.error(errorToast(error));
    } finally {
      setIsExporting(false);
    }
  };

  const columns: DataTableColumn<AuditEvent>[] = [
    { key: 'when', header: 'When', render: (e) => formatDateTime(e.occurredAt) },
    { key: 'who', header: 'Who', render: (e) => who(e) },
    ...(isPlatform
      ? [{ key: 'organisation', header: 'Organisation', render: (e: AuditEvent) => e.organisationName ?? '' }]
      : []),
    {
      key: 'action',
      header: 'Action',
      render: (e) => (
        <Text size="sm" ff="monospace">
          {e.action}
        </Text>
      ),
    },
    {
      key: 'object',
      header: 'Object',
      render: (e) =>
        e.objectType ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {e.objectType}
            {e.objectID ? `: ${e.objectID}` : ''}
          </Text>
        ) : (
          ''
        ),
    },
    { key: 'ip', header: 'From where', render: (e) => e.ip ?? '' },
  ];

  const userOptions = (users.data?.items ?? []).map((u) => ({
    value: u.userID,
    label: `${u.firstName} ${u.surname}`,
  }));
  const organisationOptions = (organisations.data?.items ?? []).map((o) => ({
    value: o.organisationID,
    label: o.name,
  }));

  return (
    <Stack gap="lg">
      <PageHeader
        title={AUDIT_TEXTS.title}
        description={AUDIT_TEXTS.description}
        actions={
          <Group gap="sm">
            <RecordsOfProcessingButton />
            <Button leftSection={<IconDownload size={16} />} loading={isExporting} onClick={handleExport}>
              {AUDIT_TEXTS.exportCsv}
            </Button>
          </Group>
        }
      />
      <Card withBorder p="md" component="form" onSubmit={handleSubmit} aria-label="Audit filters">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {isPlatform && (
            <Select
              label="Organisation"
              placeholder="Every organisation"
              data={organisationOptions}
              value={draft.organisation || null}
              onChange={set('organisation')}
              searchable
              clearable
            />
          )}
          <Select
            label="User"
            placeholder={usersOrg ? 'Anyone' : 'Choose an organisation first'}
            data={userOptions}
            value={draft.user || null}
            onChange={set('user')}
            disabled={!usersOrg}
            searchable
            clearable
          />
          <TextInput
            label="Action"
            placeholder="document.viewed, or document"
            value={draft.action}
            onChange={(e) => set('action')(e.currentTarget.value)}
          />
          <TextInput
            label="Object type"
            value={draft.objectType}
            onChange={(e) => set('objectType')(e.currentTarget.value)}
          />
          <TextInput
            label="Object ID"
            value={draft.objectId}
            onChange={(e) => set('objectId')(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="From"
            value={draft.from}
            onChange={(e) => set('from')(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To"
            value={draft.to}
            onChange={(e) => set('to')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button type="submit">Apply filters</Button>
          <Button variant="default" onClick={handleClear}>
            Clear filters
          </Button>
        </Group>
      </Card>
      {events.isError ? (
        <Alert color="red" title="The audit trail could not be loaded">
          {formatRequestError(events.error)}
        </Alert>
      ) : (
        <>
          <DataTable
            caption="Audit events, newest first"
            columns={columns}
            rows={events.data?.items ?? []}
            getRowKey={(e) => String(e.auditEventID)}
            emptyText={AUDIT_TEXTS.empty}
            isLoading={events.isLoading}
          />
          <Pagination pagination={events.data?.pagination ?? null} onPageChange={(p) => apply(applied, p)} />
        </>
      )}
    </Stack>
  );
}
