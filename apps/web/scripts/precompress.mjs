// Issue 16: writes x.br and x.gz beside every text file of the built app (scripts, stylesheets,
// HTML, SVG, JSON) over 1 kB, at the best settings once at build time, so the server sends them as
// they are (@fastify/static's preCompressed) instead of compressing each response. Images and fonts
// are compressed already; source maps are never served, so never compressed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const THRESHOLD_BYTES = 1024;
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/i;

export function precompress(dir) {
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    if (content.length < THRESHOLD_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
    files += 1;
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const started = Date.now();
  const files = precompress(dir);
  console.log(`precompressed ${files} files in ${dir} (.br and .gz) in ${Date.now() - started} ms`);
}
