import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decryptText } from '../../lib/crypto.js';
import { decryptStream } from '../../integrations/storage/encryption.js';
import { ArchiveRefused, type Manifest } from './manifest.js';

const WRONG_KEY =
  "The encryption key in use cannot read this archive: it was written with another key. Carry the source's key over (ENCRYPTION_KEY, ENCRYPTION_KEY_FILE, or its DATA_DIR/encryption.key copied into the new DATA_DIR) and run the restore again. Nothing was changed.";

/** Encrypted columns whose context the restore knows, to try the key on real data as well. */
const SAMPLES: { table: string; column: string; context: (row: Record<string, unknown>) => string }[] = [
  { table: 'user_totp', column: 'secret_encrypted', context: (row) => `user:${String(row.user_id)}:totp` },
];

async function firstRow(dir: string, table: string): Promise<Record<string, unknown> | null> {
  const file = path.join(dir, 'tables', `${table}.ndjson`);
  if (!fs.existsSync(file)) return null;
  const lines = readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  try {
    for await (const line of lines) if (line) return JSON.parse(line) as Record<string, unknown>;
    return null;
  } finally {
    lines.close();
  }
}

/**
 * Refuses a key that cannot decrypt the archive: its key check (sealed at export), a sample of its
 * encrypted columns and its first stored file must all decrypt with `key`.
 */
export async function checkArchiveKey(key: Buffer, dir: string, manifest: Manifest): Promise<void> {
  try {
    decryptText(key, manifest.keyCheck.value, manifest.keyCheck.context);
    for (const sample of SAMPLES) {
      const row = await firstRow(dir, sample.table);
      const value = row?.[sample.column];
      if (typeof value === 'string') decryptText(key, value, sample.context(row!));
    }
    const fileKey = manifest.files[0];
    if (fileKey) {
      const sink = new Writable({ write: (_chunk, _enc, done) => done() });
      await pipeline(
        fs.createReadStream(path.join(dir, 'files', fileKey)),
        decryptStream(key, fileKey),
        sink,
      );
    }
  } catch {
    throw new ArchiveRefused(WRONG_KEY);
  }
}
