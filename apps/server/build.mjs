// The server's production build (issue 16): `npm run build -w @probity/server`, or `node build.mjs`.
// esbuild bundles the server's own TypeScript and packages/domain (a TypeScript workspace Node cannot
// load) into ES modules under dist/; packages from node_modules stay imports, resolved at run time.
// Files the code reads at run time (migrations, samples, the identity pages' assets…) are copied
// beside the bundle with the layout they have under src/ (lib/server-files.ts finds them there).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(SERVER_DIR, 'src');
const DIST = path.join(SERVER_DIR, 'dist');

/** The programs: the server, the command-line tool and the charity register import. */
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  // Issue 18: loaded by main.js after tracing starts (src/main.ts), never bundled into it.
  server: 'src/server.ts',
  cli: 'src/cli.ts',
  'import-cli': 'src/integrations/charity-register/import-cli.ts',
};

/** Not copied: code, tests and notes for developers. */
const NOT_AN_ASSET = /\.(ts|tsx|md)$/;
const NOT_SHIPPED_DIRS = new Set(['testing']);

/** A bare import (a package) stays external, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@probity/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Writes a file under a temporary name, then renames it: a reader sees the old file or the new one. */
function writeAtomically(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

function copyAssets(fromDir, toDir) {
  let copied = 0;
  for (const entry of fs.readdirSync(fromDir, { withFileTypes: true })) {
    const from = path.join(fromDir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_SHIPPED_DIRS.has(entry.name)) copied += copyAssets(from, path.join(toDir, entry.name));
    } else if (!NOT_AN_ASSET.test(entry.name)) {
      writeAtomically(path.join(toDir, entry.name), fs.readFileSync(from));
      copied += 1;
    }
  }
  return copied;
}

export async function buildServer({ quiet = false } = {}) {
  const started = performance.now();
  const result = await esbuild.build({
    absWorkingDir: SERVER_DIR,
    entryPoints: ENTRY_POINTS,
    outdir: DIST,
    // Each program is one file (no shared chunks), written whole: two builds at once (the shutdown
    // test builds in each of its side-by-side runs) write the same bytes, and a server starting
    // meanwhile reads a complete file.
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the TypeScript files (node --enable-source-maps in package.json's start);
    // the maps sit in dist/, which the server never serves.
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [externalPackages],
    define: { PROBITY_COMPILED: 'true' },
    logLevel: quiet ? 'warning' : 'info',
    metafile: true,
  });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  writeAtomically(path.join(DIST, 'meta.json'), JSON.stringify(result.metafile));
  const assets = copyAssets(SRC, DIST);
  if (!quiet) {
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`server built into dist/ in ${ms} ms (${assets} files copied from src/)\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
