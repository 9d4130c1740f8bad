import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import type { FileStorage } from '../../integrations/storage/index.js';
import type { SubjectAccessManifest } from '../../db/schema/index.js';
import type { SubjectData } from './subject-access.collect.js';
import { renderSubjectAccessSummary } from './subject-access.pdf.js';

export interface ArchiveHeader {
  exportID: string;
  generatedAt: Date;
  organisation: { organisationID: string; name: string };
  subjectName: string;
  reason: string | null;
}

/** A file name safe in any archive tool: no folders, no control characters. */
const safeName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120) || 'file';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The export as one zip: data.json (machine-readable, UK GDPR Art. 20), summary.pdf (readable) and
 * files/ with each document decrypted as its owner would download it. A document whose file is
 * missing from the store is listed with file null and "missing" true, never left out silently.
 */
export async function buildSubjectAccessArchive(
  storage: FileStorage,
  header: ArchiveHeader,
  data: SubjectData,
): Promise<{ archive: Buffer; manifest: SubjectAccessManifest }> {
  const zip = new JSZip();
  const files: SubjectAccessManifest['files'] = [];
  const documents = [];
  for (const d of data.documents) {
    const path = `files/${d.documentID.slice(0, 8)}-${safeName(d.name)}`;
    let body: Buffer | null = null;
    try {
      body = await readAll(await storage.open(d.storageKey));
    } catch {
      body = null;
    }
    if (body) {
      zip.file(path, body);
      files.push({ name: path, size: body.length });
    }
    documents.push({
      documentID: d.documentID,
      name: d.name,
      mimeType: d.mimeType,
      fileSize: d.fileSize,
      folder: d.folder,
      matterID: d.matterID,
      individualID: d.individualID,
      dateCreated: d.dateCreated.toISOString(),
      file: body ? path : null,
      ...(body ? {} : { missing: true }),
    });
  }
  const counts = {
    individualRecords: data.records.length,
    checks: data.checks.length,
    documents: documents.length,
    messages: data.messages.length,
    mentions: data.mentions.length,
    emails: data.emails.length,
    accessLog: data.accessLog.length,
  };
  const json = {
    format: 'probity-subject-access/1',
    exportID: header.exportID,
    generatedAt: header.generatedAt.toISOString(),
    organisation: header.organisation,
    subject: { name: header.subjectName, individualIDs: data.records.map((r) => r.individualID) },
    reason: header.reason,
    redaction:
      'Other people\'s names and words in shared conversations read "[redacted]"; your own messages are as you wrote them.',
    counts,
    individualRecords: data.records,
    checks: data.checks,
    documents,
    messages: data.messages,
    mentions: data.mentions,
    emails: data.emails,
    accessLog: data.accessLog,
  };
  const jsonBytes = Buffer.from(JSON.stringify(json, null, 2), 'utf8');
  zip.file('data.json', jsonBytes);
  files.unshift({ name: 'data.json', size: jsonBytes.length });
  const pdf = await renderSubjectAccessSummary(header, data, counts);
  zip.file('summary.pdf', pdf);
  files.splice(1, 0, { name: 'summary.pdf', size: pdf.length });
  const archive = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return {
    archive,
    manifest: {
      counts,
      files,
      sha256: createHash('sha256').update(archive).digest('hex'),
      size: archive.length,
    },
  };
}

export const archiveStream = (archive: Buffer) => Readable.from([archive]);
