import fs from 'node:fs';
import { type Page, expect as baseExpect, test } from './a11y';
import {
  DESKTOP,
  accessToken,
  MOBILE,
  expectNoSeriousA11yViolations,
  navLabels,
  newPage,
  openChoices,
  signIn,
} from './support';

/**
 * Issue 13, the Audit page: a firm's Matter Executive has no Audit page; the firm's Matter Admin
 * finds the firm's sign-ins there, filters by user, action and dates, sees the empty state and
 * exports the filtered events as CSV. Screenshots at 1440 and 390 px wide, axe on each screen.
 */

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
// Several screenshots and axe runs: on a loaded machine the journey takes a while.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/audit-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

const rows = (page: Page) => page.getByRole('main').locator('tbody tr');
const ukDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

test('a firm admin filters the audit trail and exports it; a Matter Executive has no Audit page', async ({
  browser,
}) => {
  const executive = await newPage(browser);
  await signIn(executive, 'executive@harbourfinch.test');
  expect(await navLabels(executive)).not.toContain('Audit');
  await executive.close();

  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  expect(await navLabels(page)).toContain('Audit');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Audit' })
    .click();
  await page.waitForURL('**/secure/audit');
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  // The two sign-ins of this journey belong to the firm: both are there, the admin's newest first.
  await expect(rows(page).filter({ hasText: 'identity.sign_in' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'list');

  // Filter: the admin's own sign-ins today.
  const userField = page.getByRole('combobox', { name: 'User' });
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const me = (await (await page.request.get('/api/User', { headers })).json()) as {
    firstName: string;
    surname: string;
  };
  await userField.fill(me.firstName);
  await openChoices(userField, page.getByRole('option', { name: `${me.firstName} ${me.surname}` }));
  await page.getByRole('option', { name: `${me.firstName} ${me.surname}` }).click();
  await page.getByLabel('Action').fill('identity.sign_in');
  await page.getByLabel('From').fill(ukDay(new Date()));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=identity.sign_in/);
  await expect(rows(page).first()).toContainText(`${me.firstName} ${me.surname}`);
  // Retried until the filtered list has replaced the unfiltered one (its first row is the same).
  await expect(rows(page).filter({ hasNotText: 'identity.sign_in' })).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: `${me.firstName} ${me.surname}` })).toHaveCount(0);

  // Export what is shown: the same filters, as CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync((await file.path()) ?? '')
    .subarray(3)
    .toString('utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'When (UTC),Who,User ID,Organisation,Action,Object type,Object ID,From,Details,Event',
  );
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(`${me.firstName} ${me.surname}`);
  for (const line of lines.slice(1)) expect(line).toContain('identity.sign_in');

  // Nothing before today's sign-ins ends yesterday: the empty state.
  await page.getByLabel('From').fill('');
  await page.getByLabel('To').fill(ukDay(new Date(Date.now() - 2 * 86_400_000)));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No audit events match these filters.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'empty');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/secure\/audit$/);
  await expect(rows(page).first()).toBeVisible();
});
