import { UPLOAD_TEXTS } from '@probity/domain';
import { PassThrough, Readable } from 'node:stream';
import {
  type FileStorage,
  type TempUpload,
  UploadTooLargeError,
  sniffMimeType,
} from '../../integrations/storage/index.js';
import { MalwareFoundError, ScannerUnavailableError } from '../../integrations/malware-scan/index.js';
import { AppError, invalid } from '../../lib/errors.js';

export interface SniffedUpload extends TempUpload {
  mimeType: string;
}

export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TEXTS.tooLarge);

/**
 * Streams a file to a temporary name and sniffs its type from the bytes. Over the limit answers
 * 413 and HTML/SVG answers 400; either way nothing is left behind. The source is read through a
 * pass-through so a refused request can still be answered (it is drained, not destroyed).
 */
export async function streamToTemp(
  storage: FileStorage,
  fileKey: string,
  source: Readable,
  name: string,
  limitBytes: number,
  /** The field a refusal names (the data URL's, or the streamed body). */
  field = 'content',
): Promise<SniffedUpload> {
  const input = new PassThrough();
  source.pipe(input);
  let upload: TempUpload;
  try {
    upload = await storage.writeTemp(fileKey, input, limitBytes);
  } catch (err) {
    source.unpipe(input);
    source.resume();
    if (err instanceof UploadTooLargeError) throw tooLarge();
    if (err instanceof MalwareFoundError)
      throw new AppError('VALIDATION', `${UPLOAD_TEXTS.infected} ${err.signature}.`, {
        [field]: [`${UPLOAD_TEXTS.infected} ${err.signature}.`],
      });
    if (err instanceof ScannerUnavailableError)
      throw new AppError('UNAVAILABLE', UPLOAD_TEXTS.scannerUnavailable);
    throw err;
  }
  const sniffed = await sniffMimeType(upload.head, name);
  if (!sniffed.ok) {
    await storage.discard(upload);
    throw new AppError('VALIDATION', UPLOAD_TEXTS.refusedType, { content: [UPLOAD_TEXTS.refusedType] });
  }
  return { ...upload, mimeType: sniffed.mimeType };
}

/** Decodes a data URL (spec 02 §7 "content as data URL"); undefined when it is not one. */
export function decodeDataUrl(content: string): Buffer | undefined {
  const match = /^data:([^,]*?),(.*)$/s.exec(content);
  if (!match) return undefined;
  const meta = match[1] ?? '';
  const body = match[2] ?? '';
  if (meta.endsWith(';base64')) {
    const clean = body.replace(/\s/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return undefined;
    return Buffer.from(clean, 'base64');
  }
  try {
    return Buffer.from(decodeURIComponent(body), 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes data-URL files to temporary names; on any failure the ones written are discarded. */
export async function storeDataUrls(
  storage: FileStorage,
  files: { fileKey: string; name: string; content: string; field: string }[],
  limitBytes: number,
): Promise<SniffedUpload[]> {
  const errors: Record<string, string[]> = {};
  const buffers = files.map((f) => {
    const buffer = decodeDataUrl(f.content);
    if (!buffer) errors[f.field] = ['Must be a data URL'];
    return buffer ?? Buffer.alloc(0);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (buffers.some((b) => b.length > limitBytes)) throw tooLarge();
  const written: SniffedUpload[] = [];
  try {
    for (const [i, f] of files.entries()) {
      written.push(
        await streamToTemp(storage, f.fileKey, Readable.from([buffers[i]!]), f.name, limitBytes, f.field),
      );
    }
  } catch (err) {
    await discardAll(storage, written);
    throw err;
  }
  return written;
}

export async function discardAll(storage: FileStorage, uploads: TempUpload[]): Promise<void> {
  await Promise.all(uploads.map((u) => storage.discard(u).catch(() => undefined)));
}

/** After the rows committed: give the files their final names (the sweeper finishes any left). */
export async function commitAll(storage: FileStorage, uploads: { upload: TempUpload; fileKey: string }[]) {
  for (const { upload, fileKey } of uploads) await storage.commit(upload, fileKey);
}
