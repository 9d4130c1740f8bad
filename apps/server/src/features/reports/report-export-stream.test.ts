import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportDocument, ReportRow } from './report-engine.js';
import { renderCsv } from './report-export.js';
import { streamExport } from './report-export-stream.js';

const doc = (rows: ReportRow[], total: number): ReportDocument => ({
  name: 'Matters by status',
  path: 'client/matters-by-status',
  organisationName: 'Firm',
  generatedAt: new Date('2026-11-26T10:00:00Z'),
  filters: [],
  columns: [
    { key: 'reference', header: 'Reference', kind: 'text' },
    { key: 'value', header: 'Value', kind: 'money' },
    { key: 'created', header: 'Created', kind: 'date' },
  ],
  rows,
  total,
});
const row = (n: number): ReportRow => ({
  reference: n === 3 ? '=SUM(A1)' : `REF-${n}, "x"`,
  value: n * 100,
  created: new Date(Date.UTC(2026, 0, n)),
});

/** Batches after the first rows, as a cursor gives them; `failAfter` batches, then an error. */
async function* batches(from: number, count: number, size: number, failAfter = Number.POSITIVE_INFINITY) {
  let sent = 0;
  for (let n = from; n < from + count; n += size) {
    if (sent++ === failAfter) throw new Error('the cursor failed');
    yield Array.from({ length: Math.min(size, from + count - n) }, (_, i) => row(n + i));
  }
}

/** Reads a stream to its end: its bytes, or the error it ended with and the bytes before it. */
async function drain(body: Readable): Promise<{ bytes: Buffer; error?: Error }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
    return { bytes: Buffer.concat(chunks) };
  } catch (error) {
    return { bytes: Buffer.concat(chunks), error: error as Error };
  }
}

describe('streamed exports', () => {
  it('CSV: the same bytes as the rendered file, whatever the batches', async () => {
    const all = Array.from({ length: 25 }, (_, i) => row(i + 1));
    const { body, mediaType } = streamExport(doc(all.slice(0, 4), 25), 'CSV', batches(5, 21, 4));
    expect(mediaType).toBe('text/csv; charset=utf-8');
    const { bytes, error } = await drain(body);
    expect(error).toBeUndefined();
    expect(bytes.equals(renderCsv(doc(all, 25)))).toBe(true);
  });

  it('Excel: every batch on the first sheet, money and dates as numbers, then About', async () => {
    const { body } = streamExport(doc([row(1), row(2)], 12), 'EXCELOPENXML', batches(3, 10, 3));
    const { bytes, error } = await drain(body);
    expect(error).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(13);
    expect(sheet.getRow(4).values).toEqual([undefined, '=SUM(A1)', 3, new Date(Date.UTC(2026, 0, 3))]);
    expect(sheet.getRow(13).getCell(1).value).toBe('REF-12, "x"');
    expect(sheet.getRow(13).getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(workbook.getWorksheet('About')!.getRow(4).values).toEqual([undefined, 'Rows', 12]);
  });

  it.each(['CSV', 'EXCELOPENXML'] as const)(
    '%s: a batch failing after the first bytes ends the stream with the error',
    async (format) => {
      const { body } = streamExport(doc([row(1)], 5000), format, batches(2, 4999, 500, 3));
      const { bytes, error } = await drain(body);
      expect(error?.message).toBe('the cursor failed');
      if (format === 'CSV') expect(bytes.toString('utf8')).toContain('REF-1500, ""x""');
    },
  );
});
