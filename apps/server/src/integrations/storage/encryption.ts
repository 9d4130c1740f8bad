import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/*
 * Stream encryption of file contents at rest (ARCHITECTURE "Personal data is protected"): the
 * plaintext is cut into 64 KiB chunks, each sealed with AES-256-GCM under its own random nonce.
 * The additional data binds the file's key, the chunk's index and whether it is the last chunk,
 * so chunks cannot be reordered, moved to another file or cut off. A frame is
 * [u32 length of ciphertext][12-byte nonce][16-byte tag][ciphertext]. Memory stays at one chunk
 * whatever the file size.
 */

const CHUNK = 64 * 1024;
const NONCE = 12;
const TAG = 16;
const HEADER = 4 + NONCE + TAG;

function aad(fileKey: string, index: number, last: boolean): Buffer {
  return Buffer.from(`${fileKey}:${index}:${last ? 1 : 0}`, 'utf8');
}

function seal(key: Buffer, fileKey: string, index: number, last: boolean, plain: Buffer): Buffer {
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG });
  cipher.setAAD(aad(fileKey, index, last));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  return Buffer.concat([head, nonce, cipher.getAuthTag(), body]);
}

/** Encrypts a stream; `fileKey` is the stored file's final name (the document id). */
export function encryptStream(key: Buffer, fileKey: string): Transform {
  let pending = Buffer.alloc(0);
  let index = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      // Keep at least one byte back so the last chunk is always sealed in flush().
      while (pending.length > CHUNK) {
        this.push(seal(key, fileKey, index++, false, pending.subarray(0, CHUNK)));
        pending = pending.subarray(CHUNK);
      }
      done();
    },
    flush(done: TransformCallback) {
      this.push(seal(key, fileKey, index++, true, pending));
      done();
    },
  });
}

/** Decrypts what encryptStream made; fails when a chunk was changed, moved or cut off. */
export function decryptStream(key: Buffer, fileKey: string): Transform {
  let pending = Buffer.alloc(0);
  let index = 0;
  const open = (frame: Buffer, last: boolean): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', key, frame.subarray(4, 4 + NONCE), {
      authTagLength: TAG,
    });
    decipher.setAAD(aad(fileKey, index++, last));
    decipher.setAuthTag(frame.subarray(4 + NONCE, HEADER));
    return Buffer.concat([decipher.update(frame.subarray(HEADER)), decipher.final()]);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      try {
        // A frame is opened once the next one has started, so the last one is known in flush().
        for (;;) {
          if (pending.length < 4) break;
          const size = HEADER + pending.readUInt32BE(0);
          if (pending.length <= size) break;
          this.push(open(pending.subarray(0, size), false));
          pending = pending.subarray(size);
        }
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (pending.length < HEADER || pending.length !== HEADER + pending.readUInt32BE(0))
          throw new Error('Stored file is truncated');
        this.push(open(pending, true));
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}
