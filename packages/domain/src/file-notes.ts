import { z } from 'zod';
import { CHECK_ALWAYS } from './schemas/dates.js';
import { zUuid } from './schemas/fields.js';
import { VALIDATION } from './texts.js';

/*
 * Issue 14 "See what happened": file notes and attendance notes on a matter. The firm's own working
 * papers (legal privilege): never shown to the matter's individuals. Their author may change them
 * for FILE_NOTE_EDIT_WINDOW_MS after writing them; then they are fixed.
 */

export const FILE_NOTE_KINDS = ['file', 'attendance'] as const;
export type FileNoteKind = (typeof FILE_NOTE_KINDS)[number];

/** How an attendance took place. */
export const ATTENDANCE_MODES = ['phone', 'meeting', 'video'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

export const FILE_NOTE_KIND_LABELS: Record<FileNoteKind, string> = {
  file: 'File note',
  attendance: 'Attendance note',
};
export const ATTENDANCE_MODE_LABELS: Record<AttendanceMode, string> = {
  phone: 'On the phone',
  meeting: 'Meeting',
  video: 'Video call',
};

/** A long attendance note fits (about 3,000 words); a pasted transcript does not. */
export const FILE_NOTE_TEXT_MAX = 20_000;
/** A day: an attendance cannot last longer. */
export const FILE_NOTE_DURATION_MAX_MINUTES = 1440;
export const FILE_NOTE_DOCUMENTS_MAX = 20;
/** The author may change (or delete) a note for 24 hours after writing it; then it is fixed. */
export const FILE_NOTE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** When it happened may not be in the future; a minute's grace covers clocks a little apart. */
export const FILE_NOTE_CLOCK_GRACE_MS = 60 * 1000;
export const FILE_NOTES_PAGE_SIZE = 20;

export const FILE_NOTE_TEXTS = {
  nav: 'Notes',
  title: 'Notes',
  description:
    'File notes and attendance notes of this matter, newest first. Only your firm sees them; the author may change a note for 24 hours.',
  empty: 'No notes on this matter yet.',
  newNote: 'New note',
  editNote: 'Change note',
  save: 'Save note',
  saving: 'Saving note',
  saved: 'Note saved.',
  deleteNote: 'Delete note',
  deleteConfirm: 'Delete this note? It cannot be brought back.',
  deleted: 'Note deleted.',
  kind: 'Kind',
  mode: 'How',
  occurredAt: 'Date',
  time: 'Time (GMT)',
  duration: 'Duration (minutes)',
  text: 'Note',
  documents: 'Linked documents',
  documentsHint: 'Documents of this matter the note is about',
  noDocuments: 'This matter has no documents to link.',
  loadFailed: 'The notes could not be loaded.',
  chooseKind: 'Choose a file note or an attendance note',
  chooseMode: 'Choose on the phone, meeting or video call',
  modeOnlyForAttendance: 'Only an attendance note says how it took place',
  durationRequired: 'Enter how long the attendance lasted',
  durationRange: `Enter a whole number of minutes from 0 to ${FILE_NOTE_DURATION_MAX_MINUTES}`,
  occurredInFuture: 'When it happened cannot be in the future',
  invalidDateTime: 'Enter a real date and time',
  tooManyDocuments: `At most ${FILE_NOTE_DOCUMENTS_MAX} documents`,
  documentNotOfMatter: 'Choose documents of this matter',
  onlyAuthor: 'Only the author of a note can change it.',
  fixed:
    'This note is fixed: a note can be changed only within 24 hours of writing it. Add a new note instead.',
  editableUntil: (when: string) => `You can change this note until ${when}.`,
  fixedBadge: 'Fixed',
  minutes: (n: number) => (n === 1 ? '1 minute' : `${n} minutes`),
  by: 'by',
  changed: 'changed',
} as const;

/** An ISO date-time with a zone ('2026-05-02T14:30:00.000Z', '2026-05-02T15:30+01:00'). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The instant an ISO date-time with a zone names, or null when it is not one (or not a real day). */
export function parseNoteDateTime(value: string): Date | null {
  if (!ISO_DATE_TIME.test(value)) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls 31/02 over to March: a real day reads back the same in its own zone's terms.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const check = new Date(Date.UTC(y!, m! - 1, d!));
  if (check.getUTCMonth() !== m! - 1 || check.getUTCDate() !== d) return null;
  return new Date(ms);
}

const zText = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, { error: VALIDATION.required })
  .superRefine((v, ctx) => {
    if (v.length > FILE_NOTE_TEXT_MAX)
      ctx.addIssue({ code: 'custom', message: VALIDATION.tooManyCharacters(FILE_NOTE_TEXT_MAX, v.length) });
  });

/**
 * POST /api/Matters/{id}/FileNotes and PUT /api/FileNotes/{id}. occurredAt defaults to now on the
 * server and may not be in the future (the server's clock decides, ZFileNoteInput only parses). An
 * attendance note says how it took place and how long it lasted; a file note may give a duration.
 */
export const ZFileNoteInput = z
  .object({
    kind: z.enum(FILE_NOTE_KINDS, { error: FILE_NOTE_TEXTS.chooseKind }),
    attendanceMode: z.enum(ATTENDANCE_MODES, { error: FILE_NOTE_TEXTS.chooseMode }).nullish(),
    occurredAt: z
      .string({ error: FILE_NOTE_TEXTS.invalidDateTime })
      .trim()
      .refine((v) => v === '' || parseNoteDateTime(v) !== null, { error: FILE_NOTE_TEXTS.invalidDateTime })
      .nullish(),
    durationMinutes: z
      .number({ error: FILE_NOTE_TEXTS.durationRange })
      // A refinement, not .int(): zod's int is a type check that stops the rules between fields.
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= FILE_NOTE_DURATION_MAX_MINUTES, {
        error: FILE_NOTE_TEXTS.durationRange,
      })
      .nullish(),
    text: zText,
    documentIDs: z
      .array(zUuid, { error: VALIDATION.invalidFormat })
      .max(FILE_NOTE_DOCUMENTS_MAX, { error: FILE_NOTE_TEXTS.tooManyDocuments })
      .default([]),
  })
  // Runs even when a field failed, so every problem is listed together; the values may be raw here.
  .superRefine((v, ctx) => {
    const mode = v.attendanceMode as unknown;
    const duration = v.durationMinutes as unknown;
    if (v.kind === 'attendance') {
      if (mode === null || mode === undefined)
        ctx.addIssue({ code: 'custom', path: ['attendanceMode'], message: FILE_NOTE_TEXTS.chooseMode });
      if (duration === null || duration === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['durationMinutes'],
          message: FILE_NOTE_TEXTS.durationRequired,
        });
    } else if (v.kind === 'file' && (ATTENDANCE_MODES as readonly unknown[]).includes(mode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['attendanceMode'],
        message: FILE_NOTE_TEXTS.modeOnlyForAttendance,
      });
    }
  }, CHECK_ALWAYS);
export type FileNoteInput = z.input<typeof ZFileNoteInput>;
export type FileNoteValues = z.output<typeof ZFileNoteInput>;

/** 'When it happened cannot be in the future' (beyond the clock's grace), or null. */
export function occurredAtProblem(occurredAt: Date, now: Date = new Date()): string | null {
  return occurredAt.getTime() > now.getTime() + FILE_NOTE_CLOCK_GRACE_MS
    ? FILE_NOTE_TEXTS.occurredInFuture
    : null;
}

/** Until when a note written at `createdAt` may be changed by its author. */
export function fileNoteEditableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + FILE_NOTE_EDIT_WINDOW_MS);
}

/**
 * Why the user may not change (or delete) the note, or null when they may: only its author, and only
 * within 24 hours of writing it. The server decides with this; the browser hides the buttons with it.
 */
export function fileNoteChangeProblem(
  note: { createdBy: string | null; createdAt: Date | string },
  userID: string,
  now: Date = new Date(),
): 'onlyAuthor' | 'fixed' | null {
  if (!note.createdBy || note.createdBy.toLowerCase() !== userID.toLowerCase()) return 'onlyAuthor';
  if (now.getTime() >= fileNoteEditableUntil(note.createdAt).getTime()) return 'fixed';
  return null;
}

/** The note's kind as an activity entry names it ('attendance note'); never its text. */
export function fileNoteActivityObject(kind: FileNoteKind): string {
  return FILE_NOTE_KIND_LABELS[kind].toLowerCase();
}
