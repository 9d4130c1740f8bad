import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organisations, users } from '../../db/schema/index.js';

export async function findUserWithOrganisation(db: DbOrTx, userID: string) {
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(eq(users.userID, userID))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${email})`)
    .limit(1);
  return row;
}
