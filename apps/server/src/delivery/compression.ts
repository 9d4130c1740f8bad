import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text worth compressing: HTML, CSS, JavaScript, JSON (problem details included), XML, SVG, CSV.
 * Never what is compressed already (images, PDFs, zip-based XLSX/DOCX, application/octet-stream
 * downloads of uploaded files) and never server-sent events, which must reach the browser as written.
 */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return false;
  if (type.startsWith('text/')) return true;
  return (
    /^application\/(?:json|javascript|xml|x-javascript|manifest\+json|x-ndjson)$/.test(type) ||
    /^application\/[\w.-]+\+(?:json|xml)$/.test(type) ||
    type === 'image/svg+xml'
  );
}

/**
 * Brotli or gzip, as the browser asks, for every text answer over ~1 kB: API JSON, the identity
 * server's pages, index.html. Registered before any route (the plugin adds its hook per route).
 * The built assets are compressed once at build time (apps/web/scripts/precompress.mjs) and served
 * as they are by @fastify/static, which sets Content-Encoding itself; this plugin leaves an answer
 * that already has one alone. Socket.IO answers on the HTTP server before Fastify sees the request.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleType,
    // Quality 4 (the plugin's default too): within a few per cent of the best for JSON, and cheap
    // enough per request; the static assets get quality 11 at build time instead.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * Leaves this answer as it is. @fastify/compress reads only the request's x-no-compression header
 * for that, and its hooks are on every route added after it (the static files' routes too).
 */
export function skipCompression(request: FastifyRequest): void {
  request.headers['x-no-compression'] = 'already-decided';
}
