// The status banner (spec §4/§8) as a journey waits for it. A message lives 3 s; when the one a
// journey expects does not come, a plain wait ends in a bare timeout 30 s later, with the banner
// long empty. This records every text the banner's regions show from just before the action, so
// the failure names what happened instead — a refusal, a failed write, a sign-out (the address).
import type { Page } from 'playwright-core';

/** What the page functions below read of the browser (the e2e programme has no DOM library). */
interface BannerPageGlobals {
  bannerSaid?: string[];
  document: {
    body: unknown;
    querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
  };
  MutationObserver: new (record: () => void) => {
    observe(target: unknown, options: Record<string, boolean>): void;
  };
}

/** Starts recording the banner's texts; call it before the action whose message is expected. */
export async function watchBanner(page: Page) {
  await page.evaluate(() => {
    const seen = globalThis as unknown as BannerPageGlobals;
    const { document, MutationObserver } = seen;
    seen.bannerSaid = [];
    // No named function in here: tsx would wrap it in a helper the page does not have.
    new MutationObserver(() => {
      for (const region of Array.from(
        document.querySelectorAll('[role="status"], [role="alert"]'),
      )) {
        const text = region.textContent?.trim();
        if (text && seen.bannerSaid!.at(-1) !== text) seen.bannerSaid!.push(text);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return {
    /** Waits for `message`; else fails naming what the banner said meanwhile, and where. */
    async expect(message: string): Promise<void> {
      try {
        await page.getByText(message).waitFor();
      } catch (error) {
        const said = await page
          .evaluate(
            () =>
              (globalThis as unknown as BannerPageGlobals).bannerSaid ?? ['(the page was left)'],
          )
          .catch(() => ['(the page was closed)']);
        throw new Error(
          `waited for '${message}' at ${page.url()}; the banner said meanwhile: ${JSON.stringify(said)}`,
          { cause: error },
        );
      }
    },
  };
}
