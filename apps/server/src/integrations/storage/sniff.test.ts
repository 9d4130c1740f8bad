import { describe, expect, it } from 'vitest';
import { OCTET_STREAM, sniffMimeType } from './sniff.js';

const ZIP_HEAD = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 0)]);

describe('sniffMimeType', () => {
  it('takes the type from the bytes, not the name', async () => {
    expect(await sniffMimeType(Buffer.from('%PDF-1.7\n'), 'photo.png')).toEqual({
      ok: true,
      mimeType: 'application/pdf',
    });
    expect(await sniffMimeType(Buffer.from('a,b\n1,2\n'), 'data.csv')).toEqual({
      ok: true,
      mimeType: 'text/csv',
    });
    expect(await sniffMimeType(Buffer.from('Dear Sir,\n'), 'letter.docx')).toEqual({
      ok: true,
      mimeType: 'text/plain',
    });
    expect(await sniffMimeType(Buffer.from([0, 1, 2, 3, 250, 251]), 'blob.bin')).toEqual({
      ok: true,
      mimeType: OCTET_STREAM,
    });
  });

  it('names Office containers by their extension only when the bytes are a container', async () => {
    expect(await sniffMimeType(ZIP_HEAD, 'Will.docx')).toEqual({
      ok: true,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await sniffMimeType(ZIP_HEAD, 'archive.zip')).toEqual({ ok: true, mimeType: 'application/zip' });
  });

  it('refuses HTML, SVG and XML whatever the name', async () => {
    for (const text of [
      '<!doctype html><p>x',
      '  <html><body>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><svg/>',
      'hello <script>alert(1)</script>',
    ]) {
      expect(await sniffMimeType(Buffer.from(text), 'report.pdf'), text).toEqual({ ok: false });
    }
  });
});
