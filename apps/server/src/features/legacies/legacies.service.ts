import {
  LEGACY_ENDED_STATUS_KEYS,
  DATE_OF_PROBATE_BEFORE_DEATH,
  DEMO_CHARITY_ID,
  EMPTY_GUID,
  INITIAL_LEGACY_STATUS_ID,
  LEGACY_INDIVIDUAL_TYPES,
  LEGACY_STATUSES,
  LEGACY_TEXTS,
  type LegacyCreateInput,
  type LegacyUpdateInput,
  can,
  legacyDisplayReference,
  legacyFormErrors,
  listScope,
} from '@probity/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Actor, actsIn } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import {
  documents,
  individuals,
  legacies,
  legacyDetails,
  legacyTeam,
  organisations,
} from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { detailColumns, detailErrors } from './legacy-details.service.js';
import { detailsOf, recordLegacyUpdate } from './legacy-update.audit.js';
import { nominationColumns } from './legacy-bank-account.service.js';
import { intakeChange, intakeOfNewLegacy, replaceContacts } from './legacy-intake.service.js';
import {
  assertCharityReferenceFree,
  assertReferenceFree,
  mapReferenceConflict,
} from './legacy-references.js';
import { audit } from './legacy.audit.js';
import { type LegacyRow, loadLegacy } from './legacy.access.js';

/*
 * spec 03 §2.1–2.12, §4, §5, §7: the charity's legacies. Every change writes its audit event (and,
 * for a new or deleted legacy, its activity entry) in the transaction of the change. The legacy's
 * sub-resources: legacy-details.service.ts, legacy-team.service.ts, legacy-bank-account.service.ts.
 */

/** spec 03 §9: only individuals of the Deceased type may be a legacy's deceased. */

/**
 * The charity organisation an actor acts in, for the list or a new legacy: 404 otherwise. Reading
 * the list needs a legacy.read rule in principle: the legacy roles ('team', issue 11) list only their
 * legacy teams' legacies (listLegacies takes the scope).
 */
export async function loadOwnCharity(
  db: DbOrTx,
  actor: Actor,
  organisationID: string,
  action: 'legacy.read' | 'legacy.create',
) {
  const id = organisationID.toLowerCase();
  if (!actsIn(actor, id)) throw notFound();
  const [org] = await db.select().from(organisations).where(eq(organisations.organisationID, id));
  if (org?.organisationType !== 'charity') throw notFound();
  const allowed =
    action === 'legacy.read'
      ? listScope(actor, action).kind !== 'none'
      : can(actor, action, { organisationID: id });
  if (!allowed) throw notFound();
  return org;
}

/**
 * spec 03 §2.2: a new legacy of the caller's charity, initial status, no deceased; the creator joins
 * its team. Issue 11: its reference is unique among the legacies the charity follows alone (409),
 * and the optional notification intake is recorded with it.
 */
export async function createLegacy(tx: DbOrTx, actor: Actor, input: LegacyCreateInput, meta: RequestMeta) {
  const charityID = actor.demoMode ? DEMO_CHARITY_ID : actor.organisationID;
  const org = await loadOwnCharity(tx, actor, charityID, 'legacy.create').catch(() => {
    throw forbidden();
  });
  await assertReferenceFree(tx, org.organisationID, input.reference);
  const intake = intakeOfNewLegacy(input);
  const [row] = await mapReferenceConflict(
    () =>
      tx
        .insert(legacies)
        .values({
          organisationID: org.organisationID,
          reference: input.reference,
          statusID: INITIAL_LEGACY_STATUS_ID,
          ...intake.set,
        })
        .returning(),
    { reference: input.reference },
  );
  await tx.insert(legacyTeam).values({ legacyID: row!.legacyID, userID: actor.userID });
  if (intake.contacts.length > 0) await replaceContacts(tx, row!.legacyID, intake.contacts);
  await audit(
    tx,
    actor,
    row!,
    'legacy.created',
    meta,
    { contacts: intake.contacts.length },
    { object: row!.reference },
  );
  return row!;
}

/** The fields of the Edit Legacy form (spec 03 §5) the charity owns, with or without a firm matter. */
const FORM_FIELDS = [
  'charityReference',
  'probateReference',
  'dateOfDeath',
  'dateOfProbate',
  'accountsApproved',
  'grantSubmitted',
] as const;

/**
 * The Edit Legacy form's rules (legacyFormErrors) applied to a partial body: the fields it names,
 * checked with the stored values of the others. An error on a field the body does not name is kept
 * only when the change caused it (a rule between two fields).
 */
function namedFormErrors(body: Record<string, unknown>, legacy: LegacyRow, hasMatter: boolean) {
  const stored: Record<string, unknown> = {
    charityReference: legacy.charityReference,
    probateReference: legacy.probateReference,
    dateOfDeath: legacy.dateOfDeath,
    dateOfProbate: legacy.dateOfProbate,
    accountsApproved: legacy.accountsApproved,
    grantSubmitted: legacy.grantSubmitted,
  };
  const owned = hasMatter ? (['charityReference'] as const) : FORM_FIELDS;
  const named = owned.filter((k) => Object.hasOwn(body, k));
  const merged = { ...stored };
  for (const k of named) merged[k] = body[k];
  const before = legacyFormErrors(stored, hasMatter);
  const after = legacyFormErrors(merged, hasMatter);
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(after)) {
    const head = path.split('.')[0] as (typeof FORM_FIELDS)[number];
    if (named.includes(head) || JSON.stringify(before[path]) !== JSON.stringify(messages))
      errors[path] = messages;
  }
  // Issue 11: a date of death sent alone that falls after the stored grant is that field's error.
  const probate = errors.dateOfProbate;
  if (probate?.includes(DATE_OF_PROBATE_BEFORE_DEATH) && !named.includes('dateOfProbate')) {
    (errors.dateOfDeath ??= []).push(DATE_OF_PROBATE_BEFORE_DEATH);
    delete errors.dateOfProbate;
  }
  return { errors, named };
}

/**
 * spec 03 §7 PUT /api/Legacy, partial (issue 11): a field the body does not name stays as it is;
 * the Edit Legacy rules (spec 03 §5) apply to the fields it names, so a required field sent as null
 * or empty is still an error. The charity's fields always (the charity reference, unique within
 * the charity: 409; the notification intake); with no firm matter also the probate reference,
 * dates, toggles, deceased and details (with a matter the firm owns them: ignored). Deceased: a
 * missing or all-zero individualID is null. A different nominated account is hidden from the firm
 * until shared. One 400 lists every field's problem.
 */
export async function updateLegacy(tx: DbOrTx, actor: Actor, input: LegacyUpdateInput, meta: RequestMeta) {
  const loaded = await loadLegacy(tx, actor, input.legacyID, { action: 'legacy.update', lock: true });
  const { legacy } = loaded;
  const hasMatter = !!legacy.matterID;
  const body = input as Record<string, unknown>;
  const names = (key: string) => Object.hasOwn(body, key);
  const { errors, named } = namedFormErrors(body, legacy, hasMatter);

  const set: Partial<typeof legacies.$inferInsert> = {};
  if (named.includes('charityReference')) set.charityReference = (input.charityReference ?? '').trim();
  if (named.includes('probateReference')) set.probateReference = (input.probateReference ?? '').trim();
  if (named.includes('dateOfDeath'))
    set.dateOfDeath = input.dateOfDeath ? input.dateOfDeath.slice(0, 10) : null;
  if (named.includes('dateOfProbate'))
    set.dateOfProbate = input.dateOfProbate ? input.dateOfProbate.slice(0, 10) : null;
  if (named.includes('accountsApproved')) set.accountsApproved = input.accountsApproved ?? false;
  if (named.includes('grantSubmitted')) set.grantSubmitted = input.grantSubmitted ?? false;

  // Deceased (spec 03 §2.4, §4, §5, §9): an individual of the charity (no matter) of the Deceased
  // type; with a firm matter the deceased is the firm's (the matter's): ignored like the other
  // firm-owned fields (docs/decisions.md "Charity legacies").
  const deceasedID = input.deceased?.individualID?.toLowerCase();
  const wantedDeceased = !deceasedID || deceasedID === EMPTY_GUID ? null : deceasedID;
  if (names('deceased') && !hasMatter && wantedDeceased !== legacy.deceasedIndividualID) {
    if (!can(actor, 'legacyDeceased.update', loaded.resource)) throw forbidden();
    if (wantedDeceased) {
      const [ind] = /^[0-9a-f-]{36}$/.test(wantedDeceased)
        ? await tx
            .select({ individualTypeID: individuals.individualTypeID })
            .from(individuals)
            .where(
              and(
                eq(individuals.individualID, wantedDeceased),
                eq(individuals.organisationID, legacy.organisationID ?? EMPTY_GUID),
                isNull(individuals.matterID),
              ),
            )
        : [];
      if (!ind) errors['deceased.individualID'] = [LEGACY_TEXTS.deceasedNotOfCharity];
      else if (!LEGACY_INDIVIDUAL_TYPES.includes(ind.individualTypeID))
        errors['deceased.individualID'] = [LEGACY_TEXTS.notADeceased];
    }
    set.deceasedIndividualID = wantedDeceased;
  }

  // Nominated bank account (spec 03 §2.6, §4); PUT /api/Legacy/{id}/BankAccount chooses it alone.
  if (names('nominatedBankAccount')) {
    const wanted = input.nominatedBankAccount?.bankAccount?.bankAccountID ?? null;
    const nomination = await nominationColumns(
      tx,
      legacy,
      wanted,
      errors,
      'nominatedBankAccount.bankAccount.bankAccountID',
    );
    if (Object.keys(nomination).length > 0 && !can(actor, 'legacyBankAccount.assign', loaded.resource))
      throw forbidden();
    Object.assign(set, nomination);
  }

  // Details: replaced when sent, and only while no firm owns them.
  const details =
    !hasMatter && Array.isArray(input.details) ? detailErrors(input.details, 'details', errors) : null;

  // Notification intake (issue 11): the charity's own records, with or without a firm.
  const intake = intakeChange(body, legacy);
  Object.assign(errors, intake.errors);
  Object.assign(set, intake.set);

  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (set.charityReference && legacy.organisationID)
    await assertCharityReferenceFree(tx, legacy.organisationID, legacy.legacyID, set.charityReference);
  await mapReferenceConflict(
    () =>
      tx
        .update(legacies)
        .set({ ...set, lastUpdatedDate: sql`now()` })
        .where(eq(legacies.legacyID, legacy.legacyID)),
    { charityReference: set.charityReference },
  );
  const detailsBefore = details ? await detailsOf(tx, legacy.legacyID) : null;
  if (details) {
    await tx.delete(legacyDetails).where(eq(legacyDetails.legacyID, legacy.legacyID));
    for (const d of details)
      await tx
        .insert(legacyDetails)
        .values({ legacyID: legacy.legacyID, ...detailColumns(d!), createdAt: sql`clock_timestamp()` });
  }
  if (intake.contacts) await replaceContacts(tx, legacy.legacyID, intake.contacts);
  await recordLegacyUpdate(tx, actor, legacy, set, detailsBefore, meta, {
    contacts: intake.contacts ? intake.contacts.length : undefined,
  });
}

/** spec 03 §2.1, §4: a legacy cannot be deleted once it has a firm. Returns the storage keys to remove. */
export async function deleteLegacy(tx: DbOrTx, actor: Actor, legacyID: string, meta: RequestMeta) {
  const { legacy } = await loadLegacy(tx, actor, legacyID, { action: 'legacy.delete', lock: true });
  if (legacy.matterID) throw invalid({ legacyID: [LEGACY_TEXTS.deleteRefused] }, LEGACY_TEXTS.deleteRefused);
  const files = await tx
    .select({ storageKey: documents.storageKey })
    .from(documents)
    .where(eq(documents.legacyID, legacy.legacyID));
  await tx.delete(legacies).where(eq(legacies.legacyID, legacy.legacyID));
  await audit(tx, actor, legacy, 'legacy.deleted', meta, undefined, {
    object: legacyDisplayReference(legacy),
  });
  return files.map((f) => f.storageKey);
}

/** spec 03 §4: any status of LEGACY_STATUSES (by id or key), only with no firm attached. */
export async function changeLegacyStatus(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  status: string,
  meta: RequestMeta,
) {
  const { legacy } = await loadLegacy(tx, actor, legacyID, { action: 'legacyStatus.change', lock: true });
  if (legacy.matterID) throw invalid({ status: [LEGACY_TEXTS.notFirmMatter] }, LEGACY_TEXTS.notFirmMatter);
  const wanted = LEGACY_STATUSES.find(
    (s) => s.statusID === status.toLowerCase() || s.key === status.toLowerCase(),
  );
  if (!wanted) throw invalid({ status: [LEGACY_TEXTS.unknownStatus] });
  await tx
    .update(legacies)
    .set({
      statusID: wanted.statusID,
      lastUpdatedDate: sql`now()`,
      // Issue 19: the charity's retention clock starts when it closes the legacy.
      closedAt: (LEGACY_ENDED_STATUS_KEYS as readonly string[]).includes(wanted.key)
        ? (legacy.closedAt ?? sql`now()`)
        : null,
    })
    .where(eq(legacies.legacyID, legacy.legacyID));
  await audit(
    tx,
    actor,
    legacy,
    'legacy.status',
    meta,
    { from: legacy.statusID, to: wanted.statusID },
    { text: wanted.name },
  );
}
