import { randomUUID } from 'node:crypto';
import {
  ESTATE_REGISTER_TEXTS,
  type EstateTransactionValues,
  estateDateProblem,
  todayInUk,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Tx } from '../../db/client.js';
import { estateTransactions } from '../../db/schema/index.js';
import { invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import type { LoadedMatter } from '../matters/matter.access.js';
import { loadEstateMatter } from '../estate/estate.access.js';
import { findEstateLegacy } from '../estate-will/estate-will.queries.js';
import { findEstateItem, findEstateTransaction } from './estate-register.queries.js';
import { estateTrace } from './estate-trace.js';

/*
 * Issue 17: the estate's receipts (capital, or income: interest, dividends, rent) and payments
 * (administration expenses, liabilities, inheritance tax, distributions) after the death.
 */

/** The columns after the checks a schema cannot make, every problem listed together. */
async function transactionColumns(tx: Tx, loaded: LoadedMatter, input: EstateTransactionValues) {
  const errors: Record<string, string[]> = {};
  const dateProblem = estateDateProblem(input.date, loaded.matter.dateOfDeath, todayInUk());
  if (dateProblem) errors.date = [dateProblem];
  if (input.estateItemID && !(await findEstateItem(tx, loaded.matter.matterID, input.estateItemID)))
    errors.estateItemID = [ESTATE_REGISTER_TEXTS.itemNotOfMatter];
  if (input.estateLegacyID) {
    const legacy = await findEstateLegacy(tx, loaded.matter.matterID, input.estateLegacyID);
    if (!legacy) errors.estateLegacyID = [ESTATE_REGISTER_TEXTS.legacyNotOfMatter];
    else if (legacy.kind === 'specific') errors.estateLegacyID = [ESTATE_REGISTER_TEXTS.legacyInKind];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    direction: input.direction,
    kind: input.kind,
    date: input.date,
    amount: input.amount,
    description: input.description,
    estateItemID: input.estateItemID?.toLowerCase() ?? null,
    chargedTo: input.chargedTo,
    estateLegacyID: input.estateLegacyID?.toLowerCase() ?? null,
    distribution: input.distribution,
  };
}

const auditDetails = (c: Awaited<ReturnType<typeof transactionColumns>>) => ({
  ...c,
  description: undefined,
});

/** POST /api/Matters/{id}/Estate/Transactions. Answers the new transaction's id. */
export async function createEstateTransaction(
  tx: Tx,
  actor: Actor,
  matterID: string,
  input: EstateTransactionValues,
  meta: RequestMeta = {},
): Promise<string> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const columns = await transactionColumns(tx, loaded, input);
  const estateTransactionID = randomUUID();
  await tx.insert(estateTransactions).values({
    estateTransactionID,
    matterID: loaded.matter.matterID,
    organisationID: loaded.matter.organisationID,
    ...columns,
    createdBy: actor.userID,
  });
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      input.direction,
      'added',
      { objectType: 'estateTransaction', objectID: estateTransactionID, details: auditDetails(columns) },
      meta,
    ),
  );
  return estateTransactionID;
}

/** PUT /api/Matters/{id}/Estate/Transactions/{transactionId}: the whole receipt or payment again. */
export async function updateEstateTransaction(
  tx: Tx,
  actor: Actor,
  matterID: string,
  estateTransactionID: string,
  input: EstateTransactionValues,
  meta: RequestMeta = {},
): Promise<string> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const row = await findEstateTransaction(tx, loaded.matter.matterID, estateTransactionID, true);
  if (!row) throw notFound();
  const columns = await transactionColumns(tx, loaded, input);
  await tx
    .update(estateTransactions)
    .set({ ...columns, updatedBy: actor.userID, updatedAt: new Date() })
    .where(eq(estateTransactions.estateTransactionID, row.estateTransactionID));
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      input.direction,
      'changed',
      { objectType: 'estateTransaction', objectID: row.estateTransactionID, details: auditDetails(columns) },
      meta,
    ),
  );
  return row.estateTransactionID;
}

/** DELETE /api/Matters/{id}/Estate/Transactions/{transactionId}. */
export async function deleteEstateTransaction(
  tx: Tx,
  actor: Actor,
  matterID: string,
  estateTransactionID: string,
  meta: RequestMeta = {},
): Promise<void> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const row = await findEstateTransaction(tx, loaded.matter.matterID, estateTransactionID, true);
  if (!row) throw notFound();
  await tx
    .delete(estateTransactions)
    .where(eq(estateTransactions.estateTransactionID, row.estateTransactionID));
  const direction = row.direction === 'payment' ? 'payment' : 'receipt';
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      direction,
      'deleted',
      {
        objectType: 'estateTransaction',
        objectID: row.estateTransactionID,
        details: { direction, kind: row.kind, amount: row.amount, date: row.date },
      },
      meta,
    ),
  );
}
