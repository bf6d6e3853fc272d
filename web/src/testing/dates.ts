// The date field (shared/forms/FormDate) as a user works it: its label names the group of its
// year, month and day; the user clicks into it and types the day as the field shows it,
// 'yyyy-mm-dd' (web/README.md 'Dates and amounts (issue 31 item 8)').
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type Scope = Pick<typeof screen, 'getByRole'>;
type User = Pick<typeof userEvent, 'click' | 'keyboard'>;

/** The date field labelled `label` (the required mark may follow it). */
export function dateField(label: string | RegExp, scope: Scope = screen): HTMLElement {
  const name = typeof label === 'string' ? new RegExp(`^${label}[\\s\\u2009*]*$`) : label;
  return scope.getByRole('group', { name });
}

/** Its input, which the form posts and the label points to (disabled with the field). */
export function dateInput(field: HTMLElement): HTMLInputElement {
  const input = field.querySelector('input');
  if (!input) throw new Error('A date field without its input');
  return input;
}

/** What the field shows: 'yyyy-mm-dd', '' when empty ('2026-12-DD' while incomplete). */
export function dateValue(field: HTMLElement): string {
  return dateInput(field).value;
}

/** Its first part, the year (the whole field while all of it is selected). */
function yearOf(field: HTMLElement): HTMLElement {
  return within(field).queryAllByRole('spinbutton')[0] ?? (field.firstElementChild as HTMLElement);
}

/** Clicks into the field's year and types `day` ('yyyy-mm-dd'), over what it held. */
export async function typeDate(field: HTMLElement, day: string, user: User = userEvent) {
  await user.click(yearOf(field));
  await user.keyboard(day);
}

/**
 * Empties the field as a keyboard user does: all of it selected, Backspace, then back to the
 * year (ArrowLeft), where the next typing starts.
 */
export async function clearDate(field: HTMLElement, user: User = userEvent) {
  await user.click(yearOf(field));
  await user.keyboard('{Control>}a{/Control}{Backspace}{ArrowLeft}');
}
