import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { PASSWORD_MAX } from '@probity/domain';

/** The password policy of the built-in identity server. spec 01 §5: passwords are at most 100 characters. */
export const PASSWORD_MIN = 10;
export { PASSWORD_MAX };

export const PASSWORD_POLICY_TEXT = `Use at least ${PASSWORD_MIN} and at most ${PASSWORD_MAX} characters. A short sentence you can remember works well.`;

/**
 * argon2id with the OWASP baseline (19 MiB memory, 2 passes, 1 lane); these are also the library's
 * defaults, written out so a change of defaults does not silently change our hashes.
 */
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** A hash of a random password, made once: verifying against it costs as much as a real check. */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(24).toString('base64url'), HASH_OPTIONS);
  return dummyHash;
}

export async function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/**
 * Checks a password against a stored hash. With no hash (unknown user, or one who never set a
 * password) it still spends the time of a real check, so the answer time does not reveal which.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never signs anybody in.
    return false;
  }
}

/** True when a stored hash was made with weaker (or different) parameters than today's. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      !passwordHash.startsWith('$argon2id$') ||
      o.memoryCost !== HASH_OPTIONS.memoryCost ||
      o.timeCost !== HASH_OPTIONS.timeCost ||
      o.parallelism !== HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

/**
 * Returns the problems with a new password (empty when it is acceptable). Length is counted in
 * characters (code points), so a passphrase with accents or emoji is measured as a person reads it.
 */
export function checkPasswordPolicy(password: string, context: { emailAddress?: string } = {}): string[] {
  const length = [...password].length;
  if (length === 0) return ['Required'];
  if (length < PASSWORD_MIN) return [`The password is too short: use at least ${PASSWORD_MIN} characters.`];
  if (length > PASSWORD_MAX) return [`The password is too long: use at most ${PASSWORD_MAX} characters.`];
  if (password.trim().length === 0) return ['The password cannot be only spaces.'];
  if (context.emailAddress && password.trim().toLowerCase() === context.emailAddress.trim().toLowerCase()) {
    return ['The password cannot be your e-mail address.'];
  }
  return [];
}
