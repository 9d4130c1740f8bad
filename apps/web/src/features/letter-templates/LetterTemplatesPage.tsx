import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { can, DOCUMENT_TEMPLATE_TEXTS as T, type DocumentTemplate } from '@probity/domain';
import { IconDownload, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRequestError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import type { DataTableColumn } from '../../components/DataTable';
import { downloadFile } from '../../components/download';
import { PageHeader } from '../../components/PageHeader';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { formatCreated, formatFileSize } from '../documents/document-format';
import { MergeFieldsList } from './MergeFieldsList';
import { TemplateModal } from './TemplateModal';
import { templateFilePath, useDeleteTemplate, useLetterTemplates } from './letter-templates.api';

function Actions({
  template,
  canManage,
  onEdit,
  onDelete,
}: {
  template: DocumentTemplate;
  canManage: boolean;
  onEdit: (t: DocumentTemplate) => void;
  onDelete: (t: DocumentTemplate) => void;
}) {
  const handleDownload = () =>
    downloadFile(templateFilePath(template.templateID), `${template.name}.docx`).catch((error: unknown) =>
      notify.error(formatRequestError(error)),
    );
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={T.download}>
        <ActionIcon variant="subtle" onClick={handleDownload} aria-label={`${T.download} ${template.name}`}>
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
      {canManage && (
        <>
          <Tooltip label={T.edit}>
            <ActionIcon
              variant="subtle"
              onClick={() => onEdit(template)}
              aria-label={`Edit ${template.name}`}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={T.delete}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(template)}
              aria-label={`${T.delete} ${template.name}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}

/** /secure/letter-templates (issue 14): the firm's Word letter templates and their merge fields. */
export function LetterTemplatesPage() {
  const { user, roles } = useSession();
  const canManage = can({ roles, userID: user.userID, organisationIDs: [] }, 'documentTemplate.manage');
  const templates = useLetterTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<DocumentTemplate | null>(null);
  const [isModalOpen, setIsModalOpen] = useState(false);

  const handleEdit = (template: DocumentTemplate | null) => {
    setEditing(template);
    setIsModalOpen(true);
  };

  const handleDelete = async (template: DocumentTemplate) => {
    const isConfirmed = await confirm({
      title: T.deleteTitle,
      text: `${template.name}. ${T.deleteText}`,
      confirmLabel: T.deleteYes,
      cancelLabel: T.deleteNo,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const toast = notify.loading(T.deleting);
    remove.mutate(template.templateID, {
      onSuccess: () => notify.success(T.deleted, toast),
      onError: (error) => notify.error(formatRequestError(error), toast),
    });
  };

  const columns: DataTableColumn<DocumentTemplate>[] = [
    {
      key: 'name',
      header: T.name,
      render: (t) => (
        <Text fz="sm" fw={500} style={{ wordBreak: 'break-word' }}>
          {t.name}
        </Text>
      ),
    },
    { key: 'updated', header: T.updated, width: 180, render: (t) => formatCreated(t.lastUpdated) },
    { key: 'size', header: T.size, width: 90, render: (t) => formatFileSize(t.fileSize) },
    {
      key: 'actions',
      header: '',
      width: 130,
      render: (t) => (
        <Actions
          template={t}
          canManage={canManage}
          onEdit={handleEdit}
          onDelete={(x) => void handleDelete(x)}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={T.pageTitle}
        description={T.pageDescription}
        actions={
          canManage ? (
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => handleEdit(null)}>
              {T.upload}
            </Button>
          ) : null
        }
      />
      {!canManage && (
        <Text fz="sm" c="dimmed">
          {T.onlyAdmin}.
        </Text>
      )}
      <ResponsiveTable
        columns={columns}
        rows={templates.data ?? []}
        getRowKey={(t) => t.templateID}
        caption={T.pageTitle}
        emptyText={templates.isError ? T.loadFailed : T.noTemplates}
        isLoading={templates.isPending}
        renderCard={(t) => (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm" style={{ wordBreak: 'break-word' }}>
                {t.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatCreated(t.lastUpdated)} · {formatFileSize(t.fileSize)}
              </Text>
            </Stack>
            <Actions
              template={t}
              canManage={canManage}
              onEdit={handleEdit}
              onDelete={(x) => void handleDelete(x)}
            />
          </Group>
        )}
      />
      <MergeFieldsList />
      <TemplateModal template={editing} isOpen={isModalOpen} onClose={() => setIsModalOpen(false)} />
    </Stack>
  );
}
