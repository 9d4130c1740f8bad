import { Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { FILE_NOTE_TEXTS, crudFlags } from '@probity/domain';
import { IconPaperclip, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { errorToast } from '../../components/form-errors';
import { formatDateTime } from '../../lib/dates';
import { documentPath } from '../documents/documents.api';
import { openDocumentInNewTab } from '../documents/open-document';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { noteHeadline } from './file-note-form';
import { FileNoteModal } from './FileNoteModal';
import { type FileNote, useDeleteFileNote, useFileNotes } from './file-notes.api';

function NoteCard({ note, onEdit, onDelete }: { note: FileNote; onEdit: () => void; onDelete: () => void }) {
  const isFixed = Date.now() >= Date.parse(note.editableUntil);
  return (
    <Card component="article" p="md" withBorder aria-label={noteHeadline(note)}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={650} fz="sm">
            {noteHeadline(note)}
          </Text>
          {isFixed && (
            <Badge variant="light" color="gray" size="sm">
              {FILE_NOTE_TEXTS.fixedBadge}
            </Badge>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          <time dateTime={note.occurredAt}>{formatDateTime(note.occurredAt)}</time>
          {note.createdBy ? ` · ${note.createdBy.name}` : ''}
          {note.updatedAt ? ` · ${FILE_NOTE_TEXTS.changed} ${formatDateTime(note.updatedAt)}` : ''}
        </Text>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.text}
        </Text>
        {note.documents.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <IconPaperclip size={14} aria-hidden />
            <Text fz="xs" c="dimmed">
              {FILE_NOTE_TEXTS.documents}:
            </Text>
            {note.documents.map((doc) => (
              <Anchor
                key={doc.documentID}
                component="button"
                type="button"
                fz="xs"
                style={{ overflowWrap: 'anywhere' }}
                onClick={() =>
                  void openDocumentInNewTab(documentPath(doc.documentID, true)).catch((error: unknown) =>
                    notify.error(errorToast(error)),
                  )
                }
              >
                {doc.name}
              </Anchor>
            ))}
          </Group>
        )}
        {note.canChange && (
          <Group justify="space-between" gap="xs" mt={4}>
            <Text fz="xs" c="dimmed">
              {FILE_NOTE_TEXTS.editableUntil(formatDateTime(note.editableUntil))}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={onEdit}>
                {FILE_NOTE_TEXTS.editNote}
              </Button>
              <Button size="xs" variant="subtle" color="red" c="red.9" onClick={onDelete}>
                {FILE_NOTE_TEXTS.deleteNote}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /secure/matters/{id}/notes (issue 14): the matter's file and attendance notes, newest first. The
 * firm's staff only: the client has no Notes link, and the server answers them 404.
 */
export function FileNotesPage() {
  const matter = useWorkspaceMatter();
  const { roles } = useSession();
  const notes = useFileNotes(matter.matterID);
  const remove = useDeleteFileNote(matter.matterID);
  const [editing, setEditing] = useState<FileNote | 'new' | null>(null);
  const [canCreate, canRead] = crudFlags(roles, 'fileNote');
  const items = notes.data?.pages.flatMap((page) => page.items) ?? [];

  async function handleDelete(note: FileNote) {
    if (!(await confirm({ text: FILE_NOTE_TEXTS.deleteConfirm, isDestructive: true }))) return;
    try {
      await remove.mutateAsync(note.fileNoteID);
      notify.success(FILE_NOTE_TEXTS.deleted);
    } catch (error) {
      notify.error(errorToast(error));
    }
  }

  // The client never gets here from the navigation; a typed address goes back to the details.
  if (!canRead) return <Navigate to="../details" replace />;
  return (
    <>
      <PageHeader
        title={FILE_NOTE_TEXTS.title}
        description={FILE_NOTE_TEXTS.description}
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {FILE_NOTE_TEXTS.newNote}
            </Button>
          ) : undefined
        }
      />
      {notes.isError && items.length === 0 ? (
        <LoadFailedCard what="notes" onRetry={() => notes.refetch()} />
      ) : notes.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : items.length === 0 ? (
        <Card p="lg">
          <Text c="dimmed" ta="center" py="md">
            {FILE_NOTE_TEXTS.empty}
          </Text>
        </Card>
      ) : (
        <Stack gap="sm" component="section" aria-label={FILE_NOTE_TEXTS.title}>
          {items.map((note) => (
            <NoteCard
              key={note.fileNoteID}
              note={note}
              onEdit={() => setEditing(note)}
              onDelete={() => void handleDelete(note)}
            />
          ))}
          {notes.hasNextPage && (
            <Button
              variant="subtle"
              onClick={() => void notes.fetchNextPage()}
              loading={notes.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              Show more
            </Button>
          )}
        </Stack>
      )}
      {editing && (
        <FileNoteModal
          matterID={matter.matterID}
          note={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
