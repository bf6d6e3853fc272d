// Focus rings for what the theme's ring (app/theme/createAppTheme.ts: buttons, links, icon
// buttons) does not reach (keyboard audit). MUI's list item and toggle buttons show the focus
// only as a faint grey; an MUI X chart's keyboard surface (Tab reaches it, the arrows then walk
// its bars) shows nothing until an arrow is pressed. Kept out of the theme: only lazy screens use them.

/** A ring inside the control: its neighbours, or a popover's edge, would cover one outside. */
export const INSET_FOCUS_RING = {
  '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid currentColor', outlineOffset: -2 },
} as const;

/** For the figure around a chart: the surface sets `outline: none` in its own style attribute. */
export const CHART_FOCUS_RING = {
  '& .MuiChartsSurface-root > [tabindex="0"]:focus-visible': {
    outline: '2px solid currentColor !important',
    outlineOffset: 2,
  },
} as const;
