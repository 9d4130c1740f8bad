import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
} from '@mantine/core';
import {
  CLIENT_REQUEST_ANSWER_MAX,
  CLIENT_REQUEST_TEXTS as T,
  type ClientRequest,
  type ClientRequestStatus,
  ukDate,
} from '@probity/domain';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconFileText,
  IconMessageQuestion,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { formatFileSize } from '../documents/document-format';
import { documentPath } from '../documents/documents.api';
import { openDocumentInNewTab } from '../documents/open-document';

const STATUS_COLOUR: Record<ClientRequestStatus, string> = {
  open: 'blue',
  answered: 'grape',
  accepted: 'teal',
  reopened: 'orange',
  withdrawn: 'gray',
};

/** The client may still answer or add files until the firm accepts the item (the server's rule). */
const CLIENT_MAY_ACT: readonly ClientRequestStatus[] = ['open', 'reopened', 'answered'];

export interface RequestCardActions {
  onAnswer: (answer: string) => Promise<unknown>;
  onUpload: (files: File[]) => Promise<unknown>;
  onAccept: () => void;
  onSendBack: () => void;
  onWithdraw: () => void;
}

function ClientAnswer({ item, onAnswer }: { item: ClientRequest; onAnswer: RequestCardActions['onAnswer'] }) {
  const [text, setText] = useState(item.answer ?? '');
  const [isSending, setIsSending] = useState(false);
  const handleSend = async () => {
    setIsSending(true);
    try {
      await onAnswer(text);
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={T.answer}
        aria-label={`${T.answer}: ${item.title}`}
        rows={3}
        maxLength={CLIENT_REQUEST_ANSWER_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group>
        <Button onClick={() => void handleSend()} loading={isSending} disabled={!text.trim()}>
          {T.sendAnswer}
        </Button>
      </Group>
    </Stack>
  );
}

function ClientUpload({ item, onUpload }: { item: ClientRequest; onUpload: RequestCardActions['onUpload'] }) {
  const [isUploading, setIsUploading] = useState(false);
  const handleFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setIsUploading(true);
    try {
      await onUpload(files);
    } finally {
      setIsUploading(false);
    }
  };
  return (
    <Group>
      <FileButton onChange={(files) => void handleFiles(files)} multiple>
        {(props) => (
          <Button
            {...props}
            aria-label={`${T.upload}: ${item.title}`}
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={isUploading}
          >
            {T.upload}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

/** One item of the list: what is asked, its state, what the client sent, and the actions of the viewer's side. */
export function RequestCard({
  item,
  isStaff,
  actions,
}: {
  item: ClientRequest;
  isStaff: boolean;
  actions: RequestCardActions;
}) {
  const isDone = item.status === 'accepted';
  const mayClientAct = !isStaff && CLIENT_MAY_ACT.includes(item.status);
  const handleOpen = (documentID: string, name: string) =>
    openDocumentInNewTab(documentPath(documentID)).catch(() => notify.error(`${name} could not be opened.`));

  return (
    <Card withBorder p="md" radius="md" component="article" aria-label={item.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" color={isDone ? 'teal' : 'gray'} radius="xl" size="lg" aria-hidden>
              {isDone ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Text>
              <Group gap={6} wrap="nowrap" align="flex-start">
                {item.kind === 'document' ? (
                  <IconFileText size={14} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
                ) : (
                  <IconMessageQuestion size={14} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
                )}
                <Text fz="sm" c="dimmed">
                  {T.kinds[item.kind]}
                  {item.dueDate ? ` · ${T.dueOn(ukDate(item.dueDate))}` : ''}
                  {isStaff ? ` · ${T.askedOf(item.individualName ?? T.allClients)}` : ''}
                </Text>
              </Group>
            </Stack>
          </Group>
          <Badge color={STATUS_COLOUR[item.status]} variant="light" style={{ flexShrink: 0 }}>
            {T.statuses[item.status]}
          </Badge>
        </Group>
        {item.detail && (
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.detail}
          </Text>
        )}
        {item.status === 'reopened' && item.comment && (
          <Alert color="orange" variant="light" title={T.firmComment}>
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {item.comment}
            </Text>
          </Alert>
        )}
        {item.answer && (isStaff || !mayClientAct || item.kind !== 'answer') && (
          <Card bg="gray.0" p="sm" radius="sm">
            <Text fz="xs" c="dimmed">
              {T.answer}
              {item.answeredBy ? ` · ${item.answeredBy.name}` : ''}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.answer}
            </Text>
          </Card>
        )}
        {item.documents.length > 0 && (
          <Stack gap={4}>
            <Text fz="xs" c="dimmed">
              {T.files}
            </Text>
            {item.documents.map((d) => (
              <Group key={d.documentID} gap={6} wrap="nowrap">
                <IconFileText size={16} aria-hidden />
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  onClick={() => void handleOpen(d.documentID, d.name)}
                  style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                >
                  {d.name}
                </Anchor>
                <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatFileSize(d.fileSize)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {mayClientAct && item.kind === 'answer' && <ClientAnswer item={item} onAnswer={actions.onAnswer} />}
        {mayClientAct && item.kind === 'document' && <ClientUpload item={item} onUpload={actions.onUpload} />}
        {isStaff && (
          <Group gap="xs">
            {!isDone && (
              <Button
                size="xs"
                color="teal.8"
                onClick={actions.onAccept}
                aria-label={`${T.accept}: ${item.title}`}
              >
                {T.accept}
              </Button>
            )}
            {(item.status === 'answered' || isDone) && (
              <Button size="xs" variant="default" onClick={actions.onSendBack}>
                {T.sendBack}
              </Button>
            )}
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={actions.onWithdraw}
              aria-label={`${T.withdraw}: ${item.title}`}
            >
              {T.withdraw}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
