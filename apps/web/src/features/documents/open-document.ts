import { getAccessToken } from '../../auth/auth-service';
import { DEMO_MODE_HEADER, readDemoMode } from '../../auth/demo-mode';

/** Fetches a file of this origin's API with the bearer token and answers a blob URL. */
export async function fetchBlobUrl(path: string): Promise<string> {
  const url = new URL(path, window.location.origin);
  if (url.origin !== window.location.origin) throw new Error('Refusing to call another origin');
  const headers = new Headers();
  const token = await getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (readDemoMode()) headers.set(DEMO_MODE_HEADER, 'true');
  const response = await fetch(url, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

/**
 * spec 02 §7: a document opens in a new tab. A plain link cannot carry the token, so the tab is
 * opened at once (no pop-up blocker) and pointed at the fetched blob.
 */
export async function openDocumentInNewTab(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const href = await fetchBlobUrl(path);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
