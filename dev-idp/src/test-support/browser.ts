// FOR TESTS: what a browser does for the sign-in flow, over plain HTTP: a cookie jar that honours
// Path and expiry, manual redirects, and reading the forms of a page.
import { createHash, randomBytes } from 'node:crypto';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expires: number;
}

function parseSetCookie(header: string, requestPath: string): StoredCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie: StoredCookie = {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    path: requestPath.slice(0, requestPath.lastIndexOf('/')) || '/',
    expires: Infinity,
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'path':
        cookie.path = value || '/';
        break;
      case 'expires':
        cookie.expires = Math.min(cookie.expires, Date.parse(value));
        break;
      case 'max-age':
        cookie.expires = Date.now() + Number(value) * 1000;
        break;
    }
  }
  return cookie;
}

function pathMatches(cookiePath: string, requestPath: string): boolean {
  return (
    requestPath === cookiePath ||
    (requestPath.startsWith(cookiePath) &&
      (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'))
  );
}

export class Browser {
  private readonly cookies = new Map<string, StoredCookie>();

  /** One request, redirects not followed (the test looks at each hop). */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookieHeader = this.cookiesFor(target.pathname);
    if (cookieHeader) headers.set('cookie', cookieHeader);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header, target.pathname);
      const key = `${cookie.name}|${cookie.path}`;
      if (cookie.expires <= Date.now()) this.cookies.delete(key);
      else this.cookies.set(key, cookie);
    }
    return response;
  }

  /** Follows redirects on the provider's origin; stops at the first hop elsewhere or at a page. */
  async navigate(url: string, init: RequestInit = {}): Promise<Response> {
    let response = await this.request(url, init);
    let location = new URL(url);
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, location);
      if (next.origin !== location.origin) return response;
      location = next;
      response = await this.request(next.href);
    }
    return response;
  }

  /** Submits the form with that id (or the first form) as a browser would, without following. */
  async submit(pageUrl: string, html: string, fields: Record<string, string>, formId?: string) {
    const form = findForm(html, formId);
    const body = new URLSearchParams({ ...form.hidden, ...fields });
    return this.request(new URL(form.action, pageUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  private cookiesFor(path: string): string {
    const now = Date.now();
    return [...this.cookies.values()]
      .filter((cookie) => cookie.expires > now && pathMatches(cookie.path, path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : undefined;
}

export function findForm(html: string, formId?: string) {
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]);
  const form = formId ? forms.find((f) => attribute(f, 'id') === formId) : forms[0];
  if (!form) throw new Error(`No form${formId ? ` '${formId}'` : ''} in page:\n${html}`);
  const hidden: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    if (attribute(input, 'type') === 'hidden')
      hidden[attribute(input, 'name')!] = attribute(input, 'value') ?? '';
  }
  return { action: attribute(form, 'action') ?? '', hidden };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}
