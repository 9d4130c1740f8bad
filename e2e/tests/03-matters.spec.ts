import { type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, newPage, signIn, toast } from './support';

/**
 * Issue 4: a Matter Admin creates an Estate matter, edits its details, moves it to Pre-grant
 * through the stepper's confirmation, adds a colleague to the team and makes them owner; the
 * colleague sees it in their matter list and the activity on their dashboard. Screenshots of the
 * workspace details, the team page and the dashboard, at desktop and mobile widths.
 */

const REFERENCE = 'HF/EST/2026/031';
const COLLEAGUE = 'Priya Shah';

async function shoot(page: Page, name: string) {
  // Close the toasts so that they do not cover the page in the pictures.
  // Last first, so that the positions of the others do not move; one may close by itself meanwhile.
  const closeButtons = await page.locator('.mantine-Notification-root button').all();
  for (const button of closeButtons.reverse()) await button.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    // Let the layout switch (navigation, tables into cards) settle.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('a Matter Admin runs a new Estate matter and a colleague sees it', async ({ browser }) => {
  // A matter created, edited and opened by two users: a long journey on a 2-core machine.
  test.setTimeout(120_000);
  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  await page.waitForURL('**/secure/dashboard');

  // New Matter from the matter list.
  await page.goto('/secure/matters');
  await page.getByRole('button', { name: 'New Matter' }).click();
  const create = page.getByRole('dialog', { name: 'New Matter' });
  await create.getByRole('button', { name: 'Create matter' }).click();
  await expect(create.getByText('Required')).toHaveCount(2);
  await create.getByLabel('Reference').fill(REFERENCE);
  await create.getByRole('radio', { name: /^Estate/ }).click();
  await create.getByRole('button', { name: 'Create matter' }).click();
  await expect(toast(page, `Matter ${REFERENCE} created!`)).toBeVisible();
  await page.waitForURL(/\/secure\/matters\/[0-9a-f-]{36}\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: REFERENCE })).toBeVisible();
  const matterUrl = page.url();

  // Edit details: the Estate's probate reference and dates (DD/MM/YYYY).
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit details' });
  await edit.getByLabel('Probate reference').fill('PA-2026-204518');
  await edit.getByLabel('Date of death').fill('14/03/2026');
  await edit.getByLabel('Date of probate').fill('02/10/2026');
  // Close the date picker's calendar, which opens over the fields below.
  await edit.getByRole('heading', { name: 'Edit details' }).click();
  await edit.getByLabel('Grant submitted').check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `Saved changes to matter ${REFERENCE}`)).toBeVisible();
  await expect(edit).toBeHidden();
  const details = page.getByRole('region', { name: 'Matter details' });
  await expect(details).toContainText('PA-2026-204518');
  await expect(details).toContainText('14/03/2026');
  await expect(details).toContainText('02/10/2026');
  await expect(details).toContainText('Submitted');
  await expect(details).toContainText('Not approved');

  // The stepper: any step, after the confirmation.
  const stepper = page.getByRole('list', { name: 'Matter status' });
  await stepper.getByRole('button', { name: 'Pre-grant' }).click();
  const change = page.getByRole('dialog', { name: "Change the matter's status to Pre-grant" });
  await expect(change.getByText('You can always change it back.')).toBeVisible();
  await expect(change.getByRole('button', { name: 'No, keep it as Pre-Engagement' })).toBeVisible();
  await change.getByRole('button', { name: 'Yes, change it to Pre-grant' }).click();
  await expect(toast(page, 'Changed status to Pre-grant')).toBeVisible();
  await expect(stepper.locator('[aria-current="step"]')).toContainText('Pre-grant');
  await shoot(page, 'matter-details');

  // The team: add the colleague, then make them owner.
  await page.getByRole('navigation', { name: 'Matter' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(
    page.getByText("Add, manage team members for this matter and select the matter's owner."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add Team Members' });
  // Each user's row is the label of their switch.
  await add.getByRole('switch', { name: new RegExp(COLLEAGUE) }).check();
  await add.getByRole('button', { name: 'Apply Selection' }).click();
  await expect(toast(page, 'Successfully updated the team')).toBeVisible();
  const table = page.getByRole('table', { name: 'Team members' });
  await expect(table.getByRole('row', { name: new RegExp(COLLEAGUE) })).toBeVisible();
  // The radio follows the server: it turns once the owner has changed.
  await table.getByRole('radio', { name: `Make ${COLLEAGUE} the owner` }).click();
  // Issue 14: changing the owner asks first.
  await page
    .getByRole('dialog', { name: `Make ${COLLEAGUE} the owner?` })
    .getByRole('button', { name: 'Yes, change the owner' })
    .click();
  await expect(toast(page, `Changed owner to ${COLLEAGUE}`)).toBeVisible();
  await expect(table.getByRole('radio', { name: `${COLLEAGUE} is the owner` })).toBeChecked();
  await shoot(page, 'matter-team');

  // The colleague signs in elsewhere: the matter is in their list, the changes on their dashboard.
  const colleague = await newPage(browser);
  await signIn(colleague, 'executive@harbourfinch.test');
  await colleague.waitForURL('**/secure/dashboard');
  const today = colleague.getByRole('region', { name: 'Today' });
  await expect(today).toContainText(`Harriet Finch made ${COLLEAGUE} the owner of ${REFERENCE}`);
  await expect(today).toContainText(`Harriet Finch added ${COLLEAGUE} to the team of ${REFERENCE}`);
  await expect(today).toContainText(
    `Harriet Finch changed the status of ${REFERENCE}: Changed status to Pre-grant`,
  );
  await expect(colleague.getByRole('region', { name: 'Matters' })).toBeVisible();
  await shoot(colleague, 'dashboard-activity');

  await colleague.goto('/secure/matters');
  const inList = colleague
    .getByRole('link', { name: REFERENCE })
    .and(colleague.locator(`[href="${new URL(matterUrl).pathname.replace(/\/details$/, '')}"]`));
  await expect(inList).toBeVisible();
  await inList.click();
  await expect(colleague).toHaveURL(matterUrl);
  await expect(colleague.getByText(COLLEAGUE, { exact: true }).first()).toBeVisible();
});
