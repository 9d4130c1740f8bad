import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, openTestDatabase } from '../../test/helpers.js';
import type { Database } from '../db/client.js';
import { oidcPayloads, userTokens } from '../db/schema/index.js';
import { DatabaseAdapter, destroyAccountPayloads, pruneExpiredPayloads } from './adapter.js';
import { checkPasswordPolicy, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { consumeUserToken, createUserToken, findUserToken, hashUserToken } from './user-tokens.js';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('one-time user tokens', () => {
  it('stores only a hash and works exactly once, for its purpose only', async () => {
    const user = await buildUser(database);
    const raw = await createUserToken(database.db, user.userID, 'password_reset', 60_000);
    expect(raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(userTokens).where(eq(userTokens.userID, user.userID));
    expect(row!.tokenHash).toBe(hashUserToken(raw));
    expect(row!.tokenHash).not.toContain(raw);

    expect(await consumeUserToken(database.db, raw, 'invitation')).toBeNull();
    expect(await findUserToken(database.db, raw, 'password_reset')).toBe(user.userID);
    const [a, b] = await Promise.all([
      consumeUserToken(database.db, raw, 'password_reset'),
      consumeUserToken(database.db, raw, 'password_reset'),
    ]);
    expect([a, b].filter(Boolean)).toEqual([user.userID]);
    expect(await consumeUserToken(database.db, raw, 'password_reset')).toBeNull();
    expect(await findUserToken(database.db, raw, 'password_reset')).toBeNull();
  });

  it('refuses expired and malformed tokens', async () => {
    const user = await buildUser(database);
    const raw = await createUserToken(database.db, user.userID, 'invitation', -1000);
    expect(await consumeUserToken(database.db, raw, 'invitation')).toBeNull();
    expect(await consumeUserToken(database.db, "' OR 1=1 --", 'invitation')).toBeNull();
  });
});

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('a long enough passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword(hash, 'a long enough passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'another passphrase')).toBe(false);
    expect(await verifyPassword(null, 'anything at all')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything at all')).toBe(false);
  });

  it('applies the policy: 10 to 100 characters, not the e-mail address', () => {
    expect(checkPasswordPolicy('')).toEqual(['Required']);
    expect(checkPasswordPolicy('short')[0]).toContain('at least 10');
    expect(checkPasswordPolicy('x'.repeat(101))[0]).toContain('at most 100');
    expect(checkPasswordPolicy(' '.repeat(12))[0]).toContain('only spaces');
    expect(checkPasswordPolicy('me@example.test', { emailAddress: 'ME@example.test' })[0]).toContain(
      'e-mail',
    );
    expect(checkPasswordPolicy('naïve café ☕ ok')).toEqual([]);
  });
});

describe('oidc storage adapter', () => {
  it('upserts, finds by id and uid, consumes, revokes by grant and forgets expired rows', async () => {
    const sessions = new DatabaseAdapter(database.db, 'Session');
    const tokens = new DatabaseAdapter(database.db, 'AccessToken');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'acc-1', jti: 's1' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'acc-1' });
    expect(await sessions.findByUid('u1')).toMatchObject({ jti: 's1' });
    expect(await tokens.find('s1')).toBeUndefined();

    await tokens.upsert('t1', { grantId: 'g1', accountId: 'acc-1' }, 60);
    await tokens.upsert('t2', { grantId: 'g2', accountId: 'acc-2' }, 60);
    await tokens.consume('t1');
    expect((await tokens.find('t1'))?.consumed).toBeGreaterThan(0);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();

    await tokens.upsert('t3', { accountId: 'acc-2' }, -10);
    expect(await tokens.find('t3')).toBeUndefined();
    expect(await pruneExpiredPayloads(database.db)).toBeGreaterThanOrEqual(1);

    expect(await destroyAccountPayloads(database.db, 'acc-1')).toBe(1);
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await tokens.find('t2')).toMatchObject({ accountId: 'acc-2' });
    await tokens.destroy('t2');
    const rest = await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 't2'));
    expect(rest).toHaveLength(0);
  });
});
