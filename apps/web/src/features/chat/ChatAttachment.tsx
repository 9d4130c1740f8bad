import { Anchor, Group, Image, Paper, Text } from '@mantine/core';
import { CHAT_TEXTS } from '@probity/domain';
import { IconFile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { isImage } from '../documents/document-format';
import { documentPath } from '../documents/documents.api';
import { fetchBlobUrl, openDocumentInNewTab } from '../documents/open-document';
import type { ChatDocument } from './chat.api';

/** An image thumbnail, fetched with the token (GET /api/Document/{id}/?inline=1). */
function Thumbnail({ document }: { document: ChatDocument }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let href: string | null = null;
    let isCurrent = true;
    fetchBlobUrl(documentPath(document.documentID, true)).then(
      (url) => {
        href = url;
        if (isCurrent) setSrc(url);
        else URL.revokeObjectURL(url);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [document.documentID]);
  return (
    <Image
      src={src}
      alt={document.name}
      w={160}
      h={110}
      fit="cover"
      radius="sm"
      fallbackSrc={undefined}
      style={{ background: 'var(--mantine-color-gray-1)' }}
    />
  );
}

/** spec 02 §2.11: an attachment is an image thumbnail or a file icon with 'Open file'. */
export function ChatAttachmentView({ document }: { document: ChatDocument }) {
  const handleOpen = () => {
    openDocumentInNewTab(documentPath(document.documentID)).catch(() =>
      notify.error(`${document.name} could not be opened.`),
    );
  };
  if (isImage(document.mimeType)) {
    return (
      <Anchor component="button" type="button" onClick={handleOpen} aria-label={`Open ${document.name}`}>
        <Thumbnail document={document} />
      </Anchor>
    );
  }
  return (
    <Paper withBorder p="xs" radius="sm" maw={260}>
      <Group gap="xs" wrap="nowrap">
        <IconFile size={22} aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Text fz="xs" truncate>
            {document.name}
          </Text>
          <Anchor component="button" type="button" fz="xs" onClick={handleOpen}>
            {CHAT_TEXTS.openFile}
          </Anchor>
        </div>
      </Group>
    </Paper>
  );
}
