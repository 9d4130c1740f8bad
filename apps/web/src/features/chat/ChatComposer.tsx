import {
  ActionIcon,
  Box,
  CloseButton,
  FileButton,
  Group,
  Image,
  Paper,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { CHAT_COMMENT_MAX } from '@probity/domain';
import { IconFile, IconPaperclip, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { isImage } from '../documents/document-format';
import type { ChatUser } from './chat.api';
import { MentionList } from './MentionList';
import { activeMentionQuery, canSend, cycleIndex, insertMention, mentionCandidates } from './chat-logic';

function AttachmentPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useMemo(() => (isImage(file.type) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Paper withBorder radius="sm" p={4} pos="relative">
      {url ? (
        <Image src={url} alt={file.name} w={64} h={64} fit="cover" radius="sm" />
      ) : (
        <Group gap={4} wrap="nowrap" maw={180} pr="md">
          <IconFile size={18} aria-hidden />
          <Text fz="xs" truncate>
            {file.name}
          </Text>
        </Group>
      )}
      <CloseButton
        size="xs"
        pos="absolute"
        top={0}
        right={0}
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
      />
    </Paper>
  );
}

/**
 * spec 03 §2.17, §5 input bar: text up to 2000 characters with @mentions, attachments (several,
 * images previewed), send. Send is disabled while the prompt is empty or a send is running.
 */
export function ChatComposer({
  chatUsers,
  isSending,
  isDisabled,
  onSend,
}: {
  chatUsers: readonly ChatUser[];
  isSending: boolean;
  isDisabled: boolean;
  onSend: (text: string, files: File[]) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<{ id: number; file: File }[]>([]);
  const nextFileID = useRef(0);
  const [caret, setCaret] = useState(0);
  const [isListOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const mention = isListOpen ? activeMentionQuery(text, caret) : null;
  const candidates = mention ? mentionCandidates(chatUsers, text, mention.query) : [];

  const update = (value: string, position: number) => {
    setText(value);
    setCaret(position);
    const next = activeMentionQuery(value, position);
    setListOpen(next !== null);
    setActiveIndex(0);
  };

  const select = (user: ChatUser) => {
    if (!mention) return;
    const next = insertMention(text, caret, mention.start, user);
    setText(next.text);
    setCaret(next.caret);
    setListOpen(false);
    window.requestAnimationFrame(() => inputRef.current?.setSelectionRange(next.caret, next.caret));
  };

  const handleSend = async () => {
    if (isSending || !canSend(text, files.length)) return;
    if (
      await onSend(
        text.trim(),
        files.map((f) => f.file),
      )
    ) {
      setText('');
      setFiles([]);
    }
    // Issue 15: focus stays in the message box (the Send button goes busy, and a focus lost to the
    // page would fall behind the open chat dialog).
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (candidates.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActiveIndex((i) => cycleIndex(i, candidates.length, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        const user = candidates[activeIndex];
        if (user) select(user);
        return;
      }
    }
    if (event.key === 'Escape' && isListOpen) {
      event.preventDefault();
      setListOpen(false);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void handleSend();
    }
  };

  return (
    <Box>
      {files.length > 0 && (
        <Group gap="xs" mb="xs" aria-label="Attachments">
          {files.map(({ id, file }) => (
            <AttachmentPreview
              key={id}
              file={file}
              onRemove={() => setFiles((current) => current.filter((f) => f.id !== id))}
            />
          ))}
        </Group>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton
          multiple
          onChange={(picked) =>
            setFiles((current) => [...current, ...picked.map((file) => ({ id: nextFileID.current++, file }))])
          }
          disabled={isDisabled}
        >
          {(props) => (
            <Tooltip label="Attach files">
              <ActionIcon
                {...props}
                variant="subtle"
                size="lg"
                aria-label="Attach files"
                disabled={isDisabled || isSending}
              >
                <IconPaperclip size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Box pos="relative" style={{ flex: 1 }}>
          {isListOpen && <MentionList users={candidates} activeIndex={activeIndex} onSelect={select} />}
          <Textarea
            ref={inputRef}
            aria-label="Message"
            placeholder="Type a message…"
            value={text}
            maxLength={CHAT_COMMENT_MAX}
            autosize
            minRows={1}
            maxRows={6}
            // Read-only, not disabled, while sending: a disabled box drops the keyboard focus.
            disabled={isDisabled}
            readOnly={isSending}
            onChange={(event) => update(event.currentTarget.value, event.currentTarget.selectionStart ?? 0)}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
            onKeyDown={handleKeyDown}
            onBlur={() => setListOpen(false)}
          />
        </Box>
        <Tooltip label="Send">
          <ActionIcon
            size="lg"
            onClick={() => void handleSend()}
            loading={isSending}
            disabled={isDisabled || isSending || !canSend(text, files.length)}
            aria-label="Send message"
          >
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
