import { loadConfig } from './config.js';

/**
 * The server's entry point (`npm start`, `npm run dev`). Issue 18: with OTEL_EXPORTER_OTLP_ENDPOINT,
 * tracing starts first, so its instrumentations patch http, fastify and pg as they are loaded; only
 * then is the server itself imported, by a path the build leaves alone (dist/server.js is an entry
 * of its own in build.mjs): bundled in, its imports would load before anything here runs.
 */
const SERVER_MODULE = './server.js';

async function main() {
  const config = loadConfig();
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (await import('./observability/tracing.js')).startTracing(config)
    : null;
  const { serve } = (await import(SERVER_MODULE)) as typeof import('./server.js');
  await serve(config, tracing);
}

main().catch((err) => {
  process.stderr.write(`[probity] failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
