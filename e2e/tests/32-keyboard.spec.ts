import { expect, type Page, test } from './a11y';
import { DESKTOP, MOBILE, newPage, shootBothWidths, signIn } from './support';

/**
 * Issue 15, keyboard: a skip link is the first focus stop and takes the focus to the main
 * landmark; no focus stop is out of sight (the collapsed mobile header on desktop, the closed
 * navigation on a phone); the profile button is named by what it shows.
 */

/** Where the focus is after each of `count` Tabs: its name and whether it can be seen. */
async function tabStops(page: Page, count: number) {
  const stops: { name: string; isVisible: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return { name: '(body)', isVisible: false };
        // A radio or checkbox drawn by its label (a segmented control) is seen through the label.
        const el = (focused instanceof HTMLInputElement && focused.labels?.[0]) || focused;
        const box = el.getBoundingClientRect();
        const inView =
          box.width > 0 &&
          box.height > 0 &&
          box.right > 0 &&
          box.bottom > 0 &&
          box.left < window.innerWidth &&
          box.top < window.innerHeight;
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const name = text || `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60);
        return {
          name,
          isVisible: inView && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        };
      }),
    );
  }
  return stops;
}

async function startOnDashboard(page: Page) {
  await signIn(page, 'partner@harbourfinch.test');
  await page.waitForURL('**/secure/dashboard');
  await expect(page.getByText('Here is a summary of your activity')).toBeVisible();
  // The panels under the tiles stay hidden until all have loaded: on a phone, with the navigation
  // closed, Tab would otherwise run past the last stop of a half-loaded page to the document.
  await expect(page.getByRole('region', { name: 'Activity' })).toBeVisible();
  // Start from the top of the document, as a keyboard user arriving at the page does.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test(`the skip link comes first and every focus stop can be seen (${width})`, async ({ browser }) => {
    const page = await newPage(browser);
    await page.setViewportSize(viewport);
    await startOnDashboard(page);

    const stops = await tabStops(page, 6);
    expect(stops[0]).toEqual({ name: 'Skip to main content', isVisible: true });
    expect(stops.filter((stop) => !stop.isVisible)).toEqual([]);

    await page.reload();
    await expect(page.getByText('Here is a summary of your activity')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.screenshot({ path: `screenshots/skip-link-${width}.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.context().close();
  });
}

test('the profile button is named by the name it shows (WCAG 2.5.3)', async ({ browser }) => {
  const page = await newPage(browser);
  await startOnDashboard(page);
  const profile = page.getByRole('button', { name: /Profile menu$/ });
  await expect(profile).toBeVisible();
  const shownName = (await profile.innerText()).split('\n')[0]?.trim() ?? '';
  expect(shownName).not.toBe('');
  await expect(profile).toHaveAccessibleName(
    new RegExp(`^${shownName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await shootBothWidths(page, 'keyboard-dashboard');
  await page.context().close();
});
