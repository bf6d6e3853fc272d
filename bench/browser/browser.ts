// `npm run bench:browser` (issue 15, target 4): how soon the overview shows its first figures in
// Chromium on a throttled connection — navigation start to the first family card's first amount
// painted — with an empty HTTP cache (first visit) and a warm one (returning user), and what went
// over the wire before it. Needs `npm run build` (the bff serves web/dist).
// BENCH_BASE_DIST=<dir>: an earlier build of the web app (e.g. main's), measured beside this one,
// runs interleaved, each on a stack of its own.
//
// Throttling: Chrome DevTools' 'Fast 3G' preset (front_end/core/sdk/NetworkManager.ts,
// Fast3GConditions): download 1.6 Mbit/s × 0.9 = 180,000 B/s, upload 750 kbit/s × 0.9 =
// 84,375 B/s, latency 150 ms × 3.75 = 562.5 ms — set through the DevTools protocol
// (Network.emulateNetworkConditions), as DevTools does.
//
// The user signs in through the identity provider's real page first (not timed, not throttled);
// each measured navigation then finds the session in sessionStorage, as a reload does.
//
// Then Lighthouse 13 on the same stacks, mobile and desktop presets, interleaved
// (lighthouse.ts; BENCH_LIGHTHOUSE_RUNS, default 3; 0 skips it; BENCH_RUNS=0 runs Lighthouse only).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { CDPSession, Page } from 'playwright-core';
import { firstPageFiles } from '../../web/scripts/first-load-size.mjs';
import { openBrowser, signIn, type BrowserSession } from '../../e2e/support/browser.ts';
import {
  lighthouseLines,
  openLighthouseSubject,
  type FormFactor,
  type LighthouseFigures,
  type LighthouseSubject,
} from './lighthouse.ts';
import { recordRequests, type Request } from './requests.ts';
import { pageWatch, readPageEvents, timelineLines, type PageEvents } from './timeline.ts';

const FAST_3G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};
const NO_THROTTLING = { offline: false, downloadThroughput: -1, uploadThroughput: -1, latency: 0 };
const TARGET_MS = 1500;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4450);
const IDP_PORT = Number(process.env.BENCH_IDP_PORT ?? 8550);
/** BENCH_TRACE=1: the timeline of each subject's median visit, cold and warm (timeline.ts). */
const TRACE = Boolean(process.env.BENCH_TRACE);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The page globals the bench reads (the e2e programme compiles without the DOM library). */
interface Timing {
  __firstFigureMs?: number;
  performance: { getEntriesByName(name: string): { startTime: number }[] };
}

interface Visit {
  firstFigureMs: number;
  firstContentfulPaintMs: number;
  /** The requests finished when the first figure showed. */
  requests: Request[];
  /** Every request of the navigation and what the page recorded (BENCH_TRACE=1). */
  all: Request[];
  events: PageEvents;
}

interface Subject {
  name: string;
  appUrl: string;
  session: BrowserSession;
  cdp: CDPSession;
  cold: Visit[];
  warm: Visit[];
  lighthouse?: LighthouseSubject;
  lighthouseRuns: Record<FormFactor, LighthouseFigures[]>;
  close(): Promise<void>;
}

/** A stack (dev IdP, rest-api on PGlite with the demo data, bff) in a process of its own. */
async function startStackProcess(ports: { appPort: number; idpPort: number }, webDistDir?: string) {
  const child = fork(
    new URL('./stack-process.ts', import.meta.url),
    [JSON.stringify({ ...ports, webDistDir })],
    {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production', TEST_DATABASE_URL: '' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const [{ appUrl }] = (await once(child, 'message')) as [{ appUrl: string }];
  return {
    appUrl,
    close: async () => {
      child.send('close');
      await once(child, 'exit');
    },
  };
}

async function openSubject(name: string, port: number, webDistDir?: string): Promise<Subject> {
  const stack = await startStackProcess(
    { appPort: APP_PORT + port, idpPort: IDP_PORT + port },
    webDistDir,
  );
  // A browser that fails to start must not leave the stack's process behind.
  const session = await openBrowser().catch(async (error: unknown) => {
    await stack.close();
    throw error;
  });
  const cdp = await session.context.newCDPSession(session.page);
  await cdp.send('Network.enable');
  await session.page.addInitScript(pageWatch(TRACE));
  await session.page.goto(stack.appUrl);
  await signIn(session.page, 'controller');
  await session.page.locator('article dd').first().waitFor();
  const subject: Subject = {
    name,
    appUrl: stack.appUrl,
    session,
    cdp,
    cold: [],
    warm: [],
    lighthouseRuns: { mobile: [], desktop: [] },
    close: async () => {
      await subject.lighthouse?.close();
      await session.close();
      await stack.close();
    },
  };
  return subject;
}

async function visit(page: Page, cdp: CDPSession, appUrl: string): Promise<Visit> {
  const recorder = recordRequests(cdp);
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await page.goto(appUrl, { waitUntil: 'commit' });
  // Functions, not strings: the app's CSP refuses eval.
  await page.waitForFunction(() => (globalThis as unknown as Timing).__firstFigureMs, undefined, {
    timeout: 60_000,
  });
  const events = await page.evaluate(readPageEvents);
  const [firstFigureMs, firstContentfulPaintMs] = await page.evaluate(() => {
    const { __firstFigureMs, performance } = globalThis as unknown as Timing;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return [__firstFigureMs ?? NaN, paint?.startTime ?? NaN] as const;
  });
  await cdp.send('Network.emulateNetworkConditions', NO_THROTTLING);
  // Counted from the document request (the navigation's start on the protocol's clock).
  const all = recorder.stop();
  const start = all.find((request) => request.type === 'Document')?.sentAt ?? 0;
  const requests = all.filter(
    (request) => request.finishedAt > 0 && (request.finishedAt - start) * 1000 <= firstFigureMs,
  );
  return { firstFigureMs, firstContentfulPaintMs, requests, all, events };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function wire(visit: Visit): string {
  const byType = new Map<string, { count: number; bytes: number; cached: number }>();
  for (const request of visit.requests) {
    const entry = byType.get(request.type) ?? { count: 0, bytes: 0, cached: 0 };
    entry.count++;
    entry.bytes += request.bytes;
    if (request.fromCache) entry.cached++;
    byType.set(request.type, entry);
  }
  const total = visit.requests.reduce((sum, request) => sum + request.bytes, 0);
  const types = [...byType].map(
    ([type, { count, bytes, cached }]) =>
      `${type} ${count}${cached ? ` (${cached} cached)` : ''} ${kB(bytes)}`,
  );
  return `${kB(total)} in ${visit.requests.length} requests: ${types.join(', ')}`;
}

function trace(subject: Subject) {
  for (const [cache, visits] of [
    ['cold cache', subject.cold],
    ['warm cache', subject.warm],
  ] as const) {
    const middle = [...visits].sort((a, b) => a.firstFigureMs - b.firstFigureMs)[
      Math.floor(visits.length / 2)
    ] as Visit;
    console.log(`\n${subject.name}, ${cache}, median visit — ms since the document request:`);
    console.log('  sent →  headers → done');
    for (const line of timelineLines(middle.all, middle.events, middle.firstFigureMs)) {
      console.log(`  ${line}`);
    }
  }
  console.log('');
}

function report(subjects: Subject[]) {
  if (LIGHTHOUSE_RUNS > 0) {
    const results = subjects.flatMap((subject) =>
      (['mobile', 'desktop'] as const).map((formFactor) => ({
        name: subject.name,
        formFactor,
        runs: subject.lighthouseRuns[formFactor],
      })),
    );
    for (const line of lighthouseLines(results)) console.log(line);
  }
  if (RUNS === 0) return;
  console.log(
    `bench:browser — Chromium, DevTools 'Fast 3G' (180,000 B/s down, 84,375 B/s up, 562.5 ms latency); ${RUNS} runs each, interleaved; target ${TARGET_MS} ms`,
  );
  for (const subject of subjects) {
    for (const [cache, visits] of [
      ['cold cache', subject.cold],
      ['warm cache', subject.warm],
    ] as const) {
      const figures = visits.map((visit) => visit.firstFigureMs);
      const fcp = visits.map((visit) => visit.firstContentfulPaintMs);
      console.log(
        `${subject.name.padEnd(7)} ${cache}: first figures median ${median(figures).toFixed(0)} ms (${Math.min(...figures).toFixed(0)}–${Math.max(...figures).toFixed(0)}), first paint ${median(fcp).toFixed(0)} ms; ${wire(visits.at(-1) as Visit)}`,
      );
    }
  }
  if (TRACE) for (const subject of subjects) trace(subject);
  // The size budget's list (web/scripts/first-load-size.mjs) against what Chromium fetched.
  const current = subjects[0] as Subject;
  const loaded = (current.cold.at(-1) as Visit).requests
    .filter((request) => request.type === 'Script')
    .map((request) => new URL(request.url).pathname.replace(/^\//, ''))
    .sort();
  const budgeted = firstPageFiles();
  const same = loaded.length === budgeted.length && loaded.every((file, i) => file === budgeted[i]);
  console.log(`scripts Chromium loaded for / before the figures: ${loaded.join(', ')}`);
  console.log(
    same
      ? 'the size budget (npm run budget -w web) measures exactly these files'
      : `MISMATCH: the size budget measures ${budgeted.join(', ')}`,
  );
}

const subjects: Subject[] = [];
try {
  subjects.push(await openSubject('this', 0));
  const base = process.env.BENCH_BASE_DIST;
  if (base) subjects.push(await openSubject('base', 1, base));
  for (let run = 0; run < RUNS; run++) {
    for (const subject of subjects) {
      const { page } = subject.session;
      await subject.cdp.send('Network.clearBrowserCache');
      subject.cold.push(await visit(page, subject.cdp, subject.appUrl));
      subject.warm.push(await visit(page, subject.cdp, subject.appUrl));
    }
  }
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const subject of subjects) {
        subject.lighthouse ??= await openLighthouseSubject(subject.name, subject.appUrl);
        subject.lighthouseRuns[formFactor].push(await subject.lighthouse.measure(formFactor));
      }
    }
  }
  report(subjects);
} finally {
  for (const subject of subjects) await subject.close();
}
