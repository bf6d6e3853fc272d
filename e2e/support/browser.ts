// Debian's Chromium driven by playwright-core (no downloaded browser: the machine has no internet).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** The profile's directory (Chromium writes `DevToolsActivePort` there). */
  profile: string;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /**
   * CSS pixels; a desktop window unless a journey asks for a phone's (e.g. 412 × 915). `null`:
   * no emulation at all (a tool on another DevTools connection emulates, e.g. Lighthouse).
   */
  viewport?: { width: number; height: number } | null;
  /** More command-line switches (the bench's `--remote-debugging-port=0` for Lighthouse). */
  args?: string[];
}

/** A fresh browser profile per session, so no sign-in leaks from one journey to the next. */
export async function openBrowser({
  viewport = { width: 1400, height: 900 },
  args = [],
}: BrowserOptions = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'cost-steering-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...ARGS, ...args],
    viewport,
    locale: 'en-GB',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    profile,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Fills the identity provider's sign-in page (Keycloak's element ids, which dev-idp keeps). */
export async function signIn(page: Page, username: string, password = username): Promise<void> {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
}
