import { chromium, expect } from '@playwright/test';
const B = 'http://localhost:3241';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
async function signIn(email) {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 200)));
  await page.goto(`${B}/secure`);
  await page.waitForURL(/\/identity\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Probity-Demo-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/secure/'));
  return page;
}
const step = async (name, fn) => { try { await fn(); console.log('OK  ', name); } catch (e) { console.log('FAIL', name, e.message.split('\n').slice(0, 3).join(' | ')); } };

// Admin flows
const ad = await signIn('admin@probity.test');
await ad.goto(`${B}/secure/companies?search=Northgate`);
await ad.getByRole('link', { name: 'Northgate Solicitors' }).click();
await ad.waitForURL(/details$/);
const base = ad.url().replace(/\/details$/, '');
await step('details save valid', async () => {
  await ad.getByLabel('Accounts Reference').fill('NG-0099');
  await ad.getByRole('button', { name: 'Save Changes' }).click();
  await expect(ad.getByText('Successfully saved changes!')).toBeVisible();
});
await step('address picker', async () => {
  await ad.getByLabel('Look up by postcode').fill('bs14rn');
  await ad.getByRole('button', { name: 'Find address' }).click();
  await ad.getByRole('combobox', { name: 'Choose the address' }).click();
  await ad.getByRole('option').first().click();
  await expect(ad.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('BS1 4RN');
});
await step('details invalid save anyway', async () => {
  await ad.getByLabel('County').fill('');
  await ad.getByRole('button', { name: 'Save Changes' }).click();
  await ad.screenshot({ path: '/tmp/c-shots/invalid-debug.png' });
  await expect(ad.getByText('Attempt updating with invalid data')).toBeVisible();
  await ad.getByRole('button', { name: 'Update my data anyway' }).click();
  await expect(ad.getByText(/^Could not save: /)).toBeVisible();
});
await ad.screenshot({ path: '/tmp/c-shots/details-invalid.png', fullPage: true });
await ad.goto(`${base}/settings`);
await step('test mode on', async () => {
  await ad.getByRole('switch', { name: 'Test Mode' }).click({ force: true });
  await ad.getByRole('button', { name: 'Yes' }).click();
  await expect(ad.getByText('Test mode is on.')).toBeVisible();
  await expect(ad.getByRole('switch', { name: 'Test Mode' })).toBeChecked();
});
await step('credentials', async () => {
  await ad.getByLabel('Provider username').fill('ng-user');
  await ad.getByLabel('Provider password').fill('ng-secret');
  await ad.getByRole('button', { name: 'Save credentials' }).click();
  await expect(ad.getByText('Integrations details have been updated')).toBeVisible();
  await expect(ad.getByText('set', { exact: true })).toHaveCount(2);
});
await ad.screenshot({ path: '/tmp/c-shots/settings-after.png', fullPage: true });
await ad.goto(`${base}/members`);
await step('reset password', async () => {
  await ad.getByRole('button', { name: /Actions for Niall/ }).click();
  await ad.getByRole('menuitem', { name: 'Reset password' }).click();
  await expect(ad.getByText(/A password reset e-mail was sent to/)).toBeVisible();
});
await step('member page add to new matter', async () => {
  await ad.getByRole('link', { name: /Niall Gates/ }).first().click();
  await ad.getByRole('button', { name: 'Add to a new matter' }).click();
  const d = ad.getByRole('dialog', { name: 'New Matter' });
  await d.getByLabel('Reference').fill(`NG/TEST/${Date.now() % 100000}`);
  await d.getByLabel('Matter type').click();
  await ad.getByRole('option', { name: 'Will' }).click();
  await d.getByRole('button', { name: 'Create matter' }).click();
  await expect(ad.getByText(/Matter NG\/TEST\/\d+ created!/)).toBeVisible();
  await expect(ad.getByRole('link', { name: /NG\/TEST\// })).toBeVisible();
});
await step('member remove from matter', async () => {
  const row = ad.getByRole('row', { name: /NG\/TEST\// });
  await row.getByRole('button', { name: 'Remove from matter' }).click();
  await ad.getByRole('button', { name: 'Remove', exact: true }).click();
  await ad.screenshot({ path: '/tmp/c-shots/remove-debug.png' });
  await expect(ad.getByText(/Removed Niall Gates from NG\/TEST/)).toBeVisible();
});
await ad.screenshot({ path: '/tmp/c-shots/member-after.png', fullPage: true });
await step('member add to existing matter', async () => {
  await ad.getByRole('button', { name: 'Add to an existing matter' }).click();
  const d = ad.getByRole('dialog', { name: 'Add to an existing matter' });
  await expect(d.getByText(/NG\/TEST\//)).toBeVisible();
  await ad.screenshot({ path: '/tmp/c-shots/add-existing.png' });
  await d.getByRole('button', { name: /^Add Niall Gates to NG\/TEST/ }).click();
  await expect(ad.getByText(/Added Niall Gates to NG\/TEST/)).toBeVisible();
  await expect(d).toBeHidden();
});
console.log('done part 1');
await browser.close();
