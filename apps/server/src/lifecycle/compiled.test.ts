import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.js';

/**
 * Issue 16: the compiled server (build.mjs → dist/), as `npm start` and the command-line tools run
 * it. The shutdown test serves from it; this file checks what the bundle imports and runs the CLI.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
// dist/server.js is the server main.js loads once tracing, when configured, has started (issue 18).
const PROGRAMS = ['dist/main.js', 'dist/server.js', 'dist/cli.js', 'dist/import-cli.js'];

/** Loaded on first use (report exports, passkeys, passwords, Redis, S3, templates): never at start. */
const LOADED_WHEN_USED = [
  'exceljs',
  'pdfkit',
  'docx',
  'docxtemplater',
  'pizzip',
  '@simplewebauthn/server',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'ioredis',
  '@socket.io/redis-adapter',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'sanitize-html',
  'handlebars',
  'i18n-iso-countries',
  // Issue 18: tracing, only with OTEL_EXPORTER_OTLP_ENDPOINT (observability/tracing.ts).
  '@opentelemetry/api',
  '@opentelemetry/sdk-trace-node',
  '@opentelemetry/exporter-trace-otlp-http',
  '@opentelemetry/instrumentation',
  '@opentelemetry/instrumentation-http',
  '@opentelemetry/instrumentation-pg',
  '@fastify/otel',
];

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe' });
}, 120_000);

describe('the compiled server', () => {
  const meta = () => JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'dist/meta.json'), 'utf8')) as Metafile;

  it('imports at start none of the libraries it loads on first use', () => {
    const atStart = ['dist/main.js', 'dist/server.js'].flatMap((program) =>
      meta()
        .outputs[program]!.imports.filter((i) => i.external && i.kind === 'import-statement')
        .map((i) => packageOf(i.path)),
    );
    expect(atStart).toContain('fastify');
    expect(LOADED_WHEN_USED.filter((name) => atStart.includes(name))).toEqual([]);
  });

  it('imports only production dependencies and Node built-ins (it runs after npm ci --omit=dev)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const outside = new Set<string>();
    for (const program of PROGRAMS) {
      for (const i of meta().outputs[program]!.imports) {
        if (!i.external || i.path.startsWith('node:')) continue;
        if (!(packageOf(i.path) in pkg.dependencies)) outside.add(`${program}: ${i.path}`);
      }
    }
    expect([...outside]).toEqual([]);
  });

  describe('command-line tool', () => {
    let dataDir: string;
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it('verifies the audit trail of a migrated database, reading the migrations copied beside it', async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-compiled-'));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
      };
      const schema = inject('pgSchema');
      if (schema) env.DATABASE_SCHEMA = schema;
      else {
        delete env.DATABASE_URL;
        const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
        const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: template });
        await database.close();
      }
      if (schema) env.ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
      const out = execFileSync(process.execPath, ['dist/cli.js', 'audit-verify'], {
        cwd: SERVER_DIR,
        env,
        encoding: 'utf8',
      });
      expect(out).toMatch(/^OK: [\d,]+ audit events? verified, the chain is intact/m);
    }, 120_000);
  });
});
