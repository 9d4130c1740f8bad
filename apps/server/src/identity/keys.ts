import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JWK, JWKS } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { identitySecrets } from '../db/schema/index.js';
import { decryptText, encryptionKey, encryptText } from '../lib/crypto.js';

export interface IdentityKeys {
  /** Keys for signing the identity server's cookies (newest first). */
  cookieKeys: string[];
  /** Key for the HMAC of our own forms' CSRF tokens. */
  csrfKey: Buffer;
  /** Private signing keys (RS256) for ID tokens, published as the issuer's JWKS. */
  jwks: JWKS;
}

const SECRET_FILE = 'identity-secret';
const JWKS_FILE = 'identity-jwks.json';

/**
 * Reads a file, or creates it with `make()` when absent. Created with mode 0600 and the exclusive
 * flag, so two processes starting together end up with the same content (the loser reads it).
 */
function readOrCreate(file: string, make: () => string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file, 'utf8');
}

function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: randomBytes(12).toString('base64url'), use: 'sig', alg: 'RS256' };
}

function derive(secret: string, label: string): Buffer {
  return createHmac('sha256', secret).update(label).digest();
}

/** Where each secret is kept: a file of DATA_DIR (embedded database), a row of identity_secrets (PostgreSQL). */
interface SecretSource {
  secret(make: () => string): Promise<string>;
  jwks(make: () => string): Promise<string>;
}

function filesOf(config: Config): SecretSource {
  return {
    secret: async (make) => readOrCreate(path.join(config.dataDir, SECRET_FILE), make),
    jwks: async (make) => readOrCreate(path.join(config.dataDir, JWKS_FILE), make),
  };
}

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Issue 18: on PostgreSQL the secrets are rows of identity_secrets, encrypted with ENCRYPTION_KEY,
 * so every instance (each with a data folder of its own, or none) signs with the same keys. The
 * first instance to start writes them (INSERT … ON CONFLICT DO NOTHING, then every instance reads
 * the row that won). An instance upgraded from one that kept them in DATA_DIR carries those files
 * over, so its sessions and tokens stay valid.
 */
function databaseOf(config: Config, database: Database): SecretSource {
  const key = encryptionKey(config);
  const shared = async (name: string, file: string, make: () => string) => {
    const read = async () => {
      const [row] = await database.db
        .select({ value: identitySecrets.value })
        .from(identitySecrets)
        .where(eq(identitySecrets.name, name));
      return row ? decryptText(key, row.value, `identity_secrets:${name}`) : undefined;
    };
    const found = await read();
    if (found !== undefined) return found;
    const value = readIfPresent(path.join(config.dataDir, file)) ?? make();
    await database.db
      .insert(identitySecrets)
      .values({ name, value: encryptText(key, value, `identity_secrets:${name}`) })
      .onConflictDoNothing();
    const stored = await read();
    if (stored === undefined) throw new Error(`identity secret ${name} could not be stored`);
    return stored;
  };
  return {
    secret: (make) => shared('session-secret', SECRET_FILE, make),
    jwks: (make) => shared('jwks', JWKS_FILE, make),
  };
}

/**
 * The cookie secret comes from SESSION_SECRET or is generated once, and so are the signing keys:
 * into DATA_DIR (`identity-secret`, `identity-jwks.json`) on the embedded database, into the
 * database's identity_secrets on PostgreSQL (shared by every instance). A restart keeps every
 * session and token valid. Tests (NODE_ENV=test) keep fresh keys in memory.
 */
export async function loadIdentityKeys(config: Config, database: Database): Promise<IdentityKeys> {
  const inMemory = config.NODE_ENV === 'test';
  const source = database.kind === 'postgres' ? databaseOf(config, database) : filesOf(config);
  const secret =
    config.SESSION_SECRET ??
    (inMemory
      ? randomBytes(32).toString('base64url')
      : (await source.secret(() => randomBytes(32).toString('base64url'))).trim());
  if (secret.length < 32) throw new Error(`${SECRET_FILE} must hold at least 32 characters`);

  const jwksText = inMemory
    ? JSON.stringify({ keys: [newSigningKey()] })
    : await source.jwks(() => JSON.stringify({ keys: [newSigningKey()] }, null, 2));
  const jwks = JSON.parse(jwksText) as JWKS;
  if (!Array.isArray(jwks.keys) || jwks.keys.length === 0) throw new Error(`${JWKS_FILE} holds no keys`);

  return {
    cookieKeys: [derive(secret, 'probity-identity-cookies').toString('base64url')],
    csrfKey: derive(secret, 'probity-identity-csrf'),
    jwks,
  };
}
