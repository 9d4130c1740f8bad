import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../../integrations/storage/index.js';
import { notFound } from '../../lib/errors.js';
import { contentDisposition } from './content-disposition.js';

export interface StoredFile {
  storageKey: string;
  name: string;
  mimeType: string;
  fileSize?: number;
  disposition?: 'inline' | 'attachment';
}

/**
 * Sends a stored file as every download of the product does: never sniffed nor run by the browser
 * (nosniff, a sandbox CSP) and never cached. `beforeSend` (the audit of the read, issue 13) runs
 * once the file is open and before any byte leaves: if it fails, the file is closed, nothing is sent.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  beforeSend?: () => Promise<unknown>,
) {
  const stream = await storage.open(file.storageKey).catch(() => {
    throw notFound();
  });
  await beforeSend?.().catch((err: unknown) => {
    stream.destroy();
    throw err;
  });
  reply.header('content-type', file.mimeType);
  if (file.fileSize !== undefined) reply.header('content-length', String(file.fileSize));
  return reply
    .header('content-disposition', contentDisposition(file.disposition ?? 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(stream);
}
