import { randomUUID } from 'node:crypto';
import {
  DEMO_CHARITY_ID,
  EMPTY_GUID,
  INITIAL_LEGACY_STATUS_ID,
  LEGACY_INDIVIDUAL_TYPES,
  LEGACY_STATUSES,
  LEGACY_TEXTS,
  LEGACY_TYPES,
  type LegacyCreateInput,
  type LegacyUpdateInput,
  ZLegacyDetailInput,
  can,
  legacyFormErrors,
} from '@probity/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Actor, actsIn } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import {
  bankAccounts,
  documents,
  individuals,
  legacies,
  legacyDetails,
  legacyTeam,
  matterTeam,
  organisations,
  users,
} from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { type LoadedLegacy, type LegacyRow, loadLegacy } from './legacy.access.js';
import { charityTeamOf } from './legacies.presenter.js';

/*
 * spec 03 §2.1–2.12, §4, §5, §7: the charity's legacies. Every change writes its audit event (and,
 * for a new or deleted legacy, its activity entry) in the transaction of the change.
 */

async function audit(
  tx: DbOrTx,
  actor: Actor,
  legacy: LegacyRow,
  action: string,
  meta: RequestMeta,
  details?: Record<string, unknown>,
) {
  await recordAudit(tx, {
    action,
    actorUserID: actor.userID,
    organisationID: legacy.organisationID ?? actor.organisationID,
    objectType: 'legacy',
    objectID: legacy.legacyID,
    ip: meta.ip,
    details,
  });
}

/** spec 03 §9: only individuals of the Deceased type may be a legacy's deceased. */
export const NOT_A_DECEASED = 'Not a deceased individual';

const touch = (tx: DbOrTx, legacyID: string) =>
  tx.update(legacies).set({ lastUpdatedDate: sql`now()` }).where(eq(legacies.legacyID, legacyID));

/** The charity organisation an actor acts in, for the list or a new legacy: 404 otherwise. */
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
  if (!can(actor, action, { organisationID: id })) throw notFound();
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
  await recordChange(tx, actor, {
    organisationID: org.organisationID,
    reference: row!.reference,
    activity: { activityType: 'legacy', action: 'added', object: row!.reference },
    audit: { action: 'legacy.created', objectType: 'legacy', objectID: row!.legacyID },
    ...meta,
  });
  return row!;
}

function detailErrors(raw: unknown[], prefix: string, errors: Record<string, string[]>) {
  const parsed = raw.map((item, i) => {
    const r = ZLegacyDetailInput.safeParse(item);
    const typeID = (item as { legacyType?: { legacyTypeID?: unknown } } | null)?.legacyType?.legacyTypeID;
    if (typeof typeID === 'string' && !LEGACY_TYPES.some((t) => t.legacyTypeID === typeID.toLowerCase()))
      (errors[`${prefix}.${i}.legacyType.legacyTypeID`] ??= []).push(LEGACY_TEXTS.unknownLegacyType);
    if (!r.success) {
      for (const issue of r.error.issues)
        (errors[[prefix, i, ...issue.path].map(String).join('.')] ??= []).push(issue.message);
      return null;
    }
    return r.data;
  });
  return parsed;
}

function detailColumns(d: NonNullable<ReturnType<typeof detailErrors>[number]>) {
  return {
    legacyTypeID: d.legacyType.legacyTypeID.toLowerCase(),
    description: d.description,
    amountPence: d.amountPence,
    isEstimate: d.isEstimate,
    isPercentage: d.isPercentage,
    percentageValue: String(d.isPercentage ? d.percentageValue : 0),
  };
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
        errors['deceased.individualID'] = [NOT_A_DECEASED];
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
  if (details) {
    await tx.delete(legacyDetails).where(eq(legacyDetails.legacyID, legacy.legacyID));
    for (const d of details)
      await tx
        .insert(legacyDetails)
        .values({ legacyID: legacy.legacyID, ...detailColumns(d!), createdAt: sql`clock_timestamp()` });
  }
  await audit(tx, actor, legacy, 'legacy.updated', meta, {
    fields: Object.keys(set),
    details: details ? details.length : undefined,
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
  await recordChange(tx, actor, {
    organisationID: legacy.organisationID!,
    reference: legacy.reference,
    activity: { activityType: 'legacy', action: 'deleted', object: legacy.reference },
    audit: { action: 'legacy.deleted', objectType: 'legacy', objectID: legacy.legacyID },
    ...meta,
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
  await audit(tx, actor, legacy, 'legacy.status', meta, { from: legacy.statusID, to: wanted.statusID });
}

/**
 * spec 03 §2.7, §4 Share: the nominated account becomes visible to the firm, with an optional payment
 * reference; the firm's matter team and main contact are told by e-mail (BankAccountShared).
 */
export async function shareBankAccount(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  paymentReference: string | null | undefined,
  meta: RequestMeta & { publicUrl: string },
) {
  const loaded = await loadLegacy(tx, actor, legacyID, { action: 'legacyBankAccount.share', lock: true });
  const { legacy } = loaded;
  if (!legacy.nominatedBankAccountID) throw invalid({ nominatedBankAccount: [LEGACY_TEXTS.noBankAccount] });
  const reference = paymentReference?.trim() ? paymentReference.trim() : null;
  await tx
    .update(legacies)
    .set({ bankAccountVisibleToFirm: true, paymentReference: reference, lastUpdatedDate: sql`now()` })
    .where(eq(legacies.legacyID, legacy.legacyID));
  await audit(tx, actor, legacy, 'legacy.bankAccountShared', meta, { paymentReference: reference });
  const matter = loaded.matter?.matter;
  if (!matter) return;
  const [firm] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.organisationID, matter.organisationID));
  const [charity] = legacy.organisationID
    ? await tx
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.organisationID, legacy.organisationID))
    : [];
  const team = await tx
    .select({ userID: users.userID })
    .from(matterTeam)
    .innerJoin(users, eq(users.userID, matterTeam.userID))
    .where(eq(matterTeam.matterID, matter.matterID));
  const ids = [
    ...new Set([...team.map((t) => t.userID), ...(firm?.mainContactUser ? [firm.mainContactUser] : [])]),
  ];
  if (ids.length === 0) return;
  const people = await tx
    .select({ firstName: users.firstName, emailAddress: users.emailAddress })
    .from(users)
    .where(inArray(users.userID, ids));
  for (const p of people)
    await enqueueTemplatedMail(tx, {
      trigger: 'BankAccountShared',
      to: p.emailAddress,
      values: {
        firstName: p.firstName,
        charityName: charity?.name ?? '',
        firmName: firm?.name ?? '',
        matterReference: matter.reference,
        link: `${meta.publicUrl}/secure/matters/${matter.matterID}`,
      },
    });
}

/** spec 03 §4 Hide: the nominated account is hidden from the firm again. */
export async function hideBankAccount(tx: DbOrTx, actor: Actor, legacyID: string, meta: RequestMeta) {
  const { legacy } = await loadLegacy(tx, actor, legacyID, { action: 'legacyBankAccount.share', lock: true });
  await tx
    .update(legacies)
    .set({ bankAccountVisibleToFirm: false, lastUpdatedDate: sql`now()` })
    .where(eq(legacies.legacyID, legacy.legacyID));
  await audit(tx, actor, legacy, 'legacy.bankAccountHidden', meta);
}

/** spec 03 §2.10, §7: adds users of the legacy's charity to its team; answers the new charityTeam. */
export async function addTeamMembers(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  userIDs: string[],
  meta: RequestMeta,
) {
  const { legacy } = await loadLegacy(tx, actor, legacyID, { action: 'legacyTeam.create', lock: true });
  const wanted = [...new Set(userIDs.map((u) => u.toLowerCase()))];
  const found = await tx
    .select({ userID: users.userID })
    .from(users)
    .where(and(inArray(users.userID, wanted), eq(users.organisationID, legacy.organisationID ?? EMPTY_GUID)));
  const ok = new Set(found.map((f) => f.userID));
  const bad = wanted.filter((u) => !ok.has(u));
  if (bad.length) throw invalid({ userIDs: [LEGACY_TEXTS.notAUserOfTheCharity] });
  await tx
    .insert(legacyTeam)
    .values(wanted.map((userID) => ({ legacyID: legacy.legacyID, userID, addedAt: sql`clock_timestamp()` })))
    .onConflictDoNothing();
  await touch(tx, legacy.legacyID);
  await audit(tx, actor, legacy, 'legacy.teamAdded', meta, { users: wanted });
  return charityTeamOf(tx, legacy.legacyID);
}

/**
 * spec 03 §2.8 legacy details: the charity while no firm is attached (legacyDetail.*); with a firm
 * matter the firm's staff who may change the matter (the charity sees them read-only).
 */
async function loadForDetails(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  action: 'legacyDetail.create' | 'legacyDetail.update' | 'legacyDetail.delete',
) {
  const loaded = await loadLegacy(tx, actor, legacyID, { action, firmAction: 'matter.update', lock: true });
  if (loaded.viewer === 'charity' && loaded.legacy.matterID) throw forbidden(LEGACY_TEXTS.notFirmMatter);
  return loaded;
}

function parseDetail(body: unknown) {
  const errors: Record<string, string[]> = {};
  const [d] = detailErrors([body], 'detail', errors);
  if (Object.keys(errors).length)
    throw invalid(
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^detail\.0\./, ''), v])),
    );
  return d!;
}

async function detailAudit(
  tx: DbOrTx,
  actor: Actor,
  loaded: LoadedLegacy,
  action: string,
  legacyDetailID: string,
  meta: RequestMeta,
) {
  await recordAudit(tx, {
    action,
    actorUserID: actor.userID,
    organisationID:
      loaded.viewer === 'firm' ? loaded.matter!.matter.organisationID : loaded.legacy.organisationID!,
    objectType: 'legacyDetail',
    objectID: legacyDetailID,
    ip: meta.ip,
    details: { legacyID: loaded.legacy.legacyID },
  });
}

export async function addDetail(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  body: unknown,
  meta: RequestMeta,
) {
  const loaded = await loadForDetails(tx, actor, legacyID, 'legacyDetail.create');
  const d = parseDetail(body);
  const [row] = await tx
    .insert(legacyDetails)
    .values({
      legacyDetailID: randomUUID(),
      legacyID: loaded.legacy.legacyID,
      ...detailColumns(d),
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await touch(tx, loaded.legacy.legacyID);
  await detailAudit(tx, actor, loaded, 'legacyDetail.created', row!.legacyDetailID, meta);
  return row!;
}

async function findDetail(tx: DbOrTx, legacyID: string, legacyDetailID: string) {
  if (!/^[0-9a-f-]{36}$/i.test(legacyDetailID)) throw notFound();
  const [row] = await tx
    .select()
    .from(legacyDetails)
    .where(
      and(
        eq(legacyDetails.legacyID, legacyID),
        eq(legacyDetails.legacyDetailID, legacyDetailID.toLowerCase()),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export async function updateDetail(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  legacyDetailID: string,
  body: unknown,
  meta: RequestMeta,
) {
  const loaded = await loadForDetails(tx, actor, legacyID, 'legacyDetail.update');
  const current = await findDetail(tx, loaded.legacy.legacyID, legacyDetailID);
  const d = parseDetail(body);
  const [row] = await tx
    .update(legacyDetails)
    .set(detailColumns(d))
    .where(eq(legacyDetails.legacyDetailID, current.legacyDetailID))
    .returning();
  await touch(tx, loaded.legacy.legacyID);
  await detailAudit(tx, actor, loaded, 'legacyDetail.updated', current.legacyDetailID, meta);
  return row!;
}

export async function deleteDetail(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  legacyDetailID: string,
  meta: RequestMeta,
) {
  const loaded = await loadForDetails(tx, actor, legacyID, 'legacyDetail.delete');
  const current = await findDetail(tx, loaded.legacy.legacyID, legacyDetailID);
  await tx.delete(legacyDetails).where(eq(legacyDetails.legacyDetailID, current.legacyDetailID));
  await touch(tx, loaded.legacy.legacyID);
  await detailAudit(tx, actor, loaded, 'legacyDetail.deleted', current.legacyDetailID, meta);
}
