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
import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { CDPSession, Page } from 'playwright-core';
import { firstPageFiles } from '../../web/scripts/first-load-size.mjs';
import { openBrowser, signIn, type BrowserSession } from '../support/browser.ts';

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

// Recorded in the page: when the first amount of a family card is in the document, then the next
// frame (painted), on the page's own clock (milliseconds since navigation start).
const FIRST_FIGURE_WATCH = `
  new MutationObserver((_, observer) => {
    const figure = document.querySelector('article dd');
    if (!figure || !figure.textContent) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstFigureMs = performance.now(); });
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/** The page globals the bench reads (the e2e programme compiles without the DOM library). */
interface Timing {
  __firstFigureMs?: number;
  performance: { getEntriesByName(name: string): { startTime: number }[] };
}

interface Request {
  url: string;
  type: string;
  /** Over the wire: headers and the encoded body. */
  bytes: number;
  fromCache: boolean;
  /** DevTools protocol timestamps (seconds, monotonic). */
  sentAt: number;
  finishedAt: number;
}

interface Visit {
  firstFigureMs: number;
  firstContentfulPaintMs: number;
  /** The requests finished when the first figure showed. */
  requests: Request[];
}

interface Subject {
  name: string;
  appUrl: string;
  session: BrowserSession;
  cdp: CDPSession;
  cold: Visit[];
  warm: Visit[];
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

/** Every request of a navigation, recorded through the DevTools protocol until `stop()`. */
function recordRequests(cdp: CDPSession) {
  const requests = new Map<string, Request>();
  const listeners = {
    'Network.requestWillBeSent': (event: {
      requestId: string;
      request: { url: string };
      type?: string;
      timestamp: number;
    }) => {
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        bytes: 0,
        fromCache: false,
        sentAt: event.timestamp,
        finishedAt: 0,
      });
    },
    'Network.requestServedFromCache': (event: { requestId: string }) => {
      const request = requests.get(event.requestId);
      if (request) request.fromCache = true;
    },
    'Network.responseReceived': (event: {
      requestId: string;
      response: { fromDiskCache?: boolean };
    }) => {
      const request = requests.get(event.requestId);
      if (request && event.response.fromDiskCache) request.fromCache = true;
    },
    'Network.loadingFinished': (event: {
      requestId: string;
      encodedDataLength: number;
      timestamp: number;
    }) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.bytes = event.encodedDataLength;
      request.finishedAt = event.timestamp;
    },
  };
  cdp.on('Network.requestWillBeSent', listeners['Network.requestWillBeSent']);
  cdp.on('Network.requestServedFromCache', listeners['Network.requestServedFromCache']);
  cdp.on('Network.responseReceived', listeners['Network.responseReceived']);
  cdp.on('Network.loadingFinished', listeners['Network.loadingFinished']);
  return {
    stop: () => {
      cdp.off('Network.requestWillBeSent', listeners['Network.requestWillBeSent']);
      cdp.off('Network.requestServedFromCache', listeners['Network.requestServedFromCache']);
      cdp.off('Network.responseReceived', listeners['Network.responseReceived']);
      cdp.off('Network.loadingFinished', listeners['Network.loadingFinished']);
      return [...requests.values()];
    },
  };
}

async function openSubject(name: string, port: number, webDistDir?: string): Promise<Subject> {
  const stack = await startStackProcess(
    { appPort: APP_PORT + port, idpPort: IDP_PORT + port },
    webDistDir,
  );
  const session = await openBrowser();
  const cdp = await session.context.newCDPSession(session.page);
  await cdp.send('Network.enable');
  await session.page.addInitScript(FIRST_FIGURE_WATCH);
  await session.page.goto(stack.appUrl);
  await signIn(session.page, 'controller');
  await session.page.locator('article dd').first().waitFor();
  return {
    name,
    appUrl: stack.appUrl,
    session,
    cdp,
    cold: [],
    warm: [],
    close: async () => {
      await session.close();
      await stack.close();
    },
  };
}

async function visit(page: Page, cdp: CDPSession, appUrl: string): Promise<Visit> {
  const recorder = recordRequests(cdp);
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await page.goto(appUrl, { waitUntil: 'commit' });
  // Functions, not strings: the app's CSP refuses eval.
  await page.waitForFunction(() => (globalThis as unknown as Timing).__firstFigureMs, undefined, {
    timeout: 60_000,
  });
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
  return { firstFigureMs, firstContentfulPaintMs, requests };
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

function report(subjects: Subject[]) {
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
  report(subjects);
} finally {
  for (const subject of subjects) await subject.close();
}
