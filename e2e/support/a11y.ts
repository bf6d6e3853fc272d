// Accessibility audit of the journeys: axe-core (WCAG 2.0/2.1 A and AA) in the page under test.
// A critical or serious violation fails the journey with a readable report. Two ways in:
// - `checkA11y(page, 'user menu open')`: explicit, for states no address names (menus, modals);
// - `auditVisitedPages(page)`: every app address the journey acts on or ends on is audited once,
//   before the journey's next action there — so journeys get it without asking (journey.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import type { PageGlobals } from './page-globals.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['critical', 'serious']);
/**
 * Third-party markup left out of the audit, by path prefix. GraphiQL 5 at /graphiql is a developer
 * tool (not a screen of the product): its tabs nest their close buttons and Monaco dims line
 * numbers, which axe rightly reports and only GraphiQL can change. The playground's own sign-in
 * bar around it is audited.
 */
const NOT_AUDITED: ReadonlyArray<readonly [pathPrefix: string, selector: string]> = [
  ['/graphiql', '.graphiql-container'],
];
/** How long a page may keep a spinner or a transition running before it is audited as it is. */
const SETTLE_TIMEOUT_MS = 10_000;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** What the page has once axe's source ran in it. */
interface WithAxe {
  document: unknown;
  axe?: { run(context: unknown, options: object): Promise<{ violations: Violation[] }> };
}

/**
 * Waits until nothing is loading (no progressbar) and no finite animation runs: MUI's menus and
 * dialogs fade and grow in, and colour contrast measured mid-fade is not what a user reads.
 * Spinners animate forever, so infinite animations do not count.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const { document } = globalThis as unknown as PageGlobals;
        return (
          document.readyState === 'complete' &&
          !document.querySelector('[role="progressbar"]') &&
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getTiming().iterations === Infinity,
            )
        );
      },
      undefined,
      { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
    )
    .catch(() => {
      // Still busy: audit what is there rather than fail on a slow page.
    });
}

function report(where: string, violations: readonly Violation[]): string {
  const lines = violations.flatMap((violation) => [
    `- ${violation.id} (${violation.impact}): ${violation.help}`,
    `  ${violation.helpUrl}`,
    ...violation.nodes.map((node) => {
      const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
      return `    at ${node.target.map(String).join(' > ')}${summary ? ` — ${summary}` : ''}`;
    }),
  ]);
  return [`Accessibility violations (axe, ${TAGS.join(', ')}) on ${where}:`, ...lines].join('\n');
}

/** Audits the page as it is now; throws on critical or serious violations. */
export async function checkA11y(page: Page, state: string): Promise<void> {
  await settled(page);
  if (!(await page.evaluate(() => typeof (globalThis as unknown as WithAxe).axe === 'object'))) {
    // Evaluated through the DevTools protocol: no inline <script>, so no CSP can refuse it.
    await page.evaluate(AXE_SOURCE);
  }
  const { pathname } = new URL(page.url());
  const exclude = NOT_AUDITED.filter(([prefix]) => pathname.startsWith(prefix)).map(
    ([, selector]) => [selector],
  );
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const { axe, document } = globalThis as unknown as WithAxe;
      const result = await axe!.run(
        exclude.length > 0 ? { include: document, exclude } : document,
        {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        },
      );
      return result.violations;
    },
    { tags: TAGS, exclude },
  );
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (failing.length > 0) {
    const path = new URL(page.url());
    throw new Error(report(`'${state}' (${path.pathname}${path.search})`, failing));
  }
}

// Playwright calls that act on the page. Reads and waits are left alone, so a journey's own waits
// decide when the page it reached is ready to be audited.
const ACTIONS = new Set([
  'check',
  'clear',
  'click',
  'close',
  'dblclick',
  'dragTo',
  'fill',
  'goBack',
  'goForward',
  'goto',
  'hover',
  'insertText',
  'press',
  'pressSequentially',
  'reload',
  'selectOption',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
  'down',
  'up',
  'move',
  'wheel',
]);
// Objects handed out by the page whose calls are actions too (keyboard.press, locator.click …).
const INPUT_DEVICES = new Set(['keyboard', 'mouse', 'touchscreen']);

function isLocator(value: unknown): value is Locator {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Locator).click === 'function' &&
    typeof (value as Locator).waitFor === 'function'
  );
}

export interface PageAudit {
  /** The page to drive: every action first audits the address the page is on, once. */
  page: Page;
  /** Audits the address the page is on now if it has not been (the end of a journey). */
  flush(): Promise<void>;
}

/**
 * Wraps a page so that the first action a journey takes on each app address (path and query)
 * audits that address first. Addresses only passed through (redirects, the sign-in callback,
 * the identity provider's pages) are not audited: nothing was done on them.
 */
export function auditVisitedPages(page: Page, appOrigin: string): PageAudit {
  const audited = new Set<string>();

  async function auditCurrent(): Promise<void> {
    if (page.isClosed()) return;
    const url = new URL(page.url());
    if (url.origin !== appOrigin || url.searchParams.has('code')) return;
    const address = `${url.pathname}${url.search}`;
    if (audited.has(address)) return;
    audited.add(address);
    await checkA11y(page, `visited ${address}`);
  }

  function wrap<T extends object>(target: T): T {
    return new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property, object);
        if (typeof property === 'string' && INPUT_DEVICES.has(property) && value) {
          return wrap(value as object);
        }
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (typeof property === 'string' && ACTIONS.has(property)) {
            return (async () => {
              // The journey means to act on this element: once it is there, so is the page it
              // waited for (a spinner before it would be audited otherwise).
              if (isLocator(object)) await object.waitFor({ state: 'attached' });
              await auditCurrent();
              return value.apply(object, args);
            })();
          }
          const result: unknown = value.apply(object, args);
          return isLocator(result) ? wrap(result) : result;
        };
      },
    });
  }

  return { page: wrap(page), flush: auditCurrent };
}
