// Content-Security-Policy violations are failures of a journey: the app and GraphiQL must work
// under the bff's policy (bff/README.md, "Security headers"). Chromium writes "Refused to …" to
// the console for each; a page also gets a securitypolicyviolation event, which this turns into a
// console error too, since not every build forwards the browser's own security messages.
import type { BrowserContext } from 'playwright-core';

// A string, not a function: the e2e programme compiles without the DOM library.
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.violatedDirective + ' refused ' + (event.blockedURI || 'inline') +
    ' at ' + event.sourceFile + ':' + event.lineNumber + ' on ' + document.location.href);
});`;

const VIOLATION = /Refused to|Content Security Policy|CSP violation/i;

export interface CspWatch {
  /** The violations reported since the last call, emptied. */
  take(): string[];
}

export async function watchCspViolations(context: BrowserContext): Promise<CspWatch> {
  let violations: string[] = [];
  await context.addInitScript({ content: REPORT_VIOLATIONS });
  context.on('console', (message) => {
    if (VIOLATION.test(message.text())) violations.push(message.text());
  });
  context.on('weberror', (error) => {
    if (VIOLATION.test(String(error.error()))) violations.push(String(error.error()));
  });
  return {
    take() {
      const taken = violations;
      violations = [];
      return taken;
    },
  };
}

/** Throws naming every violation, so that the test it happened in fails. */
export function assertNoViolations(watches: CspWatch[]): void {
  const violations = watches.flatMap((watch) => watch.take());
  if (violations.length > 0) {
    throw new Error(`Content-Security-Policy violations:\n${[...new Set(violations)].join('\n')}`);
  }
}
