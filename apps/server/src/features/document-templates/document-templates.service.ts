import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DOCUMENT_TEMPLATES_MAX,
  DOCUMENT_TEMPLATE_TEXTS,
  type DocumentFolder,
  GENERATED_DOCUMENT_FOLDER,
  can,
} from '@probity/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import { recordRead } from '../../audit/reads.js';
import type { Config } from '../../config.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { documentTemplates } from '../../db/schema/index.js';
import type { FileStorage } from '../../integrations/storage/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { isUnsafeFileName } from '../../lib/nul-bytes.js';
import type { RequestMeta } from '../activity/activity.service.js';
import {
  commitAll,
  decodeDataUrl,
  discardAll,
  streamToTemp,
  tooLarge,
} from '../documents/documents.files.js';
import { createDocumentFromBuffer } from '../documents/documents.service.js';
import { loadMatter } from '../matters/matter.access.js';
import { buildMergeData } from './document-templates.data.js';
import {
  renderTemplate,
  templateTags,
  usesSensitiveFields,
  validateTemplate,
} from './document-templates.merge.js';

export type TemplateRow = typeof documentTemplates.$inferSelect;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The role may use (read) or manage the firm's templates at all: 403 otherwise. */
export function assertTemplateRight(
  actor: Actor,
  action: 'documentTemplate.read' | 'documentTemplate.manage',
) {
  if (!can(actor, action))
    throw forbidden(action === 'documentTemplate.manage' ? DOCUMENT_TEMPLATE_TEXTS.onlyAdmin : undefined);
}

/** A template of the actor's firm; another firm's answers 404. */
export async function loadTemplate(
  db: DbOrTx,
  actor: Actor,
  templateID: string,
  action: 'documentTemplate.read' | 'documentTemplate.manage',
): Promise<TemplateRow> {
  assertTemplateRight(actor, action);
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(eq(documentTemplates.templateID, templateID.toLowerCase()))
    .limit(1);
  if (!row || !can(actor, action, { organisationID: row.organisationID })) throw notFound();
  return row;
}

export async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const stream = await storage.open(key).catch(() => {
    throw notFound();
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Checks and stores a template file under a temporary name: a data URL holding a .docx that
 * docxtemplater parses with known merge fields only (else 400 on content), within the upload limit.
 */
async function storeTemplateFile(storage: FileStorage, content: string, limitBytes: number) {
  const bytes = decodeDataUrl(content);
  if (!bytes) throw invalid({ content: ['Must be a data URL'] });
  if (bytes.length > limitBytes) throw tooLarge();
  validateTemplate(bytes);
  const fileKey = randomUUID();
  const upload = await streamToTemp(storage, fileKey, Readable.from([bytes]), 'template.docx', limitBytes);
  if (upload.mimeType !== DOCX) {
    await discardAll(storage, [upload]);
    throw invalid({ content: [DOCUMENT_TEMPLATE_TEXTS.notDocx] });
  }
  return { upload, fileKey, size: bytes.length };
}

const audit = (tx: DbOrTx, actor: Actor, row: TemplateRow, action: string, meta: RequestMeta, details = {}) =>
  recordAudit(tx, {
    action,
    actorUserID: actor.userID,
    organisationID: row.organisationID,
    objectType: 'documentTemplate',
    objectID: row.templateID,
    ip: meta.ip,
    details: { name: row.name, ...details },
  });

export async function createTemplate(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  input: { name: string; content: string },
  opts: { limitBytes: number } & RequestMeta,
): Promise<string> {
  assertTemplateRight(actor, 'documentTemplate.manage');
  const organisationID = actor.organisationID;
  const stored = await storeTemplateFile(storage, input.content, opts.limitBytes);
  const templateID = randomUUID();
  try {
    await database.db.transaction(async (tx) => {
      const [n] = await tx
        .select({ n: count() })
        .from(documentTemplates)
        .where(eq(documentTemplates.organisationID, organisationID));
      if ((n?.n ?? 0) >= DOCUMENT_TEMPLATES_MAX) throw invalid({ name: [DOCUMENT_TEMPLATE_TEXTS.tooMany] });
      const [row] = await tx
        .insert(documentTemplates)
        .values({
          templateID,
          organisationID,
          name: input.name,
          fileSize: stored.size,
          storageKey: stored.fileKey,
          uploadedBy: actor.userID,
        })
        .returning();
      await audit(tx, actor, row!, 'documentTemplate.create', opts, { fileSize: stored.size });
    });
  } catch (err) {
    await discardAll(storage, [stored.upload]);
    throw err;
  }
  await commitAll(storage, [{ upload: stored.upload, fileKey: stored.fileKey }]);
  return templateID;
}

/** Renames and/or replaces the file; the old file is removed once the row points at the new one. */
export async function updateTemplate(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  templateID: string,
  input: { name?: string; content?: string },
  opts: { limitBytes: number } & RequestMeta,
): Promise<void> {
  const existing = await loadTemplate(database.db, actor, templateID, 'documentTemplate.manage');
  const stored = input.content ? await storeTemplateFile(storage, input.content, opts.limitBytes) : null;
  try {
    await database.db.transaction(async (tx) => {
      const row = await loadTemplate(tx, actor, templateID, 'documentTemplate.manage');
      await tx
        .update(documentTemplates)
        .set({
          ...(input.name ? { name: input.name } : {}),
          ...(stored ? { storageKey: stored.fileKey, fileSize: stored.size } : {}),
          lastUpdated: new Date(),
        })
        .where(eq(documentTemplates.templateID, row.templateID));
      await audit(tx, actor, row, 'documentTemplate.update', opts, {
        ...(input.name && input.name !== row.name ? { renamedTo: input.name } : {}),
        replaced: !!stored,
      });
    });
  } catch (err) {
    if (stored) await discardAll(storage, [stored.upload]);
    throw err;
  }
  if (stored) {
    await commitAll(storage, [{ upload: stored.upload, fileKey: stored.fileKey }]);
    await storage.remove(existing.storageKey).catch(() => undefined);
  }
}

export async function deleteTemplate(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  templateID: string,
  meta: RequestMeta,
): Promise<void> {
  const row = await database.db.transaction(async (tx) => {
    const found = await loadTemplate(tx, actor, templateID, 'documentTemplate.manage');
    await tx
      .delete(documentTemplates)
      .where(
        and(
          eq(documentTemplates.templateID, found.templateID),
          eq(documentTemplates.organisationID, found.organisationID),
        ),
      );
    await audit(tx, actor, found, 'documentTemplate.delete', meta);
    return found;
  });
  // The row is gone; a file left by a failure here is removed by the sweeper.
  await storage.remove(row.storageKey).catch(() => undefined);
}

/** A generated document's name: "{template} – {reference}.docx", made safe as a file name. */
export function generatedName(template: string, reference: string): string {
  const name = DOCUMENT_TEMPLATE_TEXTS.generatedName(template, reference).replace(/[/\\]/g, '-');
  const safe = [...name].filter((c) => !isUnsafeFileName(c)).join('');
  return safe.length > 255 ? `${safe.slice(0, 250)}.docx` : safe;
}

/**
 * Issue 14: fills a template with a matter's data and saves the result as a new document of the
 * matter, in one step (activity and audit as an upload). The deceased's NINO is read only when the
 * template asks for it, and that read is audited in the document's transaction.
 */
export async function generateDocument(
  database: Database,
  storage: FileStorage,
  config: Config,
  actor: Actor,
  templateID: string,
  input: { matterID: string; folder?: DocumentFolder },
  opts: { limitBytes: number } & RequestMeta,
): Promise<string> {
  const template = await loadTemplate(database.db, actor, templateID, 'documentTemplate.read');
  const { matter } = await loadMatter(database.db, actor, input.matterID, { action: 'document.create' });
  if (matter.organisationID !== template.organisationID) throw notFound();
  const bytes = await readStored(storage, template.storageKey);
  const withSensitive = usesSensitiveFields(templateTags(bytes));
  const merge = await buildMergeData(database.db, config, actor, matter, { withSensitive });
  const filled = renderTemplate(bytes, merge.data);
  return createDocumentFromBuffer(
    database,
    storage,
    actor,
    {
      itemID: matter.matterID,
      name: generatedName(template.name, matter.reference),
      folder: input.folder ?? GENERATED_DOCUMENT_FOLDER,
      templateID: template.templateID,
    },
    filled,
    {
      limitBytes: opts.limitBytes,
      ip: opts.ip,
      publicUrl: opts.publicUrl,
      within: merge.sensitiveReadOf
        ? (tx) =>
            recordRead(
              tx,
              actor,
              {
                action: 'individual.identity_viewed',
                organisationID: matter.organisationID,
                objectType: 'individual',
                objectID: merge.sensitiveReadOf!,
                details: { fields: ['nino'], templateID: template.templateID, matterID: matter.matterID },
              },
              { ip: opts.ip },
            )
        : undefined,
    },
  );
}
