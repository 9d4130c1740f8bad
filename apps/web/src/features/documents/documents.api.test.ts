import { DOCUMENT_TEXTS, STREAMED_UPLOAD_THRESHOLD_BYTES } from '@probity/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toApiError } from '../../api/client';
import { planUploads, uploadDocuments, uploadErrorText } from './documents.api';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token-123',
  forgetUser: async () => {},
}));

const ITEM = 'a0000000-0000-4000-8000-000000000001';
const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

/** A stand-in XMLHttpRequest that records what is sent and answers `reply`. */
class FakeXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  static reply = { status: 201, body: '{}' as string };
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] =
    [];
  status = 0;
  statusText = '';
  responseText = '';
  upload = {
    addEventListener: (_: string, listener: (typeof this.uploadListeners)[number]) =>
      this.uploadListeners.push(listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  addEventListener(event: string, listener: () => void) {
    (this.listeners[event] ??= []).push(listener);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json; charset=utf-8\r\n';
  }
  send(body: Blob) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    queueMicrotask(() => {
      for (const l of this.uploadListeners)
        l({ lengthComputable: true, loaded: body.size / 2, total: body.size });
      this.status = FakeXhr.reply.status;
      this.responseText = FakeXhr.reply.body;
      for (const l of this.listeners.load ?? []) l();
    });
  }
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.reply = { status: 201, body: '{}' };
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    new Response('[]', { status: 201, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => vi.unstubAllGlobals());

describe('document uploads: data URLs for small files, the streamed upload for large ones', () => {
  it('splits at the threshold (4 MB): at it stays a data URL, above it is streamed', () => {
    expect(STREAMED_UPLOAD_THRESHOLD_BYTES).toBe(4 * MB);
    const small = file('a.pdf', 10);
    const edge = { name: 'edge.bin', size: 4 * MB } as File;
    const big = { name: 'big.bin', size: 4 * MB + 1 } as File;
    expect(planUploads([small, edge, big])).toEqual({ dataUrl: [small, edge], streamed: [big] });
  });

  it('sends the small files in one POST /api/Document/ as data URLs and nothing streamed', async () => {
    const progress = vi.fn();
    await uploadDocuments([file('will.pdf', 12, 'application/pdf'), file('notes', 3)], ITEM, progress);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/Document/');
    expect(JSON.parse(String(init?.body))).toEqual([
      {
        name: 'will.pdf',
        mimeType: 'application/pdf',
        content: expect.stringMatching(/^data:/),
        itemID: ITEM,
      },
      {
        name: 'notes',
        mimeType: 'application/octet-stream',
        content: expect.stringMatching(/^data:/),
        itemID: ITEM,
      },
    ]);
    expect(FakeXhr.sent).toEqual([]);
    expect(progress).not.toHaveBeenCalled();
  });

  it('streams a large file as the raw body with the token, its type and name, reporting progress', async () => {
    const big = file('valuation scan.tiff', 5 * MB, 'image/tiff');
    const progress = vi.fn();
    await uploadDocuments([big, file('small.txt', 5, 'text/plain')], ITEM, progress);
    // The small one went as a data URL on its own.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toHaveLength(1);
    expect(FakeXhr.sent).toHaveLength(1);
    const sent = FakeXhr.sent[0]!;
    const url = new URL(sent.url);
    expect(sent.method).toBe('POST');
    expect(url.pathname).toBe('/api/Document/Upload');
    expect(Object.fromEntries(url.searchParams)).toEqual({ itemID: ITEM, name: 'valuation scan.tiff' });
    expect(sent.headers).toMatchObject({ authorization: 'Bearer token-123', 'content-type': 'image/tiff' });
    expect(sent.body).toBe(big);
    expect(progress.mock.calls.map(([f]) => f)).toEqual([0, 0.5, 1]);
  });

  it("a 413 answer rejects with its status; the toast says why, after the spec's text", async () => {
    FakeXhr.reply = {
      status: 413,
      body: JSON.stringify({ detail: 'The file is larger than the upload limit' }),
    };
    const error = await uploadDocuments([file('huge.bin', 5 * MB)], ITEM).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, message: 'The file is larger than the upload limit' });
    expect(uploadErrorText(error)).toBe(DOCUMENT_TEXTS.uploadFailedTooLarge);
    expect(uploadErrorText(toApiError(500, '', undefined))).toBe('Failed to upload the document');
  });
});
