import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankAccounts, users } from '../../db/schema/index.js';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
type ContactRow = Pick<
  typeof users.$inferSelect,
  'userID' | 'firstName' | 'surname' | 'title' | 'emailAddress' | 'profileImage'
>;
export interface BankAccountWithContact {
  account: BankAccountRow;
  contact: ContactRow | null;
}

const contactColumns = {
  userID: users.userID,
  firstName: users.firstName,
  surname: users.surname,
  title: users.title,
  emailAddress: users.emailAddress,
  profileImage: users.profileImage,
};

/** The bank accounts of an organisation with their primary contacts, by account name. */
export async function listBankAccounts(
  db: DbOrTx,
  organisationID: string,
): Promise<BankAccountWithContact[]> {
  return db
    .select({ account: bankAccounts, contact: contactColumns })
    .from(bankAccounts)
    .leftJoin(users, eq(users.userID, bankAccounts.primaryContactUserID))
    .where(eq(bankAccounts.organisationID, organisationID))
    .orderBy(asc(bankAccounts.accountName), asc(bankAccounts.createdAt));
}

export async function findBankAccount(
  db: DbOrTx,
  bankAccountID: string,
): Promise<BankAccountWithContact | undefined> {
  const [row] = await db
    .select({ account: bankAccounts, contact: contactColumns })
    .from(bankAccounts)
    .leftJoin(users, eq(users.userID, bankAccounts.primaryContactUserID))
    .where(eq(bankAccounts.bankAccountID, bankAccountID));
  return row;
}
