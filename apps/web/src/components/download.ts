import { getAccessToken } from '../auth/auth-service';
import { DEMO_MODE_HEADER, readDemoMode } from '../auth/demo-mode';

function fileNameOf(disposition: string | null, fallback: string): string {
  // The UTF-8 name (RFC 6266 filename*) when given; the ASCII fallback replaces "–", "é"… with "_".
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ? match[1] : fallback;
}

/**
 * Downloads a file of this origin's API with the bearer token (a plain link cannot carry it) and
 * saves it under the server's file name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const url = new URL(path, window.location.origin);
  if (url.origin !== window.location.origin) throw new Error('Refusing to call another origin');
  const headers = new Headers();
  const token = await getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (readDemoMode()) headers.set(DEMO_MODE_HEADER, 'true');
  const response = await fetch(url, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    // A 400 says what is wrong (e.g. "narrow the search to export it"): show that, not a status code.
    const body = response.status === 400 ? await response.json().catch(() => null) : null;
    const message = typeof body?.detail === 'string' ? body.detail : `HTTP ${response.status}`;
    throw new Error(message);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
