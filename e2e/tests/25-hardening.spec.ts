import { expect, test } from './a11y';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, signIn } from './support';

/* Issue 13 "Hardening": the accreditation badge shows what is configured; admins see whether uploads are scanned. */

const SHOTS = process.env.E2E_SHOTS_DIR;

test('the badge shows the configured example accreditation, saying it is an example', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@probity.test');
  const badge = page.getByLabel('Security accreditation');
  await expect(badge).toContainText('ISO/IEC 27001');
  await expect(badge).toContainText('Example only: not a real accreditation');
  await expect(badge).toContainText('Awarded 15/01/2026');
  await expect(badge.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
    'href',
    'https://example.com/certificates/probity-demo',
  );
  await expect(page.getByText('PCI DSS compliant')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/badge-1440.png` });

  await page.goto('/secure/settings/uploaded-files');
  await expect(page.getByText('Uploaded files are not scanned for malware')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/uploads-1440.png`, fullPage: true });

  await page.setViewportSize(MOBILE);
  await expect(page.getByText('Uploaded files are not scanned for malware')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/uploads-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByLabel('Security accreditation')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/badge-390.png` });
});
