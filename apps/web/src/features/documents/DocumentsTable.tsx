import { ActionIcon, Badge, Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import {
  DOCUMENT_FOLDER_LABELS,
  DOCUMENT_FOLDERS,
  DOCUMENT_TEXTS,
  DOCUMENT_VERSION_TEXTS,
  type DocumentFolder,
} from '@probity/domain';
import {
  IconExternalLink,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconHistory,
  IconMovie,
  IconMusic,
  IconPhoto,
  IconPresentation,
  IconTable,
  IconTrash,
  IconUserShield,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { AvatarStack } from '../../components/AvatarStack';
import type { DataTableColumn } from '../../components/DataTable';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { type DocumentKind, documentKind, formatCreated, formatFileSize } from './document-format';
import { type MatterDocument, userName } from './documents.api';

const KIND_ICONS: Record<DocumentKind, ComponentType<{ size?: number }>> = {
  image: IconPhoto,
  audio: IconMusic,
  video: IconMovie,
  text: IconFileText,
  CSV: IconTable,
  PDF: IconFileTypePdf,
  Word: IconFileText,
  PowerPoint: IconPresentation,
  Excel: IconFileSpreadsheet,
  FILE: IconFile,
};

export interface DocumentRowActions {
  currentUserID: string;
  onOpen: (document: MatterDocument) => void;
  onManageAccess?: (document: MatterDocument) => void;
  onDelete: (document: MatterDocument) => void;
  /** Issue 14: the versions overlay (absent where documents have no versions shown). */
  onVersions?: (document: MatterDocument) => void;
}

/** Issue 14: the folder column, and whether the user may move a document to another folder. */
export interface DocumentFolderColumn {
  canMove: (document: MatterDocument) => boolean;
  onMove: (document: MatterDocument, folder: DocumentFolder) => void;
}

const folderLabel = (folder: string | undefined) =>
  DOCUMENT_FOLDER_LABELS[(folder ?? 'other') as DocumentFolder] ?? DOCUMENT_FOLDER_LABELS.other;

/** The folder under the name: a choice for who may move it, else its label. */
function FolderCell({ document, folders }: { document: MatterDocument; folders: DocumentFolderColumn }) {
  if (!folders.canMove(document))
    return (
      <Text fz="xs" c="dimmed">
        {DOCUMENT_VERSION_TEXTS.folderColumn}: {folderLabel(document.folder)}
      </Text>
    );
  return (
    <NativeSelect
      size="xs"
      w={200}
      aria-label={`${DOCUMENT_VERSION_TEXTS.moveTo} of ${document.name}`}
      value={document.folder ?? 'other'}
      data={DOCUMENT_FOLDERS.map((f) => ({ value: f, label: DOCUMENT_FOLDER_LABELS[f] }))}
      onChange={(event) => folders.onMove(document, event.currentTarget.value as DocumentFolder)}
    />
  );
}

function NameCell({ document, folders }: { document: MatterDocument; folders?: DocumentFolderColumn }) {
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap" align="center">
        <Text fz="sm" fw={500} style={{ wordBreak: 'break-word' }}>
          {document.name}
        </Text>
        {(document.version ?? 1) > 1 && (
          <Badge size="sm" variant="light" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            v{document.version}
          </Badge>
        )}
      </Group>
      {folders && <FolderCell document={document} folders={folders} />}
    </Stack>
  );
}

function TypeCell({ mimeType }: { mimeType: string }) {
  const kind = documentKind(mimeType);
  const Icon = KIND_ICONS[kind];
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={18} />
      <Text fz="sm">{kind}</Text>
    </Group>
  );
}

/** spec 02 §2.9: everybody, or the users it is shared with (2 avatars then +N). */
function AccessCell({ document }: { document: MatterDocument }) {
  if (document.everybody ?? document.sharedWith.length === 0) {
    return (
      <Badge variant="light" color="teal" radius="sm" tt="none" style={{ overflow: 'visible' }}>
        Everybody
      </Badge>
    );
  }
  return (
    <AvatarStack
      people={document.sharedWith.map((u) => ({
        id: u.userID,
        name: userName(u),
        profileImage: u.profileImage ?? null,
      }))}
    />
  );
}

function Actions({
  document,
  currentUserID,
  onOpen,
  onManageAccess,
  onDelete,
  onVersions,
}: DocumentRowActions & { document: MatterDocument }) {
  // spec 02 §6: only the uploader changes access or deletes.
  const isUploader = document.uploadedBy?.userID === currentUserID;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Open">
        <ActionIcon variant="subtle" onClick={() => onOpen(document)} aria-label={`Open ${document.name}`}>
          <IconExternalLink size={18} />
        </ActionIcon>
      </Tooltip>
      {onVersions && (
        <Tooltip label={DOCUMENT_VERSION_TEXTS.versions}>
          <ActionIcon
            variant="subtle"
            onClick={() => onVersions(document)}
            aria-label={`${DOCUMENT_VERSION_TEXTS.versions} of ${document.name}`}
          >
            <IconHistory size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onManageAccess && (
        <Tooltip label={isUploader ? 'Manage access' : DOCUMENT_TEXTS.onlyUploaderAccess}>
          <ActionIcon
            variant="subtle"
            disabled={!isUploader}
            onClick={() => onManageAccess(document)}
            aria-label={isUploader ? `Manage access to ${document.name}` : DOCUMENT_TEXTS.onlyUploaderAccess}
          >
            <IconUserShield size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={isUploader ? 'Delete' : DOCUMENT_TEXTS.onlyUploaderDelete}>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={!isUploader}
          onClick={() => onDelete(document)}
          aria-label={isUploader ? `Delete ${document.name}` : DOCUMENT_TEXTS.onlyUploaderDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** spec 02 §2.9 table (Type, Name, Size, Created, Access, actions), a list of cards on mobile. */
export function DocumentsTable({
  documents,
  isLoading,
  emptyText,
  isFramed = true,
  folders,
  ...actions
}: DocumentRowActions & {
  documents: readonly MatterDocument[];
  isLoading: boolean;
  emptyText: string;
  isFramed?: boolean;
  folders?: DocumentFolderColumn;
}) {
  const { columns: c } = DOCUMENT_TEXTS;
  const columns: DataTableColumn<MatterDocument>[] = [
    { key: 'type', header: c.type, width: 130, render: (d) => <TypeCell mimeType={d.mimeType} /> },
    {
      key: 'name',
      header: folders ? `${c.name} and ${DOCUMENT_VERSION_TEXTS.folderColumn.toLowerCase()}` : c.name,
      render: (d) => <NameCell document={d} folders={folders} />,
    },
    { key: 'size', header: c.size, width: 90, render: (d) => formatFileSize(d.fileSize) },
    { key: 'created', header: c.created, width: 170, render: (d) => formatCreated(d.dateCreated) },
    { key: 'access', header: c.access, width: 130, render: (d) => <AccessCell document={d} /> },
    {
      key: 'actions',
      header: '',
      width: actions.onVersions ? 150 : 130,
      render: (d) => <Actions document={d} {...actions} />,
    },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={documents}
      getRowKey={(d) => d.documentID}
      caption={DOCUMENT_TEXTS.title}
      emptyText={emptyText}
      isLoading={isLoading}
      isFramed={isFramed}
      renderCard={(d) => (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" style={{ wordBreak: 'break-word' }}>
              {d.name}
              {(d.version ?? 1) > 1 ? ` (v${d.version})` : ''}
            </Text>
            <Text fz="xs" c="dimmed">
              {documentKind(d.mimeType)} · {formatFileSize(d.fileSize)} · {formatCreated(d.dateCreated)}
              {folders ? ` · ${folderLabel(d.folder)}` : ''}
            </Text>
          </Stack>
          <Actions document={d} {...actions} onManageAccess={undefined} />
        </Group>
      )}
    />
  );
}
