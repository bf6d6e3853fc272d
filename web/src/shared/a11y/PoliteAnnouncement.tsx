// Says a text to screen readers without showing it (WCAG 4.1.3 status messages): a polite live
// region, visually hidden, that is mounted with its component and only changes its text — a
// region inserted together with its text is not read by every screen reader. An empty text says
// nothing. What the user sees goes to the status banner (shared/banner), which is also always
// there; this is for what is already on screen and only needs saying.
import Box from '@mui/material/Box';

/**
 * On the page for screen readers, not on screen (and out of the layout's flow). Sizes in px as
 * strings: in `sx` a number up to 1 is a fraction, so `width: 1` would be 100% of the container
 * (on a phone the bell's region then reached 260 px past the screen's edge).
 */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

/**
 * `visible` shows the text too, for a status that is the screen's one message (a search that
 * found nothing: DataTable); the region stays the same element, so it is still read.
 */
export function PoliteAnnouncement({ text, visible = false }: { text: string; visible?: boolean }) {
  return (
    <Box aria-live="polite" sx={visible ? { mb: 1 } : VISUALLY_HIDDEN}>
      {text}
    </Box>
  );
}
