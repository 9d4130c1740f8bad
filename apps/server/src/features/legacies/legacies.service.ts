import {
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
  bankAccounts,
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
import { audit } from './legacy.audit.js';
import { loadLegacy } from './legacy.access.js';

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

/** spec 03 §2.2: a new legacy of the caller's charity, initial status, no deceased; the creator joins its team. */
export async function createLegacy(tx: DbOrTx, actor: Actor, input: LegacyCreateInput, meta: RequestMeta) {
  const charityID = actor.demoMode ? DEMO_CHARITY_ID : actor.organisationID;
  const org = await loadOwnCharity(tx, actor, charityID, 'legacy.create').catch(() => {
    throw forbidden();
  });
  const [row] = await tx
    .insert(legacies)
    .values({
      organisationID: org.organisationID,
      reference: input.reference,
      statusID: INITIAL_LEGACY_STATUS_ID,
    })
    .returning();
  await tx.insert(legacyTeam).values({ legacyID: row!.legacyID, userID: actor.userID });
  await audit(tx, actor, row!, 'legacy.created', meta, undefined, { object: row!.reference });
  return row!;
}

/**
 * spec 03 §7 PUT /api/Legacy: the whole legacy. The charity's fields always; with no firm matter
 * also the probate reference, dates, toggles and details (with a matter the firm owns them: they
 * are ignored). Deceased: a missing or all-zero individualID is null. A different nominated account
 * is hidden from the firm until shared. One 400 lists every field's problem.
 */
export async function updateLegacy(tx: DbOrTx, actor: Actor, input: LegacyUpdateInput, meta: RequestMeta) {
  const loaded = await loadLegacy(tx, actor, input.legacyID, { action: 'legacy.update', lock: true });
  const { legacy } = loaded;
  const hasMatter = !!legacy.matterID;
  const errors = legacyFormErrors(input as Record<string, unknown>, hasMatter);

  const set: Partial<typeof legacies.$inferInsert> = {
    charityReference: (input.charityReference ?? '').trim(),
  };
  if (!hasMatter) {
    set.probateReference = (input.probateReference ?? '').trim();
    set.dateOfDeath = input.dateOfDeath ? input.dateOfDeath.slice(0, 10) : null;
    set.dateOfProbate = input.dateOfProbate ? input.dateOfProbate.slice(0, 10) : null;
    set.accountsApproved = input.accountsApproved ?? false;
    set.grantSubmitted = input.grantSubmitted ?? false;
  }

  // Deceased (spec 03 §2.4, §4, §5, §9): an individual of the charity (no matter) of the Deceased
  // type; with a firm matter the deceased is the firm's (the matter's): ignored like the other
  // firm-owned fields (docs/decisions.md "Charity legacies").
  const deceasedID = input.deceased?.individualID?.toLowerCase();
  const wantedDeceased = !deceasedID || deceasedID === EMPTY_GUID ? null : deceasedID;
  if (!hasMatter && wantedDeceased !== legacy.deceasedIndividualID) {
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

  // Nominated bank account (spec 03 §2.6, §4).
  const wantedAccount = input.nominatedBankAccount?.bankAccount?.bankAccountID?.toLowerCase() ?? null;
  if (wantedAccount !== legacy.nominatedBankAccountID) {
    if (!can(actor, 'legacyBankAccount.assign', loaded.resource)) throw forbidden();
    if (wantedAccount) {
      const [acc] = /^[0-9a-f-]{36}$/.test(wantedAccount)
        ? await tx
            .select({ id: bankAccounts.bankAccountID })
            .from(bankAccounts)
            .where(
              and(
                eq(bankAccounts.bankAccountID, wantedAccount),
                eq(bankAccounts.organisationID, legacy.organisationID ?? EMPTY_GUID),
              ),
            )
        : [];
      if (!acc)
        errors['nominatedBankAccount.bankAccount.bankAccountID'] = [LEGACY_TEXTS.bankAccountNotOfCharity];
    }
    set.nominatedBankAccountID = wantedAccount;
    set.bankAccountVisibleToFirm = false;
    set.paymentReference = null;
  }

  // Details: replaced when sent, and only while no firm owns them.
  const details =
    !hasMatter && Array.isArray(input.details) ? detailErrors(input.details, 'details', errors) : null;

  if (Object.keys(errors).length > 0) throw invalid(errors);
  await tx
    .update(legacies)
    .set({ ...set, lastUpdatedDate: sql`now()` })
    .where(eq(legacies.legacyID, legacy.legacyID));
  const detailsBefore = details ? await detailsOf(tx, legacy.legacyID) : null;
  if (details) {
    await tx.delete(legacyDetails).where(eq(legacyDetails.legacyID, legacy.legacyID));
    for (const d of details)
      await tx
        .insert(legacyDetails)
        .values({ legacyID: legacy.legacyID, ...detailColumns(d!), createdAt: sql`clock_timestamp()` });
  }
  await recordLegacyUpdate(tx, actor, legacy, set, detailsBefore, meta);
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
    .set({ statusID: wanted.statusID, lastUpdatedDate: sql`now()` })
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
