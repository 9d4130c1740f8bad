import {
  ATTENDANCE_MODE_LABELS,
  type AttendanceMode,
  FILE_NOTE_KIND_LABELS,
  FILE_NOTE_TEXTS,
  type FileNoteInput,
  type FileNoteKind,
  isCalendarDate,
} from '@probity/domain';

/*
 * Issue 14: the note form's values and the input they make. Times are entered and shown in GMT, as
 * every time of the product (spec/README "times are stored in UTC and shown as GMT").
 */

export interface FileNoteFormValues {
  kind: FileNoteKind;
  attendanceMode: AttendanceMode | null;
  /** 'YYYY-MM-DD' from the date picker, or what was typed. */
  date: string | null;
  /** 'HH:MM' (GMT). */
  time: string;
  /** As typed; empty is none. */
  duration: string;
  text: string;
  documentIDs: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date and time (GMT) of an instant, as the form shows them. */
export function splitOccurredAt(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

/** The instant of a date and a GMT time ('2026-05-02T14:30:00Z'), or null when either is not real. */
export function occurredAtOf(date: string | null, time: string): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!date || !isCalendarDate(date) || !m) return null;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${date}T${pad(hours)}:${pad(minutes)}:00Z`;
}

/** A new note: an attendance on the phone, now. */
export function emptyNoteForm(now: Date = new Date()): FileNoteFormValues {
  return {
    kind: 'attendance',
    attendanceMode: 'phone',
    ...splitOccurredAt(now.toISOString()),
    duration: '',
    text: '',
    documentIDs: [],
  };
}

export function noteFormOf(note: {
  kind: FileNoteKind;
  attendanceMode: AttendanceMode | null;
  occurredAt: string;
  durationMinutes: number | null;
  text: string;
  documents: { documentID: string }[];
}): FileNoteFormValues {
  return {
    kind: note.kind,
    attendanceMode: note.attendanceMode,
    ...splitOccurredAt(note.occurredAt),
    duration: note.durationMinutes === null ? '' : String(note.durationMinutes),
    text: note.text,
    documentIDs: note.documents.map((d) => d.documentID),
  };
}

/**
 * The API's input from the form, and the form's own problem (a date or time that is not real),
 * which the schema cannot see once it is turned into one value.
 */
export function noteInputOf(values: FileNoteFormValues): {
  input: FileNoteInput;
  occurredAtError: string | null;
} {
  const occurredAt = occurredAtOf(values.date, values.time);
  const duration = values.duration.trim();
  const asNumber = /^\d+$/.test(duration) ? Number(duration) : Number.NaN;
  return {
    input: {
      kind: values.kind,
      attendanceMode: values.kind === 'attendance' ? values.attendanceMode : null,
      occurredAt: occurredAt ?? undefined,
      durationMinutes: duration === '' ? null : asNumber,
      text: values.text,
      documentIDs: values.documentIDs,
    },
    occurredAtError: occurredAt ? null : FILE_NOTE_TEXTS.invalidDateTime,
  };
}

/** 'Attendance note · On the phone · 18 minutes' */
export function noteHeadline(note: {
  kind: FileNoteKind;
  attendanceMode: AttendanceMode | null;
  durationMinutes: number | null;
}): string {
  return [
    FILE_NOTE_KIND_LABELS[note.kind],
    note.attendanceMode ? ATTENDANCE_MODE_LABELS[note.attendanceMode] : null,
    note.durationMinutes === null ? null : FILE_NOTE_TEXTS.minutes(note.durationMinutes),
  ]
    .filter(Boolean)
    .join(' · ');
}
