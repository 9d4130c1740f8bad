import { LEGACY_TEXTS } from '@probity/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { legacies } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/*
 * Issue 11: a charity's legacy references are unique within the charity, case-insensitively and
 * trimmed: the reference of a legacy it follows alone (a firm's legacy carries the matter's
 * reference) and any charity reference. Checked before writing for a clean 409; the unique indexes
 * legacies_org_reference_uq and legacies_org_charity_reference_uq (migration 0010) are the backstop
 * against a race, mapped to the same 409.
 */

const REFERENCE_INDEX = 'legacies_org_reference_uq';
const CHARITY_REFERENCE_INDEX = 'legacies_org_charity_reference_uq';

/** The 409 naming the reference, on the field that holds it. */
export function duplicateReference(field: 'reference' | 'charityReference', reference: string): AppError {
  const message = LEGACY_TEXTS.duplicateReference(reference);
  return new AppError('CONFLICT', message, { [field]: [message] });
}

/** Another of the charity's own legacies (no matter) already has this reference. */
export async function assertReferenceFree(db: DbOrTx, organisationID: string, reference: string) {
  const [taken] = await db
    .select({ legacyID: legacies.legacyID })
    .from(legacies)
    .where(
      and(
        eq(legacies.organisationID, organisationID),
        isNull(legacies.matterID),
        sql`lower(${legacies.reference}) = lower(${reference.trim()})`,
      ),
    )
    .limit(1);
  if (taken) throw duplicateReference('reference', reference.trim());
}

/** Another legacy of the charity (with a firm or not) already has this charity reference. */
export async function assertCharityReferenceFree(
  db: DbOrTx,
  organisationID: string,
  legacyID: string,
  charityReference: string,
) {
  const wanted = charityReference.trim();
  if (!wanted) return;
  const [taken] = await db
    .select({ legacyID: legacies.legacyID })
    .from(legacies)
    .where(
      and(
        eq(legacies.organisationID, organisationID),
        ne(legacies.legacyID, legacyID),
        sql`lower(${legacies.charityReference}) = lower(${wanted})`,
      ),
    )
    .limit(1);
  if (taken) throw duplicateReference('charityReference', wanted);
}

/** The PostgreSQL error under a driver's or drizzle's wrapping. */
function pgErrorOf(err: unknown): { code?: string; constraint?: string; constraint_name?: string } | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const candidate = e as { code?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate as { code: string };
    e = candidate.cause;
  }
  return null;
}

/**
 * Runs a write and answers a unique violation of the reference indexes as the same 409 the checks
 * give (two requests raced past them); anything else is thrown as it is.
 */
export async function mapReferenceConflict<T>(
  write: () => Promise<T>,
  references: { reference?: string | null; charityReference?: string | null },
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const pg = pgErrorOf(err);
    const constraint = pg?.constraint ?? pg?.constraint_name ?? '';
    if (pg && constraint === REFERENCE_INDEX && references.reference)
      throw duplicateReference('reference', references.reference.trim());
    if (pg && constraint === CHARITY_REFERENCE_INDEX && references.charityReference)
      throw duplicateReference('charityReference', references.charityReference.trim());
    throw err;
  }
}
