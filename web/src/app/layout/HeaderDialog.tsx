// A popover under a header button that holds more than menu items (lists, form controls), so it
// is a dialog: role="menu" may hold menu items only. The button says that it opens a dialog and
// whether it is open; Escape or a click outside closes it and gives the focus back to the button.
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { LazyPopover } from '../../shared/popups/LazyPopover';

export interface TriggerProps {
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick(event: MouseEvent<HTMLElement>): void;
}

interface Props {
  /** The button that opens the dialog, given the props that wire it to the dialog. */
  trigger(props: TriggerProps): ReactNode;
  /** The dialog's accessible name, or (with the id handed to `children`) a heading inside it. */
  label?: string;
  children(dialog: { close(): void; titleId: string }): ReactNode;
  minWidth?: number;
}

export function HeaderDialog({ trigger, label, children, minWidth }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const close = () => setAnchor(null);
  return (
    <>
      {trigger({
        'aria-haspopup': 'dialog',
        'aria-expanded': Boolean(anchor),
        'aria-controls': anchor ? id : undefined,
        onClick: (event) => setAnchor(event.currentTarget),
      })}
      <LazyPopover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id,
            role: 'dialog',
            ...(label ? { 'aria-label': label } : { 'aria-labelledby': titleId }),
            sx: { minWidth },
          },
        }}
      >
        {children({ close, titleId })}
      </LazyPopover>
    </>
  );
}
