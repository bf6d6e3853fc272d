// Shared set-up of a journey: one stack per test file, one fresh browser per test.
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type BrowserSession } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

export interface Journey {
  readonly stack: Stack;
  /** Opens the app in a fresh browser and signs in through the identity provider's page. */
  signedIn(username: string): Promise<BrowserSession>;
}

export function useStack(): Journey {
  let stack: Stack | undefined;
  const sessions: BrowserSession[] = [];
  before(async () => {
    stack = await startStack();
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
    async signedIn(username) {
      const session = await openBrowser();
      sessions.push(session);
      await session.page.goto(this.stack.appUrl);
      await signIn(session.page, username);
      await waitForApp(session.page, this.stack.appUrl);
      return session;
    },
  };
}

/** Back on the app, the sign-in callback handled and the shell rendered. */
export async function waitForApp(page: Page, appUrl: string): Promise<void> {
  await page.waitForURL(
    (url) => url.origin === new URL(appUrl).origin && !url.searchParams.has('code'),
  );
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}
