import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import {
  KEY_FILE_NAME,
  decryptText,
  encryptText,
  encryptionKey,
  isEncrypted,
  parseEncryptionKey,
} from './crypto.js';

describe('AES-256-GCM secrets at rest', () => {
  const key = randomBytes(32);

  it('round-trips a text with a fresh nonce each time', () => {
    const a = encryptText(key, 'sécret ✓', 'org:1:password');
    const b = encryptText(key, 'sécret ✓', 'org:1:password');
    expect(a).not.toBe(b);
    expect(isEncrypted(a)).toBe(true);
    expect(a).not.toContain('sécret');
    expect(decryptText(key, a, 'org:1:password')).toBe('sécret ✓');
  });

  it('refuses another context, another key, or a changed ciphertext', () => {
    const stored = encryptText(key, 'value', 'org:1:password');
    expect(() => decryptText(key, stored, 'org:2:password')).toThrow();
    expect(() => decryptText(randomBytes(32), stored, 'org:1:password')).toThrow();
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => decryptText(key, `v1:${raw.toString('base64')}`, 'org:1:password')).toThrow();
    expect(() => decryptText(key, 'clear text', 'org:1:password')).toThrow();
  });

  it('takes ENCRYPTION_KEY when set and checks it is 32 bytes', () => {
    const base64 = randomBytes(32).toString('base64');
    const config = loadConfig({ ENCRYPTION_KEY: base64, DATA_DIR: os.tmpdir() });
    expect(encryptionKey(config).equals(Buffer.from(base64, 'base64'))).toBe(true);
    expect(() => parseEncryptionKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
  });

  it('otherwise generates a key once into the data directory, mode 0600, and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-key-'));
    try {
      const first = encryptionKey(loadConfig({ DATA_DIR: dataDir }));
      const file = path.join(dataDir, KEY_FILE_NAME);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // A new process (a new configuration object) reads the same key.
      expect(encryptionKey(loadConfig({ DATA_DIR: dataDir })).equals(first)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('generates a key only for the embedded database, and says where it wrote it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-key-'));
    try {
      const said: string[] = [];
      encryptionKey(loadConfig({ DATA_DIR: dataDir }), (m) => said.push(m));
      expect(said).toEqual([expect.stringContaining(path.join(dataDir, KEY_FILE_NAME))]);
      // Read again, nothing to say.
      encryptionKey(loadConfig({ DATA_DIR: dataDir }), (m) => said.push(m));
      expect(said).toHaveLength(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start on PostgreSQL without ENCRYPTION_KEY or a key file outside DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-key-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-secret-'));
    const pg = { DATABASE_URL: 'postgres://db.example/probity', DATA_DIR: dataDir };
    try {
      expect(() => loadConfig(pg)).toThrow(/ENCRYPTION_KEY: required with DATABASE_URL/);
      // Nothing was generated on the way.
      expect(fs.existsSync(path.join(dataDir, KEY_FILE_NAME))).toBe(false);
      const base64 = randomBytes(32).toString('base64');
      expect(encryptionKey(loadConfig({ ...pg, ENCRYPTION_KEY: base64 })).toString('base64')).toBe(base64);

      // A key file: outside DATA_DIR only, read but never created.
      const inside = path.join(dataDir, 'secrets', 'key');
      expect(() => loadConfig({ ...pg, ENCRYPTION_KEY_FILE: inside })).toThrow(/outside DATA_DIR/);
      const file = path.join(outside, 'probity.key');
      const config = loadConfig({ ...pg, ENCRYPTION_KEY_FILE: file });
      expect(() => encryptionKey(config)).toThrow(/ENCRYPTION_KEY_FILE .* cannot be read/);
      expect(fs.existsSync(file)).toBe(false);
      fs.writeFileSync(file, 'not a key');
      expect(() => encryptionKey(loadConfig({ ...pg, ENCRYPTION_KEY_FILE: file }))).toThrow(/base64 of 32/);
      fs.writeFileSync(file, `${base64}\n`);
      expect(encryptionKey(loadConfig({ ...pg, ENCRYPTION_KEY_FILE: file })).toString('base64')).toBe(base64);
      expect(() => loadConfig({ ...pg, ENCRYPTION_KEY: base64, ENCRYPTION_KEY_FILE: file })).toThrow(
        /not both/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
