// After Approve (the card leaves 'Requests In Review' once the list is fetched again) or Decline
// (the card stays, without its decision buttons) the dialog gives the focus back to a button that
// is gone, and it would fall to <body> (keyboard audit). It goes to the card's first button
// (Details), else to the card now in its place (the one before when it was the last), else to
// the section's heading — as the tables do when a row leaves (DataTable).
import { useEffect, useRef, type FocusEvent } from 'react';

export function useFocusAfterDecision(ids: readonly string[]) {
  const cards = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef<{ id: string; index: number; control: Element } | null>(null);

  function rememberFocus(event: FocusEvent<HTMLElement>) {
    // A dialog's focus reaches here through React's tree (portal): only the cards' own count.
    if (!cards.current?.contains(event.target)) return;
    const card = event.target.closest('article');
    const index = card ? [...cards.current.querySelectorAll('article')].indexOf(card) : -1;
    const id = ids[index];
    focused.current = id ? { id, index, control: event.target } : null;
  }

  // After every render: the list fetched again, or the dialog closed.
  useEffect(() => {
    const last = focused.current;
    const active = document.activeElement;
    if (!last || last.control.isConnected || (active && active !== document.body)) return;
    focused.current = null;
    const shown = cards.current?.querySelectorAll('article') ?? [];
    const stays = ids.indexOf(last.id);
    const card = shown[stays >= 0 ? stays : Math.min(last.index, shown.length - 1)];
    (card?.querySelector('button') ?? heading.current)?.focus();
  });

  return { cards, heading, rememberFocus };
}
