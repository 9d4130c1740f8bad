import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_USERS } from './db/seed-data.js';
import { prepareDatabase } from './lib/database.js';

async function main() {
  const config = loadConfig();
  const say = (msg: string) => process.stdout.write(`[probity] ${msg}\n`);
  const { database } = await prepareDatabase(config, say);
  const app = await buildApp({ config, database });
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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`[probity] failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
