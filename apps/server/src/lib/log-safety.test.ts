import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, buildUser } from '../../test/helpers.js';
import type { Database } from '../db/client.js';
import { buildFirmWorld, individualBody } from '../features/individuals/individuals.factories.js';
import { serializeError } from './log-safety.js';

/*
 * Issue 13: logs never hold SQL parameters, tokens or personal data. The app's own log stream is
 * captured (at debug level, so nothing hides behind the level) while things go wrong.
 */

interface Captured {
  app: FastifyInstance;
  database: Database;
  lines: string[];
  close(): Promise<void>;
}

async function buildLoggedApp(): Promise<Captured> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { ...(await buildTestApp({ LOG_LEVEL: 'debug' }, { logger: { stream } })), lines };
}

describe('error serialisation', () => {
  it('keeps the kind of a database error and drops its statement, parameters and details', () => {
    const cause = Object.assign(new Error('invalid input syntax for type date: "1931-05-02x"'), {
      code: '22007',
      severity: 'ERROR',
      detail: 'Key (email_address)=(margaret@example.test) already exists.',
      table: 'individuals',
      constraint: 'individuals_email_key',
    });
    const query = Object.assign(
      new Error(
        'Failed query: insert into individuals values ($1, $2)\nparams: Margaret,margaret@example.test',
      ),
      {
        query: 'insert into individuals values ($1, $2)',
        params: ['Margaret', 'margaret@example.test'],
        cause,
      },
    );
    const out = JSON.stringify(serializeError(query));
    for (const secret of ['Margaret', 'margaret@example.test', '1931-05-02', 'insert into', 'Key (']) {
      expect(out).not.toContain(secret);
    }
    expect(serializeError(query)).toMatchObject({
      message: expect.stringMatching(/^Failed query/),
      cause: { code: '22007', table: 'individuals', constraint: 'individuals_email_key' },
    });
    expect(serializeError('Bearer abc.def.ghi went wrong')).toEqual({
      message: 'Bearer [redacted] went wrong',
    });
  });
});

describe('the log during failures', () => {
  let ctx: Captured;
  beforeAll(async () => {
    ctx = await buildLoggedApp();
  });
  afterAll(() => ctx.close());

  it('holds no personal data when an insert fails', async () => {
    const world = await buildFirmWorld(ctx as never);
    const marker = `Zebedee${randomUUID().slice(0, 8)}`;
    // A trigger refuses exactly this insert (the database's own error, as a real failure would be).
    await ctx.database.exec(`
      CREATE OR REPLACE FUNCTION refuse_log_test() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'refused for the log test'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_log_test BEFORE INSERT ON individuals
        FOR EACH ROW WHEN (NEW.first_name = '${marker}') EXECUTE FUNCTION refuse_log_test();`);
    try {
      const email = `${marker.toLowerCase()}@example.test`;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Individuals',
        headers: world.headers,
        payload: individualBody(world.matter.matterID, {
          firstName: marker,
          surname: 'Quennell-Brightwater',
          dob: '1931-05-02',
          emailAddress: email,
        }),
      });
      expect(res.statusCode).toBe(500);
      const log = ctx.lines.join('');
      expect(log).toContain('unhandled error');
      for (const secret of [marker, 'Quennell-Brightwater', '1931-05-02', email])
        expect(log).not.toContain(secret);
    } finally {
      await ctx.database.exec(
        'DROP TRIGGER IF EXISTS refuse_log_test ON individuals; DROP FUNCTION IF EXISTS refuse_log_test();',
      );
    }
  });

  it('holds no access token while the database is down', async () => {
    const user = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    // A token never used before the outage: no cache of verified tokens knows it.
    const headers = await authHeaders(ctx as never, user);
    const token = headers.authorization.slice('Bearer '.length);
    const working = await authHeaders(ctx as never, user);
    expect((await ctx.app.inject({ url: '/api/User', headers: working })).statusCode).toBe(200);
    const before = ctx.lines.length;
    await ctx.database.close();
    for (const url of [
      '/api/User',
      `/api/Matters/User/${user.userID}`,
      '/api/Organisations',
      '/api/Activity',
    ]) {
      const res = await ctx.app.inject({ url, headers });
      expect(res.statusCode, url).not.toBe(200);
    }
    const log = ctx.lines.slice(before).join('');
    expect(log).toMatch(/"level":50/);
    // Neither the token nor any long piece of it.
    expect(log).not.toContain(token);
    for (const part of token.split('.').filter((p) => p.length >= 16)) expect(log).not.toContain(part);
  });
});
