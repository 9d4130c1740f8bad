/**
 * Lighthouse (desktop preset, Debian's Chromium, offline) on the sign-in page and on the dashboard
 * of the built product (issue 16: performance ≥ 95 on both). Starts the server itself on a fresh
 * demo database; signs in as the demo's matter administrator in the same tab, so the dashboard is
 * measured with the session the app keeps in sessionStorage (Lighthouse runs with
 * disableStorageReset; the browser's cache is emptied before each run instead).
 *
 *   npm run build && npm run lighthouse -w @probity/bench [-- --port 3412 --runs 3 --compare <dist>]
 *
 * --compare <dist>: the same audits, in the same run, on another build of the web app (e.g. an
 * older commit's apps/web/dist) served by a second server on the next port.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS, DEMO_EMAIL, DEMO_PASSWORD, startBuiltApp } from './web-app.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3412' },
    runs: { type: 'string', default: '3' },
    compare: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const RESULTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');

async function audit(page: Page, url: string, name: string, label: string) {
  const scores: number[] = [];
  let last: Record<string, string> = {};
  for (let run = 0; run < RUNS; run += 1) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'] },
      desktopConfig,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${name}: Lighthouse ended at ${lhr.finalDisplayedUrl}, not ${url}`);
    scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    last = {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    };
    fs.mkdirSync(RESULTS, { recursive: true });
    fs.writeFileSync(path.join(RESULTS, `lighthouse-${label}-${name}.json`), JSON.stringify(lhr));
  }
  const sorted = [...scores].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(8)} ${name.padEnd(10)} performance ${scores.join(' / ')} (median ${sorted[Math.floor(sorted.length / 2)]}); last run: ${Object.entries(
      last,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}

/** Both pages of one build: the sign-in page, then the dashboard after signing in in the same tab. */
async function auditBuild(port: number, webDist: string | undefined, label: string) {
  const app = await startBuiltApp(port, webDist);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(`${app.url}/secure`);
    await page.waitForFunction("location.pathname.startsWith('/identity/')");
    await page.locator('input[type=email]').wait();
    await audit(page, page.url(), 'sign-in', label);

    // Lighthouse left the sign-in page loaded in this tab: sign in there.
    await page.locator('input[type=email]').fill(DEMO_EMAIL);
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForFunction("location.pathname === '/secure/dashboard'", { timeout: 60_000 });
    await page.locator('h1').wait();
    await audit(page, `${app.url}/secure/dashboard`, 'dashboard', label);
  } finally {
    await browser.close();
    await app.stop();
  }
}

await auditBuild(Number(values.port), undefined, 'this');
if (values.compare) await auditBuild(Number(values.port) + 1, path.resolve(values.compare), 'compare');
