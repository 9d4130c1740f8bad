/**
 * Child process of bench/export.ts: the comparator. A minimal HTTP server (node:http, no
 * framework) that writes the same 100,000 matters as the product's "Matters by status" export —
 * the same SQL shape (correlated counts, count(*) over (), the status order) read through a cursor
 * with plain node-postgres, 2,000 rows a fetch — with exceljs's streaming writer or csv-stringify's
 * stream. Prints one JSON line: { port }.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import pg from 'pg';

const { values } = parseArgs({
  options: { schema: { type: 'string' }, firm: { type: 'string' }, sql: { type: 'string' } },
});
const pool = new pg.Pool({
  connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  options: `-c search_path=${values.schema},public`,
  max: 2,
});
pool.on('error', () => undefined);

const HEADERS = [
  'Status',
  'Reference',
  'Matter type',
  'Owner',
  'Team',
  'Individuals',
  'Created',
  'Completed',
];

async function* batches(client: pg.PoolClient) {
  await client.query('BEGIN READ ONLY');
  await client.query(`DECLARE c NO SCROLL CURSOR FOR ${values.sql}`, [values.firm]);
  for (;;) {
    const { rows } = await client.query({ text: 'FETCH 2000 FROM c', rowMode: 'array' });
    if (rows.length === 0) break;
    yield rows as unknown[][];
  }
  await client.query('COMMIT');
}

const server = http.createServer(async (req, res) => {
  const client = await pool.connect();
  try {
    if (req.url === '/csv') {
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
      csv.pipe(res);
      csv.write(HEADERS);
      for await (const rows of batches(client)) {
        for (const r of rows)
          if (!csv.write(r.slice(0, 8).map((v) => (v instanceof Date ? v.toISOString() : v))))
            await new Promise((ok) => csv.once('drain', ok));
      }
      csv.end();
      await new Promise((ok) => res.once('finish', ok));
    } else {
      res.writeHead(200, {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: res,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('Matters');
      sheet.columns = HEADERS.map((header) => ({ header, width: 15 }));
      for await (const rows of batches(client)) {
        for (const r of rows) sheet.addRow(r.slice(0, 8)).commit();
        if (res.writableNeedDrain) await new Promise((ok) => res.once('drain', ok));
      }
      sheet.commit();
      await workbook.commit();
    }
  } catch (err) {
    console.error(err);
    res.destroy();
  } finally {
    client.release();
  }
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: '' }));
});
process.on('SIGINT', () => process.exit(0));
