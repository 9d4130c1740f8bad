import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HELP_TEXTS, type HelpAnswer, type HelpSection, type Role } from '@probity/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';

const CONTENT_TOKEN = 'fixed-content-credential';
const ASSISTANT_KEY = 'assistant-key';

/** A Strapi v4 answer: fields under attributes, subsections and roles as relations. */
const STRAPI_SECTIONS = {
  data: [
    {
      id: 2,
      attributes: {
        name: 'Billing',
        order_number: 2,
        section_identifier: 'billing',
        user_roles_can_view: { data: [{ id: 1, attributes: { name: 'Matter Admin' } }] },
        subsections: {
          data: [
            {
              id: 21,
              attributes: {
                name: 'Invoices',
                order_number: 1,
                subsection_identifier: 'invoices',
                content: 'Open **Invoices** to download an invoice as PDF.',
                user_roles_can_view: { data: [] },
              },
            },
          ],
        },
      },
    },
    {
      id: 1,
      attributes: {
        name: 'Working with the office',
        order_number: 1,
        section_identifier: 'office',
        user_roles_can_view: { data: [] },
        subsections: {
          data: [
            {
              id: 11,
              attributes: {
                name: 'Parking',
                order_number: 2,
                subsection_identifier: 'parking',
                content: 'Visitors park in the **car park** behind the office; ask reception for a permit.',
                user_roles_can_view: { data: [] },
              },
            },
            {
              id: 12,
              attributes: {
                name: 'Supervision',
                order_number: 1,
                subsection_identifier: 'supervision',
                content: 'Supervising partners sign off every **estate account** before distribution.',
                user_roles_can_view: { data: [{ id: 2, attributes: { name: 'Supervising Partner' } }] },
              },
            },
            { id: 13, attributes: { name: 'Broken entry without an identifier' } },
          ],
        },
      },
    },
  ],
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } },
};

describe('help from an external content service, answers worded by an OpenAI-compatible API', () => {
  let ctx: TestContext;
  let server: http.Server;
  const contentCalls: { url: string; authorization?: string }[] = [];
  const assistantCalls: { url: string; authorization?: string; body: Record<string, unknown> }[] = [];
  let assistantMode: 'ok' | 'fail' | 'slow' = 'ok';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        if (req.method === 'GET' && req.url?.startsWith('/cms/api/sections')) {
          contentCalls.push({ url: req.url, authorization: req.headers.authorization });
          if (req.headers.authorization !== `Bearer ${CONTENT_TOKEN}`) return res.writeHead(401).end();
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(STRAPI_SECTIONS));
        }
        if (req.method === 'POST' && req.url === '/v1/chat/completions') {
          assistantCalls.push({
            url: req.url,
            authorization: req.headers.authorization,
            body: JSON.parse(raw) as Record<string, unknown>,
          });
          if (assistantMode === 'fail') return res.writeHead(503).end('{"error":"overloaded"}');
          const reply = () => {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(
              JSON.stringify({
                id: 'chatcmpl-1',
                object: 'chat.completion',
                choices: [
                  {
                    index: 0,
                    finish_reason: 'stop',
                    message: {
                      role: 'assistant',
                      content: 'Visitors use the **car park** behind the office. See [Parking](#parking).',
                    },
                  },
                ],
              }),
            );
          };
          if (assistantMode === 'slow') setTimeout(reply, 1500);
          else reply();
          return;
        }
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await buildTestApp({
      HELP_CONTENT_URL: `http://127.0.0.1:${port}/cms`,
      HELP_CONTENT_TOKEN: CONTENT_TOKEN,
      HELP_CONTENT_CACHE_SECONDS: '60',
      ASSISTANT_API_URL: `http://127.0.0.1:${port}/v1`,
      ASSISTANT_API_KEY: ASSISTANT_KEY,
      ASSISTANT_MODEL: 'probity-test-model',
      ASSISTANT_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await ctx.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    assistantMode = 'ok';
    assistantCalls.length = 0;
  });

  async function headersFor(roles: Role[]) {
    return authHeaders(ctx, await buildUser(ctx.database, { roles }));
  }

  it('fetches GET /api/sections?populate=subsections with the fixed bearer credential, filters and caches it', async () => {
    const res = await ctx.app.inject({
      url: '/api/sections?populate=subsections',
      headers: await headersFor(['Matter Admin']),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as HelpSection[];
    // Sorted by order_number; the v4 shape flattened; the broken entry left out.
    expect(data.map((s) => s.section_identifier)).toEqual(['office', 'billing']);
    expect(data[0]?.subsections?.map((s) => s.subsection_identifier)).toEqual(['parking']);
    expect(data[1]?.user_roles_can_view).toEqual(['Matter Admin']);
    expect(contentCalls[0]).toEqual({
      url: '/cms/api/sections?populate=subsections',
      authorization: `Bearer ${CONTENT_TOKEN}`,
    });

    // Another role sees other parts of the same content; the answer came from the cache.
    const partner = await ctx.app.inject({
      url: '/api/sections?populate=subsections',
      headers: await headersFor(['Supervising Partner']),
    });
    const partnerData = partner.json().data as HelpSection[];
    expect(partnerData.map((s) => s.section_identifier)).toEqual(['office']);
    expect(partnerData[0]?.subsections?.map((s) => s.subsection_identifier)).toEqual([
      'supervision',
      'parking',
    ]);
    expect(contentCalls).toHaveLength(1);
  });

  it('gives the API the passages found and the question, and returns its answer with the linked sources', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Help/Ask',
      headers: await headersFor(['Support']),
      payload: { question: 'Where can visitors park their car?', subsectionId: 'parking' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      answer: 'Visitors use the **car park** behind the office. See [Parking](#parking).',
      sources: [{ sectionId: 'office', subsectionId: 'parking', name: 'Parking' }],
    });
    expect(assistantCalls).toHaveLength(1);
    const call = assistantCalls[0]!;
    expect(call.authorization).toBe(`Bearer ${ASSISTANT_KEY}`);
    expect(call.body.model).toBe('probity-test-model');
    const messages = call.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]?.content).toContain(HELP_TEXTS.noMatch);
    expect(messages[1]?.content).toContain('(id #parking');
    expect(messages[1]?.content).toContain('car park** behind the office');
    expect(messages[1]?.content).toContain('Question: Where can visitors park their car?');
    // What the caller may not read is never sent.
    expect(messages[1]?.content).not.toContain('estate account');
  });

  it('falls back to the passages themselves when the API fails or is too slow', async () => {
    const headers = await headersFor(['Support']);
    for (const mode of ['fail', 'slow'] as const) {
      assistantMode = mode;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Help/Ask',
        headers,
        payload: { question: 'Where can visitors park their car?' },
      });
      expect(res.statusCode).toBe(200);
      const answer = res.json() as HelpAnswer;
      expect(answer.answer).toContain('**[Parking](#parking)**');
      expect(answer.answer).toContain('ask reception for a permit');
      expect(answer.sources).toEqual([{ sectionId: 'office', subsectionId: 'parking', name: 'Parking' }]);
    }
    expect(assistantCalls).toHaveLength(2);
  });

  it('does not call the API when the help has nothing on the question', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Help/Ask',
      headers: await headersFor(['Support']),
      payload: { question: 'How do I download an invoice?' },
    });
    // Invoices are for Matter Admin only: for Support there is nothing to answer from.
    expect(res.json()).toEqual({ answer: HELP_TEXTS.noMatch, sources: [] });
    expect(assistantCalls).toHaveLength(0);
  });
});
