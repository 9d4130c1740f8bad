import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SENSITIVE_INDIVIDUAL_FIELDS } from '@probity/domain';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { openTestDatabase } from '../../../test/helpers.js';
import { DATA_CATEGORIES } from './records-of-processing.js';
import { ENCRYPTING_MODULES, TABLES_WITHOUT_PERSONAL_DATA } from './records-of-processing.tables.js';
import { RECORDS_OF_PROCESSING_PATH, renderRecordsOfProcessing } from './records-of-processing.render.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(here, '../..');
const ROOT = path.resolve(SRC, '../../..');

/** The drizzle schema: table name → its column names. */
const schemaTables = new Map<string, string[]>();
for (const value of Object.values(schema))
  if (value instanceof PgTable) {
    const config = getTableConfig(value);
    schemaTables.set(
      config.name,
      config.columns.map((c) => c.name),
    );
  }

const entries = DATA_CATEGORIES.flatMap((c) => c.tables);
const listed = (kind: 'columns' | 'encrypted' | 'hashed') =>
  entries.flatMap((t) => (t[kind] ?? []).map((column) => `${t.table}.${column}`));
const encrypted = new Set(listed('encrypted'));
const everyListed = [...listed('columns'), ...listed('encrypted'), ...listed('hashed')];

/** Names that say a column holds a secret or an identity or bank number. */
const SENSITIVE_NAME =
  /secret|sealed|encrypt|nino|passport|licence|id_card|visa|sort_code|account_number|password|token|code_hash/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('Records of processing against the schema (issue 19, Art. 30)', () => {
  it('accounts for every table exactly once, and names no table the schema lacks', () => {
    const personal = entries.map((t) => t.table);
    const none = Object.keys(TABLES_WITHOUT_PERSONAL_DATA);
    expect(schemaTables.size).toBeGreaterThan(50);
    const counted = [...personal, ...none];
    expect(counted.filter((t, i) => counted.indexOf(t) !== i)).toEqual([]);
    expect([...schemaTables.keys()].filter((t) => !counted.includes(t))).toEqual([]);
    expect(counted.filter((t) => !schemaTables.has(t))).toEqual([]);
  });

  it('lists only columns the schema has, each once', () => {
    expect(everyListed.length).toBeGreaterThan(100);
    expect(everyListed.filter((c, i) => everyListed.indexOf(c) !== i)).toEqual([]);
    const missing = everyListed.filter((c) => {
      const [table, column] = c.split('.') as [string, string];
      return !schemaTables.get(table)?.includes(column);
    });
    expect(missing).toEqual([]);
  });

  it('lists as encrypted or hashed every column whose name says it is a secret or an identity or bank number', () => {
    const protectedColumns = new Set([...encrypted, ...listed('hashed')]);
    const unlisted = [...schemaTables].flatMap(([table, columns]) =>
      columns
        .filter((c) => SENSITIVE_NAME.test(c) && !protectedColumns.has(`${table}.${c}`))
        .map((c) => `${table}.${c}`),
    );
    expect(unlisted).toEqual([]);
  });

  it("lists every one of an individual's sensitive fields as encrypted", () => {
    const individualColumns = schema.individuals as unknown as Record<string, { name: string }>;
    const columns = SENSITIVE_INDIVIDUAL_FIELDS.map(
      (field) => `individuals.${individualColumns[field]!.name}`,
    );
    expect(columns).toHaveLength(8);
    expect(columns.filter((c) => !encrypted.has(c))).toEqual([]);
  });

  it('knows every module that encrypts a stored value, and each table with an encrypted column has one', () => {
    const callers = sourceFiles(SRC)
      .filter((file) => /\bencryptText\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => file !== 'lib/crypto.ts');
    expect(callers.sort()).toEqual(Object.keys(ENCRYPTING_MODULES).sort());
    const byModules = new Set(Object.values(ENCRYPTING_MODULES).flat());
    const withEncrypted = new Set(entries.filter((t) => t.encrypted?.length).map((t) => t.table));
    expect([...withEncrypted].sort()).toEqual([...byModules].sort());
  });

  it(`keeps ${RECORDS_OF_PROCESSING_PATH} equal to what npm run docs:ropa writes`, () => {
    const committed = fs.readFileSync(path.join(ROOT, RECORDS_OF_PROCESSING_PATH), 'utf8');
    expect(committed).toBe(renderRecordsOfProcessing());
    expect(committed).toContain('`individuals` | ');
    expect(committed).toContain('reg. 40');
  });
});

describe('Records of processing against the migrated database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('finds every listed table and column in the database the migrations built', async () => {
    const rows = await database.query<{ name: string }>(
      "SELECT table_name || '.' || column_name AS name FROM information_schema.columns WHERE table_schema = current_schema()",
    );
    const present = new Set(rows.map((r) => r.name));
    expect(present.size).toBeGreaterThan(400);
    expect(everyListed.filter((c) => !present.has(c))).toEqual([]);
  });
});
