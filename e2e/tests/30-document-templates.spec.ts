import { crc32 } from 'node:zlib';
import { type Page, expect as baseExpect, test } from './a11y';
import {
  accessToken,
  closeToasts,
  expectNoSeriousA11yViolations,
  matterIdOf,
  navLabels,
  DESKTOP,
  MOBILE,
  newPage,
  signIn,
  toast,
} from './support';

/**
 * Issue 14, letter templates, folders and versions: the firm's Matter Admin uploads a Word letter
 * template (a broken one is refused, naming the merge field), generates a letter into a matter, finds
 * it in the matter's Documents in its folder, uploads a new version and sees the old one among the
 * versions. What the journey made is removed at its end (later journeys count documents).
 */

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const REFERENCE = 'HF/EST/2026/014';
const RUN = Date.now().toString(36);
const TEMPLATE = `Bank letter ${RUN}`;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A minimal .docx (a zip of three stored parts) with one paragraph per line, made here. */
function docx(lines: string[]): Buffer {
  const body = lines.map((l) => `<w:p><w:r><w:t xml:space="preserve">${l}</w:t></w:r></w:p>`).join('');
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of parts) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const main = (page: Page) => page.getByRole('main');

/** Screenshots at 1440 and 390 px, each once the layout has settled (the navigation slides, lists become cards). */
async function shootBothWidths(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `screenshots/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

test('a Matter Admin keeps a letter template, generates a letter into a matter, files it and versions it', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  expect(await navLabels(page)).toContain('Letter templates');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Letter templates' })
    .click();
  await page.waitForURL('**/secure/letter-templates');
  await expect(page.getByRole('heading', { name: 'Letter templates', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Merge fields' })).toBeVisible();
  await expect(main(page).getByText('{matter_reference}', { exact: true })).toBeVisible();

  // A template with a broken merge field is refused, naming it.
  await page.getByRole('button', { name: 'Upload template' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Name').fill(TEMPLATE);
  await modal.locator('input[type=file]').setInputFiles({
    name: 'broken.docx',
    mimeType: DOCX_TYPE,
    buffer: docx(['Dear {firm_name']),
  });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(/The merge field \{firm_name\} is not valid/)).toBeVisible();

  // The real one.
  await modal.locator('input[type=file]').setInputFiles({
    name: 'bank-letter.docx',
    mimeType: DOCX_TYPE,
    buffer: docx([
      'Our ref: {matter_reference}',
      'Re: {matter_title}, {deceased_full_name}',
      '{#individuals}{role}: {full_name}{/individuals}',
      '{firm_name}, {today}',
    ]),
  });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Template saved')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(main(page).getByText(TEMPLATE)).toBeVisible();
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'letter-templates');

  // Generate it into the matter from its Documents page.
  const matterID = await matterIdOf(page, REFERENCE);
  await page.goto(`/secure/matters/${matterID}/documents`);
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Generate from template' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate a letter' });
  await generate.getByLabel('Template').selectOption({ label: TEMPLATE });
  await expect(generate.getByLabel('Folder')).toHaveValue('correspondence');
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'letter-generate');
  await generate.getByRole('button', { name: 'Generate' }).click();
  const letter = `${TEMPLATE} – HF-EST-2026-014.docx`;
  await expect(toast(page, `${letter} was added to the documents`)).toBeVisible();
  await expect(generate).toBeHidden();

  // In the list at once, in its folder; the folder filter keeps it.
  const row = main(page).getByRole('row').filter({ hasText: letter });
  await expect(row).toBeVisible();
  await expect(row.getByLabel(`Folder of ${letter}`)).toHaveValue('correspondence');
  await main(page).getByLabel('Folder', { exact: true }).selectOption('correspondence');
  await expect(row).toBeVisible();
  await main(page).getByLabel('Folder', { exact: true }).selectOption('tax');
  await expect(row).toBeHidden();
  await main(page).getByLabel('Folder', { exact: true }).selectOption('');
  await expect(row).toBeVisible();

  // Its words are the matter's.
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const listed = (await (await page.request.get(`/api/Document/List/${matterID}`, { headers })).json()) as {
    documentID: string;
    name: string;
  }[];
  const documentID = listed.find((d) => d.name === letter)?.documentID ?? '';
  expect(documentID).not.toBe('');
  const file = await page.request.get(`/api/Document/${documentID}`, { headers });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe(DOCX_TYPE);

  // A new version keeps the old one among the versions.
  await row.getByRole('button', { name: `Versions of ${letter}` }).click();
  const versions = page.getByRole('dialog', { name: `Versions of ${letter}` });
  await expect(versions.getByText('There are no earlier versions.')).toBeVisible();
  await versions.locator('input[type=file]').setInputFiles({
    name: letter,
    mimeType: DOCX_TYPE,
    buffer: docx([`Our ref: ${REFERENCE} (signed copy)`]),
  });
  await expect(toast(page, 'Version 2 uploaded')).toBeVisible();
  await expect(versions.getByText('Version 2 · Current')).toBeVisible();
  const earlier = versions.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(earlier).toHaveCount(1);
  await expect(earlier.first()).toContainText('Version 1');
  const download = page.waitForEvent('download');
  await earlier
    .first()
    .getByRole('button', { name: /Download version 1/ })
    .click();
  expect((await download).suggestedFilename()).toBe(letter);
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'document-versions');
  await page.keyboard.press('Escape');
  await expect(versions).toBeHidden();
  await expect(row.getByText('v2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'documents-folders');

  // Leave the demo as it was: the letter (with its versions) and the template go.
  await row.getByRole('button', { name: `Delete ${letter}` }).click();
  await page.getByRole('button', { name: /Yes/ }).click();
  await expect(toast(page, 'Successfully deleted the document')).toBeVisible();
  await expect(row).toBeHidden();
  await page.goto('/secure/letter-templates');
  await page.getByRole('button', { name: `Delete ${TEMPLATE}` }).click();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(toast(page, 'Template deleted')).toBeVisible();
  await expect(main(page).getByText(TEMPLATE)).toBeHidden();
});
