import fs from 'node:fs/promises';
import path from 'node:path';
import { HELP_IDENTIFIER_PATTERN, type HelpSection, type HelpSubsection, ROLES } from '@probity/domain';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { SERVER_DIR } from '../../lib/server-files.js';

/**
 * The help shipped with the product (spec/README "Help content is served by the product itself"):
 * apps/server/help/<order>-<section>/_section.md holds a section's front matter, and each
 * <order>-<name>.md beside it is a subsection: front matter, then its markdown. The number before
 * the first hyphen is the order_number.
 */
export const HELP_CONTENT_DIR = path.join(SERVER_DIR, 'help');

const SECTION_FILE = '_section.md';
const ORDERED = /^(\d+)-[a-z0-9-]+$/;
const ORDERED_FILE = /^(\d+)-[a-z0-9-]+\.md$/;

const zIdentifier = z.string().regex(HELP_IDENTIFIER_PATTERN, 'lower-case words joined by hyphens');
/** Roles are the spec's exact names, so a typo cannot hide a topic from everyone. */
const zRoles = z.array(z.enum(ROLES)).default([]);

const ZSectionFront = z.strictObject({
  name: z.string().trim().min(1),
  section_identifier: zIdentifier,
  user_roles_can_view: zRoles,
});

const ZSubsectionFront = z.strictObject({
  name: z.string().trim().min(1),
  subsection_identifier: zIdentifier,
  user_roles_can_view: zRoles,
});

function splitFrontMatter(text: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n([\s\S]*))?$/.exec(text);
  if (!match) throw new Error(`${file}: the file must start with front matter between --- lines`);
  return { data: parseYaml(match[1] ?? ''), body: (match[2] ?? '').trim() };
}

function parseFront<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(front matter)'}: ${i.message}`);
  throw new Error(`${file}: ${problems.join('; ')}`);
}

const orderOf = (name: string) => Number(/^(\d+)-/.exec(name)?.[1] ?? 0);

async function loadSection(dir: string, folder: string): Promise<HelpSection> {
  const folderPath = path.join(dir, folder);
  const sectionFile = path.join(folderPath, SECTION_FILE);
  const front = parseFront(
    ZSectionFront,
    splitFrontMatter(await fs.readFile(sectionFile, 'utf8'), sectionFile).data,
    sectionFile,
  );
  const files = (await fs.readdir(folderPath)).filter((f) => ORDERED_FILE.test(f)).sort();
  const subsections: HelpSubsection[] = [];
  for (const file of files) {
    const filePath = path.join(folderPath, file);
    const { data, body } = splitFrontMatter(await fs.readFile(filePath, 'utf8'), filePath);
    const sub = parseFront(ZSubsectionFront, data, filePath);
    subsections.push({ ...sub, order_number: orderOf(file), content: body });
  }
  return { ...front, order_number: orderOf(folder), subsections };
}

/** Reads and checks the help folder; identifiers must be unique, as links and the URL mapping use them. */
export async function loadHelpDirectory(dir: string = HELP_CONTENT_DIR): Promise<HelpSection[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const folders = entries
    .filter((e) => e.isDirectory() && ORDERED.test(e.name))
    .map((e) => e.name)
    .sort();
  const sections = await Promise.all(folders.map((folder) => loadSection(dir, folder)));
  const seen = new Set<string>();
  for (const id of sections.flatMap((s) => [
    `section ${s.section_identifier}`,
    ...(s.subsections ?? []).map((sub) => `subsection ${sub.subsection_identifier}`),
  ])) {
    if (seen.has(id)) throw new Error(`help content: ${id} is used twice`);
    seen.add(id);
  }
  return sections;
}
