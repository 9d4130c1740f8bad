import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../context.js';
import { serverFile } from '../../lib/server-files.js';

const ASSETS_DIR = serverFile('identity', 'assets');

const ASSETS = {
  'identity.css': 'text/css; charset=utf-8',
  'identity.js': 'text/javascript; charset=utf-8',
  'passkeys.js': 'text/javascript; charset=utf-8',
  'webauthn.js': 'text/javascript; charset=utf-8',
} as const;

/** @simplewebauthn/browser's UMD bundle (global SimpleWebAuthnBrowser), served from our own origin. */
function assetPath(name: string): string {
  if (name !== 'webauthn.js') return path.join(ASSETS_DIR, name);
  const main = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
  return path.join(path.dirname(main), '..', 'dist', 'bundle', 'index.umd.min.js');
}

/** The identity pages' stylesheet and script, read once and served with an ETag. */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  for (const [name, type] of Object.entries(ASSETS)) {
    const content = fs.readFileSync(assetPath(name));
    const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;
    app.get(`/identity/assets/${name}`, { config: PUBLIC }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(type).send(content);
    });
  }
}
