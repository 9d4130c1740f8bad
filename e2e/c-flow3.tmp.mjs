import { chromium, expect } from '@playwright/test';
const B = 'http://localhost:3241';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
async function signIn(email, password = 'Probity-Demo-2026!') {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 200)));
  await page.goto(`${B}/secure`);
  await page.waitForURL(/\/identity\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/secure/'));
  return page;
}
const step = async (name, fn) => { try { await fn(); console.log('OK  ', name); } catch (e) { console.log('FAIL', name, e.message.split('\n').slice(0, 3).join(' | ')); } };
const ad = await signIn('admin@probity.test');
await ad.goto(`${B}/secure/companies?search=Northgate`);
await ad.getByRole('link', { name: 'Northgate Solicitors' }).click();
await ad.waitForURL(/details$/);
const base = ad.url().replace(/\/details$/, '');
await step('details review errors', async () => {
  await ad.getByLabel('County').fill('');
  await ad.getByRole('button', { name: 'Save Changes' }).click();
  await ad.getByRole('button', { name: 'Review errors' }).click();
  await expect(ad.getByLabel('County')).toBeFocused();
  await ad.getByLabel('County').fill('Cheshire');
  await expect(ad.getByText('Required', { exact: true })).toHaveCount(0);
  await ad.getByRole('button', { name: 'Save Changes' }).click();
  await expect(ad.getByText('Successfully saved changes!')).toBeVisible();
});
// member: add to an existing matter then remove
await ad.goto(`${B}/secure/companies?search=Harbour`);
await ad.getByRole('link', { name: 'Harbour & Finch LLP' }).click();
await ad.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Members' }).click();
await ad.getByRole('link', { name: 'Sophie Turner' }).first().click();
let ref = '';
await step('add to existing matter', async () => {
  await ad.getByRole('button', { name: 'Add to an existing matter' }).click();
  const d = ad.getByRole('dialog', { name: 'Add to an existing matter' });
  await expect(d.getByRole('listitem').first()).toBeVisible();
  await ad.screenshot({ path: '/tmp/c-shots/add-existing.png' });
  console.log('   add buttons', await d.getByRole('button', { name: /^Add Sophie Turner to / }).count(), 'on team', await d.getByText('On the team').count());
  const add = d.getByRole('button', { name: /^Add Sophie Turner to / }).first();
  ref = (await add.getAttribute('aria-label')).replace('Add Sophie Turner to ', '');
  await add.click();
  await expect(ad.getByText(`Added Sophie Turner to ${ref}!`)).toBeVisible();
  await expect(d).toBeHidden();
  await expect(ad.getByRole('link', { name: ref })).toBeVisible();
});
await step('remove from matter', async () => {
  const row = ad.getByRole('row').filter({ has: ad.getByRole('link', { name: ref, exact: true }) });
  await row.getByRole('button', { name: 'Remove from matter' }).click();
  await ad.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(ad.getByText(`Removed Sophie Turner from ${ref}!`)).toBeVisible();
  await expect(ad.getByRole('link', { name: ref })).toHaveCount(0);
});
await step('member save status paused', async () => {
  await ad.getByRole('combobox', { name: 'Status' }).click();
  await ad.getByRole('option', { name: 'Paused' }).click();
  await ad.getByRole('button', { name: 'Save changes' }).click();
  await expect(ad.getByText('User Sophie Turner updated!')).toBeVisible();
  await ad.getByRole('combobox', { name: 'Status' }).click();
  await ad.getByRole('option', { name: 'Active' }).click();
  await ad.getByRole('button', { name: 'Save changes' }).click();
  await expect(ad.getByText('User Sophie Turner updated!').first()).toBeVisible();
});
await browser.close();
