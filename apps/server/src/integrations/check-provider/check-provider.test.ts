import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCheckRequest } from './check-provider.js';
import { CheckProviderError, HttpCheckProvider } from './http-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

const request = (
  overrides: Partial<ProviderCheckRequest['person']> = {},
  bank: ProviderCheckRequest['bank'] = null,
): ProviderCheckRequest => ({
  checkResultID: '11111111-1111-4111-8111-111111111111',
  product: bank ? 'probityCheckPlus' : 'probityCheck',
  person: {
    title: 'Mr',
    firstName: 'Tom',
    middleNames: '',
    surname: 'Hart',
    gender: 'Male',
    dob: '1970-01-01',
    individualTypeID: 'executor',
    address: {
      addressLine1: '1 High St',
      addressLine2: '',
      addressLine3: '',
      cityTown: 'Leeds',
      county: null,
      postCode: 'LS1 1AA',
      country: 'United Kingdom',
    },
    ...overrides,
  },
  bank,
});

describe('the sandbox provider (documented deterministic outcomes)', () => {
  const sandbox = createSandboxProvider();
  const outcomes = async (r: ProviderCheckRequest) => {
    const a = await sandbox.perform(r);
    if (a.status !== 'completed') throw new Error(`pending: ${a.reason}`);
    return Object.fromEntries(a.components.map((c) => [c.component, c.outcome]));
  };

  it('passes an ordinary person', async () => {
    expect(await outcomes(request())).toEqual({ address: 'pass', insolvency: 'pass', mortality: 'pass' });
  });
  it('fails the address in the ZZ area, finds insolvency by surname, a death by type', async () => {
    expect(
      (await outcomes(request({ address: { ...request().person.address, postCode: 'ZZ1 1ZZ' } }))).address,
    ).toBe('fail');
    expect((await outcomes(request({ surname: 'Bankrupt' }))).insolvency).toBe('fail');
    expect((await outcomes(request({ surname: 'Deceased' }))).mortality).toBe('fail');
    expect((await outcomes(request({ individualTypeID: 'deceased' }))).mortality).toBe('pass');
    expect(
      (await outcomes(request({ address: { ...request().person.address, country: 'France' } }))).address,
    ).toBe('refer');
  });
  it('leaves a check pending without a birth date or address, and completes it once they are given', async () => {
    const pending = await sandbox.perform(request({ dob: null }));
    expect(pending.status).toBe('pending');
    expect((await sandbox.poll(pending.reference, request({ dob: null }))).status).toBe('pending');
    expect((await sandbox.poll(pending.reference, request())).status).toBe('completed');
    expect(
      (await sandbox.perform(request({}, { sortCode: null, accountNumber: '1', accountName: null }))).status,
    ).toBe('pending');
    const plus = await outcomes(
      request({}, { sortCode: '089999', accountNumber: '66374958', accountName: 'T Hart' }),
    );
    expect(plus).toEqual({ insolvency: 'pass', bankAccountHolder: 'pass' });
  });
});

describe('the HTTP provider adapter against a local HTTP server', () => {
  let server: http.Server;
  let baseUrl: string;
  const seen: { method: string; url: string; auth: string; body: string }[] = [];
  let answer: unknown = null;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          auth: req.headers.authorization ?? '',
          body,
        });
        if (answer === 'error') {
          res.writeHead(503).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () =>
    new HttpCheckProvider({
      baseUrl,
      credentials: { username: 'firm', password: 's3cret' },
      timeoutMs: 2000,
    });

  it('posts the check with the company credentials and reads a completed answer', async () => {
    answer = {
      status: 'completed',
      reference: 'P-1',
      components: [{ component: 'address', outcome: 'pass', detail: 'ok' }],
    };
    const out = await provider().perform(request());
    expect(out).toEqual(answer);
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/api/checks');
    expect(last.auth).toBe(`Basic ${Buffer.from('firm:s3cret').toString('base64')}`);
    expect(JSON.parse(last.body).person.surname).toBe('Hart');
  });

  it('polls a pending check by its reference', async () => {
    answer = { status: 'pending', reference: 'P 2', reason: 'waiting' };
    expect(await provider().poll('P 2')).toEqual(answer);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/checks/P%202' });
  });

  it('refuses an answer it cannot read, and an HTTP error, rather than invent a result', async () => {
    answer = { status: 'completed', components: 'nope' };
    await expect(provider().perform(request())).rejects.toBeInstanceOf(CheckProviderError);
    answer = 'error';
    await expect(provider().perform(request())).rejects.toThrow('HTTP 503');
  });
});
