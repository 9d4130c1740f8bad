import { type Locator, type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, closeToasts, matterIdOf, newPage, signIn } from './support';

/**
 * The help overlay and its assistant (spec 01 §2 help overlay, §5, §9): opened from a page
 * header's help button it lands on the page's subsection; the TOC jumps; an image opens in the
 * lightbox; the assistant answers from the help with a source link that jumps back; the Assistant
 * link opens it too; an Individual never sees the staff-only subsections. Screenshots at desktop
 * and 390 px.
 */

const MATTER = 'HF/EST/2026/014';

function helpOverlay(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Help|Assistant)$/ });
}

/** The overlay is a fixed layer: pictures of the viewport, not of the whole page. */
async function shoot(page: Page, name: string, prepare?: () => Promise<void>) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    if (prepare) await prepare();
    await page.screenshot({ path: `screenshots/${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

test('help opens at the page, jumps, shows images and answers questions', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  await page.waitForURL('**/secure/dashboard');

  // Earlier journeys add matters, so the matter is opened by its id rather than from the list's first page.
  await page.goto(`/secure/matters/${await matterIdOf(page, MATTER)}`);
  await page.getByRole('navigation', { name: 'Matter' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await closeToasts(page);

  // The page header's help button: the overlay opens at the team subsection.
  await page.getByRole('button', { name: /^Help: open the help/ }).click();
  const help = helpOverlay(page);
  await expect(help).toBeVisible();
  const teamTitle = help.getByRole('heading', { level: 3, name: 'The matter team' });
  await expect(teamTitle).toBeInViewport();
  const toc = help.getByRole('navigation', { name: 'Contents' });
  await expect(toc.getByRole('button', { name: 'The matter team' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  // At least 600 px wide on a desktop (spec 01 §9).
  const box = await help.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(600);
  await page.screenshot({ path: 'screenshots/help-team-desktop.png' });

  // The table of contents jumps; the highlight follows the jump, not the scrolling on the way.
  await toc.getByRole('button', { name: 'Matter details and status' }).click();
  await expect(help.getByRole('heading', { level: 3, name: 'Matter details and status' })).toBeInViewport();
  await expect(toc.getByRole('button', { name: 'Matter details and status' })).toHaveAttribute(
    'aria-current',
    'location',
  );

  // An image opens in the lightbox.
  await help.getByRole('button', { name: /^Enlarge image: The statuses of an Estate matter/ }).click();
  const lightbox = page.getByRole('dialog', { name: 'The statuses of an Estate matter' });
  await expect(lightbox.getByRole('img', { name: 'The statuses of an Estate matter' })).toBeVisible();
  // Let the opening transition finish before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'screenshots/help-lightbox-desktop.png' });
  await lightbox.getByRole('button', { name: 'Close image' }).click();
  await expect(lightbox).toBeHidden();

  // The assistant: Send waits for a question (spec 01 §5), then answers with a source link.
  const prompt = help.getByLabel('Ask the assistant');
  const send = help.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await prompt.fill('How do I add a team member?');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('dialog', { name: 'Assistant' })).toBeVisible();
  const answer = help.locator('[data-help-answer]').last();
  await expect(answer).toContainText('Add Team Member');
  await expect(answer).toContainText('Apply Selection');
  await expect(send).toBeDisabled();
  await shoot(page, 'help-assistant');

  // Its source link jumps back into the help at that subsection.
  await answer.getByRole('link', { name: 'The matter team' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
  await expect(teamTitle).toBeInViewport();

  // The same overlay on a phone: the whole width, the contents as a drop-down.
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(400);
  const phoneBox = await help.boundingBox();
  expect(Math.round(phoneBox?.width ?? 0)).toBe(MOBILE.width);
  await expect(help.getByRole('combobox', { name: 'Contents' })).toHaveValue('The matter team');
  await page.screenshot({ path: 'screenshots/help-team-mobile.png' });
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Close help' }).click();
  await expect(help).toBeHidden();

  // The side navigation's Assistant link opens the help at the page's subsection.
  await page.goto('/secure/users');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Assistant' }).click();
  await expect(
    helpOverlay(page).getByRole('heading', { level: 3, name: "Your organisation's users" }),
  ).toBeInViewport();
});

test("an Individual's help leaves out the staff-only subsections", async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'client@probity.test');
  await page.waitForURL('**/secure/matters');
  await closeToasts(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Assistant' }).click();
  const help = helpOverlay(page);
  const toc = help.getByRole('navigation', { name: 'Contents' });
  await expect(toc.getByRole('button', { name: 'The matter list' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(toc.getByRole('button', { name: 'Your matters' })).toBeVisible();
  await expect(toc.getByRole('button', { name: 'The matter team' })).toBeVisible();
  for (const staffOnly of [
    'Individuals on a matter',
    'Creating a matter',
    "Your organisation's users",
    'Identity checks',
    'Companies',
  ]) {
    await expect(toc.getByRole('button', { name: staffOnly })).toHaveCount(0);
  }

  // An honest answer when the help has none.
  await help.getByLabel('Ask the assistant').fill('What is the airspeed velocity of an unladen swallow?');
  await help.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(help.locator('[data-help-answer]').last()).toContainText('I could not find that in the help.');
  await shoot(page, 'help-individual');
});
