import {
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  ATTENDANCE_MODES,
  ATTENDANCE_MODE_LABELS,
  type AttendanceMode,
  FILE_NOTE_KINDS,
  FILE_NOTE_KIND_LABELS,
  FILE_NOTE_TEXTS,
  FILE_NOTE_TEXT_MAX,
  type FileNoteKind,
  ZFileNoteInput,
} from '@probity/domain';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { useDocuments } from '../documents/documents.api';
import { type FileNoteFormValues, emptyNoteForm, noteFormOf, noteInputOf } from './file-note-form';
import { type FileNote, useSaveFileNote } from './file-notes.api';

const FIELDS = ['kind', 'attendanceMode', 'occurredAt', 'durationMinutes', 'text', 'documentIDs'] as const;

/** The input field whose error a form value shows. */
const ERROR_FIELD: Record<keyof FileNoteFormValues, (typeof FIELDS)[number]> = {
  kind: 'kind',
  attendanceMode: 'attendanceMode',
  date: 'occurredAt',
  time: 'occurredAt',
  duration: 'durationMinutes',
  text: 'text',
  documentIDs: 'documentIDs',
};

interface FileNoteModalProps {
  matterID: string;
  /** The note to change; none for a new note. */
  note: FileNote | null;
  onClose: () => void;
}

/** Issue 14: record a file or attendance note, or change one (its author, within 24 hours). */
export function FileNoteModal({ matterID, note, onClose }: FileNoteModalProps) {
  const [values, setValues] = useState<FileNoteFormValues>(() => (note ? noteFormOf(note) : emptyNoteForm()));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const documents = useDocuments(matterID);
  const save = useSaveFileNote(matterID);
  const set = <K extends keyof FileNoteFormValues>(key: K, value: FileNoteFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field's problem goes once it is changed (the next save checks again).
    const field = ERROR_FIELD[key];
    setErrors((current) => {
      if (!current.has(field)) return current;
      const next = new Map(current);
      next.delete(field);
      return next;
    });
  };

  async function handleSubmit() {
    const { input, occurredAtError } = noteInputOf(values);
    const parsed = ZFileNoteInput.safeParse(input);
    const found = new Map<string, string>();
    if (occurredAtError) found.set('occurredAt', occurredAtError);
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      if (!found.has(field)) found.set(field, issue.message);
    }
    setErrors(found);
    if (found.size > 0 || !parsed.success) return;
    try {
      await save.mutateAsync({ fileNoteID: note?.fileNoteID, input });
      notify.success(FILE_NOTE_TEXTS.saved);
      onClose();
    } catch (error) {
      notify.error(errorToast(error));
      setErrors(fieldErrorsOf(error, FIELDS));
    }
  }

  const documentOptions = (documents.data ?? []).map((d) => ({ value: d.documentID, label: d.name }));
  const isAttendance = values.kind === 'attendance';
  return (
    <Modal
      opened
      onClose={onClose}
      title={note ? FILE_NOTE_TEXTS.editNote : FILE_NOTE_TEXTS.newNote}
      size="lg"
      centered
    >
      <form
        noValidate
        aria-label={note ? FILE_NOTE_TEXTS.editNote : FILE_NOTE_TEXTS.newNote}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="sm">
          <Stack gap={4}>
            <Text component="span" fz="sm" fw={500} id="file-note-kind">
              {FILE_NOTE_TEXTS.kind}
            </Text>
            <SegmentedControl
              aria-labelledby="file-note-kind"
              value={values.kind}
              onChange={(value) => set('kind', value as FileNoteKind)}
              data={FILE_NOTE_KINDS.map((kind) => ({ value: kind, label: FILE_NOTE_KIND_LABELS[kind] }))}
              fullWidth
            />
          </Stack>
          {isAttendance && (
            <Stack gap={4}>
              <Text component="span" fz="sm" fw={500} id="file-note-mode">
                {FILE_NOTE_TEXTS.mode}
              </Text>
              <SegmentedControl
                aria-labelledby="file-note-mode"
                value={values.attendanceMode ?? ''}
                onChange={(value) => set('attendanceMode', value as AttendanceMode)}
                data={ATTENDANCE_MODES.map((mode) => ({ value: mode, label: ATTENDANCE_MODE_LABELS[mode] }))}
                fullWidth
              />
              {errors.get('attendanceMode') && (
                <Text fz="xs" c="red.8" role="alert">
                  {errors.get('attendanceMode')}
                </Text>
              )}
            </Stack>
          )}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <DatePicker
              label={FILE_NOTE_TEXTS.occurredAt}
              required
              value={values.date}
              onChange={(value) => set('date', value)}
              error={errors.get('occurredAt')}
            />
            <TextInput
              label={FILE_NOTE_TEXTS.time}
              type="time"
              required
              value={values.time}
              onChange={(event) => set('time', event.currentTarget.value)}
            />
            <TextInput
              label={FILE_NOTE_TEXTS.duration}
              inputMode="numeric"
              required={isAttendance}
              value={values.duration}
              onChange={(event) => set('duration', event.currentTarget.value)}
              error={errors.get('durationMinutes')}
            />
          </SimpleGrid>
          <Textarea
            label={FILE_NOTE_TEXTS.text}
            withAsterisk
            autosize
            minRows={4}
            maxRows={14}
            maxLength={FILE_NOTE_TEXT_MAX}
            value={values.text}
            onChange={(event) => set('text', event.currentTarget.value)}
            error={errors.get('text')}
          />
          <MultiSelect
            label={FILE_NOTE_TEXTS.documents}
            description={
              documentOptions.length > 0 ? FILE_NOTE_TEXTS.documentsHint : FILE_NOTE_TEXTS.noDocuments
            }
            data={documentOptions}
            value={values.documentIDs}
            onChange={(ids) => set('documentIDs', ids)}
            searchable
            disabled={documentOptions.length === 0}
            error={errors.get('documentIDs')}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {FILE_NOTE_TEXTS.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
