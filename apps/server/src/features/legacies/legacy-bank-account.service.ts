import { EMPTY_GUID, LEGACY_TEXTS, charityLegacyTabPath, legacyDisplayReference } from '@probity/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import {
  bankAccounts,
  legacies,
  matterCharities,
  matterTeam,
  matters,
  organisations,
  users,
} from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { audit } from './legacy.audit.js';
import { recordLegacyUpdate } from './legacy-update.audit.js';
import { type LoadedLegacy, type LegacyRow, loadLegacy } from './legacy.access.js';

/*
 * spec 03 §2.6, §2.7, §4 the nominated bank account of a legacy: chosen, shared with the firm,
 * hidden again; and (issue 11) lost when the charity deletes the account. Choosing, sharing and
 * hiding never depend on the legacy's other fields.
 */

type NominationColumns = Pick<
  typeof legacies.$inferInsert,
  'nominatedBankAccountID' | 'bankAccountVisibleToFirm' | 'paymentReference'
>;

/**
 * The columns that nominate `wanted` (an account id, or null for none) on a legacy: {} when it is
 * already the nominated account (its visibility stays); a different account is hidden from the firm
 * and loses the payment reference (spec 03 §4). An account of another charity adds an error.
 */
export async function nominationColumns(
  tx: DbOrTx,
  legacy: LegacyRow,
  wanted: string | null,
  errors: Record<string, string[]>,
  errorKey: string,
): Promise<NominationColumns> {
  const id = wanted?.trim().toLowerCase() || null;
  if (id === legacy.nominatedBankAccountID) return {};
  if (id) {
    const [acc] = /^[0-9a-f-]{36}$/.test(id)
      ? await tx
          .select({ id: bankAccounts.bankAccountID })
          .from(bankAccounts)
          .where(
            and(
              eq(bankAccounts.bankAccountID, id),
              eq(bankAccounts.organisationID, legacy.organisationID ?? EMPTY_GUID),
            ),
          )
      : [];
    if (!acc) errors[errorKey] = [LEGACY_TEXTS.bankAccountNotOfCharity];
  }
  return { nominatedBankAccountID: id, bankAccountVisibleToFirm: false, paymentReference: null };
}

/**
 * PUT /api/Legacy/{id}/BankAccount (issue 11): choose the nominated account (or none) and nothing
 * else. Traced as a choice through PUT /api/Legacy is (recordLegacyUpdate).
 */
export async function chooseBankAccount(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  bankAccountID: string | null,
  meta: RequestMeta,
) {
  const { legacy } = await loadLegacy(tx, actor, legacyID, {
    action: 'legacyBankAccount.assign',
    lock: true,
  });
  const errors: Record<string, string[]> = {};
  const set = await nominationColumns(tx, legacy, bankAccountID, errors, 'bankAccountID');
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (Object.keys(set).length === 0) return;
  await tx
    .update(legacies)
    .set({ ...set, lastUpdatedDate: sql`now()` })
    .where(eq(legacies.legacyID, legacy.legacyID));
  // The save's audit event naming the columns, and the feed's "chose / cleared the bank account".
  await recordLegacyUpdate(tx, actor, legacy, set, null, meta);
}

/** The firm's people told of the account: the matter team and the firm's main contact. */
async function firmRecipients(tx: DbOrTx, matter: { matterID: string; organisationID: string }) {
  const [firm] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.organisationID, matter.organisationID));
  const team = await tx
    .select({ userID: matterTeam.userID })
    .from(matterTeam)
    .where(eq(matterTeam.matterID, matter.matterID));
  const ids = [
    ...new Set([...team.map((t) => t.userID), ...(firm?.mainContactUser ? [firm.mainContactUser] : [])]),
  ];
  const people =
    ids.length === 0
      ? []
      : await tx
          .select({ firstName: users.firstName, emailAddress: users.emailAddress })
          .from(users)
          .where(inArray(users.userID, ids));
  return { firmName: firm?.name ?? '', people };
}

/**
 * The link of the hand-off e-mails: the matter's Charities page with this legacy's charity overlay
 * open on its Legacy tab (spec 03 §2.16 openCharityID; issue 11).
 */
export async function charityLegacyTabLink(
  tx: DbOrTx,
  publicUrl: string,
  matterID: string,
  legacyID: string,
): Promise<string> {
  const [mc] = await tx
    .select({ matterCharityID: matterCharities.matterCharityID })
    .from(matterCharities)
    .where(eq(matterCharities.legacyID, legacyID))
    .limit(1);
  return mc
    ? `${publicUrl}${charityLegacyTabPath(matterID, mc.matterCharityID)}`
    : `${publicUrl}/secure/matters/${matterID}/organisations`;
}

async function charityNameOf(tx: DbOrTx, legacy: LegacyRow) {
  if (!legacy.organisationID) return '';
  const [charity] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.organisationID, legacy.organisationID));
  return charity?.name ?? '';
}

/** E-mails the firm of a legacy's matter (a trigger about the charity's bank account). */
async function tellFirm(
  tx: DbOrTx,
  legacy: LegacyRow,
  matter: { matterID: string; organisationID: string; reference: string },
  trigger: 'BankAccountShared' | 'BankAccountWithdrawn',
  publicUrl: string,
) {
  const { firmName, people } = await firmRecipients(tx, matter);
  if (people.length === 0) return;
  const charityName = await charityNameOf(tx, legacy);
  const link = await charityLegacyTabLink(tx, publicUrl, matter.matterID, legacy.legacyID);
  for (const p of people)
    await enqueueTemplatedMail(tx, {
      trigger,
      to: p.emailAddress,
      values: { firstName: p.firstName, charityName, firmName, matterReference: matter.reference, link },
    });
}

/**
 * spec 03 §2.7, §4 Share: the nominated account becomes visible to the firm, with an optional payment
 * reference; the firm's matter team and main contact are told by e-mail (BankAccountShared), whose
 * link opens the charity's Legacy tab on the matter. A legacy with no firm has nobody to share with:
 * 400 (issue 11).
 */
export async function shareBankAccount(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  paymentReference: string | null | undefined,
  meta: RequestMeta & { publicUrl: string },
) {
  const loaded: LoadedLegacy = await loadLegacy(tx, actor, legacyID, {
    action: 'legacyBankAccount.share',
    lock: true,
  });
  const { legacy } = loaded;
  if (!legacy.matterID)
    throw invalid({ visibleToFirm: [LEGACY_TEXTS.shareNeedsFirm] }, LEGACY_TEXTS.shareNeedsFirm);
  if (!legacy.nominatedBankAccountID) throw invalid({ nominatedBankAccount: [LEGACY_TEXTS.noBankAccount] });
  const reference = paymentReference?.trim() ? paymentReference.trim() : null;
  await tx
    .update(legacies)
    .set({ bankAccountVisibleToFirm: true, paymentReference: reference, lastUpdatedDate: sql`now()` })
    .where(eq(legacies.legacyID, legacy.legacyID));
  await audit(tx, actor, legacy, 'legacy.bankAccountShared', meta, { paymentReference: reference });
  const matter = loaded.matter?.matter;
  if (matter) await tellFirm(tx, legacy, matter, 'BankAccountShared', meta.publicUrl);
}

/** spec 03 §4 Hide: the nominated account is hidden from the firm again (harmless with no firm). */
export async function hideBankAccount(tx: DbOrTx, actor: Actor, legacyID: string, meta: RequestMeta) {
  const { legacy } = await loadLegacy(tx, actor, legacyID, { action: 'legacyBankAccount.share', lock: true });
  await tx
    .update(legacies)
    .set({ bankAccountVisibleToFirm: false, lastUpdatedDate: sql`now()` })
    .where(eq(legacies.legacyID, legacy.legacyID));
  await audit(tx, actor, legacy, 'legacy.bankAccountHidden', meta);
}

/** The legacies that nominate a bank account, with the reference the charity knows them by. */
export async function nominationsOf(db: DbOrTx, bankAccountID: string, lock = false) {
  const query = db
    .select()
    .from(legacies)
    .where(eq(legacies.nominatedBankAccountID, bankAccountID))
    .orderBy(legacies.createdDate, legacies.legacyID);
  const rows = lock ? await query.for('update') : await query;
  return rows.map((legacy) => ({ legacy, displayReference: legacyDisplayReference(legacy) }));
}

/**
 * Issue 11: a deleted bank account leaves each legacy that nominated it with no account ("No bank
 * account assigned."), audited on the legacy as 'legacy.bankAccountRemoved'; the firms that could
 * see it (it was visible to them on a legacy of their matter) are told by e-mail
 * (BankAccountWithdrawn), never with the account's details. In the caller's transaction.
 */
export async function releaseNominations(
  tx: DbOrTx,
  actor: Actor,
  bankAccountID: string,
  meta: RequestMeta & { publicUrl: string },
) {
  const nominated = await nominationsOf(tx, bankAccountID, true);
  for (const { legacy } of nominated) {
    await tx
      .update(legacies)
      .set({
        nominatedBankAccountID: null,
        bankAccountVisibleToFirm: false,
        paymentReference: null,
        lastUpdatedDate: sql`now()`,
      })
      .where(eq(legacies.legacyID, legacy.legacyID));
    await audit(tx, actor, legacy, 'legacy.bankAccountRemoved', meta, {
      bankAccountID,
      wasVisibleToFirm: legacy.bankAccountVisibleToFirm,
    });
    if (legacy.matterID && legacy.bankAccountVisibleToFirm) {
      const [matter] = await tx.select().from(matters).where(eq(matters.matterID, legacy.matterID));
      if (matter) await tellFirm(tx, legacy, matter, 'BankAccountWithdrawn', meta.publicUrl);
    }
  }
  return nominated.map((n) => n.displayReference);
}
