import { XMLParser } from 'fast-xml-parser';
import type { ParsedDesignation } from './designations.js';

/*
 * Readers of the FCDO's UK Sanctions List formats (DOMAIN-NOTES "UK Sanctions List"):
 * - XML: each Designation has UniqueID, RegimeName, IndividualEntityShip, DateDesignated,
 *   LastUpdated, SanctionsImposed, OtherInformation, Names/Name (Name1…Name6, NameType),
 *   NonLatinNames/NonLatinName/NameNonLatinScript (the names in Cyrillic, Arabic… script),
 *   IndividualDetails/Individual (DOBs/DOB, Nationalities/Nationality, Positions/Position).
 * - CSV: the first row is the report date, the second the header; one row per name, so one
 *   designation spans several rows, grouped by Unique ID. Columns are found by their header.
 */

type XmlNode = Record<string, unknown>;

const asArray = <T>(v: T | T[] | undefined | null): T[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

function textOf(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' || typeof v === 'number') {
    const s = String(v).trim();
    return s === '' ? null : s;
  }
  if (typeof v === 'object' && '#text' in (v as XmlNode)) return textOf((v as XmlNode)['#text']);
  return null;
}

/** Every node named `tag` anywhere under `node` (the list's root element has changed over time). */
function findAll(node: unknown, tag: string, out: XmlNode[] = []): XmlNode[] {
  if (Array.isArray(node)) {
    for (const n of node) findAll(n, tag, out);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as XmlNode)) {
      if (key === tag) out.push(...(asArray(value) as XmlNode[]));
      else findAll(value, tag, out);
    }
  }
  return out;
}

const texts = (node: unknown, container: string, item: string): string[] =>
  findAll(node, container).flatMap((c) =>
    asArray(c[item])
      .map(textOf)
      .filter((s): s is string => !!s),
  );

export function parseSanctionsXml(xml: string): ParsedDesignation[] {
  const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true });
  const doc = parser.parse(xml) as unknown;
  return findAll(doc, 'Designation').flatMap((d): ParsedDesignation[] => {
    const uniqueID = textOf(d.UniqueID);
    if (!uniqueID) return [];
    const names = findAll(d.Names, 'Name').flatMap((n) => {
      const parts = ['Name1', 'Name2', 'Name3', 'Name4', 'Name5']
        .map((k) => textOf(n[k]))
        .filter((s): s is string => !!s);
      const surname = textOf(n.Name6) ?? '';
      if (!surname && parts.length === 0) return [];
      return [{ parts, surname, nameType: textOf(n.NameType) ?? 'Primary Name' }];
    });
    const details = d.IndividualDetails;
    return [
      {
        uniqueID,
        regimeName: textOf(d.RegimeName),
        individualEntityShip: textOf(d.IndividualEntityShip),
        dateDesignated: textOf(d.DateDesignated),
        lastUpdated: textOf(d.LastUpdated),
        sanctionsImposed: textOf(d.SanctionsImposed),
        otherInformation: textOf(d.OtherInformation),
        names,
        nonLatinNames: [...new Set(texts(d.NonLatinNames, 'NonLatinName', 'NameNonLatinScript'))],
        dobs: texts(details, 'DOBs', 'DOB'),
        nationalities: texts(details, 'Nationalities', 'Nationality'),
        positions: texts(details, 'Positions', 'Position'),
      },
    ];
  });
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsvRows(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const norm = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

export function parseSanctionsCsv(csv: string): ParsedDesignation[] {
  const rows = parseCsvRows(csv);
  // The first row is the report date; the header is the first row naming a Unique ID column.
  const headerAt = rows.findIndex((r) => r.some((h) => norm(h) === 'uniqueid'));
  if (headerAt < 0) throw new Error('Not a UK Sanctions List CSV: no Unique ID column');
  const header = rows[headerAt]!.map(norm);
  const col = (...names: string[]) => header.findIndex((h) => names.includes(h));
  const at = {
    uniqueID: col('uniqueid'),
    names: [1, 2, 3, 4, 5].map((n) => col(`name${n}`)),
    surname: col('name6'),
    nameType: col('nametype'),
    nonLatin: col('namenonlatinscript', 'nonlatinscriptname'),
    regime: col('regimename', 'regime'),
    kind: col('designationtype', 'individualentityship'),
    designated: col('datedesignated'),
    updated: col('lastupdated'),
    imposed: col('sanctionsimposed'),
    other: col('otherinformation'),
    dob: col('dob', 'dobs', 'dateofbirth'),
    nationality: col('nationality', 'nationalityies', 'nationalities'),
    position: col('position', 'positions'),
  };
  const get = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '').trim() : '');
  const split = (v: string) =>
    v
      .split(/\s*[|;]\s*/)
      .map((s) => s.trim())
      .filter(Boolean);
  const byId = new Map<string, ParsedDesignation>();
  for (const r of rows.slice(headerAt + 1)) {
    const uniqueID = get(r, at.uniqueID);
    if (!uniqueID) continue;
    let d = byId.get(uniqueID);
    if (!d) {
      d = {
        uniqueID,
        regimeName: get(r, at.regime) || null,
        individualEntityShip: get(r, at.kind) || null,
        dateDesignated: get(r, at.designated) || null,
        lastUpdated: get(r, at.updated) || null,
        sanctionsImposed: get(r, at.imposed) || null,
        otherInformation: get(r, at.other) || null,
        names: [],
        nonLatinNames: [],
        dobs: [],
        nationalities: [],
        positions: [],
      };
      byId.set(uniqueID, d);
    }
    const parts = at.names.map((i) => get(r, i)).filter(Boolean);
    const surname = get(r, at.surname);
    if (surname || parts.length > 0)
      d.names.push({ parts, surname, nameType: get(r, at.nameType) || 'Primary Name' });
    const nonLatin = get(r, at.nonLatin);
    if (nonLatin && !d.nonLatinNames.includes(nonLatin)) d.nonLatinNames.push(nonLatin);
    for (const v of split(get(r, at.dob))) if (!d.dobs.includes(v)) d.dobs.push(v);
    for (const v of split(get(r, at.nationality))) if (!d.nationalities.includes(v)) d.nationalities.push(v);
    for (const v of split(get(r, at.position))) if (!d.positions.includes(v)) d.positions.push(v);
  }
  return [...byId.values()];
}

/** Reads either format, by its first character. */
export function parseSanctionsFile(content: string): ParsedDesignation[] {
  return content
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<')
    ? parseSanctionsXml(content)
    : parseSanctionsCsv(content);
}
