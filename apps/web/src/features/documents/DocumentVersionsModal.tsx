import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  DOCUMENT_FOLDER_LABELS,
  DOCUMENT_FOLDERS,
  DOCUMENT_VERSION_TEXTS as T,
  type DocumentFolder,
  type DocumentVersion,
} from '@probity/domain';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { downloadFile } from '../../components/download';
import { formatCreated, formatFileSize } from './document-format';
import { useDocumentVersions, useUploadVersion, versionPath } from './document-versions.api';
import { type MatterDocument, userName } from './documents.api';

interface Props {
  document: MatterDocument | null;
  itemID: string;
  /** The user may give a new version and change the folder (the firm's staff, or the uploader). */
  canFile: boolean;
  onMove?: (document: MatterDocument, folder: DocumentFolder) => void;
  onClose: () => void;
}

/** Issue 14: a document's versions (the current one and the earlier ones, each downloadable). */
export function DocumentVersionsModal({ document, onClose, ...props }: Props) {
  return (
    <Modal
      opened={!!document}
      onClose={onClose}
      title={document ? T.versionsTitle(document.name) : T.versions}
      size="lg"
    >
      {document && <VersionsBody key={document.documentID} document={document} {...props} />}
    </Modal>
  );
}

function VersionLine({
  label,
  version,
  action,
}: {
  label: string;
  version: Pick<DocumentVersion, 'name' | 'fileSize' | 'dateCreated' | 'uploadedBy'>;
  action?: React.ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600}>
            {label}
          </Text>
          <Text fz="sm" style={{ wordBreak: 'break-word' }}>
            {version.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatCreated(version.dateCreated)}
            {version.uploadedBy ? ` · ${userName(version.uploadedBy)}` : ''} ·{' '}
            {formatFileSize(version.fileSize)}
          </Text>
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}

function VersionsBody({
  document,
  itemID,
  canFile,
  onMove,
}: Omit<Props, 'onClose'> & { document: MatterDocument }) {
  const versions = useDocumentVersions(document.documentID);
  const upload = useUploadVersion(itemID, document.documentID);
  const current = document.version ?? 1;

  const handleUpload = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (doc) => notify.success(T.versionUploaded(doc.version ?? current + 1)),
      onError: (error) => notify.error(`${T.versionFailed}: ${formatRequestError(error)}`),
    });
  };

  const handleDownload = (version: DocumentVersion) => {
    downloadFile(versionPath(document.documentID, version.versionID), version.name).catch((error: unknown) =>
      notify.error(formatRequestError(error)),
    );
  };

  return (
    <Stack gap="md">
      {canFile && onMove && (
        <NativeSelect
          label={T.moveTo}
          value={document.folder ?? 'other'}
          data={DOCUMENT_FOLDERS.map((f) => ({ value: f, label: DOCUMENT_FOLDER_LABELS[f] }))}
          onChange={(event) => onMove(document, event.currentTarget.value as DocumentFolder)}
        />
      )}
      <VersionLine
        label={`${T.version(current)} · ${T.current}`}
        version={{
          name: document.name,
          fileSize: document.fileSize,
          dateCreated: document.versionDate ?? document.dateCreated,
          uploadedBy: document.versionUploadedBy ?? document.uploadedBy,
        }}
      />
      {canFile && (
        <Group>
          <FileButton onChange={handleUpload}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="light"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {T.newVersion}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {versions.isPending ? (
        <Loader size="sm" aria-label="Loading" />
      ) : versions.data && versions.data.length > 0 ? (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={T.versions}
        >
          {versions.data.map((v) => (
            <li key={v.versionID}>
              <VersionLine
                label={T.version(v.version)}
                version={v}
                action={
                  <Tooltip label={`Download ${T.version(v.version).toLowerCase()}`}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => handleDownload(v)}
                      aria-label={`Download ${T.version(v.version).toLowerCase()} (${v.name})`}
                    >
                      <IconDownload size={18} />
                    </ActionIcon>
                  </Tooltip>
                }
              />
            </li>
          ))}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {T.noEarlier}
        </Text>
      )}
    </Stack>
  );
}
