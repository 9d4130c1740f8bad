import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import { passkeyChallenges, passkeys } from '../db/schema/index.js';
import type { UserRow } from './accounts.js';

/** The WebAuthn library (and its ASN.1 and X.509 parsers), loaded on the first passkey ceremony: issue 16, idle memory. */
const webauthn = () => import('@simplewebauthn/server');

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

/** How long a challenge waits for the authenticator's answer (the browser's own timeout is shorter). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const BROWSER_TIMEOUT_MS = 2 * 60 * 1000;
export const PASSKEY_NAME_MAX = 60;
/** More than enough for one person's devices; keeps the list and excludeCredentials small. */
export const PASSKEYS_PER_USER_MAX = 20;

/** The relying party: PUBLIC_URL's host name and origin (the identity server shares the web app's origin). */
export function relyingParty(config: Config) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Probity' };
}

/**
 * amr of a passkey sign-in (RFC 8176): 'hwk' for a credential bound to one device (its key cannot
 * leave the authenticator), 'swk' for one that may be synced or is backed up (a software key).
 */
export function passkeyAmr(p: Pick<PasskeyRow, 'deviceType' | 'backedUp'>): 'hwk' | 'swk' {
  return p.deviceType === 'singleDevice' && !p.backedUp ? 'hwk' : 'swk';
}

export async function listPasskeys(db: Db, userID: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userID, userID)).orderBy(asc(passkeys.createdAt));
}

/** True when the user has at least one passkey (it counts as a second factor). */
export async function hasPasskey(db: DbOrTx, userID: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.credentialID })
    .from(passkeys)
    .where(eq(passkeys.userID, userID))
    .limit(1);
  return !!row;
}

/** Removes one of the user's own passkeys; false when the user has none with that id. */
export async function removePasskey(
  db: Db,
  userID: string,
  credentialID: string,
): Promise<PasskeyRow | undefined> {
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userID, userID), eq(passkeys.credentialID, credentialID)))
    .returning();
  return removed;
}

/** Removes every passkey of the user (an administrator's reset of the second factor). */
export async function removeAllPasskeys(db: DbOrTx, userID: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(eq(passkeys.userID, userID))
    .returning({ id: passkeys.credentialID });
  return removed.length > 0;
}

interface ChallengeOwner {
  purpose: ChallengePurpose;
  userID?: string;
  interactionUid?: string;
}

async function storeChallenge(db: Db, challenge: string, owner: ChallengeOwner): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose: owner.purpose,
    userID: owner.userID ?? null,
    interactionUid: owner.interactionUid ?? null,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

/** Takes a challenge out of storage: true only once, for its owner, before it expires. */
async function consumeChallenge(db: Db, challenge: string, owner: ChallengeOwner): Promise<boolean> {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, owner.purpose),
        owner.userID ? eq(passkeyChallenges.userID, owner.userID) : isNull(passkeyChallenges.userID),
        owner.interactionUid
          ? eq(passkeyChallenges.interactionUid, owner.interactionUid)
          : isNull(passkeyChallenges.interactionUid),
      ),
    )
    .returning({ expiresAt: passkeyChallenges.expiresAt });
  return !!row && row.expiresAt.getTime() > Date.now();
}

const b64url = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);
const ZRegistration = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url, attestationObject: b64url }),
  clientExtensionResults: z.looseObject({}).optional().default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});
const ZAuthentication = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}).optional().default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});

/** The browser's answer as posted in a form field (JSON), checked for shape; undefined if unreadable. */
function parseResponse<T>(schema: z.ZodType<T>, raw: string): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The challenge the authenticator signed, read from clientDataJSON. */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown })?.challenge;
    return typeof challenge === 'string' && challenge.length <= 512 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Options for navigator.credentials.create: a discoverable credential with user verification. */
export async function registrationOptions(
  db: Db,
  config: Config,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID, rpName } = relyingParty(config);
  const existing = await listPasskeys(db, user.userID);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.emailAddress,
    userDisplayName: `${user.firstName} ${user.surname}`.trim(),
    userID: new TextEncoder().encode(user.userID),
    timeout: BROWSER_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialID, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [-7, -8, -257],
  });
  await storeChallenge(db, options.challenge, { purpose: 'register', userID: user.userID });
  return options;
}

export type PasskeyRefusal =
  | 'unreadable'
  | 'challenge'
  | 'verification'
  | 'unknown_credential'
  | 'counter'
  | 'duplicate'
  | 'too_many';

export type RegistrationResult = { ok: true; passkey: PasskeyRow } | { ok: false; reason: PasskeyRefusal };

/** Checks the browser's answer to registrationOptions and stores the new passkey under the given name. */
export async function registerPasskey(
  db: Db,
  config: Config,
  user: UserRow,
  input: { name: string; response: string },
): Promise<RegistrationResult> {
  const response = parseResponse(ZRegistration, input.response) as RegistrationResponseJSON | undefined;
  const challenge = response && signedChallenge(response.response.clientDataJSON);
  if (!response || !challenge) return { ok: false, reason: 'unreadable' };
  if (!(await consumeChallenge(db, challenge, { purpose: 'register', userID: user.userID })))
    return { ok: false, reason: 'challenge' };
  const { rpID, origin } = relyingParty(config);
  let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
  try {
    const verified = await (await webauthn()).verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: [-7, -8, -257],
    });
    info = verified.verified ? verified.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) return { ok: false, reason: 'verification' };
  if ((await listPasskeys(db, user.userID)).length >= PASSKEYS_PER_USER_MAX)
    return { ok: false, reason: 'too_many' };
  const [passkey] = await db
    .insert(passkeys)
    .values({
      credentialID: info.credential.id,
      userID: user.userID,
      name: input.name,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: (response.response.transports ?? [])
        .filter((t): t is string => typeof t === 'string')
        .slice(0, 8),
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    })
    .onConflictDoNothing()
    .returning();
  return passkey ? { ok: true, passkey } : { ok: false, reason: 'duplicate' };
}

/**
 * Options for navigator.credentials.get. For a passwordless sign-in the browser offers any
 * discoverable credential of this site; as a second factor only the user's own.
 */
export async function authenticationOptions(
  db: Db,
  config: Config,
  owner: { purpose: 'sign_in' | 'second_factor'; interactionUid: string; userID?: string },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = relyingParty(config);
  const allow = owner.userID ? await listPasskeys(db, owner.userID) : [];
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID,
    timeout: BROWSER_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: allow.map((p) => ({ id: p.credentialID, transports: p.transports as never })),
  });
  await storeChallenge(db, options.challenge, owner);
  return options;
}

export type AuthenticationResult =
  | { ok: true; passkey: PasskeyRow; amr: 'hwk' | 'swk' }
  | { ok: false; reason: PasskeyRefusal; passkey?: PasskeyRow };

/**
 * Checks an assertion: the challenge of this interaction (once), origin, rpID, signature, user
 * verification, and a counter that moves forward. On success the counter and last use are saved.
 */
export async function verifyPasskey(
  db: Db,
  config: Config,
  owner: { purpose: 'sign_in' | 'second_factor'; interactionUid: string; userID?: string },
  raw: string,
): Promise<AuthenticationResult> {
  const response = parseResponse(ZAuthentication, raw) as AuthenticationResponseJSON | undefined;
  const challenge = response && signedChallenge(response.response.clientDataJSON);
  if (!response || !challenge) return { ok: false, reason: 'unreadable' };
  if (!(await consumeChallenge(db, challenge, owner))) return { ok: false, reason: 'challenge' };
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.credentialID, response.id)).limit(1);
  if (!passkey || (owner.userID && passkey.userID !== owner.userID))
    return { ok: false, reason: 'unknown_credential' };
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.userID)
    return { ok: false, reason: 'unknown_credential', passkey };
  const { rpID, origin } = relyingParty(config);
  let info: Awaited<ReturnType<typeof verifyAuthenticationResponse>>['authenticationInfo'] | undefined;
  try {
    const verified = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialID,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
    });
    info = verified.verified ? verified.authenticationInfo : undefined;
  } catch (err) {
    if (err instanceof Error && /counter value/i.test(err.message))
      return { ok: false, reason: 'counter', passkey };
    info = undefined;
  }
  if (!info) return { ok: false, reason: 'verification', passkey };
  // Only move forward: two sign-ins racing with the same counter cannot both win.
  const [updated] = await db
    .update(passkeys)
    .set({ counter: info.newCounter, backedUp: info.credentialBackedUp, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.credentialID, passkey.credentialID),
        info.newCounter > 0 ? lt(passkeys.counter, info.newCounter) : eq(passkeys.counter, 0),
      ),
    )
    .returning();
  if (!updated) return { ok: false, reason: 'counter', passkey };
  return { ok: true, passkey: updated, amr: passkeyAmr(updated) };
}
