// What a screen reader is told: a text inside a live region of the given role — the status
// banner's (always there, src/shared/banner) or a page's own Alert.
import { screen } from '@testing-library/react';

export async function expectSaid(role: 'alert' | 'status', text: string) {
  const said = await screen.findByText(text);
  expect(said.closest(`[role="${role}"]`)).not.toBeNull();
}
