import { z } from 'zod';
import type { CheckProvider, ProviderCheckRequest, ProviderOutcome } from './check-provider.js';

/*
 * The production adapter: an identity-check service reached over HTTPS at CHECK_PROVIDER_URL, with
 * the company's own credentials (integrationDetails username and password, HTTP Basic).
 *   POST {url}/checks            body: ProviderCheckRequest      → ProviderOutcome
 *   GET  {url}/checks/{reference}                                → ProviderOutcome
 * The answer is validated: anything else is an error, never a made-up result.
 */

const ZComponent = z.object({
  component: z.enum(['address', 'insolvency', 'mortality', 'bankAccountHolder']),
  outcome: z.enum(['pass', 'fail', 'refer']),
  detail: z.string().max(500),
});

const ZOutcome = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('completed'),
    reference: z.string().min(1).max(200),
    components: z.array(ZComponent),
  }),
  z.object({
    status: z.literal('pending'),
    reference: z.string().min(1).max(200),
    reason: z.string().max(500).default(''),
  }),
]);

export class CheckProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckProviderError';
  }
}

export interface HttpProviderOptions {
  baseUrl: string;
  credentials: { username: string; password: string };
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class HttpCheckProvider implements CheckProvider {
  readonly name = 'http' as const;
  private readonly baseUrl: string;

  constructor(private readonly options: HttpProviderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ProviderOutcome> {
    const { username, password } = this.options.credentials;
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new CheckProviderError(
        `The identity-check provider could not be reached: ${(err as Error).message}`,
      );
    }
    if (!response.ok)
      throw new CheckProviderError(`The identity-check provider answered HTTP ${response.status}`);
    const parsed = ZOutcome.safeParse(await response.json().catch(() => null));
    if (!parsed.success)
      throw new CheckProviderError('The identity-check provider gave an answer that could not be read');
    return parsed.data;
  }

  perform(request: ProviderCheckRequest): Promise<ProviderOutcome> {
    return this.call('POST', '/checks', request);
  }

  poll(reference: string): Promise<ProviderOutcome> {
    return this.call('GET', `/checks/${encodeURIComponent(reference)}`);
  }
}
