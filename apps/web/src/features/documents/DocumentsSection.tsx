import { Button, FileButton, Group, NativeSelect, Progress, Stack, Title } from '@mantine/core';
import {
  DEFAULT_DOCUMENT_FOLDER,
  DOCUMENT_FOLDER_LABELS,
  DOCUMENT_FOLDERS,
  DOCUMENT_TEXTS,
  DOCUMENT_VERSION_TEXTS,
  type DocumentFolder,
} from '@probity/domain';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { type AccessCandidate, DocumentAccessModal } from './DocumentAccessModal';
import { DocumentUserAccessModal } from './DocumentUserAccessModal';
import { DocumentVersionsModal } from './DocumentVersionsModal';
import { DocumentsTable } from './DocumentsTable';
import { useSetDocumentFolder } from './document-versions.api';
import {
  documentPath,
  type MatterDocument,
  useDeleteDocument,
  uploadErrorText,
  useDocuments,
  useUploadDocuments,
} from './documents.api';
import { openDocumentInNewTab } from './open-document';

export function UploadButton({
  onFiles,
  isUploading,
  label = DOCUMENT_TEXTS.upload,
}: {
  onFiles: (files: File[]) => void;
  isUploading: boolean;
  /** The button text: "Upload Document" unless a page says otherwise (03 §2.9 "Add new document"). */
  label?: string;
}) {
  return (
    <FileButton onChange={(files) => files.length > 0 && onFiles(files)} multiple>
      {(props) => (
        <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={isUploading}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

/**
 * Upload, delete and open, with the toasts of spec 02 §8. `progress` (0 to 100) is set while a
 * large file is streamed up, null otherwise.
 */
export function useDocumentActions(itemID: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadDocuments(itemID, (fraction) => setProgress(Math.round(fraction * 100)));
  const remove = useDeleteDocument(itemID);

  const handleUpload = (files: File[], folder?: string) => {
    const toast = notify.loading(DOCUMENT_TEXTS.uploading);
    upload.mutate(
      { files, folder },
      {
        onSuccess: () => notify.success(DOCUMENT_TEXTS.uploaded, toast),
        onError: (error) => notify.error(uploadErrorText(error), toast),
        onSettled: () => setProgress(null),
      },
    );
  };

  const handleDelete = async (document: MatterDocument) => {
    const isConfirmed = await confirm({
      title: DOCUMENT_TEXTS.deleteTitle,
      text: DOCUMENT_TEXTS.deleteText,
      confirmLabel: DOCUMENT_TEXTS.deleteYes,
      cancelLabel: DOCUMENT_TEXTS.deleteNo,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const toast = notify.loading(DOCUMENT_TEXTS.deleting);
    remove.mutate(document.documentID, {
      onSuccess: () => notify.success(DOCUMENT_TEXTS.deleted, toast),
      onError: () => notify.error(DOCUMENT_TEXTS.deleteFailed, toast),
    });
  };

  const handleOpen = (document: MatterDocument) => {
    openDocumentInNewTab(documentPath(document.documentID)).catch(() =>
      notify.error(`${document.name} could not be opened.`),
    );
  };

  return { handleUpload, handleDelete, handleOpen, isUploading: upload.isPending, progress };
}

/**
 * The documents of a matter or an individual (spec 02 §2.6, §2.9): the table, uploads, the access
 * overlay and deletion. `header` renders the title row with the upload button.
 */
export function DocumentsSection({
  itemID,
  emptyText,
  organisationID,
  team,
  canUpload,
  header,
  isFramed = true,
  uploadLabel,
  accessTitle,
  accessLoadingText,
  accessVariant = 'matter',
  accessRestrictedLabel,
  hasFolders = false,
  isStaff = false,
}: {
  itemID: string;
  emptyText: string;
  organisationID: string | null;
  team: readonly AccessCandidate[];
  canUpload: boolean;
  header?: (upload: ReactNode) => ReactNode;
  /** False inside a card of the page's own. */
  isFramed?: boolean;
  /** The upload button's text (default "Upload Document"). */
  uploadLabel?: string;
  /** The access overlay's title and loading notice (a legacy's, spec 03 §2.9, §8). */
  accessTitle?: string;
  accessLoadingText?: string;
  /**
   * The access overlay's form: the matter's user picker (02 §2.10), or a legacy's table of name,
   * e-mail and role where clicking a row toggles access (03 §2.9).
   */
  accessVariant?: 'matter' | 'legacy';
  /** The access overlay's restricted choice (default the firm's "Only firm members have access"). */
  accessRestrictedLabel?: string;
  /** Issue 14: folders (filter, upload into, move) and versions, on a matter's documents. */
  hasFolders?: boolean;
  /** The user is the firm's staff on the item: files any document, not only their own uploads. */
  isStaff?: boolean;
}) {
  const { user } = useSession();
  const [folderFilter, setFolderFilter] = useState('');
  const [uploadFolder, setUploadFolder] = useState<DocumentFolder>(DEFAULT_DOCUMENT_FOLDER);
  const documents = useDocuments(itemID, hasFolders && folderFilter ? folderFilter : undefined);
  const actions = useDocumentActions(itemID);
  const setFolder = useSetDocumentFolder(itemID);
  const [accessFor, setAccessFor] = useState<MatterDocument | null>(null);
  const [versionsOf, setVersionsOf] = useState<string | null>(null);
  const versionsDoc = documents.data?.find((d) => d.documentID === versionsOf) ?? null;
  const upload = canUpload ? (
    <UploadButton
      onFiles={(files) => actions.handleUpload(files, hasFolders ? uploadFolder : undefined)}
      isUploading={actions.isUploading}
      label={uploadLabel}
    />
  ) : null;
  const mayFile = (d: MatterDocument) => canUpload && (isStaff || d.uploadedBy?.userID === user.userID);
  const handleMove = (d: MatterDocument, folder: DocumentFolder) => {
    setFolder.mutate(
      { documentID: d.documentID, folder },
      {
        onSuccess: () => notify.success(DOCUMENT_VERSION_TEXTS.moved(DOCUMENT_FOLDER_LABELS[folder])),
        onError: () => notify.error(DOCUMENT_VERSION_TEXTS.moveFailed),
      },
    );
  };
  const folderOptions = DOCUMENT_FOLDERS.map((f) => ({ value: f, label: DOCUMENT_FOLDER_LABELS[f] }));

  return (
    <Stack gap="md">
      {header ? (
        header(upload)
      ) : (
        <Group justify="space-between">
          <Title order={2} fz="lg" c="navy.9">
            {DOCUMENT_TEXTS.title}
          </Title>
          {upload}
        </Group>
      )}
      {hasFolders && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={DOCUMENT_VERSION_TEXTS.filterLabel}
            value={folderFilter}
            data={[{ value: '', label: DOCUMENT_VERSION_TEXTS.allFolders }, ...folderOptions]}
            onChange={(event) => setFolderFilter(event.currentTarget.value)}
            w={220}
          />
          {canUpload && (
            <NativeSelect
              label={DOCUMENT_VERSION_TEXTS.uploadFolder}
              value={uploadFolder}
              data={folderOptions}
              onChange={(event) => setUploadFolder(event.currentTarget.value as DocumentFolder)}
              w={220}
            />
          )}
        </Group>
      )}
      {actions.progress !== null && (
        <Progress
          value={actions.progress}
          aria-label={DOCUMENT_TEXTS.uploadProgress}
          size="sm"
          animated
          transitionDuration={200}
        />
      )}
      <DocumentsTable
        documents={documents.data ?? []}
        isLoading={documents.isPending}
        isFramed={isFramed}
        emptyText={documents.isError ? 'The documents could not be loaded.' : emptyText}
        currentUserID={user.userID}
        onOpen={actions.handleOpen}
        onManageAccess={setAccessFor}
        onDelete={(d) => void actions.handleDelete(d)}
        onVersions={hasFolders ? (d) => setVersionsOf(d.documentID) : undefined}
        folders={hasFolders ? { canMove: mayFile, onMove: handleMove } : undefined}
      />
      {hasFolders && (
        <DocumentVersionsModal
          document={versionsDoc}
          itemID={itemID}
          canFile={!!versionsDoc && mayFile(versionsDoc)}
          onMove={handleMove}
          onClose={() => setVersionsOf(null)}
        />
      )}
      {accessVariant === 'legacy' ? (
        <DocumentUserAccessModal
          document={accessFor}
          itemID={itemID}
          organisationID={organisationID}
          team={team}
          title={accessTitle ?? DOCUMENT_TEXTS.accessTitle}
          loadingText={accessLoadingText}
          restrictedLabel={accessRestrictedLabel}
          onClose={() => setAccessFor(null)}
        />
      ) : (
        <DocumentAccessModal
          document={accessFor}
          itemID={itemID}
          organisationID={organisationID}
          team={team}
          title={accessTitle}
          loadingText={accessLoadingText}
          restrictedLabel={accessRestrictedLabel}
          onClose={() => setAccessFor(null)}
        />
      )}
    </Stack>
  );
}
