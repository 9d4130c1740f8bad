import { randomUUID } from 'node:crypto';
import {
  EMPTY_GUID,
  type IndividualInput,
  SENSITIVE_INDIVIDUAL_FIELDS,
  VALIDATION,
  can,
  matterTypeById,
  type MatterTypeKey,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { type ReadMeta, recordRead } from '../../audit/reads.js';
import type { Config } from '../../config.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { individuals, organisations } from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { findCheckHistory } from '../checks/checks.queries.js';
import { loadMatter } from '../matters/matter.access.js';
import {
  bankVerificationOf,
  dateOfDeathOf,
  fullNameOf,
  individualTypeOf,
  namedType,
  plainValuesOf,
  requireType,
  sensitiveValuesOf,
} from './individual-fields.js';
import { type SensitiveValues, decryptSensitive, encryptSensitive, maskAll } from './individual-secrets.js';
import { loadIndividual, maySeeSensitive } from './individuals.access.js';
import { type Individual, presentIndividual } from './individuals.presenter.js';
import { type IndividualRecord, findIndividualRecord, findIndividualsOfUser } from './individuals.queries.js';

export interface ServiceDeps {
  config: Config;
}

export const CANNOT_CHANGE_TYPE = 'You cannot change the individual type';
export const NOT_A_CHARITY = 'Individuals without a matter belong to a charity';

/** Where a new individual goes: a matter of a firm, or a charity (the legacy context, 03 §2.14). */
export interface IndividualPlace {
  organisationID: string;
  matterID: string | null;
  reference: string | null;
  typeContext: MatterTypeKey | 'charity';
}

/**
 * Resolves and authorises the place of a new individual: the matter (matterID other than the
 * all-zero id) or the charity (organisationID). A place the actor cannot see answers 404; one
 * they see but may not add to answers 403.
 */
export async function resolvePlace(
  tx: DbOrTx,
  actor: Actor,
  input: { matterID?: string | null; organisationID?: string | null },
  action: 'individual.create' | 'individual.invite',
): Promise<IndividualPlace> {
  const matterID = input.matterID?.toLowerCase();
  if (matterID && matterID !== EMPTY_GUID) {
    const { matter } = await loadMatter(tx, actor, matterID, { action });
    const type = matterTypeById(matter.matterTypeID);
    if (!type) throw notFound();
    return {
      organisationID: matter.organisationID,
      matterID,
      reference: matter.reference,
      typeContext: type.key,
    };
  }
  const organisationID = input.organisationID?.toLowerCase();
  if (!organisationID) throw invalid({ organisationID: [VALIDATION.required] });
  const [organisation] = await tx
    .select({ organisationType: organisations.organisationType })
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID))
    .limit(1);
  const resource = { organisationID };
  if (!organisation || !can(actor, 'individual.read', resource)) throw notFound();
  if (!can(actor, action, resource)) throw forbidden();
  if (organisation.organisationType !== 'charity') throw invalid({ organisationID: [NOT_A_CHARITY] });
  return { organisationID, matterID: null, reference: null, typeContext: 'charity' };
}

function storedSensitive(config: Config, individualID: string, values: SensitiveValues) {
  return { ...encryptSensitive(config, individualID, values), ...bankVerificationOf(values) };
}

/** POST /api/Individuals (spec 02 §2.5 Add Manually, 03 §2.14 Add Individual). */
export async function createIndividual(
  tx: Tx,
  actor: Actor,
  input: IndividualInput,
  deps: ServiceDeps,
  meta: RequestMeta = {},
): Promise<string> {
  const place = await resolvePlace(tx, actor, input, 'individual.create');
  const individualTypeID = requireType(individualTypeOf(namedType(input), place.typeContext));
  const individualID = randomUUID();
  const plain = plainValuesOf(input);
  const sensitive = sensitiveValuesOf(input, null);
  await tx.insert(individuals).values({
    individualID,
    matterID: place.matterID,
    organisationID: place.organisationID,
    individualTypeID,
    ...plain,
    ...dateOfDeathOf(input, individualTypeID, null),
    firstName: input.firstName,
    surname: input.surname,
    ...storedSensitive(deps.config, individualID, sensitive),
  });
  await recordChange(tx, actor, {
    organisationID: place.organisationID,
    matterID: place.matterID,
    reference: place.reference,
    ip: meta.ip,
    activity: { activityType: 'individual', action: 'added', object: fullNameOf(input) },
    audit: {
      action: 'individual.created',
      objectType: 'individual',
      objectID: individualID,
      details: { individualTypeID, matterID: place.matterID },
    },
  });
  return individualID;
}

/**
 * PUT /api/Individuals/ (spec 02 §2.6 Save Changes, 01 My Data). Staff of the firm or charity
 * change any field; an Individual changes only their own data and never the type (02 §6). What
 * an Individual saves is their data: it is copied onto every individual record linked to them.
 */
export async function updateIndividual(
  tx: Tx,
  actor: Actor,
  input: IndividualInput,
  deps: ServiceDeps,
  meta: RequestMeta = {},
): Promise<void> {
  if (!input.individualID) throw invalid({ individualID: [VALIDATION.required] });
  const loaded = await loadIndividual(tx, actor, input.individualID, {
    action: 'individual.update',
    lock: true,
  });
  const { individual } = loaded;
  const context: MatterTypeKey | 'charity' = loaded.matterTypeID
    ? (matterTypeById(loaded.matterTypeID)?.key ?? 'charity')
    : 'charity';
  const named = individualTypeOf(namedType(input), context);
  if (named && named !== individual.individualTypeID && !can(actor, 'individualType.create')) {
    throw forbidden(CANNOT_CHANGE_TYPE);
  }
  const isOwnData = !!individual.userID && individual.userID === actor.userID;
  const targets: IndividualRecord[] = isOwnData ? await findIndividualsOfUser(tx, actor.userID) : [loaded];
  const plain = plainValuesOf(input);
  for (const target of targets) {
    const row = target.individual;
    const before = decryptSensitive(deps.config, row);
    // A masked value sent back (by a viewer who was shown it masked) means unchanged.
    const sensitive = sensitiveValuesOf(input, before);
    const isThis = row.individualID === individual.individualID;
    const type = isThis && named ? named : row.individualTypeID;
    // The date of death is the record's own (issue 11), never copied onto the person's other records.
    const death = isThis ? dateOfDeathOf(input, type, row) : {};
    const next = { ...plain, ...death, ...storedSensitive(deps.config, row.individualID, sensitive) };
    const changed = [
      ...Object.keys(plain).filter((k) => plain[k as keyof typeof plain] !== row[k as keyof typeof row]),
      ...('dateOfDeath' in death && death.dateOfDeath !== row.dateOfDeath ? ['dateOfDeath'] : []),
      ...(Object.keys(sensitive) as (keyof SensitiveValues)[]).filter((k) => sensitive[k] !== before[k]),
      ...(type !== row.individualTypeID ? ['individualType'] : []),
    ];
    if (changed.length === 0) continue;
    await tx
      .update(individuals)
      .set({ ...next, individualTypeID: type, lastUpdated: new Date() })
      .where(eq(individuals.individualID, row.individualID));
    await recordChange(tx, actor, {
      organisationID: row.organisationID,
      matterID: row.matterID,
      reference: target.matterReference,
      ip: meta.ip,
      activity: { activityType: 'individual', action: 'changed_details', object: fullNameOf(input) },
      // The names of the changed fields only: never a value.
      audit: {
        action: 'individual.updated',
        objectType: 'individual',
        objectID: row.individualID,
        details: { changed },
      },
    });
  }
}

/** DELETE /api/Individuals/{matterOrOrgId}/{individualId} (spec 02 §2.3, 03 §2.14). */
export async function deleteIndividual(
  tx: Tx,
  actor: Actor,
  input: { contextID: string; individualID: string },
  meta: RequestMeta = {},
): Promise<void> {
  const { individual, matterReference } = await loadIndividual(tx, actor, input.individualID, {
    contextID: input.contextID,
    action: 'individual.delete',
    lock: true,
  });
  await tx.delete(individuals).where(eq(individuals.individualID, individual.individualID));
  await recordChange(tx, actor, {
    organisationID: individual.organisationID,
    matterID: individual.matterID,
    reference: matterReference,
    ip: meta.ip,
    activity: { activityType: 'individual', action: 'deleted', object: fullNameOf(individual) },
    audit: {
      action: 'individual.deleted',
      objectType: 'individual',
      objectID: individual.individualID,
      details: { individualTypeID: individual.individualTypeID, matterID: individual.matterID },
    },
  });
}

/**
 * The full individual as the actor may see it. Clear identity values or check results going out
 * are recorded first (issue 13: individual.identity_viewed, with the fields' names and the number
 * of checks, never their values); pass the transaction of any change the request makes.
 */
export async function presentForActor(
  db: DbOrTx,
  actor: Actor,
  record: IndividualRecord,
  deps: ServiceDeps,
  meta: ReadMeta,
): Promise<Individual> {
  const clear = decryptSensitive(deps.config, record.individual);
  const maySee = maySeeSensitive(actor, record.individual);
  // Check history is for those who may read checks (02 §6: hidden from Individual).
  const checks = can(actor, 'check.read', { organisationID: record.individual.organisationID })
    ? await findCheckHistory(db, record.individual.individualID)
    : [];
  const clearFields = maySee ? SENSITIVE_INDIVIDUAL_FIELDS.filter((f) => clear[f]) : [];
  if (clearFields.length || checks.length) {
    await recordRead(
      db,
      actor,
      {
        action: 'individual.identity_viewed',
        organisationID: record.individual.organisationID,
        objectType: 'individual',
        objectID: record.individual.individualID,
        details: { fields: clearFields, checks: checks.length },
      },
      meta,
    );
  }
  return presentIndividual(record.individual, {
    user: record.user,
    sensitive: maySee ? clear : maskAll(clear),
    sensitiveMasked: !maySee,
    checks,
    matterReference: record.matterReference,
  });
}

/** GET /api/Individuals/{matterOrAllZero}/{individualId}. */
export async function getIndividual(
  db: DbOrTx,
  actor: Actor,
  input: { contextID?: string; individualID: string },
  deps: ServiceDeps,
  meta: ReadMeta,
): Promise<Individual> {
  const record = await loadIndividual(db, actor, input.individualID, { contextID: input.contextID });
  return presentForActor(db, actor, record, deps, meta);
}

/** GET /api/Individuals/Me: the signed-in user's own data (01 My Data); 404 when there is none. */
export async function getMyIndividual(
  db: DbOrTx,
  actor: Actor,
  deps: ServiceDeps,
  meta: ReadMeta,
): Promise<Individual> {
  const [mine] = await findIndividualsOfUser(db, actor.userID);
  if (!mine) throw notFound();
  return presentForActor(db, actor, mine, deps, meta);
}

/** After a create or update: the stored individual as the actor sees it. */
export async function answerIndividual(
  db: DbOrTx,
  actor: Actor,
  individualID: string,
  deps: ServiceDeps,
  meta: ReadMeta,
) {
  const record = await findIndividualRecord(db, individualID);
  if (!record) throw notFound();
  return presentForActor(db, actor, record, deps, meta);
}
