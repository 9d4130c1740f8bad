import { PLATFORM_ORGANISATION_ID } from '@probity/domain';
import type { DbOrTx } from '../db/client.js';
import type { OrganisationRow, UserRow } from './accounts.js';
import { hasPasskey, removeAllPasskeys } from './passkeys.js';
import { hasConfirmedTotp, removeTotp } from './totp.js';

/*
 * Who has, and who must use, a second factor (issue 13), and what a sign-in says about it.
 *
 * amr (RFC 8176) of a built-in sign-in: ['pwd'] with the password alone, ['pwd', 'otp'] with an
 * authenticator app code or a recovery code; passkeys add 'hwk'/'swk'.
 * acr (ours): ACR_PASSWORD_ONLY for one factor, ACR_SECOND_FACTOR for two.
 */

export const ACR_PASSWORD_ONLY = 'urn:probity:loa:1';
export const ACR_SECOND_FACTOR = 'urn:probity:loa:2';
/** The amr values that mean "a second factor was used". */
export const SECOND_FACTOR_AMR = ['otp', 'hwk', 'swk'] as const;

/** The API's answer (403) to a token without a second factor of a user who must use one. */
export const SECOND_FACTOR_REQUIRED =
  'Your account must sign in with a second factor. Please sign out and sign in again.';
/** RFC 9470 step-up challenge, so a client can tell this 403 from a missing permission. */
export const SECOND_FACTOR_CHALLENGE = `Bearer error="insufficient_user_authentication", error_description="A second factor is required", acr_values="urn:probity:loa:2"`;

export function acrFor(amr: readonly string[]): string {
  return amr.some((m) => (SECOND_FACTOR_AMR as readonly string[]).includes(m))
    ? ACR_SECOND_FACTOR
    : ACR_PASSWORD_ONLY;
}

/**
 * The kinds of second factor a user can hold. HOOK for other factors (passkeys): add an entry here;
 * `hasSecondFactor` then counts it, and an administrator's reset removes it too.
 */
export interface SecondFactorKind {
  name: string;
  /** Whether the user holds a working factor of this kind (confirmed, not half set up). */
  has(db: DbOrTx, userID: string): Promise<boolean>;
  /** Removes every factor of this kind of the user; answers whether there was one. */
  remove(db: DbOrTx, userID: string): Promise<boolean>;
}

export const SECOND_FACTOR_KINDS: SecondFactorKind[] = [
  { name: 'totp', has: hasConfirmedTotp, remove: removeTotp },
  { name: 'passkey', has: hasPasskey, remove: removeAllPasskeys },
];

/** Whether the user holds any second factor: sign-in then asks for it after the password. */
export async function hasSecondFactor(db: DbOrTx, userID: string): Promise<boolean> {
  for (const kind of SECOND_FACTOR_KINDS) if (await kind.has(db, userID)) return true;
  return false;
}

/** The kinds of second factor the user holds (their names). */
export async function secondFactorsOf(db: DbOrTx, userID: string): Promise<string[]> {
  const names: string[] = [];
  for (const kind of SECOND_FACTOR_KINDS) if (await kind.has(db, userID)) names.push(kind.name);
  return names;
}

/** Removes every second factor of a user (an administrator's reset); answers the kinds removed. */
export async function removeSecondFactors(db: DbOrTx, userID: string): Promise<string[]> {
  const removed: string[] = [];
  for (const kind of SECOND_FACTOR_KINDS) if (await kind.remove(db, userID)) removed.push(kind.name);
  return removed;
}

/**
 * Issue 13: every platform administrator always, and every user of an organisation that turned on
 * "Require a second factor", must sign in with one.
 */
export function mustUseSecondFactor(
  user: Pick<UserRow, 'roles' | 'organisationID'>,
  organisation: Pick<OrganisationRow, 'requireSecondFactor'>,
): boolean {
  return (
    user.roles.includes('Administrators') ||
    user.organisationID === PLATFORM_ORGANISATION_ID ||
    organisation.requireSecondFactor
  );
}
