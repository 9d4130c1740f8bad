import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/*
 * Application-level encryption of personal data and secrets at rest (ARCHITECTURE "Personal data
 * is protected"): AES-256-GCM with a random 96-bit nonce per value. The key comes from
 * ENCRYPTION_KEY (base64 of 32 bytes) or, for the embedded default, from a key generated once into
 * `${DATA_DIR}/encryption.key` (mode 0600). Several instances must share one ENCRYPTION_KEY.
 */

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Stored values start with this, so a later key or algorithm change can be told apart. */
const FORMAT = 'v1';

export const KEY_FILE_NAME = 'encryption.key';

/** Parses a base64 key; throws unless it is exactly 32 bytes. */
export function parseEncryptionKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`ENCRYPTION_KEY must be the base64 of ${KEY_BYTES} bytes`);
  return key;
}

/**
 * Reads the embedded default's key file, or creates it with a fresh key (and says where).
 * Creation is exclusive ('wx'), so two processes starting together end up with the same key.
 */
function keyFromDataDir(dataDir: string, say: (message: string) => void): Buffer {
  const file = path.join(dataDir, KEY_FILE_NAME);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
      say(
        `generated an encryption key into ${file}: keep a copy of it apart from the data, since nothing stored encrypted can be read without it`,
      );
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return parseEncryptionKey(fs.readFileSync(file, 'utf8'));
}

/** ENCRYPTION_KEY_FILE: read, never created. */
function keyFromFile(file: string): Buffer {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`ENCRYPTION_KEY_FILE ${file} cannot be read (${(err as NodeJS.ErrnoException).code})`);
  }
  try {
    return parseEncryptionKey(text);
  } catch {
    throw new Error(`ENCRYPTION_KEY_FILE ${file} must hold the base64 of ${KEY_BYTES} bytes`);
  }
}

const keys = new WeakMap<Config, Buffer>();

/**
 * The key of this configuration, loaded once: ENCRYPTION_KEY, ENCRYPTION_KEY_FILE, or (only for
 * the embedded database, config.ts refuses PostgreSQL without one of them) the generated file.
 * main.ts calls it at start with `say`, so a missing or bad key stops the start.
 */
export function encryptionKey(config: Config, say: (message: string) => void = () => undefined): Buffer {
  let key = keys.get(config);
  if (!key) {
    if (config.ENCRYPTION_KEY) key = parseEncryptionKey(config.ENCRYPTION_KEY);
    else if (config.ENCRYPTION_KEY_FILE) key = keyFromFile(path.resolve(config.ENCRYPTION_KEY_FILE));
    else if (config.DATABASE_URL)
      throw new Error('ENCRYPTION_KEY or ENCRYPTION_KEY_FILE is required with DATABASE_URL');
    else key = keyFromDataDir(config.dataDir, say);
    keys.set(config, key);
  }
  return key;
}

/**
 * Encrypts a text. `context` is bound to the ciphertext (GCM additional data), e.g. the record and
 * field it belongs to, so a value copied onto another record does not decrypt there.
 */
export function encryptText(key: Buffer, plaintext: string, context: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const payload = Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
  return `${FORMAT}:${payload}`;
}

/** Decrypts what encryptText made; throws when the value, key or context do not match. */
export function decryptText(key: Buffer, stored: string, context: string): string {
  const [format, payload] = stored.split(':', 2);
  if (format !== FORMAT || !payload) throw new Error('Not an encrypted value');
  const raw = Buffer.from(payload, 'base64');
  if (raw.length < NONCE_BYTES + TAG_BYTES) throw new Error('Not an encrypted value');
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, NONCE_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** True when a stored value is in the encrypted format (never a clear text). */
export function isEncrypted(stored: string): boolean {
  return stored.startsWith(`${FORMAT}:`);
}
