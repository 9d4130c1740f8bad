import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { ESTATE_PROGRESS_TEXTS as T, LEGACY_NOTE_MAX } from '@probity/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { useSaveEstateNote } from './estate-sharing.api';

/** The charity's own note beside the firm's figures (the firm never sees it). */
export function EstateNoteForm({
  legacyID,
  legacyNote,
  canEdit,
}: {
  legacyID: string;
  legacyNote: string;
  canEdit: boolean;
}) {
  const save = useSaveEstateNote(legacyID);
  const [note, setNote] = useState(legacyNote);
  useEffect(() => setNote(legacyNote), [legacyNote]);
  if (!canEdit)
    return legacyNote ? (
      <Stack gap={2}>
        <Text fz="sm" fw={600}>
          {T.note}
        </Text>
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {legacyNote}
        </Text>
      </Stack>
    ) : null;

  const handleSave = () => {
    const toastId = notify.loading(T.savingNote);
    save.mutate(note, {
      onSuccess: () => notify.success(T.savedNote, toastId),
      onError: (error) => notify.error(errorToast(error), toastId),
    });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={T.note}
        description={T.noteHelp}
        value={note}
        maxLength={LEGACY_NOTE_MAX}
        rows={3}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={handleSave}
          disabled={note === legacyNote}
          loading={save.isPending}
        >
          {T.saveNote}
        </Button>
      </Group>
    </Stack>
  );
}
