// The web's date field (web/src/shared/forms/FormDate.tsx): one input format, yyyy-mm-dd, in
// every browser locale. Its label names a group of three parts (Year, Month, Day); a user clicks
// into the year and types the day, the field moving on from part to part.
import type { Locator, Page } from 'playwright-core';

/** The date field labelled exactly `label` (its required mark is not part of its name). */
export function dateField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

/** Types `day` ('yyyy-mm-dd') into the field as a user does, over what it held. */
export async function typeDate(field: Locator, day: string): Promise<void> {
  await field.getByRole('spinbutton', { name: 'Year' }).click();
  await field.page().keyboard.type(day);
}

/** What the field shows and the form sends: 'yyyy-mm-dd', or '' when empty. */
export async function dateValue(field: Locator): Promise<string> {
  return field.locator('input').inputValue();
}
