import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeVerification, verifyAuditChain } from './audit/audit-chain.js';
import { loadConfig } from './config.js';
import { publishTerms } from './features/terms/terms.service.js';
import { importConfiguredSanctionsList, importListFile } from './features/checks/sanctions-import.service.js';
import { listOfFile } from './integrations/sanctions/sanctions-list.js';
import { encryptionKey } from './lib/crypto.js';
import { prepareDatabase } from './lib/database.js';
import { currentCodeOf } from './identity/totp-cli.js';
import { currentTotpCode } from './identity/totp.js';
import { DEMO_ADMIN_EMAIL } from './db/seed-data.js';
import { dataExport, dataImport } from './lifecycle/backup/commands.js';

const USAGE = `Usage: npm run cli -w @probity/server -- <command>
  migrate                                   apply migrations (and seed an empty embedded database)
  publish-terms --title "T" --file terms.html   publish a new terms version; every user must accept it again
  import-sanctions                          import the UK Sanctions List from SANCTIONS_LIST_FILE or SANCTIONS_LIST_URL
  import-sanctions <file> [--list sanctions|pep]  replace the screening list with a UK Sanctions List file (XML or CSV)
      Both screen the individuals of open matters against the new list and e-mail the MLROs of new matches.
  audit-verify [--batch 5000]               verify the audit trail's hash chain: prints OK and the count, or the first
      event that breaks it (its number and time), and exits with 1 when it is broken (npm run audit:verify)
  data-export <archive.tar.gz>              write a backup of the whole product (every table, every stored file,
      encrypted values staying encrypted) into one archive with a manifest and checksums (npm run data:export)
  data-import <archive.tar.gz>              restore an archive into the configured EMPTY database and file store,
      with the archive's encryption key (npm run data:import); refuses a damaged or newer archive, another key
      or a target that is not empty, and then changes nothing
  totp <email>                              print the current authenticator code of a user, for demos and development
      only; the demo administrator's comes from DEMO_TOTP_SECRET (works while the server runs), anyone
      else's from the database (on the embedded database, stop the server first)`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const say = (msg: string) => process.stdout.write(`${msg}\n`);
  if (!command || command === 'help') return say(USAGE);
  const config = loadConfig();
  // The demo administrator's code comes from DEMO_TOTP_SECRET alone: no database is opened, so it
  // works while `npm start` holds the embedded database (PGlite opens its folder in one process).
  if (command === 'totp' && rest[0]?.trim().toLowerCase() === DEMO_ADMIN_EMAIL)
    return say(await currentTotpCode(config.DEMO_TOTP_SECRET));
  if (command === 'data-export' || command === 'data-import') {
    if (!rest[0]) throw new Error(`${command} needs the archive's file name`);
    // npm runs this in apps/server: a relative name is taken from where `npm run` was typed.
    const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), rest[0]);
    return command === 'data-export' ? dataExport(config, archive, say) : dataImport(config, archive, say);
  }
  encryptionKey(config, command === 'totp' ? () => undefined : say);
  // The code alone on stdout, so scripts can read it.
  const { database } = await prepareDatabase(config, command === 'totp' ? () => undefined : say, {
    longRunning: true,
  });
  try {
    if (command === 'migrate') return say('database is up to date');
    if (command === 'publish-terms') {
      const { values } = parseArgs({
        args: rest,
        options: { title: { type: 'string' }, file: { type: 'string' } },
      });
      if (!values.title || !values.file) throw new Error('publish-terms needs --title and --file');
      const html = fs.readFileSync(values.file, 'utf8');
      const row = await database.db.transaction((tx) =>
        publishTerms(tx, { title: values.title!, contentHtml: html, publishedBy: null }),
      );
      return say(`published terms version ${row.version}`);
    }
    if (command === 'import-sanctions') {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { list: { type: 'string' } },
      });
      const file = positionals[0];
      if (!file) {
        if (values.list && values.list !== 'sanctions') throw new Error('--list pep needs a file');
        return say((await importConfiguredSanctionsList(database, config)).summary);
      }
      const list = values.list ?? listOfFile(file);
      if (list !== 'sanctions' && list !== 'pep') throw new Error('--list is sanctions or pep');
      return say((await importListFile(database, config, file, list)).summary);
    }
    if (command === 'audit-verify') {
      const { values } = parseArgs({ args: rest, options: { batch: { type: 'string' } } });
      const batchSize = values.batch ? Number(values.batch) : undefined;
      if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0))
        throw new Error('--batch is a whole number of events');
      const result = await verifyAuditChain(database, { batchSize });
      say(describeVerification(result));
      if (!result.ok) process.exitCode = 1;
      return;
    }
    if (command === 'totp') {
      const email = rest[0];
      if (!email) throw new Error('totp needs the e-mail address of a user');
      return say(await currentCodeOf(database, config, email));
    }
    throw new Error(`unknown command '${command}'\n${USAGE}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
