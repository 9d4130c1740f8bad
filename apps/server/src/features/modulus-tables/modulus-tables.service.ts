import { type ModulusTablesUpload, can } from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { modulusEditions, users } from '../../db/schema/index.js';
import {
  type ModulusEdition,
  refreshModulusEdition,
} from '../../integrations/bank-modulus/modulus-edition.js';
import {
  ModulusFileError,
  parseSubstitutionTable,
  parseWeightTable,
} from '../../integrations/bank-modulus/vocalink-files.js';
import { forbidden, invalid } from '../../lib/errors.js';

/*
 * Issue 12: the edition of Vocalink's modulus tables in use, and a platform administrator's upload
 * of a new one. An upload is parsed in full (every row well formed) before it is stored; the newest
 * stored edition is the one every check uses from then on, without a restart.
 */

export function authorizeModulusTables(actor: Actor, action: 'modulusTables.read' | 'modulusTables.manage') {
  if (!can(actor, action)) throw forbidden();
}

/** A parse that names the field and the line of the first malformed row. */
function parsedOrInvalid<T>(parse: () => T): T | string {
  try {
    return parse();
  } catch (err) {
    if (err instanceof ModulusFileError) return err.message;
    throw err;
  }
}

/** The edition in use, with the name of who uploaded it. */
export async function getModulusEdition(
  db: DbOrTx,
): Promise<{ edition: ModulusEdition; loadedBy: string | null }> {
  const edition = await refreshModulusEdition(db);
  if (!edition.loadedByUserID) return { edition, loadedBy: null };
  const [user] = await db
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.userID, edition.loadedByUserID));
  return { edition, loadedBy: user ? `${user.firstName} ${user.surname}` : null };
}

export type ModulusEditionRow = typeof modulusEditions.$inferSelect;

/**
 * Validates both files, stores them as the newest edition and audits the upload. The caller puts
 * the row in use (useUploadedEdition) once the transaction has committed.
 */
export async function uploadModulusTables(
  tx: Tx,
  actor: Actor,
  input: ModulusTablesUpload,
  ip?: string,
): Promise<ModulusEditionRow> {
  authorizeModulusTables(actor, 'modulusTables.manage');
  const weights = parsedOrInvalid(() => parseWeightTable(input.weightsText));
  const substitutions = parsedOrInvalid(() => parseSubstitutionTable(input.substitutionsText));
  const errors: Record<string, string[]> = {};
  if (typeof weights === 'string') errors.weightsText = [weights];
  if (typeof substitutions === 'string') errors.substitutionsText = [substitutions];
  if (typeof weights === 'string' || typeof substitutions === 'string') throw invalid(errors);
  const [row] = await tx
    .insert(modulusEditions)
    .values({
      name: input.name,
      weightsFileName: input.weightsFileName ?? null,
      substitutionsFileName: input.substitutionsFileName ?? null,
      weightsText: input.weightsText,
      substitutionsText: input.substitutionsText,
      weightRows: weights.length,
      substitutionRows: substitutions.size,
      loadedByUserID: actor.userID,
    })
    .returning();
  await recordAudit(tx, {
    action: 'modulus_tables.uploaded',
    actorUserID: actor.userID,
    organisationID: actor.organisationID,
    objectType: 'modulus_edition',
    objectID: row!.editionID,
    ip,
    details: {
      name: input.name,
      weightsFileName: input.weightsFileName ?? null,
      substitutionsFileName: input.substitutionsFileName ?? null,
      weightRows: weights.length,
      substitutionRows: substitutions.size,
    },
  });
  return row!;
}
