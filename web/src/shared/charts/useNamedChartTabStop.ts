// MUI X Charts 9 makes every chart a tab stop for its keyboard navigation (arrow keys move
// through the bars or slices, and a screen reader reads each: 'Current year budget; 201.111,12
// EUR'). That tab stop is a div with role none and no name, and MUI offers no prop for it (the
// chart's `title` names an outer, unfocusable layer): Tab landed on something a screen reader
// could not name. This makes it a group named like its figure, holding the items the arrows reach.
import { useEffect, useRef } from 'react';

/** The ref for the chart's `<figure>`; `name` names the chart's tab stop. */
export function useNamedChartTabStop<T extends HTMLElement>(name: string) {
  const figure = useRef<T>(null);
  // After every render: the chart draws its tab stop when it has data, which may come later.
  useEffect(() => {
    const stop = figure.current?.querySelector('[role="none"][tabindex]');
    stop?.setAttribute('role', 'group');
    stop?.setAttribute('aria-label', name);
  });
  return figure;
}
