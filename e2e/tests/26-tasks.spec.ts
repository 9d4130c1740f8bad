import { type Page, expect as baseExpect, test } from './a11y';
import {
  closeToasts,
  deliveredLink,
  expectNoSeriousA11yViolations,
  matterIdOf,
  DESKTOP,
  MOBILE,
  newPage,
  openChoices,
  signIn,
  toast,
} from './support';

/**
 * Issue 14 "Know what is next": a fee-earner adds a task due today to one of their matters,
 * assigned to themself, and finds it in My tasks on the dashboard; an administrator runs the daily
 * task digest from the Jobs page and the e-mail delivered to the fee-earner names the task and
 * links to the matter's tasks; the fee-earner ticks it done, then deletes it (the demo data is left
 * as it was). Screenshots at 1440 and 390 px wide, axe on each screen.
 */

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const FEE_EARNER = 'executive@harbourfinch.test';
const FEE_EARNER_NAME = 'Priya Shah';
const REFERENCE = 'HF/WIL/2026/015';
const TITLE = `Call the probate registry ${Date.now().toString(36)}`;
const ukToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** Screenshots at 1440 and 390 px wide, each once the layout has settled at its width. */
async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

const myTasks = (page: Page) => page.getByRole('region', { name: 'My tasks' });

test('a fee-earner adds a task due today, sees it in My tasks and gets it in the daily digest', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, FEE_EARNER);
  const matterID = await matterIdOf(page, REFERENCE);

  // The matter's Tasks page, from the matter's own navigation.
  await page.goto(`/secure/matters/${matterID}/details`);
  const matterNav = page.getByRole('navigation', { name: 'Matter' });
  await matterNav.getByRole('link', { name: 'Tasks' }).click();
  await page.waitForURL(`**/secure/matters/${matterID}/tasks`);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await expect(page.getByText('No tasks on this matter yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'tasks-empty');

  // Add a task in the modal: due today (typed as the date picker takes it), assigned to themself.
  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title').fill(TITLE);
  await dialog.getByLabel('Detail').fill('Ask when the grant will be issued.');
  await dialog.getByLabel('Due date').fill(ukToday().replaceAll('/', ''));
  await dialog.getByLabel('Due date').press('Enter');
  await expect(dialog.getByLabel('Due date')).toHaveValue(ukToday());
  const me = page.getByRole('option', { name: FEE_EARNER_NAME });
  await openChoices(dialog.getByRole('combobox', { name: 'Assigned to' }), me);
  await me.click();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'tasks-modal');
  await dialog.getByRole('button', { name: 'Save task' }).click();
  await expect(toast(page, 'Task added')).toBeVisible();
  await expect(dialog).toBeHidden();

  const item = page.getByTestId('task-item').filter({ hasText: TITLE });
  await expect(item).toContainText('Due today');
  await expect(item).toContainText(FEE_EARNER_NAME);
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'tasks-page');

  // My tasks on the dashboard: under Due today, naming the matter by its reference.
  await page.goto('/secure/dashboard');
  const dueToday = myTasks(page).getByRole('region', { name: 'Due today' });
  await expect(dueToday.getByTestId('task-item').filter({ hasText: TITLE })).toBeVisible();
  await expect(dueToday.getByRole('link', { name: REFERENCE })).toHaveAttribute(
    'href',
    `/secure/matters/${matterID}/tasks`,
  );
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'tasks-my-tasks');

  // The administrator runs the daily digest now from the Jobs page.
  const admin = await newPage(browser);
  await signIn(admin, 'admin@probity.test', '/secure/jobs');
  await admin.goto('/secure/jobs');
  await expect(admin.getByRole('heading', { name: 'Scheduled Jobs' })).toBeVisible();
  await admin.getByRole('button', { name: 'Run now: tasks.digest' }).click();
  const confirmRun = admin.getByRole('dialog', { name: 'Run tasks.digest now?' });
  await confirmRun.getByRole('button', { name: 'Yes, run it now' }).click();
  await expect(toast(admin, 'tasks.digest will run now.')).toBeVisible();
  const history = admin.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row').nth(1)).toContainText(/Sent \d+ task digests?/, { timeout: 60_000 });
  await admin.close();

  // The digest delivered to the fee-earner names the task and links to the matter's tasks.
  // (The reader decodes quoted-printable byte by byte, so the dash between is matched loosely.)
  const line = await deliveredLink(
    FEE_EARNER,
    new RegExp(`Due today \\S{1,3} ${REFERENCE}: ${TITLE} \\([^)\\s]+\\)`),
  );
  expect(line).toContain(`/secure/matters/${matterID}/tasks`);

  // Ticked done in My tasks, it leaves the list.
  await page.reload();
  // The box follows the server: the task leaves the list once it is done.
  await myTasks(page)
    .getByRole('checkbox', { name: `Mark "${TITLE}" done` })
    .click();
  await expect(toast(page, 'Task done')).toBeVisible();
  await expect(myTasks(page).getByText(TITLE)).toHaveCount(0);

  // On the matter it is among the done tasks; deleting it (after confirmation) leaves the matter as it was.
  await page.goto(`/secure/matters/${matterID}/tasks`);
  await page.getByRole('button', { name: 'Show 1 done task' }).click();
  const done = page.getByTestId('task-item').filter({ hasText: TITLE });
  await expect(done).toContainText(`Done by ${FEE_EARNER_NAME}`);
  await done.getByRole('button', { name: `Delete "${TITLE}"` }).click();
  const sure = page.getByRole('dialog', { name: 'Are you sure' });
  await sure.getByRole('button', { name: 'Delete task' }).click();
  await expect(toast(page, 'Task deleted')).toBeVisible();
  await expect(page.getByText('No tasks on this matter yet.')).toBeVisible();
});
