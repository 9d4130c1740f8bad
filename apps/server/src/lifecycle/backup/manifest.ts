import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { generatedMigrationTags, handWrittenMigrationTags } from '../../db/migrate.js';

/*
 * A Probity archive (issue 18), a gzipped tar of:
 *   manifest.json          what is inside (below), with the SHA-256 and size of every other entry
 *   SHA256SUMS             `sha256sum -c` lines for every entry, manifest.json included
 *   tables/<table>.ndjson  one row a line, as PostgreSQL's row_to_json gives it (stored values:
 *                          encrypted columns stay encrypted)
 *   files/<file key>       each stored file as stored (encrypted)
 */

export const ARCHIVE_FORMAT = 'probity-archive';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const SUMS = 'SHA256SUMS';

const ZEntry = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) });

export const ZManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  schema: z.object({
    /** The latest generated (drizzle) migration applied: the schema version. */
    version: z.string(),
    /** Every migration recorded in schema_migrations, generated and hand-written. */
    migrations: z.array(z.string()),
  }),
  /** Rows of each table, and the stored columns (in the order of the .ndjson objects). */
  tables: z.array(
    z.object({ name: z.string(), rows: z.number().int().min(0), columns: z.array(z.string()) }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
  /** The stored files' keys (their entries are files/<key>). */
  files: z.array(z.string()),
  /** A value encrypted with the key at export: a restore with another key is refused. */
  keyCheck: z.object({ context: z.string(), value: z.string() }),
  entries: z.record(z.string(), ZEntry),
});
export type Manifest = z.infer<typeof ZManifest>;

/** Raised for an archive that must not be restored; the message says why, for the operator. */
export class ArchiveRefused extends Error {
  override name = 'ArchiveRefused';
}

/** The SHA-256 (hex) and size of a file. */
export async function digestFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(fs.createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  });
  return { sha256: hash.digest('hex'), bytes };
}

/** `sha256sum` lines for the entries. */
export function sumsText(entries: Record<string, { sha256: string }>): string {
  return `${Object.entries(entries)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, e]) => `${e.sha256}  ${name}`)
    .join('\n')}\n`;
}

/** Every file under `dir`, as archive entry names (forward slashes). */
async function entriesUnder(dir: string): Promise<string[]> {
  const names = (await fsp.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
  return names.sort();
}

/**
 * Reads and checks an unpacked archive: its manifest, and every entry against the manifest and
 * SHA256SUMS (nothing missing, nothing extra, nothing changed). Throws ArchiveRefused otherwise.
 */
export async function verifyUnpacked(dir: string): Promise<Manifest> {
  const present = await entriesUnder(dir);
  if (!present.includes(MANIFEST) || !present.includes(SUMS))
    throw new ArchiveRefused('This is not a Probity archive: manifest.json or SHA256SUMS is missing');
  let manifest: Manifest;
  try {
    manifest = ZManifest.parse(JSON.parse(await fsp.readFile(path.join(dir, MANIFEST), 'utf8')));
  } catch {
    throw new ArchiveRefused('The archive manifest (manifest.json) cannot be read: the archive is damaged');
  }
  if (manifest.formatVersion > ARCHIVE_FORMAT_VERSION)
    throw new ArchiveRefused(
      `The archive is in format ${manifest.formatVersion}; this version of Probity reads format ${ARCHIVE_FORMAT_VERSION}: upgrade Probity first`,
    );
  const sums = new Map<string, string>();
  for (const line of (await fsp.readFile(path.join(dir, SUMS), 'utf8')).split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (m) sums.set(m[2]!, m[1]!);
  }
  const expected = { ...manifest.entries, [MANIFEST]: await digestFile(path.join(dir, MANIFEST)) };
  for (const name of present) {
    if (name === SUMS) continue;
    if (!(name in expected) || !sums.has(name))
      throw new ArchiveRefused(`The archive holds ${name}, which its checksums do not list: refused`);
  }
  for (const [name, entry] of Object.entries(expected)) {
    if (!present.includes(name))
      throw new ArchiveRefused(`The archive lacks ${name}, which its manifest lists`);
    const actual = name === MANIFEST ? entry : await digestFile(path.join(dir, name));
    if (actual.sha256 !== entry.sha256 || actual.bytes !== entry.bytes || sums.get(name) !== actual.sha256)
      throw new ArchiveRefused(
        `The checksum of ${name} does not match: the archive was changed or damaged, nothing was restored`,
      );
  }
  return manifest;
}

/**
 * Refuses an archive written by a schema this code does not know (a newer Probity): every
 * migration it recorded must be one of ours.
 */
export function checkSchemaKnown(manifest: Manifest): void {
  const known = new Set([...generatedMigrationTags(), ...handWrittenMigrationTags().map((m) => m.tag)]);
  const unknown = manifest.schema.migrations.filter((tag) => !known.has(tag));
  if (unknown.length > 0) {
    const ours = generatedMigrationTags().at(-1);
    throw new ArchiveRefused(
      `The archive was written by a newer version of Probity (schema ${manifest.schema.version}; this one knows up to ${ours}, and not ${unknown.join(', ')}): upgrade Probity, then restore`,
    );
  }
}

/** The latest generated migration among `applied` (the schema version). */
export function schemaVersionOf(applied: string[]): string {
  return (
    applied
      .filter((tag) => !tag.startsWith('sql/'))
      .sort()
      .at(-1) ?? 'none'
  );
}
