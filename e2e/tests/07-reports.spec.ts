import fs from 'node:fs';
import { type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, accessToken, newPage, openChoices, signIn } from './support';

/**
 * spec 01 §2 Reports: a Matter Admin opens Reports, opens "Matters by status", filters, pages and
 * exports CSV; an Administrator sees the Admin list. Screenshots at desktop and 390 px wide.
 */

const RUN = Date.now().toString(36).toUpperCase();
const PREFIX = `RPT-${RUN}`;
const ESTATE = '3a77e400-0000-4000-8000-000000000001';
const WILL = '3a77e400-0000-4000-8000-000000000004';

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/reports-${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

/** The body rows of the report table shown on the page. */
function reportRows(page: Page) {
  return page.locator('.probity-report-table tbody tr');
}

test('a Matter Admin filters, pages and exports "Matters by status"', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  await page.waitForURL('**/secure/dashboard');

  // 30 matters of this run: every third a will.
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  for (let i = 1; i <= 30; i++) {
    const res = await page.request.post('/api/Matters', {
      headers,
      data: {
        reference: `${PREFIX}-${String(i).padStart(2, '0')}`,
        matterType: { matterTypeID: i % 3 ? ESTATE : WILL },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  for (const name of ['Matters by status', 'Identity checks', 'Activity by user', 'Team members']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await shoot(page, 'list');

  await page.getByRole('link', { name: /^Matters by status/ }).click();
  await page.waitForURL(/\/secure\/reports\/report-details\?path=client%2Fmatters-by-status&name=Matters/);
  await expect(page.getByRole('heading', { name: 'Matters by status', level: 1 })).toBeVisible();
  await expect(page.locator('.probity-report-title')).toHaveText('Matters by status');
  await expect(page.locator('.probity-report-meta')).toContainText('Harbour & Finch LLP');
  await expect(page.locator('.probity-report-meta')).toContainText(
    /Generated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} GMT/,
  );

  // Filter to this run's matters: 30 rows, 25 on the first page.
  const filters = page.getByRole('form', { name: 'Report filters' });
  await filters.getByLabel('Reference contains').fill(PREFIX);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.locator('.probity-report-meta')).toContainText('30 rows');
  await expect(page.locator('.probity-report-meta')).toContainText('Page 1 of 2');
  await expect(reportRows(page)).toHaveCount(25);
  await expect(page.locator('.probity-report-filters')).toContainText('Reference contains');
  await expect(page.locator('.probity-report-filters')).toContainText(PREFIX);
  await shoot(page, 'details');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.locator('.probity-report-meta')).toContainText('Page 2 of 2');
  await expect(reportRows(page)).toHaveCount(5);

  // Narrow to wills: applying goes back to page 1.
  // Every type is chosen at first: take off all but Will.
  await openChoices(
    filters.getByRole('combobox', { name: 'Matter type' }),
    page.getByRole('option', { name: 'Estate', exact: true }),
  );
  for (const other of ['Estate', 'Power of Attorney', 'Trust']) {
    await page.getByRole('option', { name: other, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.locator('.probity-report-meta')).toContainText('10 rows');
  await expect(page.locator('.probity-report-meta')).toContainText('Page 1 of 1');
  await expect(reportRows(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
  const types = await page
    .locator('.probity-report-table tbody td[data-label="Matter type"]')
    .allInnerTexts();
  expect(new Set(types)).toEqual(new Set(['Will']));

  // Export what is shown as CSV.
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^matters-by-status-\d{8}-\d{4}\.csv$/);
  const csv = fs.readFileSync((await download.path()) ?? '');
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Status,Reference,Matter type,Owner,Team,Individuals,Created,Completed');
  expect(lines).toHaveLength(11);
  for (const line of lines.slice(1))
    expect(line).toMatch(new RegExp(`^Pre-Engagement,${PREFIX}-\\d{2},Will,`));

  // Clear filters: every matter of the firm again.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(filters.getByLabel('Reference contains')).toHaveValue('');
  await expect(page.locator('.probity-report-filters-none')).toBeVisible();

  // On a phone the filters fold away under a button.
  await page.setViewportSize(MOBILE);
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(filters.getByLabel('Reference contains')).toBeVisible();
  await page.screenshot({ path: 'screenshots/reports-details-filters-mobile.png' });
  await page.getByRole('button', { name: 'Page 2' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/reports-details-pages-mobile.png' });
});

test('the report body is sanitised in the browser even if the server sent markup', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  await page.waitForURL('**/secure/dashboard');
  await page.route('**/api/Reporting/View', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { content: string };
    json.content = `<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">link</a>${json.content}`;
    await route.fulfill({ response, json });
  });
  await page.goto('/secure/reports/report-details?path=client%2Fidentity-checks&name=Identity%20checks');
  await expect(page.locator('.probity-report-title')).toHaveText('Identity checks');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__xss' })).toHaveCount(0);
  // The real report is still shown after the removed markup.
  await expect(page.locator('.probity-report-table, .probity-report-empty')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('an Administrator sees the Admin list of reports', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'admin@probity.test');
  await page.waitForURL('**/secure/admin-dashboard');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Reports' })
    .click();
  for (const name of ['Companies', 'Users by company', 'Checks across companies', 'E-mail outbox']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Matters by status/ })).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Companies/ })
    .click();
  await expect(page.locator('.probity-report-title')).toHaveText('Companies');
  await expect(reportRows(page).filter({ hasText: 'Harbour & Finch LLP' })).toHaveCount(1);
  await shoot(page, 'admin');
  const locked = page
    .getByRole('form', { name: 'Report filters' })
    .getByRole('switch', { name: 'Locked companies only' });
  await locked.check({ force: true });
  await expect(locked).toBeChecked();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.locator('.probity-report-filters')).toContainText('Locked companies only');
});
