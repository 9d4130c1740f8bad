import { randomUUID } from 'node:crypto';
import {
  type Action,
  BANK_ACCOUNT_TEXTS,
  type BankAccountCreateInput,
  type BankAccountForm,
  type BankAccountUpdateInput,
  can,
  sortCodeDigits,
} from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import { type Actor, type OrganisationRow, actsIn } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Config } from '../../config.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bankAccounts } from '../../db/schema/index.js';
import { verifyBankAccount } from '../../integrations/bank-modulus/bank-modulus.js';
import { refreshModulusEdition } from '../../integrations/bank-modulus/modulus-edition.js';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { nominationsOf, releaseNominations } from '../legacies/legacy-bank-account.service.js';
import { findOrganisation, usersOfOrganisation } from '../organisations/organisations.queries.js';
import { encryptBankSecrets } from './bank-account-secrets.js';
import { type BankAccountRow, findBankAccount } from './bank-accounts.queries.js';

/*
 * spec 03 §2.13 Bank accounts of a charity (§5 form, §6 Finance only, §7 calls). The charity's own
 * users only: another organisation's charity or account answers 404; its own users without the
 * right 403. Decision (docs/decisions.md): an account number that fails the UK modulus check is
 * refused (400); one the check cannot judge (a sort code outside the Vocalink table, a 9 or 10
 * digit number) is saved as not verified.
 */

/** The charity an actor acts in, for an action on its bank accounts. */
export async function loadCharity(
  db: DbOrTx,
  actor: Actor,
  organisationID: string,
  action: Action,
): Promise<OrganisationRow> {
  const organisation = await findOrganisation(db, organisationID);
  if (organisation?.organisationType !== 'charity' || !actsIn(actor, organisationID)) {
    throw notFound();
  }
  if (!can(actor, action, { organisationID })) throw forbidden();
  return organisation;
}

/** An account of a charity the actor acts in, for an action on it. */
async function loadAccount(
  tx: DbOrTx,
  actor: Actor,
  bankAccountID: string,
  action: Action,
): Promise<BankAccountRow> {
  const found = await findBankAccount(tx, bankAccountID);
  if (!found || !actsIn(actor, found.account.organisationID)) throw notFound();
  if (!can(actor, action, { organisationID: found.account.organisationID })) throw forbidden();
  return found.account;
}

/**
 * The stored columns of the form, after the checks a schema cannot make: the primary contact is a
 * user of the charity, and the modulus check does not fail. Every problem is listed together.
 */
async function formColumns(
  db: DbOrTx,
  config: Config,
  organisationID: string,
  bankAccountID: string,
  input: BankAccountForm,
) {
  const errors: Record<string, string[]> = {};
  const members = await usersOfOrganisation(db, organisationID, [input.primaryContactUserID.toLowerCase()]);
  if (members.length === 0) errors.primaryContactUserID = [BANK_ACCOUNT_TEXTS.notAUserOfTheCharity];
  const sortCode = sortCodeDigits(input.sortCode);
  const accountNumber = input.accountNumber.trim();
  const { tables } = await refreshModulusEdition(db);
  const verification = verifyBankAccount(sortCode, accountNumber, tables);
  if (verification === 'invalid') errors.accountNumber = [BANK_ACCOUNT_TEXTS.modulusFailed];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    bankName: input.bankName,
    accountName: input.accountName,
    description: input.description ? input.description : null,
    primaryContactUserID: members[0]!,
    accountVerified: verification === 'verified',
    ...encryptBankSecrets(config, bankAccountID, { sortCode, accountNumber }),
  };
}

/** Inserts an account without access checks (the service below and the demo seed). */
export async function insertBankAccount(
  tx: DbOrTx,
  config: Config,
  organisationID: string,
  input: BankAccountForm,
): Promise<BankAccountRow> {
  const bankAccountID = randomUUID();
  const columns = await formColumns(tx, config, organisationID, bankAccountID, input);
  const [row] = await tx
    .insert(bankAccounts)
    .values({ bankAccountID, organisationID, ...columns })
    .returning();
  return row!;
}

export async function createBankAccount(
  tx: Tx,
  config: Config,
  actor: Actor,
  input: BankAccountCreateInput,
  meta: RequestMeta = {},
): Promise<BankAccountRow> {
  const organisation = await loadCharity(tx, actor, input.organisationID.toLowerCase(), 'bankAccount.create');
  const row = await insertBankAccount(tx, config, organisation.organisationID, input);
  await recordAudit(tx, {
    action: 'bankAccount.created',
    actorUserID: actor.userID,
    organisationID: organisation.organisationID,
    objectType: 'bankAccount',
    objectID: row.bankAccountID,
    ip: meta.ip,
    details: { accountVerified: row.accountVerified },
  });
  return row;
}

export async function updateBankAccount(
  tx: Tx,
  config: Config,
  actor: Actor,
  input: BankAccountUpdateInput,
  meta: RequestMeta = {},
): Promise<BankAccountRow> {
  const current = await loadAccount(tx, actor, input.bankAccountID.toLowerCase(), 'bankAccount.update');
  const columns = await formColumns(tx, config, current.organisationID, current.bankAccountID, input);
  const [row] = await tx
    .update(bankAccounts)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(bankAccounts.bankAccountID, current.bankAccountID))
    .returning();
  await recordAudit(tx, {
    action: 'bankAccount.updated',
    actorUserID: actor.userID,
    organisationID: current.organisationID,
    objectType: 'bankAccount',
    objectID: current.bankAccountID,
    ip: meta.ip,
    details: { accountVerified: row!.accountVerified },
  });
  return row!;
}

/** Issue 11: the legacies that nominate an account of the actor's charity (before deleting it). */
export async function listNominations(db: Tx, actor: Actor, bankAccountID: string) {
  const current = await loadAccount(db, actor, bankAccountID.toLowerCase(), 'bankAccount.read');
  const rows = await nominationsOf(db, current.bankAccountID);
  return rows.map(({ legacy, displayReference }) => ({
    legacyID: legacy.legacyID,
    reference: displayReference,
    visibleToFirm: legacy.bankAccountVisibleToFirm,
  }));
}

/**
 * Deletes an account. Issue 11: an account nominated on legacies is deleted only when the caller
 * confirms (else 409 naming the legacies' references, nothing changed); then each legacy loses the
 * nomination and the firms that could see it are told by e-mail (releaseNominations), all in the
 * transaction of the delete.
 */
export async function deleteBankAccount(
  tx: Tx,
  actor: Actor,
  bankAccountID: string,
  meta: RequestMeta & { publicUrl: string; confirmed: boolean },
) {
  const current = await loadAccount(tx, actor, bankAccountID.toLowerCase(), 'bankAccount.delete');
  const nominated = await nominationsOf(tx, current.bankAccountID, true);
  if (nominated.length > 0 && !meta.confirmed) {
    const references = nominated.map((n) => n.displayReference);
    throw new AppError('CONFLICT', BANK_ACCOUNT_TEXTS.nominatedOn(references), { legacies: references });
  }
  const released = await releaseNominations(tx, actor, current.bankAccountID, meta);
  await tx.delete(bankAccounts).where(eq(bankAccounts.bankAccountID, current.bankAccountID));
  await recordAudit(tx, {
    action: 'bankAccount.deleted',
    actorUserID: actor.userID,
    organisationID: current.organisationID,
    objectType: 'bankAccount',
    objectID: current.bankAccountID,
    ip: meta.ip,
    details: { nominationsRemoved: released.length },
  });
}
