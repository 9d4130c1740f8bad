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
  await ad.getByRole('button', { name: 'Save Changes' }).click();
  await ad.getByRole('button', { name: 'Review errors' }).click();
  await expect(ad.getByLabel('County')).toBeFocused();
  await ad.getByLabel('County').fill('Cheshire');
  await expect(ad.getByText('Required', { exact: true })).toHaveCount(0);
  await ad.getByRole('button', { name: 'Save Changes' }).click();
  await expect(ad.getByText('Successfully saved changes!')).toBeVisible();
});
// member: add to an existing matter then remove
await ad.goto(`${base}/members`);
await ad.getByRole('link', { name: 'Niall Gates' }).first().click();
let ref = '';
await step('add to existing matter', async () => {
  await ad.getByRole('button', { name: 'Add to an existing matter' }).click();
  const d = ad.getByRole('dialog', { name: 'Add to an existing matter' });
  await expect(d.getByRole('listitem').first()).toBeVisible();
  await ad.screenshot({ path: '/tmp/c-shots/add-existing.png' });
  console.log('   add buttons', await d.getByRole('button', { name: /^Add Niall Gates to / }).count(), 'on team', await d.getByText('On the team').count());
  const add = d.getByRole('button', { name: /^Add Niall Gates to / }).first();
  ref = (await add.getAttribute('aria-label')).replace('Add Niall Gates to ', '');
  await add.click();
  await expect(ad.getByText(`Added Niall Gates to ${ref}!`)).toBeVisible();
  await expect(d).toBeHidden();
  await expect(ad.getByRole('link', { name: ref })).toBeVisible();
});
await step('remove from matter', async () => {
  const row = ad.getByRole('row', { name: new RegExp(ref.replace(/\//g, '\\/')) });
  await row.getByRole('button', { name: 'Remove from matter' }).click();
  await ad.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(ad.getByText(`Removed Niall Gates from ${ref}!`)).toBeVisible();
  await expect(ad.getByRole('link', { name: ref })).toHaveCount(0);
});
await step('member save status paused', async () => {
  await ad.getByRole('textbox', { name: 'Status' }).click();
  await ad.getByRole('option', { name: 'Paused' }).click();
  await ad.getByRole('button', { name: 'Save changes' }).click();
  await expect(ad.getByText('User Niall Gates updated!')).toBeVisible();
  await ad.getByRole('textbox', { name: 'Status' }).click();
  await ad.getByRole('option', { name: 'Active' }).click();
  await ad.getByRole('button', { name: 'Save changes' }).click();
  await expect(ad.getByText('User Niall Gates updated!').first()).toBeVisible();
});
// individuals
await ad.goto(`${B}/secure/individuals?search=client%40probity.test`);
await ad.getByRole('link', { name: 'Iris Bennett' }).click();
await step('individual add to new company', async () => {
  await ad.getByRole('button', { name: 'Add to a new company' }).click();
  const d = ad.getByRole('dialog', { name: 'Add to a new company' });
  await d.getByRole('combobox', { name: 'Company' }).click();
  await ad.getByRole('option', { name: 'Northgate Solicitors' }).click();
  await d.getByRole('combobox', { name: 'Matter', exact: true }).click();
  await ad.getByRole('option').first().click();
  await d.getByRole('button', { name: 'Add to matter' }).click();
  await expect(ad.getByText(/Added Iris Bennett to /)).toBeVisible();
  await expect(d).toBeHidden();
  await expect(ad.getByText('Northgate Solicitors')).toBeVisible();
});
await ad.screenshot({ path: '/tmp/c-shots/individual-after.png', fullPage: true });
await step('individual unlink', async () => {
  const btn = ad.getByRole('button', { name: /^Unlink from / }).last();
  await btn.click();
  await ad.getByRole('button', { name: 'Unlink', exact: true }).click();
  await expect(ad.getByText(/Removed Iris Bennett from /)).toBeVisible();
});
// administrators: create a second admin via API, then edit, change password, remove
const token = await ad.evaluate(() => { const k = Object.keys(sessionStorage).find((x) => x.startsWith('oidc.user:')); return JSON.parse(sessionStorage.getItem(k)).access_token; });
const me = await (await ad.request.get(`${B}/api/User`, { headers: { authorization: `Bearer ${token}` } })).json();
const created = await ad.request.post(`${B}/api/User/`, { headers: { authorization: `Bearer ${token}` }, data: { firstName: 'Ada', surname: `Admin${Date.now() % 10000}`, emailAddress: `ada.${Date.now()}@probity.test`, roles: ['Administrators'], organisationID: me.organisationID } });
console.log('create admin', created.status());
const other = await created.json();
await ad.goto(`${B}/secure/settings/administrators/${other.userID}`);
await step('admin save', async () => {
  await ad.getByLabel('First name').fill('Adah');
  await ad.getByRole('button', { name: 'Save changes' }).click();
  await expect(ad.getByText(`User Adah ${other.surname} updated!`)).toBeVisible();
});
await step('admin change password (mismatch then ok)', async () => {
  await ad.getByRole('textbox', { name: /^New password/ }).fill('Another-Admin-2026!');
  await ad.getByRole('textbox', { name: /^Repeat password/ }).fill('Another-Admin-2027!');
  await ad.getByRole('button', { name: 'Change password' }).click();
  await expect(ad.getByText('Passwords do not match')).toBeVisible();
  await ad.getByRole('textbox', { name: /^Repeat password/ }).fill('Another-Admin-2026!');
  await ad.getByRole('button', { name: 'Change password' }).click();
  await expect(ad.getByText('The password has been changed.')).toBeVisible();
});
await ad.screenshot({ path: '/tmp/c-shots/admin-other.png', fullPage: true });
await step('other admin signs in with the new password', async () => {
  const p = await signIn(other.emailAddress, 'Another-Admin-2026!');
  await p.context().close();
});
await step('admin remove other', async () => {
  await ad.getByRole('button', { name: 'Permanently remove user' }).click();
  await ad.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(ad.getByText(/User Adah .* deleted!/)).toBeVisible();
  await ad.waitForURL(/\/secure\/settings$/);
});
// delete a company
await step('delete company + redirect', async () => {
  const c = await ad.request.post(`${B}/api/Organisations`, { headers: { authorization: `Bearer ${token}` }, data: { name: `Doomed ${Date.now()}`, companyNo: '1', vatRegNo: '1', sraNumber: '1', dprNo: '1', address1: '1', cityTown: 'x', county: 'x', postCode: 'BS1 4RN', country: 'UK', organisationType: { organisationTypeID: '0a0e7f10-0000-4000-8000-000000000002' }, parentOrganisation: null } });
  const org = await c.json();
  await ad.goto(`${B}/secure/companies/${org.organisationID}/settings`);
  await ad.getByRole('button', { name: 'Permanently delete company' }).click();
  await ad.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(ad.getByText('Successfully deleted the company.')).toBeVisible();
  const t0 = Date.now();
  await ad.waitForURL(/\/secure\/companies$/);
  console.log('   redirect after ms', Date.now() - t0);
});
await browser.close();
