import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server (apps/server) serves the built app and everything under these paths. */
const SERVER = 'http://localhost:3000';
const PROXIED = ['/api', '/identity', '/_configuration', '/hubs'];

/**
 * Issue 16: a module is never split between chunks, so a library that a first-load Mantine component
 * takes one small thing from came whole into the first load, with everything any page uses of it.
 * In the build these importers get that thing from a copy in src/lib (each with its test); every
 * other importer keeps the library, loaded with the pages that use it.
 * - ScrollArea (the shell's navigation) takes useMergeRefs from @floating-ui/react (tooltips,
 *   popovers and menus: 14 kB);
 * - AppShell's header, footer and aside take RemoveScroll's class names from react-remove-scroll (3 kB).
 */
const BUILD_COPIES = [
  {
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    source: '@floating-ui/react',
    copy: './src/lib/merge-refs.ts',
  },
  {
    importer:
      /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]AppShell\1\.mjs$/,
    source: 'react-remove-scroll',
    copy: './src/lib/remove-scroll-class-names.ts',
  },
];

function buildCopies(): Plugin {
  const used = new Set<string>();
  return {
    name: 'probity:build-copies',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = BUILD_COPIES.find((c) => c.source === source && importer && c.importer.test(importer));
      if (!match) return null;
      used.add(match.copy);
      return fileURLToPath(new URL(match.copy, import.meta.url));
    },
    // A Mantine release that moved or dropped one of these imports: look again rather than carry a
    // copy that no longer stands in for anything.
    buildEnd(error) {
      const unused = BUILD_COPIES.filter((c) => !used.has(c.copy)).map((c) => `${c.source} (${c.copy})`);
      if (!error && unused.length > 0) this.error(`build copies no longer used: ${unused.join(', ')}`);
    },
  };
}

export default defineConfig({
  plugins: [react(), buildCopies()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      PROXIED.map((path) => [path, { target: SERVER, changeOrigin: false, ws: path === '/hubs' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in a production build: the server would otherwise hand out the app's source.
    sourcemap: false,
    // The budget check (scripts/bundle-budget.mjs) reads the first load's files from the manifest
    // (dist/.vite/manifest.json; the server never serves a dot folder).
    manifest: true,
    // Pages are split with React.lazy. Only React and its router, which every page needs, get a
    // group of their own (one long-lived cacheable chunk). Mantine and packages/domain are left to
    // the bundler: a group would pull every part any page uses into the first load (issue 16:
    // 139 kB of Mantine and 45 kB of domain texts and zod contracts that the dashboard never ran).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
