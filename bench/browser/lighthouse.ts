// Lighthouse 13 on the signed-in overview (issue 31 item 10), mobile and desktop presets: the
// performance score, Total Blocking Time, Cumulative Layout Shift and Largest Contentful Paint,
// beside the targets. A report, not a test.
//
// Lighthouse is not a dependency of the project (it would slow every `npm ci`): it is fetched
// into npm's cache with `npm exec --package lighthouse@13.5.0` and its node API imported from
// there. Why the node API and not the CLI's `--port`: the CLI opens a new tab, and the app keeps
// its sign-in in sessionStorage, which is per tab — the new tab would go to the sign-in page.
// Here the user signs in through the identity provider's real page in a Chromium started with a
// remote debugging port; Lighthouse attaches (puppeteer) to that very tab and navigates it to the
// overview. Its storage reset clears the HTTP cache and the origin's caches, service workers and
// file systems but not sessionStorage (Lighthouse's default `clearStorageTypes`), so every run
// is a cold load of a signed-in user's first screen. Throttling is Lighthouse's default
// (simulated: mobile a slow 4G and 4× CPU; desktop its desktop preset).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openBrowser, signIn, type BrowserSession } from '../../e2e/support/browser.ts';

export const LIGHTHOUSE_VERSION = '13.5.0';
export const TARGETS = { score: 90, tbtMs: 300, cls: 0.1 };
/**
 * BENCH_LIGHTHOUSE_OUT=<dir>: each run's whole report (JSON) is written there, to look into, and
 * the trace Lighthouse recorded (…-trace.json: its tasks, unthrottled, that the simulation
 * multiplies; DevTools' Performance panel opens it).
 */
const OUT = process.env.BENCH_LIGHTHOUSE_OUT;

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  score: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: unknown,
  page: unknown,
) => Promise<{ lhr: Lhr; artifacts?: { Trace?: { traceEvents: unknown[] } } } | undefined>;
interface PuppeteerBrowser {
  pages(): Promise<{ url(): string }[]>;
  disconnect(): Promise<void>;
}
interface Puppeteer {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<PuppeteerBrowser>;
}

/** Lighthouse's node API, its desktop preset and its puppeteer, from npm's cache. */
async function loadLighthouse() {
  const bin = execFileSync(
    'npm',
    ['exec', '--yes', '--package', `lighthouse@${LIGHTHOUSE_VERSION}`, '--', 'which', 'lighthouse'],
    { encoding: 'utf8', cwd: '/tmp' },
  ).trim();
  // …/node_modules/lighthouse/cli/index.js
  const root = dirname(dirname(realpathSync(bin)));
  const require = createRequire(join(root, 'package.json'));
  const lighthouse = (await import(pathToFileURL(join(root, 'core/index.js')).href))
    .default as RunLighthouse;
  const desktop = (await import(pathToFileURL(join(root, 'core/config/desktop-config.js')).href))
    .default as unknown;
  const puppeteer = require('puppeteer-core') as Puppeteer;
  return { lighthouse, desktop, puppeteer };
}

export interface LighthouseSubject {
  name: string;
  measure(formFactor: FormFactor): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

/** A Chromium signed in at `appUrl` (as 'controller'), for Lighthouse to attach to. */
export async function openLighthouseSubject(
  name: string,
  appUrl: string,
): Promise<LighthouseSubject> {
  const { lighthouse, desktop, puppeteer } = await loadLighthouse();
  const session: BrowserSession = await openBrowser({
    viewport: null,
    args: ['--remote-debugging-port=0', '--window-size=1350,940'],
  });
  try {
    await session.page.goto(appUrl);
    await signIn(session.page, 'controller');
    await session.page.locator('article dd').first().waitFor();
    const [port] = readFileSync(join(session.profile, 'DevToolsActivePort'), 'utf8').split('\n');
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${port}`,
      defaultViewport: null,
    });
    const origin = new URL(appUrl).origin;
    const page = (await browser.pages()).find((candidate) => candidate.url().startsWith(origin));
    if (!page) throw new Error(`no tab on ${origin}`);
    let runs = 0;
    return {
      name,
      async measure(formFactor) {
        const result = await lighthouse(
          appUrl,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          formFactor === 'desktop' ? desktop : undefined,
          page,
        );
        if (!result) throw new Error('Lighthouse returned nothing');
        const { lhr } = result;
        if (OUT) {
          mkdirSync(OUT, { recursive: true });
          const run = `${name}-${formFactor}-${++runs}`;
          writeFileSync(join(OUT, `${run}.json`), JSON.stringify(lhr));
          const trace = result.artifacts?.Trace;
          if (trace) writeFileSync(join(OUT, `${run}-trace.json`), JSON.stringify(trace));
        }
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        // A run that ended on the sign-in page would measure the wrong page.
        if (!lhr.finalDisplayedUrl.startsWith(origin)) {
          throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}`);
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        return {
          score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          lcpMs: audit('largest-contentful-paint'),
        };
      },
      async close() {
        await browser.disconnect();
        await session.close();
      },
    };
  } catch (error) {
    await session.close();
    throw error;
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** One line per subject and form factor: medians (and ranges) beside the targets. */
export function lighthouseLines(
  results: { name: string; formFactor: FormFactor; runs: LighthouseFigures[] }[],
): string[] {
  const lines = [
    `Lighthouse ${LIGHTHOUSE_VERSION}, signed-in overview, cold HTTP cache, median of each (min–max); targets: mobile performance ≥ ${TARGETS.score}, CLS < ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms`,
  ];
  for (const { name, formFactor, runs } of results) {
    const figure = (pick: (run: LighthouseFigures) => number, digits = 0) => {
      const values = runs.map(pick);
      const range = `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
      return `${median(values).toFixed(digits)} (${range})`;
    };
    const score = median(runs.map((run) => run.score));
    const tbt = median(runs.map((run) => run.tbtMs));
    const cls = median(runs.map((run) => run.cls));
    const met =
      formFactor === 'mobile'
        ? score >= TARGETS.score && tbt < TARGETS.tbtMs && cls < TARGETS.cls
          ? '  targets met'
          : '  targets MISSED'
        : '';
    lines.push(
      `${name.padEnd(7)} ${formFactor.padEnd(7)}: performance ${figure((run) => run.score)}, TBT ${figure((run) => run.tbtMs)} ms, CLS ${figure((run) => run.cls, 3)}, LCP ${figure((run) => run.lcpMs)} ms${met}`,
    );
  }
  return lines;
}
