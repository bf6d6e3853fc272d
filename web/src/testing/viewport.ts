// jsdom has no layout and no window.matchMedia; MUI's useMediaQuery then reports no match (a wide
// screen). This answers the min-width / max-width queries of MUI's breakpoints for a given width.
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

/** Back to jsdom's default: no matchMedia. */
export function resetViewport(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
