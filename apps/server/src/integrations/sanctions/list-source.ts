import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';

export type ListSourceConfig = Pick<
  Config,
  'SANCTIONS_LIST_URL' | 'SANCTIONS_LIST_FILE' | 'SANCTIONS_LIST_TIMEOUT_MS'
>;

/** The list's content and where it came from (kept as the list's source). */
export interface FetchedList {
  content: string;
  source: string;
}

/**
 * Reads the UK Sanctions List from where the configuration says: SANCTIONS_LIST_FILE when set,
 * otherwise SANCTIONS_LIST_URL (the FCDO's published file), within SANCTIONS_LIST_TIMEOUT_MS.
 * Any failure throws with the reason in words; nothing is changed then.
 */
export async function fetchSanctionsList(config: ListSourceConfig): Promise<FetchedList> {
  if (config.SANCTIONS_LIST_FILE) {
    const file = path.resolve(config.SANCTIONS_LIST_FILE);
    return { content: await fs.readFile(file, 'utf8'), source: path.basename(file) };
  }
  const url = config.SANCTIONS_LIST_URL;
  const fail = (reason: string) =>
    new Error(`Could not download the UK Sanctions List from ${url}: ${reason}`);
  let status = 0;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(config.SANCTIONS_LIST_TIMEOUT_MS),
      headers: { accept: 'application/xml, text/xml, text/csv, */*' },
    });
    status = response.status;
    if (response.ok) return { content: await response.text(), source: url };
    await response.body?.cancel();
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw fail(`no answer within ${config.SANCTIONS_LIST_TIMEOUT_MS} ms`);
    const cause = err instanceof Error ? (err.cause as Error | undefined) : undefined;
    throw fail(cause?.message ?? (err instanceof Error ? err.message : String(err)));
  }
  throw fail(`HTTP ${status}`);
}
