// Where the focus goes after a save. A form disables its button (often its fields too) while it
// saves, or locks after a create, or a result replaces the button: the browser then drops the
// focus to <body>, and a keyboard or screen-reader user starts again from the top of the page
// (keyboard audit). When the save ends, the focus goes to `target` (the field saved, the form, the
// result) — only if it is still lost, so a user who moved on meanwhile keeps their place.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * The focus is nowhere useful: on a control that is gone or disabled (jsdom keeps it there), on
 * <body>, or on something around the target: a dialog's own container, where MUI's focus trap
 * puts it when the focused button is disabled.
 */
const isLost = (element: Element | null, target: HTMLElement | null) =>
  !element ||
  element === document.body ||
  !element.isConnected ||
  (element as HTMLButtonElement).disabled === true ||
  (target !== null && element !== target && element.contains(target));

export function useFocusAfterSave(saving: boolean, target: RefObject<HTMLElement | null>) {
  /** Where the focus was lost during this save; undefined while it was not. */
  const lostAt = useRef<Element | null | undefined>(undefined);
  useEffect(() => {
    const active = document.activeElement;
    if (saving) {
      if (lostAt.current === undefined && isLost(active, target.current)) lostAt.current = active;
      return;
    }
    const lost = lostAt.current;
    lostAt.current = undefined;
    if (lost !== undefined && (active === lost || isLost(active, target.current))) {
      target.current?.focus();
    }
  }, [saving, target]);
}

/** The hook for a Formik render function (no hooks there): `saving` is its `isSubmitting`. */
export function FocusAfterSave(props: { saving: boolean; target: RefObject<HTMLElement | null> }) {
  useFocusAfterSave(props.saving, props.target);
  return null;
}
