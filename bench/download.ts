/**
 * One download for the export benchmarks (export.ts, export-legacies.ts): to its last byte, with
 * the serving process's resident memory before it and its peak during it (VmHWM, reset through
 * /proc/<pid>/clear_refs before the download).
 */
import fs from 'node:fs';
import http from 'node:http';

const status = (pid: number) => fs.readFileSync(`/proc/${pid}/status`, 'utf8');
const kB = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
const mb = (k: number) => Math.round(k / 1024);

export interface Download {
  scenario: string;
  ms: number;
  bytes: number;
  status: number;
  rssBeforeMB: number;
  peakMB: number;
}

/** One download to its last byte, with the server's memory before and its peak during it. */
export async function download(
  scenario: string,
  pid: number,
  req: http.RequestOptions,
  body?: string,
): Promise<Download> {
  global.gc?.();
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  const rssBefore = kB(status(pid), 'VmRSS');
  const started = performance.now();
  const result = await new Promise<{ bytes: number; status: number }>((resolve, reject) => {
    const r = http.request({ host: '127.0.0.1', ...req }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => resolve({ bytes, status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    r.on('error', reject);
    r.end(body);
  });
  const ms = Math.round(performance.now() - started);
  return { scenario, ms, ...result, rssBeforeMB: mb(rssBefore), peakMB: mb(kB(status(pid), 'VmHWM')) };
}
