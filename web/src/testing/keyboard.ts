// A keyboard user's press: the focus on a control, then Enter — what the focus tests of the forms
// start from (a click would move the focus itself and hide where a save leaves it).
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function pressEnterOn(control: HTMLElement) {
  act(() => control.focus());
  await userEvent.keyboard('{Enter}');
}
