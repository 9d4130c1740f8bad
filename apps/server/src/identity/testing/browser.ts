import net from 'node:net';

/** A free TCP port on loopback (the issuer URL must name the port before the app is built). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Just enough of a browser for the sign-in pages in tests: a cookie jar (by name; paths are
 * ignored), manual redirects, and form posts that send the page's Origin as a browser does.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  /** extraHeaders go with every request (e.g. X-Forwarded-For, to sign in "from" an address). */
  constructor(
    private readonly origin: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=.*1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.extraHeaders)) headers.set(name, value);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }

  get(url: string | URL): Promise<Response> {
    return this.request(url);
  }

  /** Posts a form as a page of our origin would (Origin header, url-encoded body). */
  post(
    url: string | URL,
    fields: Record<string, string>,
    origin: string | null = this.origin,
  ): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (origin) headers.origin = origin;
    return this.request(url, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  }

  /**
   * Follows redirects from a response until one leaves for `stopAt` (returned as a URL, not
   * fetched) or a page answers. Relative locations are resolved like a browser does.
   */
  async follow(res: Response, from: string | URL, stopAt?: string): Promise<{ res: Response; url: string }> {
    let current = res;
    let url = String(from);
    for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops++) {
      const location = current.headers.get('location');
      if (!location) break;
      url = new URL(location, url).href;
      if (stopAt && url.startsWith(stopAt)) return { res: current, url };
      await current.arrayBuffer();
      current = await this.get(url);
    }
    return { res: current, url };
  }
}

/** Reads a form from a page as a browser would submit it untouched: its action and every named input. */
export function readForm(html: string, index = 0): { action: string; fields: Record<string, string> } {
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const form = forms[index];
  if (!form) throw new Error('no form on the page');
  const action = /action="([^"]*)"/.exec(form[1] ?? '')?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b([^>]*)>/g)) {
    const attrs = input[1] ?? '';
    const name = /name="([^"]*)"/.exec(attrs)?.[1];
    const value = /value="([^"]*)"/.exec(attrs)?.[1] ?? '';
    if (name) fields[name] = decode(value);
  }
  return { action: decode(action), fields };
}

function decode(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
