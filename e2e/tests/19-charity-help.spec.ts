import { type Locator, type Page, expect, test } from './a11y';
import {
  DESKTOP,
  MOBILE,
  closeToasts,
  expectNoSeriousA11yViolations,
  newPage,
  signIn,
  toast,
} from './support';

/**
 * Issue 11: help for the charity side and the assistant's relevance floor; and the scheduled jobs
 * page's Run now with its results in words. The header's help button opens each charity page at its
 * topic; the assistant cites the bank accounts topic for a sharing question and says it found
 * nothing for a question the help cannot answer; Finance lands on the bank accounts topic. An
 * administrator runs a queue now (confirm, toast) and reads its result in words. axe on each
 * screen; pictures at 1440 and 390 px.
 */

test.use({ actionTimeout: 30_000 });
// The first journeys on a cold server load their pages and the help slowly on a busy machine.
test.describe.configure({ timeout: 360_000 });
const SLOW = { timeout: 30_000 };

function helpOverlay(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Help|Assistant)$/ });
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

async function openHelpHere(page: Page) {
  await page.getByRole('button', { name: /^Help: open the help/ }).click();
  await expect(helpOverlay(page)).toBeVisible();
  await expect(helpOverlay(page).getByRole('navigation', { name: 'Contents' })).toBeVisible(SLOW);
}

async function ask(page: Page, question: string): Promise<Locator> {
  const help = helpOverlay(page);
  const count = await help.locator('[data-help-answer]').count();
  await help.getByLabel('Ask the assistant').fill(question);
  await help.getByRole('button', { name: 'Send', exact: true }).click();
  // The first question also brings the assistant's introduction.
  await expect(async () =>
    expect(await help.locator('[data-help-answer]').count()).toBeGreaterThan(count),
  ).toPass(SLOW);
  const answer = help.locator('[data-help-answer]').last();
  // The answer shows 'Looking in the help…' until it arrives.
  await expect(answer).not.toContainText('Looking in the help', SLOW);
  return answer;
}

test('a charity user gets help for the legacy pages, and honest answers', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test', '/secure/charity-legacies');
  await page.goto('/secure/charity-legacies');
  // The first journey on a cold server: the page may take a while.
  await expect(page.getByRole('heading', { name: 'Legacies', exact: true })).toBeVisible(SLOW);
  await closeToasts(page);

  // The list's help button opens at the legacy list; the contents are the charity's, not a firm's.
  await openHelpHere(page);
  const help = helpOverlay(page);
  await expect(help.getByRole('heading', { level: 3, name: 'The legacy list' })).toBeInViewport(SLOW);
  const toc = help.getByRole('navigation', { name: 'Contents' });
  await expect(toc.getByRole('button', { name: 'The legacy list' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  for (const topic of ['Sharing bank details with the law firm', 'Roles in a charity', 'Co-beneficiaries'])
    await expect(toc.getByRole('button', { name: topic })).toBeVisible();
  for (const firmOnly of ['Creating a matter', 'Charities on a matter', 'Individuals on a matter'])
    await expect(toc.getByRole('button', { name: firmOnly })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'charity-help-list');
  await page.getByRole('button', { name: 'Close help' }).click();
  await expect(help).toBeHidden();

  // A legacy's Legacy Details page opens at its own topic.
  await page.getByRole('row').filter({ hasText: 'BWT-0412' }).getByRole('link', { name: 'BWT-0412' }).click();
  await page.waitForURL(/\/information$/);
  await page
    .getByRole('navigation', { name: 'Legacy' })
    .getByRole('link', { name: 'Legacy Details' })
    .click();
  await page.waitForURL(/\/legacy-details$/);
  await openHelpHere(page);
  await expect(help.getByRole('heading', { level: 3, name: 'Legacy details and amounts' })).toBeInViewport(
    SLOW,
  );

  // The assistant cites the sharing topic, and its link jumps there.
  const answer = await ask(page, 'How do I share our bank details with the solicitor?');
  await expect(
    answer.getByRole('link', { name: 'Sharing bank details with the law firm' }).first(),
  ).toBeVisible();
  await expect(answer).toContainText('Share');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'charity-help-assistant');
  await answer.getByRole('link', { name: 'Sharing bank details with the law firm' }).first().click();
  await expect(
    help.getByRole('heading', { level: 3, name: 'Sharing bank details with the law firm' }),
  ).toBeInViewport(SLOW);

  // A question the help cannot answer: no unrelated topic.
  const none = await ask(page, 'How do I file a VAT return?');
  await expect(none).toContainText('I could not find that in the help.');
  await expect(none.getByRole('link')).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/charity-help-no-match-desktop.png' });
  // On a phone: asked there, the answer shows at the bottom of the chat.
  await page.setViewportSize(MOBILE);
  const phone = await ask(page, 'What is the weather in Leeds?');
  await expect(phone).toContainText('I could not find that in the help.');
  await expect(phone).toBeInViewport(SLOW);
  await page.screenshot({ path: 'screenshots/charity-help-no-match-mobile.png' });
});

test('Finance opens the bank accounts topic from its page', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'finance@brightwater.test', '/secure/charity-settings/bank-accounts');
  await page.goto('/secure/charity-settings/bank-accounts');
  await expect(page.getByRole('heading', { name: 'Bank accounts', exact: true })).toBeVisible(SLOW);
  await closeToasts(page);
  await openHelpHere(page);
  await expect(
    helpOverlay(page).getByRole('heading', { level: 3, name: "The charity's bank accounts" }),
  ).toBeInViewport(SLOW);
  const toc = helpOverlay(page).getByRole('navigation', { name: 'Contents' });
  // Finance reads about sharing, not about the legacy pages it cannot open.
  await expect(toc.getByRole('button', { name: 'Sharing bank details with the law firm' })).toBeVisible();
  await expect(toc.getByRole('button', { name: 'The legacy list' })).toHaveCount(0);
  await shoot(page, 'finance-help-bank-accounts');
});

test('an administrator runs a queue now and reads its result in words', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'admin@probity.test', '/secure/jobs');
  await page.goto('/secure/jobs');
  await expect(page.getByRole('heading', { name: 'Scheduled Jobs' })).toBeVisible(SLOW);
  await closeToasts(page);

  const runNow = page.getByRole('button', { name: 'Run now: files.sweep' });
  await expect(runNow).toBeVisible();
  await runNow.click();
  const dialog = page.getByRole('dialog', { name: 'Run files.sweep now?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'screenshots/jobs-run-now-confirm-desktop.png' });
  await dialog.getByRole('button', { name: 'Yes, run it now' }).click();
  await expect(toast(page, 'files.sweep will run now.')).toBeVisible(SLOW);

  // The queue's history shows the run; once done, its result reads in words.
  await expect(page.getByRole('button', { name: 'files.sweep', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row').nth(1)).toContainText('Nothing to do', { timeout: 60_000 });
  await expect(history).not.toContainText('{');
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'jobs-run-now');

  // The e-mail queue's history too: words, never raw JSON.
  await page.getByRole('button', { name: 'mail.deliver', exact: true }).click();
  await expect(history.getByRole('row').nth(1)).toContainText(
    /Nothing to do|Kept \d+ e-mails? in the outbox/,
  );
  await expect(history).not.toContainText(/sent: \d/);
  await page.screenshot({ path: 'screenshots/jobs-mail-history-desktop.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.getByRole('heading', { name: 'History' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'screenshots/jobs-mail-history-mobile.png' });
});
