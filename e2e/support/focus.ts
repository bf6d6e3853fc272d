// Whether the focus is on an element and shows a ring (the app's: 2 px outline), as a keyboard
// user sees it: only a real browser applies :focus-visible and MUI's focus-visible class.
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import type { PageGlobals } from './page-globals.ts';

export async function assertFocusedWithRing(locator: Locator, what: string): Promise<void> {
  const focus = await locator.evaluate((element) => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
    const style = getComputedStyle(element);
    return {
      focused: element === document.activeElement,
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    };
  });
  assert.ok(focus.focused, `${what} does not have the focus`);
  assert.ok(focus.ring, `${what} has the focus but shows no focus ring`);
}
