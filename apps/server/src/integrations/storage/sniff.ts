import { fileTypeFromBuffer } from 'file-type';

/*
 * The stored type of an upload comes from its bytes, never from the name or the type the browser
 * claimed (issue 6). HTML, SVG and XML could run script from our origin, so they are refused,
 * even renamed. What is not recognised is kept as application/octet-stream (spec 02 §9).
 */

export const OCTET_STREAM = 'application/octet-stream';

/** Image types a browser may show inline (thumbnails); everything else is sent as an attachment. */
export const INLINE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const REFUSED_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'application/xml',
  'text/xml',
]);

const OOXML: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const OLE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Markup that a browser would render as a page or an image with script, whatever its name. */
const MARKUP = /^\s*(?:<\?xml|<!doctype\s+html|<html|<svg|<head|<body|<script|<iframe|<!--)/i;

export type SniffResult = { ok: true; mimeType: string } | { ok: false };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // A cut multi-byte character at the end of the sample is fine.
  const text = head.subarray(0, Math.max(0, head.length - 4)).toString('utf8');
  return !text.includes('\uFFFD');
}

/** Decides the stored type from the first bytes of a file (at least 4 KiB when the file has them). */
export async function sniffMimeType(head: Buffer, name: string): Promise<SniffResult> {
  const ext = extensionOf(name);
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    if (REFUSED_TYPES.has(detected.mime)) return { ok: false };
    if (detected.mime === 'application/zip' && OOXML[ext]) return { ok: true, mimeType: OOXML[ext] };
    if (detected.mime === 'application/x-cfb') return { ok: true, mimeType: OLE[ext] ?? OCTET_STREAM };
    return { ok: true, mimeType: detected.mime };
  }
  if (head.length > 0 && looksLikeText(head)) {
    const text = head.toString('utf8').replace(/^\uFEFF/, '');
    if (MARKUP.test(text) || /<(?:script|svg|html)[\s>]/i.test(text)) return { ok: false };
    return { ok: true, mimeType: ext === 'csv' ? 'text/csv' : 'text/plain' };
  }
  return { ok: true, mimeType: OCTET_STREAM };
}
