import { TEXTS } from '@probity/domain';
import { forgetUser, getAccessToken } from '../auth/auth-service';
import { DEMO_MODE_HEADER, readDemoMode } from '../auth/demo-mode';
import { loginPath } from '../auth/paths';

/**
 * A failed API call. The server answers every error as an RFC 9457 problem
 * (application/problem+json): the message is its detail, errors its fields (400) or objects.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string | null;
  /** The problem's type URI (about:blank, or a Probity type such as its validation URN). */
  readonly type: string | null;
  /** Field path → messages, from a 400 answer. */
  readonly errors: Record<string, string[]> | null;
  /** A 401 that is taking the browser to sign-in (callers need not show it). */
  readonly isRedirectingToLogin: boolean;

  constructor(
    status: number,
    message: string,
    title: string | null,
    errors: Record<string, string[]> | null,
    isRedirectingToLogin = false,
    type: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.type = type;
    this.errors = errors;
    this.isRedirectingToLogin = isRedirectingToLogin;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = URLSearchParams | Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

function toSearchParams(query: QueryParams | undefined): URLSearchParams {
  if (!query) return new URLSearchParams();
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}

function toErrors(value: unknown): Record<string, string[]> | null {
  if (typeof value !== 'object' || value === null) return null;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[key] = messages.map(String);
    else if (typeof messages === 'string') errors[key] = [messages];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export function toApiError(
  status: number,
  statusText: string,
  body: unknown,
  isRedirectingToLogin = false,
): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const title = typeof record.title === 'string' ? record.title : null;
  const text = typeof body === 'string' && body.trim() !== '' && body.length < 500 ? body.trim() : null;
  const message =
    (typeof record.detail === 'string' && record.detail) ||
    title ||
    text ||
    `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  const type = typeof record.type === 'string' ? record.type : null;
  return new ApiError(status, message, title, toErrors(record.errors), isRedirectingToLogin, type);
}

/**
 * spec 01 §8: form request errors say 'Error: ' plus the joined values of the response's
 * errors object, else the error message.
 */
export function formatRequestError(error: unknown): string {
  if (error instanceof ApiError && error.errors) {
    return `${TEXTS.errorPrefix}${Object.values(error.errors).flat().join(', ')}`;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return TEXTS.somethingWentWrong;
}

const UNAUTHORIZED_KEY = 'probity.unauthorizedRedirects';
const UNAUTHORIZED_WINDOW_MS = 60_000;
const UNAUTHORIZED_MAX_REDIRECTS = 3;

/** Counts recent 401 redirects, so a server that refuses every token cannot loop the browser. */
function mayRedirectAgain(now: number): boolean {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(UNAUTHORIZED_KEY) ?? '[]');
    const recent = (Array.isArray(stored) ? stored : []).filter(
      (t): t is number => typeof t === 'number' && now - t < UNAUTHORIZED_WINDOW_MS,
    );
    if (recent.length >= UNAUTHORIZED_MAX_REDIRECTS) return false;
    window.sessionStorage.setItem(UNAUTHORIZED_KEY, JSON.stringify([...recent, now]));
    return true;
  } catch {
    return true;
  }
}

/**
 * spec 01 §8: any 401 sends the browser to sign-in, returning to where it was. The refused
 * tokens are forgotten first, so sign-in fetches new ones.
 */
async function redirectToLogin(): Promise<boolean> {
  const { pathname, search } = window.location;
  if (pathname.startsWith('/authentication/') || !mayRedirectAgain(Date.now())) return false;
  try {
    await forgetUser();
  } catch {
    // Without a client configuration there is nothing to forget.
  }
  window.location.assign(loginPath(`${pathname}${search}`));
  return true;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The URL on this origin (never another) and the headers every call sends. */
async function prepare(
  path: string,
  query: QueryParams | undefined,
): Promise<{ url: URL; headers: Headers }> {
  const url = new URL(path, window.location.origin);
  if (url.origin !== window.location.origin)
    throw new Error(`Refusing to call another origin: ${url.origin}`);
  for (const [key, value] of toSearchParams(query)) url.searchParams.append(key, value);
  const headers = new Headers({ Accept: 'application/json' });
  const token = await getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (readDemoMode()) headers.set(DEMO_MODE_HEADER, 'true');
  return { url, headers };
}

/**
 * Calls the API of this origin with the bearer token (and the demo-mode header for an
 * administrator in demo mode). The token is never sent to another origin.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { url, headers } = await prepare(path, options.query);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
  const data = await readBody(response);
  const isRedirecting = response.status === 401 && (await redirectToLogin());
  if (!response.ok) throw toApiError(response.status, response.statusText, data, isRedirecting);
  return { data: data as T, status: response.status, headers: response.headers };
}

export interface UploadOptions {
  query?: QueryParams;
  /** The request body: the file itself, sent as it is (no JSON, no data URL). */
  body: Blob;
  contentType: string;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POSTs a file as the raw request body, like apiRequest (same origin, bearer token, demo-mode
 * header, error shapes, 401 to sign-in), with upload progress. XMLHttpRequest, as fetch reports
 * no upload progress.
 */
export async function apiUpload<T>(path: string, options: UploadOptions): Promise<ApiResponse<T>> {
  const { url, headers } = await prepare(path, options.query);
  headers.set('Content-Type', options.contentType);
  const xhr = new XMLHttpRequest();
  await new Promise<void>((resolve, reject) => {
    xhr.open('POST', url.toString());
    for (const [key, value] of headers) xhr.setRequestHeader(key, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => resolve());
    xhr.addEventListener('error', () => reject(new TypeError('The upload failed: network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
    xhr.send(options.body);
  });
  const responseHeaders = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const text = xhr.responseText;
  let data: unknown = text === '' ? undefined : text;
  if (text !== '' && (responseHeaders.get('content-type') ?? '').includes('json')) {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      data = text;
    }
  }
  const isRedirecting = xhr.status === 401 && (await redirectToLogin());
  if (xhr.status < 200 || xhr.status >= 300)
    throw toApiError(xhr.status, xhr.statusText, data, isRedirecting);
  return { data: data as T, status: xhr.status, headers: responseHeaders };
}

export const api = {
  async get<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> {
    return (await apiRequest<T>(path, { query, signal })).data;
  },
  async post<T>(path: string, body?: unknown): Promise<T> {
    return (await apiRequest<T>(path, { method: 'POST', body })).data;
  },
  async put<T>(path: string, body?: unknown): Promise<T> {
    return (await apiRequest<T>(path, { method: 'PUT', body })).data;
  },
  async delete<T>(path: string): Promise<T> {
    return (await apiRequest<T>(path, { method: 'DELETE' })).data;
  },
};
