// The few browser globals that the functions handed to page.evaluate read, typed as far as they
// are read. The e2e programme compiles without TypeScript's DOM library: it also compiles the
// bff (the stack runs in this process), whose Node stream types clash with the DOM's.
// In a page function: `const { document } = globalThis as unknown as PageGlobals;`
export interface PageGlobals {
  document: {
    readyState: string;
    activeElement: unknown;
    documentElement: { scrollWidth: number; clientWidth: number };
    querySelector(selector: string): unknown;
    querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
    getAnimations(): {
      playState: string;
      effect: { getTiming(): { iterations?: number } } | null;
    }[];
  };
  sessionStorage: {
    readonly length: number;
    key(index: number): string | null;
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
  };
  getComputedStyle(element: unknown): { outlineStyle: string; outlineWidth: string };
}
