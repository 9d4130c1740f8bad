import { expect, test } from './a11y';
import { signIn } from './support';

/** Screenshots of the screens of the foundation, at desktop width and below 1024 px, to look at. */
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

for (const size of SIZES) {
  test(`screens at ${size.name} width`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const shot = (name: string) =>
      page.screenshot({ path: `screenshots/${name}-${size.name}.png`, fullPage: true });

    await page.goto('/secure');
    await page.waitForURL(/\/identity\//);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await shot('sign-in');

    await signIn(page, 'partner@harbourfinch.test');
    await page.waitForURL('**/secure/dashboard');
    await expect(page.getByText('Here is a summary of your activity')).toBeVisible();
    await shot('dashboard');

    await page.goto('/secure/matters');
    await expect(page.getByRole('heading', { name: 'Matters' })).toBeVisible();
    await expect(page.getByText('HF/EST/2026/014').first()).toBeVisible();
    await shot('matters');
    await context.close();

    const pending = await (
      await browser.newContext({ viewport: { width: size.width, height: size.height } })
    ).newPage();
    await signIn(pending, 'pending.terms@harbourfinch.test');
    await pending.waitForURL('**/secure/terms-and-conditions');
    await expect(pending.getByRole('button', { name: 'Accept terms and conditions' })).toBeVisible();
    await pending.screenshot({ path: `screenshots/terms-${size.name}.png`, fullPage: true });
  });
}
