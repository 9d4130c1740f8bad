/** spec 01 §2, §7: the product's own page a pop-up action returns to; it closes the window. */
export const WINDOW_CLOSING_PATH = '/window-closing.html';
export const RESPONSE_URL_PARAM = 'responseUrl';

/**
 * spec 01 §7 "The pop-up action link is the server's URL with a responseUrl query pointing to the
 * product's own window-closing page". A relative target is read against this origin; anything
 * but http(s) (a javascript: or data: URL from a tampered notification) is refused with null.
 */
export function popupActionUrl(actionTargetUrl: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(actionTargetUrl, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set(RESPONSE_URL_PARAM, `${origin}${WINDOW_CLOSING_PATH}`);
  return url.toString();
}

/** The features of the pop-up window: a centred window of a reasonable size. */
export function popupFeatures(screenWidth: number, screenHeight: number): string {
  const width = Math.min(640, screenWidth);
  const height = Math.min(760, screenHeight);
  const left = Math.max(0, Math.round((screenWidth - width) / 2));
  const top = Math.max(0, Math.round((screenHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
