import { describe, expect, it } from 'vitest';
import {
  FILE_NOTE_TEXT_MAX,
  FILE_NOTE_TEXTS,
  ZFileNoteInput,
  fileNoteChangeProblem,
  occurredAtProblem,
  parseNoteDateTime,
} from './file-notes.js';

const errorsOf = (input: unknown) => {
  const r = ZFileNoteInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('file note input (issue 14)', () => {
  it('takes a file note without a duration, an attendance with mode and duration', () => {
    expect(errorsOf({ kind: 'file', text: 'Called the bank' })).toEqual({});
    expect(
      errorsOf({
        kind: 'attendance',
        attendanceMode: 'phone',
        durationMinutes: 12,
        text: 'Spoke to the executor',
      }),
    ).toEqual({});
  });

  it('names every field that is wrong', () => {
    expect(errorsOf({ kind: 'letter', text: '   ', durationMinutes: 1441 })).toEqual({
      kind: FILE_NOTE_TEXTS.chooseKind,
      text: 'Required',
      durationMinutes: FILE_NOTE_TEXTS.durationRange,
    });
    expect(errorsOf({ kind: 'attendance', text: 'x' })).toEqual({
      attendanceMode: FILE_NOTE_TEXTS.chooseMode,
      durationMinutes: FILE_NOTE_TEXTS.durationRequired,
    });
    expect(errorsOf({ kind: 'file', attendanceMode: 'video', text: 'x', durationMinutes: 2.5 })).toEqual({
      attendanceMode: FILE_NOTE_TEXTS.modeOnlyForAttendance,
      durationMinutes: FILE_NOTE_TEXTS.durationRange,
    });
    expect(errorsOf({ kind: 'file', text: 'x'.repeat(FILE_NOTE_TEXT_MAX + 1) }).text).toMatch(/Too many/);
    expect(errorsOf({ kind: 'file', text: 'x', occurredAt: '2026-02-30T10:00:00Z' })).toEqual({
      occurredAt: FILE_NOTE_TEXTS.invalidDateTime,
    });
  });

  it('reads date-times with a zone only, and real days only', () => {
    expect(parseNoteDateTime('2026-05-02T14:30:00.000Z')?.toISOString()).toBe('2026-05-02T14:30:00.000Z');
    expect(parseNoteDateTime('2026-05-02T15:30+01:00')?.toISOString()).toBe('2026-05-02T14:30:00.000Z');
    expect(parseNoteDateTime('2026-05-02T14:30')).toBeNull();
    expect(parseNoteDateTime('2026-02-29T10:00Z')).toBeNull();
  });

  it('refuses a time in the future beyond a minute of grace', () => {
    const now = new Date('2026-05-02T12:00:00Z');
    expect(occurredAtProblem(new Date('2026-05-02T12:00:30Z'), now)).toBeNull();
    expect(occurredAtProblem(new Date('2026-05-02T12:05:00Z'), now)).toBe(FILE_NOTE_TEXTS.occurredInFuture);
  });

  it('lets only the author change a note, for 24 hours', () => {
    const note = { createdBy: 'A', createdAt: '2026-05-01T12:00:00Z' };
    expect(fileNoteChangeProblem(note, 'a', new Date('2026-05-02T11:59:59Z'))).toBeNull();
    expect(fileNoteChangeProblem(note, 'a', new Date('2026-05-02T12:00:00Z'))).toBe('fixed');
    expect(fileNoteChangeProblem(note, 'b', new Date('2026-05-01T12:00:01Z'))).toBe('onlyAuthor');
    expect(fileNoteChangeProblem({ ...note, createdBy: null }, 'a')).toBe('onlyAuthor');
  });
});
