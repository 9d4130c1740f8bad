import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (apps/server) serves the built app and everything under these paths. */
const SERVER = 'http://localhost:3000';
const PROXIED = ['/api', '/identity', '/_configuration', '/hubs'];

export default defineConfig({
  plugins: [react()],
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
    // Pages are split with React.lazy; long-lived libraries get their own cacheable chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The shared domain package (roles, texts, zod contracts).
            { name: 'domain', test: /packages[\\/]domain[\\/]|node_modules[\\/]zod[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-transition-group|react-remove-scroll|react-number-format|react-textarea-autosize|clsx)/,
            },
          ],
        },
      },
    },
  },
});
