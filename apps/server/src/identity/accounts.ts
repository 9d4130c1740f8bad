import { CLIENTS_ORGANISATION_ID, ORGANISATION_TYPES } from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisations, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;

export interface UserWithOrganisation {
  user: UserRow;
  organisation: OrganisationRow;
}

/** E-mail addresses are unique without regard to case (index users_email_unique on lower()). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export async function findUserByEmail(
  db: DbOrTx,
  emailAddress: string,
): Promise<UserWithOrganisation | undefined> {
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(sql`lower(${users.emailAddress}) = ${normaliseEmail(emailAddress)}`)
    .limit(1);
  return row;
}

export async function findUserByID(db: DbOrTx, userID: string): Promise<UserWithOrganisation | undefined> {
  if (!isUuid(userID)) return undefined;
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(eq(users.userID, userID))
    .limit(1);
  return row;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export type AccessBlock = 'locked' | 'paused' | 'organisation_locked';

/** spec 01 §4: a locked or paused user, or any user of a locked company, has no access. */
export function accessBlock({ user, organisation }: UserWithOrganisation): AccessBlock | null {
  if (user.status === 'locked') return 'locked';
  if (user.status === 'paused') return 'paused';
  if (organisation.locked) return 'organisation_locked';
  return null;
}

export const ACCESS_BLOCK_TEXTS: Record<AccessBlock, string> = {
  locked: 'Your account is locked. Please contact your administrator.',
  paused: 'Your account is paused. Please contact your administrator.',
  organisation_locked: "Your company's access is locked. Please contact your administrator.",
};

/** spec 01 §3 User: the sign-in profile carries the roles as one comma-separated string. */
export function roleClaim(roles: readonly string[]): string {
  return roles.join(',');
}

/** The OpenID claims of a user, filtered by scope by oidc-provider (openid, profile, email). */
export function userClaims(user: UserRow): Record<string, string> & { sub: string } {
  return {
    sub: user.userID,
    given_name: user.firstName,
    family_name: user.surname,
    name: `${user.firstName} ${user.surname}`.trim(),
    role: roleClaim(user.roles),
    email: user.emailAddress,
  };
}

/**
 * A new client account: role Individual in the clients' organisation (spec/README Sign-in),
 * active, with or without a password. The clients' home organisation is seeded; this makes sure
 * it exists on an empty database too.
 */
export async function insertClientUser(
  tx: DbOrTx,
  person: { firstName: string; surname: string; emailAddress: string; passwordHash?: string },
): Promise<UserRow> {
  await tx
    .insert(organisations)
    .values({
      organisationID: CLIENTS_ORGANISATION_ID,
      organisationType: 'clients',
      name: ORGANISATION_TYPES.clients.name,
    })
    .onConflictDoNothing();
  const [created] = await tx
    .insert(users)
    .values({ ...person, organisationID: CLIENTS_ORGANISATION_ID, roles: ['Individual'], status: 'active' })
    .returning();
  return created!;
}
