import {
  DOCUMENT_TEMPLATE_TEXTS,
  INDIVIDUAL_MERGE_FIELDS,
  INDIVIDUAL_TYPES,
  MERGE_FIELDS,
  MERGE_LOOP,
  SENSITIVE_MERGE_FIELDS,
  matterTypeById,
  statusOfType,
} from '@probity/domain';
import type Docxtemplater from 'docxtemplater';
import type InspectModule from 'docxtemplater/js/inspect-module.js';
import type PizZip from 'pizzip';
import { invalid } from '../../lib/errors.js';
import { lazyRequire } from '../../lib/lazy-require.js';

/** Loaded by the first template checked or filled, not at start (issue 16). */
const docxtemplater = lazyRequire<typeof Docxtemplater>('docxtemplater');
const inspectModule = lazyRequire<typeof InspectModule>('docxtemplater/js/inspect-module.js');
const pizzip = lazyRequire<typeof PizZip>('pizzip');

/*
 * Issue 14: filling a firm's Word template with a matter's data (docxtemplater). Tags are flat
 * names ({matter_reference}) and one loop ({#individuals}…{/individuals}); the list is in
 * packages/domain (MERGE_FIELDS) so the templates page shows exactly what the server fills.
 */

const TOP_TAGS = new Set(MERGE_FIELDS.map((f) => f.tag));
const LOOP_TAGS = new Set(INDIVIDUAL_MERGE_FIELDS.map((f) => f.tag));

type TagTree = { [tag: string]: TagTree };

function compile(bytes: Buffer, modules: InspectModule[] = []): Docxtemplater {
  let zip: PizZip;
  try {
    const Zip = pizzip();
    zip = new Zip(bytes);
  } catch {
    throw invalid({ content: [DOCUMENT_TEMPLATE_TEXTS.notDocx] });
  }
  if (!zip.file('word/document.xml')) throw invalid({ content: [DOCUMENT_TEMPLATE_TEXTS.notDocx] });
  try {
    const Template = docxtemplater();
    return new Template(zip, {
      paragraphLoop: true,
      linebreaks: true,
      modules,
      // Fields without a value (no deceased, no probate date yet) are left empty, not "undefined".
      nullGetter: () => '',
      // The default logger prints the template's text; it stays out of the logs.
      errorLogging: false,
    });
  } catch (err) {
    throw invalid({ content: templateErrors(err) });
  }
}

/** docxtemplater's parse errors as texts naming each tag ("The merge field {x is not valid: …"). */
function templateErrors(err: unknown): string[] {
  const props = (err as { properties?: { errors?: unknown[] } }).properties;
  const list = props?.errors?.length ? props.errors : [err];
  return list.map((e) => {
    const p = (e as { properties?: { xtag?: string; explanation?: string } }).properties;
    const tag = p?.xtag ? `{${p.xtag}}` : '';
    return DOCUMENT_TEMPLATE_TEXTS.badTag(tag, p?.explanation ?? 'the template cannot be read');
  });
}

/** The tags a template uses, found by docxtemplater's inspect module. */
export function templateTags(bytes: Buffer): TagTree {
  const Inspect = inspectModule();
  const inspect = new Inspect();
  compile(bytes, [inspect]);
  return inspect.getAllTags() as TagTree;
}

/**
 * Checks an uploaded template: a .docx docxtemplater can parse, using only known merge fields.
 * Any fault answers 400 on `content` naming the tag.
 */
export function validateTemplate(bytes: Buffer): TagTree {
  const tags = templateTags(bytes);
  const unknown: string[] = [];
  for (const [tag, inner] of Object.entries(tags)) {
    if (tag === MERGE_LOOP) {
      for (const child of Object.keys(inner)) if (!LOOP_TAGS.has(child)) unknown.push(child);
    } else if (!TOP_TAGS.has(tag) || Object.keys(inner).length > 0) unknown.push(tag);
  }
  if (unknown.length) throw invalid({ content: unknown.map((t) => DOCUMENT_TEMPLATE_TEXTS.unknownTag(t)) });
  return tags;
}

/** True when the template asks for a field whose reading is audited (the deceased's NINO). */
export function usesSensitiveFields(tags: TagTree): boolean {
  return Object.keys(tags).some((t) => SENSITIVE_MERGE_FIELDS.includes(t));
}

export type MergeData = Record<string, string | Record<string, string>[]>;

export function renderTemplate(bytes: Buffer, data: MergeData): Buffer {
  const doc = compile(bytes);
  try {
    doc.render(data);
  } catch (err) {
    throw invalid({ content: templateErrors(err) });
  }
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** '2026-05-02' or a Date as "2 May 2026" (a letter's date). */
export function letterDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const oneLine = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

export const fullName = (p: {
  title: string | null;
  firstName: string;
  middleNames: string;
  surname: string;
}) =>
  [p.title, p.firstName, p.middleNames, p.surname]
    .map((x) => x?.trim())
    .filter(Boolean)
    .join(' ');

export function matterTypeAndStatus(
  matterTypeID: string,
  statusID: string,
): { type: string; status: string } {
  const type = matterTypeById(matterTypeID);
  return { type: type?.name ?? '', status: (type && statusOfType(type, statusID)?.name) || '' };
}

export const individualRole = (typeID: string) => INDIVIDUAL_TYPES[typeID]?.name ?? typeID;
