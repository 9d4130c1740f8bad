import path from 'node:path';
import { SCREENING_LIST_TEXTS } from '@probity/domain';
import fs from 'node:fs/promises';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { fetchSanctionsList } from '../../integrations/sanctions/list-source.js';
import {
  type ListImport,
  SAMPLE_FILES,
  type ScreeningList,
  importSanctionsContent,
} from '../../integrations/sanctions/sanctions-list.js';
import { type RescreenResult, rescreenOpenMatters } from './screening-monitor.js';

/** What an import did, with a sentence for the jobs page and the command line. */
export interface SanctionsImportReport extends ListImport, RescreenResult {
  summary: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function importSummary(r: ListImport & RescreenResult): string {
  const date = r.publishedOn.split('-').reverse().join('/');
  return [
    `Imported ${plural(r.count, 'designation', 'designations')} into the ${SCREENING_LIST_TEXTS.listNames[r.list]} (published ${date})`,
    `screened ${plural(r.screened, 'individual', 'individuals')} on open matters again`,
    `${plural(r.alerts, 'new alert', 'new alerts')}`,
    `${plural(r.mailed, 'e-mail', 'e-mails')} to MLROs`,
  ].join('; ');
}

/**
 * Replaces a list with new content and screens the open matters' individuals against it, in one
 * transaction: a failure anywhere leaves the previous list, its metadata and the alerts as they were.
 */
async function importAndRescreen(
  database: Database,
  config: Config,
  content: string,
  list: ScreeningList,
  source: string,
  isSample: boolean,
): Promise<SanctionsImportReport> {
  return database.db.transaction(async (tx) => {
    const imported = await importSanctionsContent(tx, content, list, source, { isSample });
    const rescreen = await rescreenOpenMatters(tx, imported, { publicUrl: config.publicUrl });
    const report = { ...imported, ...rescreen };
    return { ...report, summary: importSummary(report) };
  });
}

/** The sanctions.import job and `import-sanctions` without a file: the configured URL or file. */
export async function importConfiguredSanctionsList(
  database: Database,
  config: Config,
): Promise<SanctionsImportReport> {
  const fetched = await fetchSanctionsList(config);
  return importAndRescreen(database, config, fetched.content, 'sanctions', fetched.source, false);
}

/** `import-sanctions <file> [--list]`: a file on this machine. */
export async function importListFile(
  database: Database,
  config: Config,
  file: string,
  list: ScreeningList,
): Promise<SanctionsImportReport> {
  const content = await fs.readFile(file, 'utf8');
  const isSample = Object.values(SAMPLE_FILES).some((f) => path.resolve(f) === path.resolve(file));
  return importAndRescreen(database, config, content, list, path.basename(file), isSample);
}
