/**
 * What the browser fetches from the sign-in page to an idle dashboard (issue 16): the built
 * product on a fresh demo database, Debian's Chromium through Playwright, the browser's cache
 * emptied just before "Sign in" is pressed. Every script and stylesheet response until the network
 * is idle on the dashboard, with its bytes on the wire and the gzip -9 size of the file it carries
 * (the budget's measure, the same as scripts/bundle-budget.mjs).
 *
 *   npm run build && npm run first-load -w @probity/bench [-- --port 3411]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO_EMAIL, DEMO_PASSWORD, WEB_DIST, startBuiltApp } from './web-app.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3411' } } });
const app = await startBuiltApp(Number(values.port));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`${app.url}/secure`);
  await page.waitForURL(/\/identity\//);
  await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const seen: { url: string; type: string; wire: number }[] = [];
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    if (type === 'Script' || type === 'Stylesheet') seen.push({ url: '', type, wire: e.encodedDataLength });
    if (type === 'Script' || type === 'Stylesheet') ids.push(e.requestId);
  });
  const ids: string[] = [];
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/secure/dashboard'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  ids.forEach((id, i) => {
    seen[i]!.url = urls.get(id) ?? '?';
  });

  let js = 0;
  let css = 0;
  let wire = 0;
  let raw = 0;
  const rows = seen
    .filter((r) => new URL(r.url).origin === app.url)
    .map((r) => {
      const file = path.join(WEB_DIST, new URL(r.url).pathname);
      const content = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
      const gzip = content.length > 0 ? zlib.gzipSync(content, { level: 9 }).length : 0;
      raw += content.length;
      if (r.type === 'Script') js += gzip;
      else css += gzip;
      wire += r.wire;
      return { file: new URL(r.url).pathname, type: r.type, gzip, wire: r.wire };
    })
    .sort((a, b) => b.gzip - a.gzip);
  for (const r of rows)
    console.log(
      `${r.type.padEnd(10)} ${(r.gzip / 1000).toFixed(1).padStart(7)} kB gzip ${(r.wire / 1000).toFixed(1).padStart(7)} kB on the wire  ${r.file}`,
    );
  console.log(
    `first load, sign-in to idle dashboard: ${rows.length} files, JS ${(js / 1000).toFixed(1)} kB gzip, CSS ${(css / 1000).toFixed(1)} kB gzip, ${(raw / 1000).toFixed(1)} kB uncompressed, ${(wire / 1000).toFixed(1)} kB on the wire (responses' encoded length, headers included)`,
  );
} finally {
  await browser.close();
  await app.stop();
}
