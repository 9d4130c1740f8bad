import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { loadConfig } from '../../../config.js';
import { streamToTemp } from '../../../features/documents/documents.files.js';
import { fileStorage } from '../index.js';

/*
 * For the fault test: starts a streamed upload through the storage and the documents service's
 * upload step and never finishes it, so the parent can kill this process mid-upload (SIGKILL).
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: upload-child.ts <dataDir>');
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
let sent = 0;
const source = new Readable({
  read() {
    setTimeout(() => {
      this.push(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64 * 1024, 0x20)]));
      sent++;
      if (sent === 3) process.stdout.write('WRITING\n');
    }, 10);
  },
});
void streamToTemp(fileStorage(config), randomUUID(), source, 'large.pdf', 1024 * 1024 * 1024);
