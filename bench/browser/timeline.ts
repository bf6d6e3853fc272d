// What happened before the first figures, in order (bench:browser, `BENCH_TRACE=1`): every
// request (sent → response headers → last byte), when the page first showed what (the first
// render, the shell, the first card, the first figure), the app's own User Timing marks, and the
// main thread's long tasks with the scripts they ran (Chromium's long-animation-frame entries) —
// to see what waits for what.
import type { Request } from './requests.ts';

/**
 * Runs in the page before its scripts (an init script): when each milestone's element is first
 * in the document (the first figure: painted, the next frame), and with `frames` the long
 * frames, on the page's clock (milliseconds since navigation start). Frames only when tracing:
 * their script attribution makes Chromium re-parse the entry for source positions (~70 ms of
 * main thread here, seen in a DevTools trace), which would slow the page being measured.
 */
export const pageWatch = (frames: boolean) => `
  window.__milestones = {};
  const milestones = [
    ['first render', '#root > *'],
    ['shell', 'header'],
    ['first card', 'article'],
  ];
  new MutationObserver((_, observer) => {
    for (const [name, selector] of milestones) {
      if (!(name in window.__milestones) && document.querySelector(selector)) {
        window.__milestones[name] = performance.now();
      }
    }
    const figure = document.querySelector('article dd');
    if (!figure || !figure.textContent) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstFigureMs = performance.now(); });
  }).observe(document, { childList: true, subtree: true, characterData: true });
  window.__frames = [];
  if (${frames}) try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__frames.push({
          startTime: entry.startTime,
          duration: entry.duration,
          scripts: (entry.scripts ?? []).map((script) => ({
            name: (script.sourceURL || script.invoker || '').replace(/^.*\\//, '') + ' ' + script.invokerType,
            duration: script.duration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
`;

export interface PageEvents {
  milestones: Record<string, number>;
  marks: { name: string; startTime: number }[];
  frames: { startTime: number; duration: number; scripts: { name: string; duration: number }[] }[];
}

/** Reads what PAGE_WATCH and the app recorded (runs in the page). */
export function readPageEvents(): PageEvents {
  const page = globalThis as unknown as {
    __milestones?: Record<string, number>;
    __frames?: PageEvents['frames'];
    performance: { getEntriesByType(type: string): { name: string; startTime: number }[] };
  };
  return {
    milestones: page.__milestones ?? {},
    marks: page.performance
      .getEntriesByType('mark')
      .map(({ name, startTime }) => ({ name, startTime })),
    frames: page.__frames ?? [],
  };
}

const ms = (value: number) => `${value.toFixed(0)}`.padStart(5);

/** The timeline as lines, times in ms since the document request was sent. */
export function timelineLines(
  requests: Request[],
  events: PageEvents,
  firstFigureMs: number,
): string[] {
  const start = requests.find((request) => request.type === 'Document')?.sentAt ?? 0;
  const at = (timestamp: number) => (timestamp ? ms((timestamp - start) * 1000) : '    –');
  const rows: [number, string][] = [];
  for (const request of requests) {
    const sent = (request.sentAt - start) * 1000;
    if (sent > firstFigureMs) continue;
    const how = request.fromCache
      ? 'cache'
      : `conn ${request.connectionId ?? '?'}${request.connectionReused ? '' : ' new'}`;
    rows.push([
      sent,
      `${ms(sent)} → ${at(request.headersAt)} → ${at(request.finishedAt)}  ${request.label} (${how}, ${(request.bytes / 1024).toFixed(1)} kB)`,
    ]);
  }
  for (const [name, time] of Object.entries(events.milestones)) {
    rows.push([time, `${ms(time)}  ◆ ${name}`]);
  }
  for (const mark of events.marks)
    rows.push([mark.startTime, `${ms(mark.startTime)}  ▸ ${mark.name}`]);
  for (const frame of events.frames) {
    if (frame.startTime > firstFigureMs) continue;
    const scripts = frame.scripts
      .filter((script) => script.duration >= 5)
      .map((script) => `${script.name} ${script.duration.toFixed(0)}`)
      .join(', ');
    rows.push([
      frame.startTime,
      `${ms(frame.startTime)} … ${ms(frame.startTime + frame.duration)}  ▒ long frame ${frame.duration.toFixed(0)} ms${scripts ? `: ${scripts}` : ''}`,
    ]);
  }
  rows.push([firstFigureMs, `${ms(firstFigureMs)}  ◆ first figure painted`]);
  return rows.sort((a, b) => a[0] - b[0]).map(([, line]) => line);
}
