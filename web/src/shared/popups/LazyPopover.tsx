// MUI's Popover — with Modal, the focus trap, the portal and its transition, ~10 kB gzip — loads
// when a popup is first opened, not with the first page (issue 15). After that it stays mounted
// like an ordinary Popover, so it closes with its transition and reopens at once.
import { lazy, Suspense, useState } from 'react';
import type { PopoverProps } from '@mui/material/Popover';

const Popover = lazy(() => import('@mui/material/Popover'));

/** True from the first time `open` is true. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function LazyPopover(props: PopoverProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Popover {...props} />
    </Suspense>
  );
}
