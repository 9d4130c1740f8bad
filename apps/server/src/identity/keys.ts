import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JWK, JWKS } from 'oidc-provider';
import type { Config } from '../config.js';

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

/**
 * The cookie secret comes from SESSION_SECRET or from `${dataDir}/identity-secret`, and the
 * signing keys from `${dataDir}/identity-jwks.json`, both generated once, so a restart keeps every
 * session and token valid. Tests (NODE_ENV=test) keep fresh keys in memory.
 *
 * Several instances must share both: set SESSION_SECRET and give them the same DATA_DIR files.
 */
export function loadIdentityKeys(config: Config): IdentityKeys {
  const inMemory = config.NODE_ENV === 'test';
  const secret =
    config.SESSION_SECRET ??
    (inMemory
      ? randomBytes(32).toString('base64url')
      : readOrCreate(path.join(config.dataDir, SECRET_FILE), () =>
          randomBytes(32).toString('base64url'),
        ).trim());
  if (secret.length < 32) throw new Error(`${SECRET_FILE} must hold at least 32 characters`);

  const jwksText = inMemory
    ? JSON.stringify({ keys: [newSigningKey()] })
    : readOrCreate(path.join(config.dataDir, JWKS_FILE), () =>
        JSON.stringify({ keys: [newSigningKey()] }, null, 2),
      );
  const jwks = JSON.parse(jwksText) as JWKS;
  if (!Array.isArray(jwks.keys) || jwks.keys.length === 0) throw new Error(`${JWKS_FILE} holds no keys`);

  return {
    cookieKeys: [derive(secret, 'probity-identity-cookies').toString('base64url')],
    csrfKey: derive(secret, 'probity-identity-csrf'),
    jwks,
  };
}
