import { type APIRequestContext, type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, accessToken, closeToasts, matterIdOf, newPage, signIn } from './support';

/**
 * spec 03 §1, §2.3, §2.16, §2.17: the legacy chats of the demo estate HF/EST/2026/014, whose
 * charities Brightwater Trust and Cedar Hospice are on Probity. Over the API: the firm (Priya
 * Shah) gets the legacy chat and the charities' chat as private; a broadcast to the charities lands
 * in the legacy chat. In the browser: Beth Waters (charity@brightwater.test) opens the chat overlay
 * from the legacy page's chatOpen link, writes to the firm with a mention and to the charities;
 * Clara Cedar sees the charities' message; Priya follows her mention link to the matter's
 * Charities page (openCharityID, openCharityChat, chatMessageFocus) and finds the charities' chat
 * private. Screenshots at desktop and 390 px.
 */

const REFERENCE = 'HF/EST/2026/014';
const RUN = Date.now().toString(36);

type Chat = { conversationID: string; conversationType: string; disabled: string | null; title: string };

async function shoot(page: Page, name: string) {
  await closeToasts(page);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `screenshots/legacy-chat-${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** The overlay (a right-hand drawer titled Chat) once it lists the chats. */
function overlay(page: Page) {
  return page.getByRole('dialog', { name: 'Chat', exact: true });
}

async function openChat(overlayPage: Page, title: 'Legacy chat' | 'Charities chat') {
  await overlay(overlayPage).getByText(title, { exact: true }).first().click();
}

test('the firm and the charities chat about a legacy', async ({ browser }) => {
  test.setTimeout(180_000);
  const firm = await newPage(browser);
  await signIn(firm, 'executive@harbourfinch.test');
  const matterID = await matterIdOf(firm, REFERENCE);
  const firmToken = await accessToken(firm);
  const { data: charities } = await getJson<{
    data: {
      matterCharityID: string;
      charityName: string;
      legacyID: string;
      linkedOrganisation: string | null;
    }[];
  }>(firm.request, firmToken, `/api/Matters/${matterID}/Charity?currentPage=1&pageSize=10`);
  const brightwater = charities.find((c) => /BRIGHTWATER/i.test(c.charityName))!;
  const cedar = charities.find((c) => /CEDAR/i.test(c.charityName))!;
  expect(brightwater.linkedOrganisation).toBeTruthy();

  // API: the firm has the legacy chat and sees the charities' chat only as private.
  const forFirm = await getJson<Chat[]>(
    firm.request,
    firmToken,
    `/api/Conversations/Legacy/${brightwater.legacyID}`,
  );
  expect(forFirm.map((c) => [c.title, c.disabled])).toEqual([
    ['Legacy chat', null],
    ['Charities chat', 'This chat is private between charities.'],
  ]);
  const hidden = await firm.request.get(`/api/Conversations/${forFirm[1]!.conversationID}`, {
    headers: { authorization: `Bearer ${firmToken}` },
  });
  expect((await hidden.json()).messages).toEqual([]);

  // A broadcast to the charities lands in each verified charity's legacy chat.
  const broadcast = await firm.request.post('/api/Conversations/Broadcast/', {
    headers: { authorization: `Bearer ${firmToken}` },
    data: { matterID, message: `Probate granted (${RUN}).`, individuals: false, charities: true },
  });
  expect(broadcast.status()).toBe(200);
  expect((await broadcast.json()).conversationIDs).toContain(forFirm[0]!.conversationID);

  // Browser: Beth follows an old-style link (charity-legacies-2, spec 01 §2) with chatOpen: it
  // lands on the legacy's information page with the chat open.
  const charity = await newPage(browser);
  await signIn(charity, 'charity@brightwater.test', '/secure/charity-legacies');
  await charity.goto(`/secure/charity-legacies-2/${brightwater.legacyID}?chatOpen=true`);
  await expect(charity).toHaveURL(new RegExp(`/secure/charity-legacies/${brightwater.legacyID}/information`));
  await expect(charity.getByRole('navigation', { name: 'Legacy' })).toBeVisible();
  await expect(overlay(charity).getByText('Chats', { exact: true })).toBeVisible();

  // The link's parameters leave the URL; nothing is preselected of the two chats.
  await expect(charity).not.toHaveURL(/chatOpen/);
  await expect(overlay(charity).getByText('Chat with Harbour & Finch LLP')).toBeVisible();
  await expect(overlay(charity).getByText('Select a chat from the left-hand list.')).toBeVisible();
  await shoot(charity, 'journey-list');

  // The legacy chat: the broadcast is there; Beth mentions Priya.
  await openChat(charity, 'Legacy chat');
  const log = overlay(charity).getByRole('log', { name: 'Messages' });
  await expect(log.getByText(`Probate granted (${RUN}).`)).toBeVisible();
  const input = overlay(charity).getByRole('textbox', { name: 'Message' });
  await input.pressSequentially('@Priy');
  await overlay(charity).getByRole('option', { name: 'Priya Shah' }).click();
  await input.pressSequentially(`the account is shared (${RUN}).`);
  await overlay(charity).getByRole('button', { name: 'Send message' }).click();
  await expect(log.getByText(`the account is shared (${RUN}).`)).toBeVisible();
  await shoot(charity, 'journey-legacy');

  // The details modal: About with the firm, Users, Files under construction.
  await overlay(charity).getByRole('button', { name: 'Legacy chat details' }).click();
  const details = charity.getByRole('dialog', { name: 'Legacy chat' });
  await expect(details.getByText('Harbour & Finch LLP')).toBeVisible();
  await expect(details.getByText(/^Chat created on \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await details.getByRole('tab', { name: 'Files' }).click();
  await expect(details.getByText('Section Under Construction')).toBeVisible();
  await details.getByRole('tab', { name: 'Users' }).click();
  await expect(details.getByText('Priya Shah')).toBeVisible();
  await shoot(charity, 'journey-details');
  // Escape closes the modal only; the overlay stays.
  await charity.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(overlay(charity)).toBeVisible();

  // The charities' chat: Beth writes; Clara of Cedar Hospice reads it on her legacy.
  await openChat(charity, 'Charities chat');
  await overlay(charity).getByRole('textbox', { name: 'Message' }).fill(`Joint approach? (${RUN})`);
  await overlay(charity).getByRole('button', { name: 'Send message' }).click();
  await expect(overlay(charity).getByText(`Joint approach? (${RUN})`)).toBeVisible();
  await shoot(charity, 'journey-charities');

  const cedarPage = await newPage(browser);
  await signIn(cedarPage, 'charity@cedarhospice.test', '/secure/charity-legacies');
  await cedarPage.goto(`/secure/charity-legacies/${cedar.legacyID}/information?chatOpen=true`);
  await openChat(cedarPage, 'Charities chat');
  await expect(overlay(cedarPage).getByText(`Joint approach? (${RUN})`)).toBeVisible();

  // Priya follows her mention to the matter's Charities page with the charity's chat open.
  const mentions = await getJson<{ link: string | null; message: string }[]>(
    firm.request,
    firmToken,
    '/api/Conversations/TaggedMessages?page=1&pageCount=10',
  );
  const mention = mentions.find((m) => m.message.includes(RUN))!;
  expect(mention.link).toContain(`/secure/matters/${matterID}/organisations?openCharityID=`);
  await firm.goto(mention.link!);
  await expect(overlay(firm).getByText('Chats', { exact: true })).toBeVisible();
  await expect(firm).not.toHaveURL(/openCharityChat|chatMessageFocus/);
  await expect(overlay(firm).getByText(`the account is shared (${RUN}).`)).toBeVisible();
  await shoot(firm, 'journey-firm');
  await openChat(firm, 'Charities chat');
  await expect(overlay(firm).getByText('This chat is private between charities.')).toBeVisible();
  await expect(overlay(firm).getByText(`Joint approach? (${RUN})`)).toHaveCount(0);
  await shoot(firm, 'journey-firm-private');
});
