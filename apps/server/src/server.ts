import { buildApp } from './app.js';
import type { Tracer } from '@opentelemetry/api';
import type { Config } from './config.js';
import { DEMO_USERS } from './db/seed-data.js';
import { sweepAtStart } from './integrations/storage/sweeper.js';
import { encryptionKey } from './lib/crypto.js';
import { prepareDatabase } from './lib/database.js';
import { drainAndClose } from './lifecycle/shutdown.js';

/** What tracing (observability/tracing.ts) leaves to do at the end: send the spans not yet sent. */
export interface Tracing {
  /** Jobs make their spans with it (jobs/run-job.ts). */
  tracer: Tracer;
  shutdown(): Promise<void>;
}

/**
 * The server as `npm start` runs it, loaded by main.ts once tracing (when configured) has started;
 * a separate entry of the build (build.mjs), so nothing here is loaded before that.
 */
export async function serve(config: Config, tracing: Tracing | null) {
  const say = (msg: string) => process.stdout.write(`[probity] ${msg}\n`);
  // The key first: a missing or unreadable one stops the start before anything is stored.
  encryptionKey(config, say);
  const { database } = await prepareDatabase(config, say);
  // Issue 15: uploads a crash cut off are swept before the server listens, not an hour later.
  const swept = await sweepAtStart(config, database);
  if (swept.removedTemp || swept.finished || swept.removedOrphans)
    say(
      `file store: removed ${swept.removedTemp} unfinished upload(s), finished ${swept.finished}, removed ${swept.removedOrphans} orphaned file(s)`,
    );
  const app = await buildApp({ config, database, tracer: tracing?.tracer });
  await app.listen({ host: config.HOST, port: config.PORT });

  say(`Probity is serving at ${config.publicUrl}`);
  say(`database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}`);
  if (database.kind === 'pglite' || config.SEED_DEMO === 'always') {
    say(`demo sign-ins (password: ${config.DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS.filter((d) => !d.email.startsWith('demo.'))) {
      say(`  ${u.email.padEnd(34)} ${u.roles.join(', ')}`);
    }
    say(`  admin@probity.test also asks for an authenticator code: add the key ${config.DEMO_TOTP_SECRET}`);
    say('  to an authenticator app, or run: npm run totp -- admin@probity.test');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    // npm passes a terminal's Ctrl-C on as well: the second signal is the same request.
    if (closing) return;
    closing = true;
    say(`${signal} received: draining, then closing`);
    const deadline = setTimeout(() => {
      process.stderr.write(
        `[probity] shutdown took longer than ${config.SHUTDOWN_TIMEOUT_SECONDS} s: exiting with requests unfinished\n`,
      );
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    drainAndClose(app, database, { delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000, say })
      // The spans of the last requests go out before the process ends.
      .then(() => tracing?.shutdown().catch(() => undefined))
      .then(() => {
        clearTimeout(deadline);
        say('closed');
        process.exit(0);
      })
      .catch((err: unknown) => {
        process.stderr.write(
          `[probity] shutdown failed: ${err instanceof Error ? err.message : String(err)}\n`,
        );
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
