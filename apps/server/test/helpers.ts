import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrganisationTypeKey, Role } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { organisations, termsAcceptances, termsVersions, users } from '../src/db/schema/index.js';
import { desc } from 'drizzle-orm';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fresh database (from the migrated template, or the run's PostgreSQL schema) and the whole app. */
export async function openTestDatabase(): Promise<Database> {
  const schema = inject('pgSchema');
  if (schema) return openDatabase({ databaseUrl: process.env.DATABASE_URL, schema });
  const template = fs.readFileSync(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([template]) });
}

export interface TestAppOptions {
  /** pino options for the app's logger (none by default). */
  logger?: Record<string, unknown>;
  /** Adds routes or hooks before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Every test file signs in from 127.0.0.1 (on PostgreSQL into one schema): the address's own
    // lock is tested with addresses of its own (identity/throttle.test.ts).
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  options.beforeReady?.(app);
  await app.ready();
  let closed = false;
  return {
    app,
    database,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `probe` every 100 ms until it gives a value; throws after `ms`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting (${ms} ms)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type OrgRow = typeof organisations.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** Factories make their own organisation unless given one, so tests need no clean-up. */
export async function buildOrganisation(
  database: Database,
  overrides: Partial<typeof organisations.$inferInsert> & { organisationType?: OrganisationTypeKey } = {},
): Promise<OrgRow> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await database.db
    .insert(organisations)
    .values({
      organisationType: 'lawfirm',
      name: `Firm ${suffix}`,
      companyNo: `C${suffix}`,
      vatRegNo: 'GB 123 4567 89',
      sraNumber: '123456',
      dprNo: 'ZA123456',
      address1: '1 High Street',
      cityTown: 'London',
      county: 'Greater London',
      postCode: 'EC1A 1BB',
      country: 'United Kingdom',
      ...overrides,
    })
    .returning();
  return row!;
}

const DEFAULT_ORG_TYPE: Partial<Record<Role, OrganisationTypeKey>> = {
  Administrators: 'platform',
  Individual: 'clients',
  Charity: 'charity',
  Trustee: 'charity',
  Finance: 'charity',
  'Legacy Manager': 'charity',
  'Legacy User': 'charity',
  'Senior Legacy User': 'charity',
};

export async function buildUser(
  database: Database,
  opts: {
    roles?: Role[];
    organisation?: OrgRow;
    acceptTerms?: boolean;
    status?: 'active' | 'locked' | 'paused';
    passwordHash?: string;
  } = {},
): Promise<UserRow> {
  const roles = opts.roles ?? ['Matter Admin'];
  const organisation =
    opts.organisation ??
    (await buildOrganisation(database, { organisationType: DEFAULT_ORG_TYPE[roles[0]!] ?? 'lawfirm' }));
  const suffix = randomUUID().slice(0, 8);
  const [user] = await database.db
    .insert(users)
    .values({
      organisationID: organisation.organisationID,
      firstName: 'Test',
      surname: `User ${suffix}`,
      emailAddress: `user-${suffix}@example.test`,
      roles,
      status: opts.status ?? 'active',
      passwordHash: opts.passwordHash ?? null,
    })
    .returning();
  if (opts.acceptTerms !== false) {
    const [latest] = await database.db
      .select()
      .from(termsVersions)
      .orderBy(desc(termsVersions.version))
      .limit(1);
    if (latest)
      await database.db.insert(termsAcceptances).values({ userID: user!.userID, version: latest.version });
  }
  return user!;
}

/** Bearer headers for a user, from a token issued by the real identity module. */
export async function authHeaders(
  ctx: TestContext,
  user: { userID: string },
  extra: Record<string, string> = {},
) {
  const token = await ctx.app.identity.mintAccessToken(user.userID);
  return { authorization: `Bearer ${token}`, ...extra };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request to the app as a signed-in user; the payload, when given, is sent as JSON. */
export async function callAs(
  ctx: TestContext,
  as: { userID: string },
  method: Method,
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: await authHeaders(ctx, as),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
