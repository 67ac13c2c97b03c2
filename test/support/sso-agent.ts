/**
 * A browser's part of a single sign-on, without a browser: a cookie jar per host, redirects followed
 * one by one (so a test can look at, or tamper with, the IdP's redirect back), forms posted like a
 * browser posts them. Used by the API tests against a real OpenID provider and a real SAML IdP.
 */
export class SsoAgent {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(readonly language = 'en') {}

  async request(url: string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}) {
    const target = new URL(url);
    const headers: Record<string, string> = { 'accept-language': this.language };
    const cookies = this.jar.get(target.host);
    if (cookies?.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.trim().split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      const host = this.jar.get(target.host) ?? new Map<string, string>();
      if (expired) host.delete(name);
      else host.set(name, value.join('='));
      this.jar.set(target.host, host);
    }
    return response;
  }

  /**
   * Follows redirects from `url` until `stop` says so (it is given each next address) or a page
   * answers; answers the last response and its address.
   */
  async follow(url: string, stop: (next: string) => boolean = () => false) {
    let current = url;
    for (let hops = 0; hops < 20; hops++) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      const next = new URL(location, current).href;
      if (stop(next)) return { response, url: next, stopped: true };
      current = next;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  cookieNames(host: string): string[] {
    return [...(this.jar.get(host)?.keys() ?? [])];
  }
}

/** The `action` of the first form of a page, as an absolute address. */
export function formAction(html: string, pageUrl: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no form on ${pageUrl}: ${html.slice(0, 300)}`);
  return new URL(match[1].replace(/&amp;/g, '&'), pageUrl).href;
}
