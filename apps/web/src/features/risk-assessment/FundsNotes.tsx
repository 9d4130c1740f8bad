import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  FUNDS_KINDS,
  FUNDS_KIND_LABELS,
  FUNDS_NOTE_MAX,
  type FundsKind,
  RISK_TEXTS,
  ZFundsNoteInput,
} from '@probity/domain';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { formatDateTime } from '../../lib/dates';
import { documentPath, useDocuments } from '../documents/documents.api';
import { openDocumentInNewTab } from '../documents/open-document';
import { type FundsNote, useCreateFundsNote, useFundsNotes } from './risk.api';

const KIND_OPTIONS = FUNDS_KINDS.map((kind) => ({ value: kind, label: FUNDS_KIND_LABELS[kind] }));

function NoteItem({ note }: { note: FundsNote }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} fz="sm">
            {FUNDS_KIND_LABELS[note.kind]}
          </Text>
          <Text fz="xs" c="dimmed">
            {note.createdBy?.name ?? '-'} · {formatDateTime(note.createdAt)}
          </Text>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.text}
        </Text>
        {note.evidence.length > 0 && (
          <Group gap="xs">
            <Text fz="xs" c="dimmed">
              {RISK_TEXTS.fundsEvidence}:
            </Text>
            {note.evidence.map((doc) => (
              <Anchor
                key={doc.documentID}
                component="button"
                type="button"
                fz="xs"
                onClick={() => void openDocumentInNewTab(documentPath(doc.documentID, true))}
              >
                {doc.name}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Issue 12: source of funds and source of wealth notes, newest first, each with who wrote it, when
 * and its evidence. Evidence is chosen from the individual's documents (uploaded in the Documents
 * section of the same page, through the one upload path).
 */
export function FundsNotes({ individualID, canCreate }: { individualID: string; canCreate: boolean }) {
  const notes = useFundsNotes(individualID);
  const documents = useDocuments(canCreate ? individualID : '');
  const create = useCreateFundsNote(individualID);
  const [isAdding, setIsAdding] = useState(false);
  const [kind, setKind] = useState<FundsKind>('funds');
  const [text, setText] = useState('');
  const [documentIDs, setDocumentIDs] = useState<string[]>([]);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());

  function reset() {
    setIsAdding(false);
    setKind('funds');
    setText('');
    setDocumentIDs([]);
    setErrors(new Map());
  }

  async function handleSubmit() {
    const parsed = ZFundsNoteInput.safeParse({ kind, text, documentIDs });
    if (!parsed.success) {
      setErrors(new Map(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      notify.success(RISK_TEXTS.fundsSaved);
      reset();
    } catch (error) {
      notify.error(errorToast(error));
      setErrors(fieldErrorsOf(error, ['kind', 'text', 'documentIDs']));
    }
  }

  const documentOptions = (documents.data ?? []).map((d) => ({ value: d.documentID, label: d.name }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="md" c="navy.9">
          {RISK_TEXTS.fundsTitle}
        </Title>
        {canCreate && !isAdding && (
          <Button variant="light" size="xs" onClick={() => setIsAdding(true)}>
            {RISK_TEXTS.addFundsNote}
          </Button>
        )}
      </Group>
      {isAdding && (
        <form
          noValidate
          aria-label={RISK_TEXTS.fundsTitle}
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <Stack gap="sm">
            <Select
              label={RISK_TEXTS.fundsKind}
              data={KIND_OPTIONS}
              value={kind}
              allowDeselect={false}
              onChange={(value) => setKind((value as FundsKind | null) ?? 'funds')}
              error={errors.get('kind')}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label={RISK_TEXTS.fundsText}
              withAsterisk
              autosize
              minRows={2}
              maxLength={FUNDS_NOTE_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={errors.get('text')}
            />
            <MultiSelect
              label={RISK_TEXTS.fundsEvidence}
              description={RISK_TEXTS.fundsEvidenceHint}
              data={documentOptions}
              value={documentIDs}
              onChange={setDocumentIDs}
              searchable
              error={errors.get('documentIDs')}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={reset}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                {RISK_TEXTS.addFundsNote}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {notes.data?.length === 0 && (
        <Text fz="sm" c="dimmed">
          {RISK_TEXTS.noFundsNotes}
        </Text>
      )}
      {notes.data?.map((note) => (
        <NoteItem key={note.fundsNoteID} note={note} />
      ))}
    </Stack>
  );
}
