import { expect, test } from './a11y';

/**
 * The axe watcher itself (issue 15): a state with a serious violation fails the journey that
 * opened it, with no call in the test. `test.fail` turns that failure into the expected outcome,
 * so this journey fails if the watcher stops finding what it should.
 */
const PROBE = '/axe-watch-probe';

test.fail('a state with a serious violation fails the journey at teardown', async ({ page }) => {
  // A page of its own (not the product's), so no journey's state is spent on it.
  await page.route(`**${PROBE}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Probe</title><main><h1>Probe</h1><button id="nameless"></button><input id="other"></main></html>',
    }),
  );
  await page.goto(PROBE);
  // An action on the page: the watcher checks the state before it, with no call here.
  await page.locator('#other').fill('x');
  await expect(page.locator('#nameless')).toBeAttached();
});

test('each page and each dialog it opens is a state checked once, its ids replaced', async ({
  page,
  a11yLedger,
}) => {
  await page.route(`**${PROBE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Probe</title><main><h1>Probe</h1>
        <button id="open" onclick="document.getElementById('d').hidden = false">Open</button>
        <div id="d" role="dialog" aria-labelledby="t" hidden><h2 id="t">Probe dialog</h2>
        <button id="ok" onclick="this.parentElement.hidden = true">OK</button></div></main></html>`,
    }),
  );
  await page.goto(`${PROBE}/0b5e7c1a-6f3d-4c8e-9a21-3d4f5e6a7b8c/notes`);
  await page.locator('#open').click();
  await page.locator('#ok').click();
  await page.goto(`${PROBE}/42/notes`);
  await page.locator('#open').click();
  expect([...a11yLedger.seen].filter((key) => key.startsWith(`${PROBE}/`))).toEqual([
    `${PROBE}/:id/notes (wide)`,
    `${PROBE}/:id/notes [dialog: Probe dialog] (wide)`,
  ]);
});
