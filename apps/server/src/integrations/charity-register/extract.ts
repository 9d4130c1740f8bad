import fs from 'node:fs';
import path from 'node:path';

/*
 * The Charity Commission's public register extract (DOMAIN-NOTES "Charity Commission"): one file
 * per table, `publicextract.<table>.json` (an array of objects, with a UTF-8 byte-order mark) or
 * `publicextract.<table>.txt` (tab-separated with a header row, no quoting, backslash escapes).
 * Both give the same field names; the TXT form writes booleans as True/False.
 */

export const EXTRACT_TABLES = ['charity', 'charity_trustee', 'charity_other_names'] as const;
export type ExtractTable = (typeof EXTRACT_TABLES)[number];

export type ExtractValue = string | number | boolean | null;
export type ExtractRecord = Record<string, ExtractValue | undefined>;

const BOM = '\uFEFF';

/** The text of a file without its byte-order mark. */
export function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** The JSON form: an array of records (the BOM is allowed, as the Commission writes one). */
export function parseExtractJson(text: string): ExtractRecord[] {
  const parsed: unknown = JSON.parse(stripBom(text));
  if (!Array.isArray(parsed)) throw new Error('the extract JSON is not an array of records');
  return parsed.filter((r): r is ExtractRecord => typeof r === 'object' && r !== null && !Array.isArray(r));
}

const ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', '\\': '\\', '0': '' };

/** Undoes the TXT form's backslash escapes (\t, \n, \r, \\); an unknown escape keeps its character. */
export function unescapeTxtField(field: string): string {
  if (!field.includes('\\')) return field;
  return field.replace(/\\(.)/g, (_all, ch: string) => ESCAPES[ch] ?? ch);
}

/**
 * The TXT form: a header row, then one record per line; fields split on tabs (a tab inside a value
 * is written \t). An empty field is null. Lines may end with CRLF.
 */
export function parseExtractTxt(text: string): ExtractRecord[] {
  const lines = stripBom(text).split(/\r?\n/);
  const header = (lines.shift() ?? '').split('\t').map((h) => h.trim());
  if (header.length === 0 || header[0] === '') return [];
  const records: ExtractRecord[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const fields = line.split('\t');
    const record: ExtractRecord = {};
    header.forEach((name, i) => {
      const raw = fields[i];
      record[name] = raw === undefined || raw === '' ? null : unescapeTxtField(raw);
    });
    records.push(record);
  }
  return records;
}

/** The file of a table in an extract directory (JSON preferred), or undefined when absent. */
export function extractFileOf(dir: string, table: ExtractTable): string | undefined {
  for (const ext of ['json', 'txt']) {
    const file = path.join(dir, `publicextract.${table}.${ext}`);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/** Reads one table of an extract directory; [] when the directory has no file for it. */
export function readExtractTable(dir: string, table: ExtractTable): ExtractRecord[] {
  const file = extractFileOf(dir, table);
  if (!file) return [];
  const text = fs.readFileSync(file, 'utf8');
  return file.endsWith('.json') ? parseExtractJson(text) : parseExtractTxt(text);
}

// ── Field readers: the JSON form has numbers and booleans, the TXT form only text ───────────────

export function int(value: ExtractValue | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(n) ? n : null;
}

export function text(value: ExtractValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

export function bool(value: ExtractValue | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return ['true', 't', '1', 'yes', 'y'].includes(
    String(value ?? '')
      .trim()
      .toLowerCase(),
  );
}

/** A date (YYYY-MM-DD) from `1965-09-07T00:00:00`, `1965-09-07` or `07/09/1965`; null otherwise. */
export function dateOnly(value: ExtractValue | undefined): string | null {
  const s = text(value);
  if (!s) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const uk = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(s);
  if (uk) return `${uk[3]}-${uk[2]}-${uk[1]}`;
  return null;
}

/** A point in time; the extract's times have no zone and are read as UTC. */
export function timestamp(value: ExtractValue | undefined): Date | null {
  const s = text(value);
  if (!s) return null;
  const withZone = /[zZ]|[+-]\d{2}:?\d{2}$/.test(s) ? s : `${s.replace(' ', 'T')}Z`;
  const d = new Date(withZone);
  return Number.isNaN(d.getTime()) ? null : d;
}
