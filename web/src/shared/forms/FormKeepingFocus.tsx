// Formik's Form that keeps the keyboard user's place: its submit button is disabled while it
// saves (or the form locks after a create, or resets to an empty, invalid state), which drops the
// focus to <body>. After the save the focus goes to the form itself (tabIndex -1; Tab goes on from
// there) — not to its first field, which, left untouched, would be marked touched and show its
// 'required' text (the request form's reason, web/README.md 'Focus after a form's own actions').
import { useRef, type ComponentProps, type RefObject } from 'react';
import { Form, useFormikContext } from 'formik';
import { useFocusAfterSave } from './FocusAfterSave';

type Props = ComponentProps<typeof Form> & {
  /** For a form that also moves the focus to itself on its own (e.g. after New). */
  ref?: RefObject<HTMLFormElement | null>;
};

export function FormKeepingFocus({ ref, ...props }: Props) {
  const own = useRef<HTMLFormElement>(null);
  const form = ref ?? own;
  useFocusAfterSave(useFormikContext().isSubmitting, form);
  return <Form noValidate tabIndex={-1} {...props} ref={form} />;
}
