import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, openTestDatabase } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { createIdentity } from './index.js';
import type { IdentityModule } from './types.js';

let database: Database;
let server: http.Server;
let issuer: string;
let identity: IdentityModule;
let sign: (
  claims: JWTPayload,
  options?: { expiresIn?: string; iss?: string; key?: 'trusted' | 'other' },
) => Promise<string>;

beforeAll(async () => {
  database = await openTestDatabase();
  const trusted = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(trusted.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realms/probity/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/certs` }));
    } else if (req.url === '/realms/probity/certs') {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/probity`;
  sign = (claims, options = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(options.iss ?? issuer)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '5m')
      .sign(options.key === 'other' ? other.privateKey : trusted.privateKey);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'probity-web',
    OIDC_AUDIENCE: 'probity-api',
  });
  identity = await createIdentity({ config, database });
});

afterAll(async () => {
  server?.close();
  await database?.close();
});

describe('external OpenID issuer', () => {
  it('is chosen by OIDC_ISSUER and points the web client at it', async () => {
    expect(identity.kind).toBe('external');
    const app = Fastify();
    await identity.register(app);
    const res = await app.inject({ url: '/_configuration/probity-web' });
    expect(res.json()).toMatchObject({ authority: issuer, client_id: 'probity-web', response_type: 'code' });
    expect((await app.inject({ url: '/_configuration/other' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/identity/.well-known/openid-configuration' })).statusCode).toBe(404);
    await expect(identity.mintAccessToken('x')).rejects.toThrow(/cannot mint/);
    await app.close();
  });

  it('links a user by e-mail on first sign-in, then recognises the subject', async () => {
    const user = await buildUser(database);
    const first = await sign({
      sub: 'kc-123',
      aud: 'probity-api',
      email: user.emailAddress.toUpperCase(),
      email_verified: true,
    });
    expect(await identity.verifyAccessToken(first)).toMatchObject({ userID: user.userID });
    const [row] = await database.db.select().from(users).where(eq(users.userID, user.userID));
    expect(row).toMatchObject({ externalIssuer: issuer, externalSubject: 'kc-123' });
    expect(row!.lastLogin).toBeInstanceOf(Date);

    // Later tokens need no e-mail claim; another subject cannot take over the linked user.
    expect(
      (await identity.verifyAccessToken(await sign({ sub: 'kc-123', aud: 'probity-api' })))?.userID,
    ).toBe(user.userID);
    const intruder = await sign({
      sub: 'kc-999',
      aud: 'probity-api',
      email: user.emailAddress,
      email_verified: true,
    });
    expect(await identity.verifyAccessToken(intruder)).toBeNull();
  });

  it('refuses unknown users, other audiences, other keys, other issuers and expired tokens', async () => {
    const user = await buildUser(database);
    const good = { sub: 'kc-good', aud: 'probity-api', email: user.emailAddress, email_verified: true };
    expect(await identity.verifyAccessToken(await sign({ sub: 'kc-nobody', aud: 'probity-api' }))).toBeNull();
    expect(await identity.verifyAccessToken(await sign({ ...good, aud: 'another-api' }))).toBeNull();
    expect(await identity.verifyAccessToken(await sign(good, { key: 'other' }))).toBeNull();
    expect(await identity.verifyAccessToken(await sign(good, { iss: 'https://evil.example' }))).toBeNull();
    expect(await identity.verifyAccessToken(await sign(good, { expiresIn: '-5m' }))).toBeNull();
    expect(await identity.verifyAccessToken(await sign({ ...good, email_verified: false }))).toBeNull();
    expect(await identity.verifyAccessToken('garbage')).toBeNull();
    expect((await identity.verifyAccessToken(await sign(good)))?.userID).toBe(user.userID);
  });

  it('links by e-mail only when the issuer says email_verified true', async () => {
    const user = await buildUser(database);
    const claims = { aud: 'probity-api', email: user.emailAddress };
    // Absent, false or a string "true" (not the boolean the specification names): no link.
    expect(await identity.verifyAccessToken(await sign({ ...claims, sub: 'kc-unverified-1' }))).toBeNull();
    expect(
      await identity.verifyAccessToken(
        await sign({ ...claims, sub: 'kc-unverified-2', email_verified: false }),
      ),
    ).toBeNull();
    expect(
      await identity.verifyAccessToken(
        await sign({ ...claims, sub: 'kc-unverified-3', email_verified: 'true' }),
      ),
    ).toBeNull();
    const [row] = await database.db.select().from(users).where(eq(users.userID, user.userID));
    expect(row).toMatchObject({ externalIssuer: null, externalSubject: null });
    const verified = await sign({ ...claims, sub: 'kc-verified', email_verified: true });
    expect((await identity.verifyAccessToken(verified))?.userID).toBe(user.userID);
  });

  it('revokeUser refuses the tokens issued before it', async () => {
    const user = await buildUser(database);
    const token = await sign({
      sub: 'kc-revoked',
      aud: 'probity-api',
      email: user.emailAddress,
      email_verified: true,
    });
    expect((await identity.verifyAccessToken(token))?.userID).toBe(user.userID);
    await identity.revokeUser(user.userID);
    expect(await identity.verifyAccessToken(token)).toBeNull();
  });
});

describe('external OpenID issuer: which sign-ins count as a second factor (issue 13)', () => {
  it('reads amr and acr; OIDC_SECOND_FACTOR_ACR / _AMR name the values that count', async () => {
    const user = await buildUser(database);
    const base = { sub: 'kc-mfa', aud: 'probity-api', email: user.emailAddress, email_verified: true };
    // Defaults: amr mfa, otp, hwk or swk count; no acr does.
    const byDefault = await identity.verifyAccessToken(await sign({ ...base, amr: ['pwd', 'otp'] }));
    expect(byDefault).toMatchObject({ userID: user.userID, amr: ['pwd', 'otp'], secondFactor: true });
    expect(
      (await identity.verifyAccessToken(await sign({ ...base, amr: ['pwd'], acr: 'gold' })))?.secondFactor,
    ).toBe(false);
    expect((await identity.verifyAccessToken(await sign(base)))?.secondFactor).toBe(false);

    const configured = await createIdentity({
      config: loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://127.0.0.1:3999',
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: 'probity-web',
        OIDC_AUDIENCE: 'probity-api',
        OIDC_SECOND_FACTOR_ACR: 'gold, urn:example:loa:3',
        OIDC_SECOND_FACTOR_AMR: 'hwk',
      }),
      database,
    });
    const gold = await configured.verifyAccessToken(await sign({ ...base, acr: 'gold', amr: ['pwd'] }));
    expect(gold).toMatchObject({ acr: 'gold', secondFactor: true });
    expect(
      (await configured.verifyAccessToken(await sign({ ...base, acr: 'urn:example:loa:3' })))?.secondFactor,
    ).toBe(true);
    expect((await configured.verifyAccessToken(await sign({ ...base, amr: ['hwk'] })))?.secondFactor).toBe(
      true,
    );
    expect((await configured.verifyAccessToken(await sign({ ...base, amr: ['otp'] })))?.secondFactor).toBe(
      false,
    );
    expect((await configured.verifyAccessToken(await sign({ ...base, acr: 'silver' })))?.secondFactor).toBe(
      false,
    );
  });
});
