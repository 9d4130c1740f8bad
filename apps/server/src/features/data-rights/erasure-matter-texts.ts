import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { fileNotes } from '../../db/schema/index.js';
import { decryptNoteText, encryptNoteText } from '../file-notes/file-note-secrets.js';
import { ERASED, scrub } from './erasure-text.js';

/*
 * Issue 19: the free texts of the erased matter that can name the person (the firm's file notes,
 * tasks, the will's gifts, the estate's register and accounts, holds, stages, other chats and
 * requests, document names). Their name forms and e-mail addresses are replaced by the marker; the
 * rest of each text stays, as it is the firm's record of the matter.
 */

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text with every needle replaced (case-insensitively) by the marker. */
export function scrubText(text: string, needles: string[]): string {
  return needles.reduce((t, n) => t.replace(new RegExp(escapeRegex(n), 'gi'), ERASED), text);
}

/** File notes are encrypted by the application: decrypted, scrubbed and sealed again (same id). */
async function scrubFileNotes(tx: DbOrTx, config: Config, scope: ScopeOfTexts, needles: string[]) {
  const notes = await tx
    .select({ fileNoteID: fileNotes.fileNoteID, text: fileNotes.text })
    .from(fileNotes)
    .where(and(eq(fileNotes.organisationID, scope.organisationID), eq(fileNotes.matterID, scope.matterID)));
  let changed = 0;
  for (const note of notes) {
    const clear = decryptNoteText(config, note.fileNoteID, note.text);
    const scrubbed = scrubText(clear, needles);
    if (scrubbed === clear) continue;
    await tx
      .update(fileNotes)
      .set({ text: encryptNoteText(config, note.fileNoteID, scrubbed) })
      .where(eq(fileNotes.fileNoteID, note.fileNoteID));
    changed++;
  }
  return changed;
}

interface ScopeOfTexts {
  organisationID: string;
  matterID: string;
}

/** Scrubs the person's names and e-mail addresses (needles, longest first) from the matter's free texts. */
export async function scrubMatterTexts(
  tx: DbOrTx,
  config: Config,
  scope: ScopeOfTexts,
  needles: string[],
): Promise<number> {
  if (!needles.length) return 0;
  const matter = sql`matter_id = ${scope.matterID}`;
  const ofFirm = sql`organisation_id = ${scope.organisationID} AND ${matter}`;
  await scrub(tx, 'tasks', ['title', 'detail'], ofFirm, needles);
  await scrub(tx, 'estate_legacies', ['beneficiary_name', 'description'], ofFirm, needles);
  await scrub(tx, 'estate_lifetime_gifts', ['recipient'], matter, needles);
  await scrub(tx, 'estate_items', ['description', 'institution'], ofFirm, needles);
  await scrub(tx, 'estate_transactions', ['description'], ofFirm, needles);
  await scrub(tx, 'estate_accounts_approvals', ['beneficiary_name'], matter, needles);
  await scrub(tx, 'probate_stages', ['reason'], matter, needles);
  await scrub(tx, 'legal_holds', ['reason', 'lift_reason'], ofFirm, needles);
  await scrub(tx, 'client_requests', ['title', 'detail', 'answer', 'comment'], ofFirm, needles);
  await scrub(tx, 'screening_alerts', ['resolution_note'], ofFirm, needles);
  await scrub(tx, 'documents', ['name'], ofFirm, needles);
  await scrub(
    tx,
    'document_versions',
    ['name'],
    sql`document_id IN (SELECT document_id FROM documents WHERE ${ofFirm})`,
    needles,
  );
  // Other chats of the matter (the charity's, another individual's) may name the person.
  await scrub(
    tx,
    'conversation_messages',
    ['message'],
    sql`conversation_id IN (SELECT conversation_id FROM conversations WHERE ${ofFirm})`,
    needles,
  );
  for (const needle of needles) {
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const regex = escapeRegex(needle);
    // A person beneficiary's approval is keyed person:<name>: the key becomes unique per approval.
    await tx.execute(
      sql`UPDATE estate_accounts_approvals SET beneficiary_id = ${`person:${ERASED}:`} || approval_id WHERE beneficiary_id ILIKE ${pattern} AND ${matter}`,
    );
    // The final accounts as they stood (JSON): the marker holds no quote or backslash, so it stays JSON.
    await tx.execute(
      sql`UPDATE estate_accounts_finals SET accounts = regexp_replace(accounts::text, ${regex}, ${ERASED}, 'gi')::jsonb WHERE accounts::text ILIKE ${pattern} AND ${ofFirm}`,
    );
  }
  return scrubFileNotes(tx, config, scope, needles);
}
