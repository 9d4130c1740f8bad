import { formatPounds } from '@probity/domain';
import type { Cell, ColumnKind, ReportDocument } from './report-engine.js';

/*
 * How a cell reads in the human formats (HTML, PDF, Word, CSV). spec/README "Times": shown as
 * GMT, dates as DD/MM/YYYY; money (integer pence) as £6,000.00, by the one formatter of
 * packages/domain.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export function gmtDate(date: Date): string {
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

export function gmtDateTime(date: Date): string {
  return `${gmtDate(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

export function cellText(cell: Cell, kind: ColumnKind): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return kind === 'date' ? gmtDate(cell) : gmtDateTime(cell);
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  if (kind === 'money' && typeof cell === 'number') return formatPounds(cell);
  return String(cell);
}

/** A file name from a report name: lower-case ASCII words joined by hyphens, and the time (GMT). */
export function exportFileName(name: string, generatedAt: Date, extension: string): string {
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report';
  const d = generatedAt;
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
  return `${slug}-${stamp}.${extension}`;
}

/** The words above the table in the document formats. */
export function describeDocument(doc: ReportDocument): { meta: string; filters: string[] } {
  const meta = [
    doc.organisationName,
    `Generated ${gmtDateTime(doc.generatedAt)} GMT`,
    `${doc.total.toLocaleString('en-GB')} ${doc.total === 1 ? 'row' : 'rows'}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return { meta, filters: doc.filters.map((f) => `${f.name}: ${f.text}`) };
}
