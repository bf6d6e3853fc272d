// Shared set-up of a journey: one stack per test file, one fresh browser per test. Every browser a
// journey opens here is audited with axe (support/a11y.ts): each app address the journey acts on
// or ends on, once, before its next action there; a test ends with the audit of where it stopped.
// A new journey gets this by using `signedIn()` or `browser()`; states that have no address of
// their own (open menus, dialogs) it checks with `checkA11y(page, 'what is open')`.
// Every such browser also fails its test on any Content-Security-Policy violation (support/csp.ts).
import { after, afterEach, before } from 'node:test';
import type { Page } from 'playwright-core';
import { auditVisitedPages, type PageAudit } from './a11y.ts';
import { openBrowser, signIn, type BrowserOptions, type BrowserSession } from './browser.ts';
import { assertNoViolations, watchCspViolations, type CspWatch } from './csp.ts';
import { startStack, type Stack } from './stack.ts';

export interface Journey {
  readonly stack: Stack;
  /** A fresh browser whose page audits every app address it acts on; not signed in yet. */
  browser(options?: BrowserOptions): Promise<BrowserSession>;
  /** Opens the app in a fresh (audited) browser and signs in through the identity provider's page. */
  signedIn(username: string, options?: BrowserOptions): Promise<BrowserSession>;
}

export function useStack(): Journey {
  let stack: Stack | undefined;
  const sessions: BrowserSession[] = [];
  let audits: PageAudit[] = [];
  let cspWatches: CspWatch[] = [];
  before(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    // The page a test stopped on was never acted on afterwards: audit it now.
    const opened = audits;
    audits = [];
    for (const audit of opened) await audit.flush();
    // A CSP violation anywhere in the test's browsers fails it.
    const watched = cspWatches;
    cspWatches = [];
    assertNoViolations(watched);
  });
  after(async () => {
    await Promise.all(sessions.map((session) => session.close()));
    await stack?.close();
  });
  return {
    get stack() {
      if (!stack) throw new Error('stack not started');
      return stack;
    },
    async browser(options) {
      const session = await openBrowser(options);
      sessions.push(session);
      cspWatches.push(await watchCspViolations(session.context));
      const audit = auditVisitedPages(session.page, new URL(this.stack.appUrl).origin);
      audits.push(audit);
      return { ...session, page: audit.page };
    },
    async signedIn(username, options) {
      const session = await this.browser(options);
      await session.page.goto(this.stack.appUrl);
      await signIn(session.page, username);
      await waitForApp(session.page, this.stack.appUrl);
      return session;
    },
  };
}

/**
 * Back on the app, the sign-in callback handled and the shell rendered (its header: on a phone
 * the main menu is in a drawer, not on the page until opened).
 */
export async function waitForApp(page: Page, appUrl: string): Promise<void> {
  await page.waitForURL(
    (url) => url.origin === new URL(appUrl).origin && !url.searchParams.has('code'),
  );
  await page.getByRole('banner').waitFor();
}
