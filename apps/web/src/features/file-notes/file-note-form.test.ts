import { FILE_NOTE_TEXTS, ZFileNoteInput } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyNoteForm,
  noteFormOf,
  noteHeadline,
  noteInputOf,
  occurredAtOf,
  splitOccurredAt,
} from './file-note-form';

describe('the note form (issue 14)', () => {
  it('enters and shows times in GMT', () => {
    expect(splitOccurredAt('2026-05-02T14:05:00.000Z')).toEqual({ date: '2026-05-02', time: '14:05' });
    expect(occurredAtOf('2026-05-02', '9:30')).toBe('2026-05-02T09:30:00Z');
    expect(occurredAtOf('2026-02-30', '09:30')).toBeNull();
    expect(occurredAtOf('2026-05-02', '24:00')).toBeNull();
    expect(occurredAtOf(null, '09:30')).toBeNull();
  });

  it('makes an input the schema takes; a typed duration that is not a number fails there', () => {
    const form = { ...emptyNoteForm(new Date('2026-05-02T10:00:00Z')), duration: '18', text: 'Call' };
    const { input, occurredAtError } = noteInputOf(form);
    expect(occurredAtError).toBeNull();
    expect(input).toMatchObject({ kind: 'attendance', attendanceMode: 'phone', durationMinutes: 18 });
    expect(ZFileNoteInput.safeParse(input).success).toBe(true);
    const bad = noteInputOf({ ...form, duration: '1h' }).input;
    expect(ZFileNoteInput.safeParse(bad).error?.issues[0]?.message).toBe(FILE_NOTE_TEXTS.durationRange);
    // A file note sends no attendance mode even when one was chosen before switching.
    expect(noteInputOf({ ...form, kind: 'file' }).input.attendanceMode).toBeNull();
    expect(noteInputOf({ ...form, time: '' }).occurredAtError).toBe(FILE_NOTE_TEXTS.invalidDateTime);
  });

  it('fills the form from a note, and words its headline', () => {
    const note = {
      kind: 'file' as const,
      attendanceMode: null,
      occurredAt: '2026-05-02T08:00:00Z',
      durationMinutes: null,
      text: 'Reviewed',
      documents: [{ documentID: 'd1' }],
    };
    expect(noteFormOf(note)).toMatchObject({
      date: '2026-05-02',
      time: '08:00',
      duration: '',
      documentIDs: ['d1'],
    });
    expect(noteHeadline(note)).toBe('File note');
    expect(noteHeadline({ kind: 'attendance', attendanceMode: 'video', durationMinutes: 1 })).toBe(
      'Attendance note · Video call · 1 minute',
    );
  });
});
