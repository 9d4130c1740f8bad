import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (apps/server) serves the built app and everything under these paths. */
const SERVER = 'http://localhost:3000';
const PROXIED = ['/api', '/identity', '/_configuration', '/socket.io'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      PROXIED.map((path) => [path, { target: SERVER, changeOrigin: false, ws: path === '/socket.io' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Routes are split with React.lazy; the entry holds the shell and the auth pages only.
    chunkSizeWarningLimit: 600,
  },
});
