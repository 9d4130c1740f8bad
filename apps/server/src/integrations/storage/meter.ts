import { Transform } from 'node:stream';
import { UploadTooLargeError } from './storage.js';

/** How much of the start of a file is kept for sniffing its type. */
export const HEAD_BYTES = 64 * 1024;

/** File keys are document ids (UUIDs); nothing else is ever a stored name. */
export const FILE_KEY = /^[0-9a-f-]{36}$/;

export function checkFileKey(fileKey: string): string {
  if (!FILE_KEY.test(fileKey)) throw new Error('Invalid file key');
  return fileKey;
}

/** Counts the bytes, keeps the first ones for sniffing, and stops at the limit. */
export function meter(limitBytes: number) {
  const state = { size: 0, head: [] as Buffer[], headLength: 0 };
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      state.size += chunk.length;
      if (state.size > limitBytes) return done(new UploadTooLargeError());
      if (state.headLength < HEAD_BYTES) {
        state.head.push(chunk.subarray(0, HEAD_BYTES - state.headLength));
        state.headLength += Math.min(chunk.length, HEAD_BYTES - state.headLength);
      }
      done(null, chunk);
    },
  });
  return { transform, state };
}
