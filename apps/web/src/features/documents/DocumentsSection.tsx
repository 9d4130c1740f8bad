import { Button, FileButton, Group, Progress, Stack, Title } from '@mantine/core';
import { DOCUMENT_TEXTS } from '@probity/domain';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { type AccessCandidate, DocumentAccessModal } from './DocumentAccessModal';
import { DocumentUserAccessModal } from './DocumentUserAccessModal';
import { DocumentsTable } from './DocumentsTable';
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

  const handleUpload = (files: File[]) => {
    const toast = notify.loading(DOCUMENT_TEXTS.uploading);
    upload.mutate(files, {
      onSuccess: () => notify.success(DOCUMENT_TEXTS.uploaded, toast),
      onError: (error) => notify.error(uploadErrorText(error), toast),
      onSettled: () => setProgress(null),
    });
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
}) {
  const { user } = useSession();
  const documents = useDocuments(itemID);
  const actions = useDocumentActions(itemID);
  const [accessFor, setAccessFor] = useState<MatterDocument | null>(null);
  const upload = canUpload ? (
    <UploadButton onFiles={actions.handleUpload} isUploading={actions.isUploading} label={uploadLabel} />
  ) : null;

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
      />
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
