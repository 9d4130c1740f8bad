import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { SUBJECT_ACCESS_TEXTS as T } from '@probity/domain';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { formatDateTime } from '../../lib/dates';
import { formatFileSize } from '../documents/document-format';
import {
  type SubjectAccessExport,
  downloadSubjectAccessExport,
  useCreateSubjectAccessExport,
  useSubjectAccessExports,
} from './subject-access.api';

/**
 * Issue 19 "Subject access and portability": on an individual's page for the firm's Matter Admin
 * or MLRO ('staff': the "Subject access export" action, confirmed first, and the firm's exports of
 * the record), and on My Data ('self': "Download my data"). Each export can be downloaded by whoever
 * asked for it until it expires.
 */
export function SubjectAccessCard({
  individualID,
  variant,
}: {
  individualID: string;
  variant: 'staff' | 'self';
}) {
  const titleID = useId();
  const list = useSubjectAccessExports(individualID);
  const create = useCreateSubjectAccessExport(individualID);
  const isSelf = variant === 'self';

  const handleCreate = async () => {
    if (
      !isSelf &&
      !(await confirm({
        title: T.staffConfirmTitle,
        text: T.staffConfirm,
        confirmLabel: T.confirm,
        cancelLabel: T.cancel,
      }))
    )
      return;
    const toastId = notify.loading(isSelf ? T.myDataAction : T.staffAction);
    create.mutate(
      {},
      {
        onSuccess: () => notify.success(T.created, toastId),
        onError: (error) => notify.error(errorToast(error), toastId),
      },
    );
  };

  const handleDownload = (row: SubjectAccessExport) => {
    downloadSubjectAccessExport(row).catch((error: unknown) =>
      notify.error(error instanceof Error ? error.message : T.failed),
    );
  };

  return (
    <Card p="lg" component="section" aria-labelledby={titleID}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id={titleID}>
            {isSelf ? T.myDataTitle : T.staffTitle}
          </Title>
          <Button
            variant={isSelf ? 'filled' : 'light'}
            leftSection={<IconFileZip size={18} aria-hidden />}
            onClick={() => void handleCreate()}
            loading={create.isPending}
          >
            {isSelf ? T.myDataAction : T.staffAction}
          </Button>
        </Group>
        {isSelf && (
          <Text size="sm" c="dimmed">
            {T.myDataIntro}
          </Text>
        )}
        <ExportList
          rows={list.data}
          isError={list.isError}
          showRequester={!isSelf}
          onDownload={handleDownload}
        />
      </Stack>
    </Card>
  );
}

function ExportList({
  rows,
  isError,
  showRequester,
  onDownload,
}: {
  rows: SubjectAccessExport[] | undefined;
  isError: boolean;
  showRequester: boolean;
  onDownload: (row: SubjectAccessExport) => void;
}) {
  // On a phone the download is an icon (named for screen readers), so the row fits without scrolling.
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;
  if (isError) return <Text size="sm">{T.loadFailed}</Text>;
  if (!rows) return null;
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed">
        {T.none}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Produced</Table.Th>
            {showRequester && <Table.Th visibleFrom="sm">By</Table.Th>}
            <Table.Th visibleFrom="sm">Size</Table.Th>
            <Table.Th>Available until</Table.Th>
            <Table.Th>
              <VisuallyHidden>File</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.exportID}>
              <Table.Td>{formatDateTime(row.requestedAt)}</Table.Td>
              {showRequester && <Table.Td visibleFrom="sm">{row.requestedByName ?? '—'}</Table.Td>}
              <Table.Td visibleFrom="sm">{formatFileSize(row.manifest.size)}</Table.Td>
              <Table.Td>
                {row.available ? formatDateTime(row.expiresAt) : <Badge color="gray">{T.expired}</Badge>}
              </Table.Td>
              <Table.Td>
                {row.canDownload &&
                  (isNarrow ? (
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      onClick={() => onDownload(row)}
                      aria-label={`${T.download} ${row.fileName}`}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconDownload size={16} aria-hidden />}
                      onClick={() => onDownload(row)}
                      aria-label={`${T.download} ${row.fileName}`}
                    >
                      {T.download}
                    </Button>
                  ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
