import { randomUUID } from 'node:crypto';
import { can } from '@probity/domain';
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { organisations, subjectAccessExports, users } from '../../db/schema/index.js';
import type { FileStorage } from '../../integrations/storage/index.js';
import { notFound } from '../../lib/errors.js';
import { loadIndividual } from '../individuals/individuals.access.js';
import { archiveStream, buildSubjectAccessArchive } from './subject-access.archive.js';
import { collectSubjectData, subjectScope } from './subject-access.collect.js';

export type SubjectAccessExportRow = typeof subjectAccessExports.$inferSelect;

/** An archive can be as large as the person's documents; the export allows this much in all. */
const ARCHIVE_LIMIT_BYTES = 2 * 1024 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Deps {
  config: Config;
  database: Database;
  storage: FileStorage;
}

/**
 * POST /api/Individuals/{id}/SubjectAccessExports: builds the archive of everything the
 * organisation holding the individual has about the person, stores it encrypted, records what
 * went out and audits it. A firm's Matter Admin or MLRO, or the Individual themself (404 for an
 * individual the actor may not read, 403 for one they read but may not export).
 */
export async function createSubjectAccessExport(
  deps: Deps,
  actor: Actor,
  individualID: string,
  input: { reason?: string | null },
  meta: { ip?: string },
): Promise<SubjectAccessExportRow> {
  const { database, config, storage } = deps;
  const db = database.db;
  const { individual } = await loadIndividual(db, actor, individualID, { action: 'subjectAccess.create' });
  const scope = await subjectScope(db, individual);
  const data = await collectSubjectData(db, config, scope);
  const [organisation] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.organisationID, individual.organisationID));
  const exportID = randomUUID();
  const generatedAt = new Date();
  const subjectName = [individual.firstName, individual.surname].filter(Boolean).join(' ');
  const { archive, manifest } = await buildSubjectAccessArchive(
    storage,
    {
      exportID,
      generatedAt,
      organisation: { organisationID: individual.organisationID, name: organisation?.name ?? '' },
      subjectName,
      reason: input.reason ?? null,
    },
    data,
  );
  const day = generatedAt.toISOString().slice(0, 10);
  const fileName = `subject-access-${subjectName.replace(/[^\p{L}\p{N}]+/gu, '-')}-${day}.zip`;
  const upload = await storage.writeTemp(exportID, archiveStream(archive), ARCHIVE_LIMIT_BYTES);
  let row: SubjectAccessExportRow;
  try {
    row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(subjectAccessExports)
        .values({
          exportID,
          organisationID: individual.organisationID,
          individualID: individual.individualID,
          requestedBy: actor.userID,
          requestedAt: generatedAt,
          fileName,
          storageKey: exportID,
          manifest,
          expiresAt: new Date(generatedAt.getTime() + config.SUBJECT_ACCESS_EXPORT_DAYS * DAY_MS),
        })
        .returning();
      // Counts and sizes only: never a value of the person's data.
      await recordAudit(tx, {
        action: 'subjectAccess.exported',
        actorUserID: actor.userID,
        organisationID: individual.organisationID,
        objectType: 'individual',
        objectID: individual.individualID,
        ip: meta.ip,
        details: { exportID, counts: manifest.counts, size: manifest.size, sha256: manifest.sha256 },
      });
      return inserted!;
    });
  } catch (err) {
    await storage.discard(upload);
    throw err;
  }
  await storage.commit(upload, exportID);
  return row;
}

/**
 * The exports of the person an individual record names, newest first. Staff who may export see
 * every export their organisation made of the record; the Individual sees the ones they asked for.
 */
export async function listSubjectAccessExports(database: Database, actor: Actor, individualID: string) {
  const db = database.db;
  const { individual } = await loadIndividual(db, actor, individualID, { action: 'subjectAccess.read' });
  const own = individual.userID === actor.userID;
  const rows = await db
    .select({ export: subjectAccessExports, firstName: users.firstName, surname: users.surname })
    .from(subjectAccessExports)
    .leftJoin(users, eq(users.userID, subjectAccessExports.requestedBy))
    .where(
      and(
        eq(subjectAccessExports.individualID, individual.individualID),
        eq(subjectAccessExports.organisationID, individual.organisationID),
        ...(own ? [eq(subjectAccessExports.requestedBy, actor.userID)] : []),
      ),
    )
    .orderBy(desc(subjectAccessExports.requestedAt));
  return rows.map((r) => ({
    ...r.export,
    requestedByName: r.firstName ? `${r.firstName} ${r.surname}` : null,
  }));
}

/** Whether the export can still be downloaded. */
export const isAvailable = (row: SubjectAccessExportRow, now = new Date()) =>
  !!row.storageKey && !row.expiredAt && row.expiresAt > now;

/**
 * An export the actor may download: only the one who asked for it, while it lasts. Anything else
 * (another's export, another organisation's, an expired one) answers 404.
 */
export async function loadDownloadableExport(
  database: Database,
  actor: Actor,
  exportID: string,
): Promise<SubjectAccessExportRow & { storageKey: string }> {
  const [row] = await database.db
    .select()
    .from(subjectAccessExports)
    .where(eq(subjectAccessExports.exportID, exportID.toLowerCase()));
  if (!row || row.requestedBy !== actor.userID) throw notFound();
  if (!can(actor, 'subjectAccess.read', { organisationID: row.organisationID, ownerUserID: actor.userID }))
    throw notFound();
  if (!isAvailable(row)) throw notFound();
  return row as SubjectAccessExportRow & { storageKey: string };
}

/**
 * The subject-access.expire job: removes the archive of every export past its time and marks it
 * expired (the row stays as the record of what went out). Idempotent: a file already gone is fine.
 */
export async function expireSubjectAccessExports(
  deps: Omit<Deps, 'config'>,
  now = new Date(),
): Promise<{ expired: number }> {
  const { database, storage } = deps;
  const due = await database.db
    .select({ exportID: subjectAccessExports.exportID, storageKey: subjectAccessExports.storageKey })
    .from(subjectAccessExports)
    .where(and(isNull(subjectAccessExports.expiredAt), lte(subjectAccessExports.expiresAt, now)));
  for (const row of due) if (row.storageKey) await storage.remove(row.storageKey);
  if (due.length)
    await database.db
      .update(subjectAccessExports)
      .set({ expiredAt: now, storageKey: null })
      .where(
        inArray(
          subjectAccessExports.exportID,
          due.map((r) => r.exportID),
        ),
      );
  return { expired: due.length };
}
