import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeDemoMode } from '../auth/demo-mode';
import { ApiError, apiRequest, formatRequestError, toApiError } from './client';
import { parsePagination } from './pagination';

vi.mock('../auth/auth-service', () => ({
  getAccessToken: vi.fn(async () => 'token-123'),
  forgetUser: vi.fn(async () => undefined),
}));

describe('formatRequestError', () => {
  it("joins the values of a 400 answer's errors behind 'Error: '", () => {
    const error = toApiError(400, 'Bad Request', {
      status: 400,
      title: 'One or more validation errors occurred.',
      errors: {
        firstName: ['Required'],
        emailAddress: ['Enter a valid email', 'Too many characters (120/100)'],
      },
    });
    expect(formatRequestError(error)).toBe(
      'Error: Required, Enter a valid email, Too many characters (120/100)',
    );
  });

  it('falls back to the detail of other answers', () => {
    const error = toApiError(403, 'Forbidden', {
      status: 403,
      title: 'Forbidden',
      detail: 'You may not change your roles',
    });
    expect(formatRequestError(error)).toBe('You may not change your roles');
  });

  it('shows the detail of an RFC 9457 problem and keeps its type (issue 15)', () => {
    const error = toApiError(409, 'Conflict', {
      type: 'urn:probity:problem:conflict',
      title: 'Conflict with the stored data',
      status: 409,
      detail: 'Only a failed message can be sent again',
      instance: 'urn:uuid:7c7acdf1-91d1-4b91-acc5-f933309e6e29',
    });
    expect(formatRequestError(error)).toBe('Only a failed message can be sent again');
    expect(error.type).toBe('urn:probity:problem:conflict');
    // The old shape's message is no longer read: the title stands in.
    expect(formatRequestError(toApiError(403, '', { title: 'Forbidden', message: 'old' }))).toBe('Forbidden');
  });

  it('uses the title, then the HTTP status, when there is no detail', () => {
    expect(formatRequestError(toApiError(404, 'Not Found', { status: 404, title: 'Not found' }))).toBe(
      'Not found',
    );
    expect(formatRequestError(toApiError(502, 'Bad Gateway', undefined))).toBe('HTTP 502 Bad Gateway');
  });

  it('uses the message of any other error', () => {
    expect(formatRequestError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('keeps the status and field errors on ApiError', () => {
    const error = toApiError(400, '', { errors: { surname: 'Required' } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ surname: ['Required'] });
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assignMock = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    assignMock.mockReset();
    vi.spyOn(window.location, 'assign').mockImplementation(assignMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('sends the bearer token, and the demo header only when the flag is set', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiRequest('/api/User');
    let headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('X-Demo-Mode')).toBeNull();

    writeDemoMode(true);
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiRequest('/api/User');
    headers = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(headers.get('X-Demo-Mode')).toBe('true');
  });

  it('repeats array query values in order', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await apiRequest('/api/Matters/User/1', {
      query: { page: 1, Filter: ['active', 'complete'], SearchTerm: '' },
    });
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('/api/Matters/User/1?page=1&Filter=active&Filter=complete');
    expect(url).not.toContain('SearchTerm');
  });

  it('refuses to send the token to another origin', async () => {
    await expect(apiRequest('https://evil.example/api')).rejects.toThrow(/another origin/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the browser to sign-in with the current path on 401', async () => {
    window.history.replaceState(null, '', '/secure/matters?status=active');
    fetchMock.mockResolvedValue(json(401, { status: 401, title: 'Unauthorized' }));
    await expect(apiRequest('/api/User')).rejects.toBeInstanceOf(ApiError);
    expect(assignMock).toHaveBeenCalledWith(
      `/authentication/login?returnUrl=${encodeURIComponent('/secure/matters?status=active')}`,
    );
  });

  it('stops redirecting after three 401s in a minute, so a broken server cannot loop', async () => {
    window.history.replaceState(null, '', '/secure/dashboard');
    fetchMock.mockImplementation(async () => json(401, { status: 401, title: 'Unauthorized' }));
    for (let i = 0; i < 5; i++) await expect(apiRequest('/api/User')).rejects.toBeInstanceOf(ApiError);
    expect(assignMock).toHaveBeenCalledTimes(3);
  });
});

describe('parsePagination', () => {
  it('reads the x-pagination header', () => {
    expect(parsePagination('{"currentPage":2,"totalPages":5,"pageSize":10,"totalCount":42}')).toEqual({
      currentPage: 2,
      totalPages: 5,
      pageSize: 10,
      totalCount: 42,
    });
  });

  it('reads an estimated total (issue 16), and only a true flag', () => {
    expect(
      parsePagination(
        '{"currentPage":1,"totalPages":9844,"pageSize":10,"totalCount":98431,"totalIsEstimate":true}',
      ),
    ).toEqual({ currentPage: 1, totalPages: 9844, pageSize: 10, totalCount: 98431, totalIsEstimate: true });
    expect(
      parsePagination(
        '{"currentPage":1,"totalPages":1,"pageSize":10,"totalCount":4,"totalIsEstimate":"yes"}',
      ),
    ).toEqual({ currentPage: 1, totalPages: 1, pageSize: 10, totalCount: 4 });
  });

  it('ignores a missing or broken header', () => {
    expect(parsePagination(null)).toBeNull();
    expect(parsePagination('not json')).toBeNull();
    expect(parsePagination('{"currentPage":1}')).toBeNull();
  });
});
