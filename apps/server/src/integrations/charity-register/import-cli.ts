import path from 'node:path';
import { loadConfig } from '../../config.js';
import { prepareDatabase } from '../../lib/database.js';
import { importRegisterExtract } from './import.js';

/*
 * npm run charity-register:import -w @probity/server -- <dir>
 * Loads a Charity Commission public extract (publicextract.charity, .charity_trustee and
 * .charity_other_names, as .json or .txt, unzipped into <dir>) into the local register.
 */
async function main() {
  const say = (msg: string) => process.stdout.write(`${msg}\n`);
  const dir = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!dir) {
    say('Usage: npm run charity-register:import -w @probity/server -- <directory of the unzipped extract>');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const { database } = await prepareDatabase(config, say, { longRunning: true });
  try {
    const started = Date.now();
    const result = await importRegisterExtract(database.db, path.resolve(dir));
    say(
      `imported ${result.charities} charities (${result.trustees} trustees, ${result.otherNames} other names; ${result.skipped} skipped) in ${Date.now() - started} ms`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
