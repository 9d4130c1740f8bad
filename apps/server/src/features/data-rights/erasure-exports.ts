import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { subjectAccessExports } from '../../db/schema/index.js';

/**
 * Issue 19: a person's subject access exports hold the same personal data as their records, so an
 * erasure of their personal details takes the archives too (removed after commit, like the
 * documents' files), and the name and the documents' names out of the record of the export. What
 * stays: that an export was made, by whom, when, its counts, size and checksum.
 */
export async function eraseSubjectAccessExports(
  tx: DbOrTx,
  individualIDs: string[],
): Promise<{ fileKeys: string[] }> {
  if (!individualIDs.length) return { fileKeys: [] };
  const rows = await tx
    .select({
      exportID: subjectAccessExports.exportID,
      storageKey: subjectAccessExports.storageKey,
      manifest: subjectAccessExports.manifest,
    })
    .from(subjectAccessExports)
    .where(inArray(subjectAccessExports.individualID, individualIDs));
  const now = new Date();
  for (const row of rows) {
    await tx
      .update(subjectAccessExports)
      .set({
        fileName: 'subject-access-erased.zip',
        storageKey: null,
        expiredAt: now,
        manifest: {
          ...row.manifest,
          files: row.manifest.files.map((f) => ({ name: '[erased]', size: f.size })),
        },
      })
      .where(eq(subjectAccessExports.exportID, row.exportID));
  }
  return { fileKeys: rows.map((r) => r.storageKey).filter((k): k is string => !!k) };
}
