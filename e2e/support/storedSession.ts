// The session oidc-client-ts keeps in the tab's sessionStorage, changed as time would change it.
import type { Page } from 'playwright-core';
import type { PageGlobals } from './page-globals.ts';

/**
 * Moves the stored access token's expiry into the past, as a laptop asleep past its 5 minutes
 * finds it on waking (the library's renewal timer has not run yet). The refresh token stays valid.
 */
export async function expireStoredToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { sessionStorage } = globalThis as unknown as PageGlobals;
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index)!;
      if (!key.startsWith('oidc.user:')) continue;
      const user = JSON.parse(sessionStorage.getItem(key)!) as { expires_at: number };
      sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: 1 }));
    }
  });
}
