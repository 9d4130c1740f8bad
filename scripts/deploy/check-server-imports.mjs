// The image installs only the server's production dependencies (npm ci --omit=dev in the
// Dockerfile's last stage). The compiled programs (apps/server/dist, from `npm run build`) keep
// packages as imports, resolved at run time (esbuild's metafile lists them; lib/lazy-require.ts's
// loads, which esbuild cannot see, are read from the programs' text): each must be Node's own or a
// dependency of @probity/server, never a development one, or the container would fail when it
// first needs it.
//   node scripts/deploy/check-server-imports.mjs   (after npm run build; exit 1 naming each)
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'apps/server');
const PROGRAMS = ['dist/main.js', 'dist/server.js', 'dist/cli.js', 'dist/import-cli.js'];

/** The package an import names: `@scope/name` or `name`, without a path inside it. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages lib/lazy-require.ts loads when first used: `lazyRequire("name")` in the bundle. */
export function lazyRequired(programText) {
  return [...programText.matchAll(/\blazyRequire\("([^"]+)"\)/g)].map((m) => m[1]);
}

export function missingPackages(metafile, dependencies, readProgram = () => '') {
  const builtins = new Set(builtinModules);
  const missing = new Map();
  for (const program of PROGRAMS) {
    const output = metafile.outputs?.[program];
    if (!output) {
      missing.set(program, ['(not in dist/meta.json: run npm run build)']);
      continue;
    }
    const specifiers = [
      ...(output.imports ?? []).filter((i) => i.external).map((i) => i.path),
      ...lazyRequired(readProgram(program)),
    ];
    for (const specifier of specifiers) {
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const name = packageOf(specifier);
      if (!(name in dependencies)) missing.set(program, [...(missing.get(program) ?? []), name]);
    }
  }
  return missing;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const metaFile = path.join(SERVER, 'dist/meta.json');
  if (!fs.existsSync(metaFile)) {
    process.stderr.write('apps/server/dist/meta.json is missing: run npm run build first\n');
    process.exit(1);
  }
  const metafile = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(SERVER, 'package.json'), 'utf8'));
  const missing = missingPackages(metafile, dependencies, (program) =>
    fs.readFileSync(path.join(SERVER, program), 'utf8'),
  );
  for (const [program, names] of missing)
    process.stderr.write(
      `apps/server/${program} imports what the image does not install: ${[...new Set(names)].join(', ')}\n`,
    );
  if (missing.size > 0) process.exit(1);
  process.stdout.write(`the compiled server imports only Node's modules and its production dependencies\n`);
}
