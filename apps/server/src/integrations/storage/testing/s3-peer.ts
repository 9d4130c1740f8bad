import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../s3-storage.js';

/*
 * A real S3 protocol peer for tests: s3rver on 127.0.0.1 (a random port) over a temporary
 * directory, with SigV4 checked against its fixed account. Three operations are answered here
 * instead, from s3rver's own files (and without the signature check):
 * - AbortMultipartUpload (DELETE ?uploadId=) and ListMultipartUploads (GET ?uploads), which
 *   s3rver 3.7.1 does not implement: from its upload directory;
 * - ListObjectsV2 (GET ?list-type=2): s3rver seals its continuation tokens with DES, which the
 *   OpenSSL 3 of Node 17+ refuses, so every truncated page fails with InternalError. The listing
 *   itself is s3rver's store (prefix, delimiter, start-after, max-keys); only the token (the
 *   last key, base64) and the XML are made here.
 */

const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export interface S3Peer {
  endpoint: string;
  bucket: string;
  /** Storage options for this peer (path-style, its keys). */
  options(extra?: Partial<S3StorageOptions>): S3StorageOptions;
  /** The S3_* configuration of this peer, for loadConfig / buildTestApp. */
  env(prefix?: string): Record<string, string>;
  /** The multipart operations received, in order (CreateMultipartUpload, UploadPart…). */
  multipartCalls: string[];
  /** Upload ids of multipart uploads neither completed nor aborted. */
  openUploads(): string[];
  /** Backdates an open multipart upload (its Initiated time). */
  backdateUploads(ms: number): void;
  close(): Promise<void>;
}

/** The part of s3rver's filesystem store used for listing (not in its published types). */
interface S3rverStore {
  listObjects(
    bucket: string,
    options: { prefix?: string; delimiter?: string; startAfter?: string; maxKeys?: number },
  ): Promise<{
    objects: { key: string; size: number; lastModifiedDate: Date; metadata: Record<string, string> }[];
    commonPrefixes: string[];
    isTruncated: boolean;
  }>;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startS3Peer(bucket = 'probity-test'): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-s3-'));
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const multipartCalls: string[] = [];
  const multipartCall = (method: string | undefined, query: URLSearchParams) => {
    if (query.has('uploads')) return method === 'POST' ? 'CreateMultipartUpload' : 'ListMultipartUploads';
    if (!query.has('uploadId')) return undefined;
    return { PUT: 'UploadPart', POST: 'CompleteMultipartUpload', DELETE: 'AbortMultipartUpload' }[
      method ?? ''
    ];
  };
  const listUploads = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []);

  const store = (s3rver as unknown as { store: S3rverStore }).store;

  async function listObjectsV2(query: URLSearchParams): Promise<string> {
    const prefix = query.get('prefix') ?? '';
    const token = query.get('continuation-token');
    const maxKeys = Math.min(1000, Number(query.get('max-keys') ?? 1000));
    const result = await store.listObjects(bucket, {
      prefix: prefix || undefined,
      delimiter: query.get('delimiter') || undefined,
      startAfter: token
        ? Buffer.from(token, 'base64').toString('utf8')
        : (query.get('start-after') ?? undefined),
      maxKeys,
    });
    const last = result.objects.at(-1)?.key;
    const next =
      result.isTruncated && last
        ? `<NextContinuationToken>${Buffer.from(last).toString('base64')}</NextContinuationToken>`
        : '';
    const contents = result.objects
      .map(
        (o) =>
          `<Contents><Key>${xml(o.key)}</Key><LastModified>${o.lastModifiedDate.toISOString()}</LastModified><ETag>${xml(o.metadata.etag ?? '')}</ETag><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    const prefixes = result.commonPrefixes.map(
      (p) => `<CommonPrefixes><Prefix>${xml(p)}</Prefix></CommonPrefixes>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${result.objects.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${result.isTruncated}</IsTruncated>${next}${contents}${prefixes.join('')}</ListBucketResult>`;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    const [, urlBucket] = url.pathname.split('/');
    const call = multipartCall(req.method, url.searchParams);
    if (call) multipartCalls.push(call);
    if (urlBucket === bucket && req.method === 'DELETE' && url.searchParams.has('uploadId')) {
      const id = url.searchParams.get('uploadId') ?? '';
      const dir = path.join(uploadsDir, id);
      const known = /^[0-9a-f]+$/.test(id) && fs.existsSync(dir);
      if (known) fs.rmSync(dir, { recursive: true, force: true });
      res.writeHead(known ? 204 : 404).end();
      return;
    }
    if (urlBucket === bucket && req.method === 'GET' && url.searchParams.has('uploads')) {
      const prefix = url.searchParams.get('prefix') ?? '';
      const uploads = listUploads()
        .map((id) => ({
          id,
          key: fs.readFileSync(path.join(uploadsDir, id, 'key'), 'utf8'),
          initiated: fs.statSync(path.join(uploadsDir, id)).mtime,
        }))
        .filter((u) => u.key.startsWith(prefix));
      res.writeHead(200, { 'content-type': 'application/xml' }).end(
        `<?xml version="1.0" encoding="UTF-8"?>
<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Prefix>${xml(prefix)}</Prefix><IsTruncated>false</IsTruncated>${uploads
          .map(
            (u) =>
              `<Upload><Key>${xml(u.key)}</Key><UploadId>${u.id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
          )
          .join('')}</ListMultipartUploadsResult>`,
      );
      return;
    }
    if (
      urlBucket === bucket &&
      url.pathname.replace(/\/$/, '').split('/').length === 2 &&
      req.method === 'GET' &&
      url.searchParams.get('list-type') === '2'
    ) {
      listObjectsV2(url.searchParams).then(
        (body) => res.writeHead(200, { 'content-type': 'application/xml' }).end(body),
        (err: Error) => res.writeHead(500).end(String(err)),
      );
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    options: (extra = {}) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
      ...extra,
    }),
    env: (prefix = '') => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: prefix,
    }),
    multipartCalls,
    openUploads: listUploads,
    backdateUploads(ms) {
      const when = new Date(Date.now() - ms);
      for (const id of listUploads()) fs.utimesSync(path.join(uploadsDir, id), when, when);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fsp.rm(directory, { recursive: true, force: true });
    },
  };
}
