import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server (apps/server) serves the built app and everything under these paths. */
const SERVER = 'http://localhost:3000';
const PROXIED = ['/api', '/identity', '/_configuration', '/hubs'];

/**
 * Issue 16: Mantine's ScrollArea (the shell's navigation) imports useMergeRefs from @floating-ui/react,
 * and a module is never split between chunks, so all of floating-ui that any page uses (tooltips,
 * popovers, menus: 14 kB) came with it into the first load. In the build ScrollArea gets the same hook
 * from src/lib/merge-refs.ts; every other importer keeps floating-ui, loaded with the pages that use it.
 */
function scrollAreaMergeRefs(): Plugin {
  const copy = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));
  const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  return {
    name: 'probity:scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? copy : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), scrollAreaMergeRefs()],
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
