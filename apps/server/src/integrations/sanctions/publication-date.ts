/*
 * The publication date of a UK Sanctions List file (DOMAIN-NOTES "UK Sanctions List"): the XML
 * carries it in DateGenerated under the root Designations (dd/mm/yyyy, or an ISO date-time); the
 * CSV's first row is the report date ("Report Date: 22-Nov-2026"). Read from the head of the file
 * only, so a large list is not parsed twice.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const iso = (y: number, m: number, d: number): string | null => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
};

/** 'YYYY-MM-DD' of a date as the list writes it: 22/11/2026, 2026-11-22(T…), 22-Nov-2026. */
export function listDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/.exec(t);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[- ]([A-Za-z]{3})[A-Za-z]*[- ](\d{4})(?!\d)/.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    return month > 0 ? iso(Number(m[3]), month, Number(m[1])) : null;
  }
  return null;
}

/** The list's publication date, or null when the file does not say. */
export function publicationDateOf(content: string): string | null {
  const head = content
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 4096);
  if (head.startsWith('<')) {
    const m = /<DateGenerated>\s*([^<]+?)\s*<\/DateGenerated>/i.exec(head);
    return m ? listDate(m[1]!) : null;
  }
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  const m = /report\s*date\s*:?\s*"?([^",]+)/i.exec(firstLine);
  return m ? listDate(m[1]!) : null;
}
