import { type Page, expect, test } from './a11y';
import {
  accessToken,
  closeToasts,
  expectNoSeriousA11yViolations,
  matterIdOf,
  newPage,
  openChoices,
  shootBothWidths,
  signIn,
  toast,
} from './support';

/**
 * Issue 14 "See what happened": a fee-earner records an attendance note with a linked document on
 * HF/EST/2026/014, finds it on the matter's Notes tab and, filtered by kind, in its Activity tab;
 * the client of the matter (client@probity.test) sees the Activity tab without the note and has no
 * Notes tab (the API answers them 404). Screenshots at 1440 and 390 px, axe on each screen. The
 * journey removes its note and its document again.
 */

const REFERENCE = 'HF/EST/2026/014';
const DOCUMENT_NAME = 'Journey 29 house valuation.pdf';
const NOTE_TEXT =
  'Met Iris Bennett at the office to go through the house valuation. She agrees to instruct the agents; we will send the engagement letter this week.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function api(page: Page) {
  return { authorization: `Bearer ${await accessToken(page)}` };
}

function matterNav(page: Page) {
  return page.getByRole('navigation', { name: 'Matter' });
}

test('a fee-earner records an attendance note; the client never sees it', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await newPage(browser);
  await signIn(page, 'executive@harbourfinch.test');
  const matterID = await matterIdOf(page, REFERENCE);
  const upload = await page.request.post('/api/Document/', {
    headers: await api(page),
    data: [
      {
        name: DOCUMENT_NAME,
        mimeType: 'application/pdf',
        content: `data:application/pdf;base64,${PDF.toString('base64')}`,
        itemID: matterID,
      },
    ],
  });
  expect(upload.status()).toBe(201);
  const documentID = ((await upload.json()) as { documentID: string }[])[0]!.documentID;

  // The Notes tab sits after Documents, before Activity.
  await page.goto(`/secure/matters/${matterID}/notes`);
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  const links = (await matterNav(page).getByRole('link').allInnerTexts()).map((t) => t.trim());
  expect(links.indexOf('Notes')).toBeGreaterThan(links.indexOf('Documents'));
  expect(links).toContain('Activity');

  await page.getByRole('button', { name: 'New note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog).toBeVisible();
  // Nothing is saved without the text and the duration of an attendance.
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog.getByText('Enter how long the attendance lasted')).toBeVisible();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByText('Meeting', { exact: true }).click();
  await dialog.getByLabel('Duration (minutes)').fill('35');
  await dialog.getByRole('textbox', { name: 'Note' }).fill(NOTE_TEXT);
  const documents = dialog.getByRole('combobox', { name: 'Linked documents' });
  await openChoices(documents, page.getByRole('option', { name: DOCUMENT_NAME }));
  await page.getByRole('option', { name: DOCUMENT_NAME }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).click();
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'notes-new-note');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const note = page.getByRole('article', { name: 'Attendance note · Meeting · 35 minutes' });
  await expect(note).toContainText(NOTE_TEXT);
  await expect(note.getByRole('button', { name: DOCUMENT_NAME })).toBeVisible();
  await expect(note.getByText(/You can change this note until/)).toBeVisible();
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'notes-list');

  // The Activity tab, filtered to notes: the entry names the kind of note, never its text.
  await matterNav(page).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const feed = page.getByRole('region', { name: 'Activity' });
  const kind = page.getByRole('combobox', { name: 'Kind' });
  await openChoices(kind, page.getByRole('option', { name: 'Notes' }));
  await page.getByRole('option', { name: 'Notes' }).click();
  await expect(feed.getByText(/recorded an attendance note on/).first()).toBeVisible();
  await expect(feed.getByText(/added the document/)).toHaveCount(0);
  await expect(feed).not.toContainText('house valuation. She agrees');
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'matter-activity');

  // The client: an Activity tab without the note, no Notes tab; the API answers 404.
  const client = await newPage(browser);
  await signIn(client, 'client@probity.test');
  await client.goto(`/secure/matters/${matterID}/activity`);
  await expect(client.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const clientLinks = (await matterNav(client).getByRole('link').allInnerTexts()).map((t) => t.trim());
  expect(clientLinks).toContain('Activity');
  expect(clientLinks).not.toContain('Notes');
  const clientFeed = client.getByRole('region', { name: 'Activity' });
  await expect(clientFeed.getByText(/added the document/).first()).toBeVisible();
  await expect(clientFeed.getByText(/attendance note/)).toHaveCount(0);
  await openChoices(
    client.getByRole('combobox', { name: 'Kind' }),
    client.getByRole('option', { name: 'Documents' }),
  );
  await expect(client.getByRole('option', { name: 'Notes' })).toHaveCount(0);
  await client.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(client);
  await shootBothWidths(client, 'matter-activity-client');
  const refused = await client.request.get(`/api/Matters/${matterID}/FileNotes`, {
    headers: await api(client),
  });
  expect(refused.status()).toBe(404);
  await client.goto(`/secure/matters/${matterID}/notes`);
  await expect(client).toHaveURL(/\/details$/);
  await client.context().close();

  // Leave the demo data as it was: the author deletes the note (within 24 hours), then the document.
  await matterNav(page).getByRole('link', { name: 'Notes' }).click();
  await note.getByRole('button', { name: 'Delete note' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Note deleted.')).toBeVisible();
  await expect(page.getByText('No notes on this matter yet.')).toBeVisible();
  const removed = await page.request.delete('/api/Document', {
    headers: await api(page),
    params: { id: documentID },
  });
  expect(removed.status()).toBe(204);
  await page.context().close();
});
