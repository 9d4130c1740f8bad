import { DOCUMENT_TEXTS } from '@probity/domain';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export type DocumentKind =
  | 'image'
  | 'audio'
  | 'video'
  | 'text'
  | 'CSV'
  | 'PDF'
  | 'Word'
  | 'PowerPoint'
  | 'Excel'
  | 'FILE';

/** spec 02 §3: type labels by MIME type (image, audio, video, text, CSV, PDF, Word, PowerPoint, Excel; fallback FILE). */
export function documentKind(mimeType: string | null | undefined): DocumentKind {
  const type = (mimeType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'text/csv') return 'CSV';
  if (type === 'application/pdf') return 'PDF';
  if (type === 'application/msword' || type.includes('wordprocessingml')) return 'Word';
  if (type === 'application/vnd.ms-powerpoint' || type.includes('presentationml')) return 'PowerPoint';
  if (type === 'application/vnd.ms-excel' || type.includes('spreadsheetml')) return 'Excel';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('text/')) return 'text';
  return DOCUMENT_TEXTS.fallbackType;
}

export function isImage(mimeType: string | null | undefined): boolean {
  return documentKind(mimeType) === 'image';
}

/** A size in bytes as people read it. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** spec 02 §2.9: uploaded times are shown in GMT. */
export function formatCreated(dateTime: string): string {
  return `${dayjs.utc(dateTime).format('DD/MM/YYYY HH:mm')} GMT`;
}
