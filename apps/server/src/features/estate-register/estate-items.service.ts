import { randomUUID } from 'node:crypto';
import { type EstateItemValues, estateDateProblem, todayInUk } from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { estateItems } from '../../db/schema/index.js';
import { invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import type { LoadedMatter } from '../matters/matter.access.js';
import { encryptItemReference } from './estate-item-secrets.js';
import { loadEstateMatter } from '../estate/estate.access.js';
import { findEstateItem } from './estate-register.queries.js';
import { estateTrace } from './estate-trace.js';

/*
 * Issue 17 "Assets and liabilities": the estate's register. Only Estate matters, only the firm's
 * staff (estate/estate.access.ts). Every change is checked whole before anything is written
 * (400 naming each field), audited, and leaves a firm-only activity entry without figures.
 */

/** The columns of an item after the checks a schema cannot make (the realisation's date). */
function itemColumns(loaded: LoadedMatter, input: EstateItemValues) {
  const dateProblem = input.realisedOn
    ? estateDateProblem(input.realisedOn, loaded.matter.dateOfDeath, todayInUk())
    : null;
  if (dateProblem) throw invalid({ realisedOn: [dateProblem] });
  return {
    kind: input.kind,
    category: input.category,
    description: input.description,
    institution: input.institution,
    valueAtDeath: input.valueAtDeath,
    shareHundredths: Math.round(input.sharePercent * 100),
    passesBySurvivorship: input.passesBySurvivorship,
    inEstateForProbate: input.inEstateForProbate,
    realisedAmount: input.realisedAmount,
    realisedOn: input.realisedOn,
  };
}

/** What the audit keeps of an item: its figures and whether it has a reference, never the reference. */
function auditDetails(columns: ReturnType<typeof itemColumns>, hasReference: boolean) {
  return { ...columns, description: undefined, institution: undefined, hasReference };
}

/** POST /api/Matters/{id}/Estate/Items. Answers the new item's id. */
export async function createEstateItem(
  tx: Tx,
  config: Config,
  actor: Actor,
  matterID: string,
  input: EstateItemValues,
  meta: RequestMeta = {},
): Promise<string> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const columns = itemColumns(loaded, input);
  const estateItemID = randomUUID();
  await tx.insert(estateItems).values({
    estateItemID,
    matterID: loaded.matter.matterID,
    organisationID: loaded.matter.organisationID,
    ...columns,
    reference: encryptItemReference(config, estateItemID, input.reference),
    createdBy: actor.userID,
  });
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      input.kind,
      'added',
      {
        objectType: 'estateItem',
        objectID: estateItemID,
        details: auditDetails(columns, input.reference !== null),
      },
      meta,
    ),
  );
  return estateItemID;
}

/** PUT /api/Matters/{id}/Estate/Items/{itemId}: the whole item again. */
export async function updateEstateItem(
  tx: Tx,
  config: Config,
  actor: Actor,
  matterID: string,
  estateItemID: string,
  input: EstateItemValues,
  meta: RequestMeta = {},
): Promise<string> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const item = await findEstateItem(tx, loaded.matter.matterID, estateItemID, true);
  if (!item) throw notFound();
  const columns = itemColumns(loaded, input);
  await tx
    .update(estateItems)
    .set({
      ...columns,
      reference: encryptItemReference(config, item.estateItemID, input.reference),
      updatedBy: actor.userID,
      updatedAt: new Date(),
    })
    .where(eq(estateItems.estateItemID, item.estateItemID));
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      input.kind,
      'changed',
      {
        objectType: 'estateItem',
        objectID: item.estateItemID,
        details: auditDetails(columns, input.reference !== null),
      },
      meta,
    ),
  );
  return item.estateItemID;
}

/** DELETE /api/Matters/{id}/Estate/Items/{itemId}: its receipts and payments stay, unlinked. */
export async function deleteEstateItem(
  tx: Tx,
  actor: Actor,
  matterID: string,
  estateItemID: string,
  meta: RequestMeta = {},
): Promise<void> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const item = await findEstateItem(tx, loaded.matter.matterID, estateItemID, true);
  if (!item) throw notFound();
  await tx.delete(estateItems).where(eq(estateItems.estateItemID, item.estateItemID));
  const kind = item.kind === 'liability' ? 'liability' : 'asset';
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      kind,
      'deleted',
      {
        objectType: 'estateItem',
        objectID: item.estateItemID,
        details: { kind, category: item.category, valueAtDeath: item.valueAtDeath },
      },
      meta,
    ),
  );
}
