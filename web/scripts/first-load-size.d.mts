// Types of first-load-size.mjs for the TypeScript that imports it (e2e/bench/browser.ts).
export declare const BUDGET_GZIP_KB: number;
export declare const FIRST_PAGE_MODULE: string;
/** The JavaScript files the browser loads for /, relative to dist/ (e.g. 'assets/index-….js'). */
export declare function firstPageFiles(distDir?: string): string[];
