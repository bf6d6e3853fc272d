// Security headers of every response (helmet), with one Content-Security-Policy per kind of
// content: the web app (styles by a per-response nonce), GraphiQL (a developer tool whose editor
// injects <style> tags without a nonce) and everything else (JSON, files: nothing may load).
// Decisions and the trade-offs are in bff/README.md, "Security headers".
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** The placeholder the web's build writes into index.html (web/vite.config.ts, html.cspNonce). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

type Directives = Record<
  string,
  Iterable<string | ((req: IncomingMessage, res: ServerResponse) => string)>
>;

/** The nonce of this response; made by `withNonce`, read by the web app route and the CSP. */
export function nonceOf(res: ServerResponse): string {
  return (res as ServerResponse & { locals: { cspNonce?: string } }).locals.cspNonce ?? '';
}

/** A fresh nonce per response (128 random bits), before the CSP header that names it is set. */
export const withNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

function csp(directives: Directives): RequestHandler {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives });
}

const API_DIRECTIVES: Directives = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * The headers of every response: no referrer leaves the app (URLs carry ids), no MIME sniffing,
 * never framed. HSTS is the TLS-terminating proxy's job (docker/README.md): over plain HTTP the
 * browser ignores it, and the bff cannot know whether it is reached over TLS.
 * The default policy is the API's: a JSON or file answer may load nothing and be framed nowhere.
 */
export const BASE_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
};

/** helmet with BASE_HELMET_OPTIONS: the same headers on every response. */
export function baseSecurityHeaders(): RequestHandler {
  return fixedHeaders(helmet(BASE_HELMET_OPTIONS));
}

/**
 * A middleware whose headers never depend on the request, run once on a stand-in response and
 * replayed: helmet calls a dozen middlewares for every response to set the same values, a
 * measurable part of the bff's own CPU on a small answer (issue 15). One that would read the
 * request or call back later (a nonce, an error) fails here, at start.
 */
function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const steps: Array<(res: Response) => void> = [];
  const standIn = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push((res) => res.setHeader(name, value));
      return standIn;
    },
    removeHeader(name: string) {
      steps.push((res) => res.removeHeader(name));
    },
  };
  let passedOn = false;
  void middleware(
    Object.freeze({}) as Request,
    standIn as unknown as Response,
    (error?: unknown) => {
      if (error) throw error;
      passedOn = true;
    },
  );
  if (!passedOn) throw new Error('fixedHeaders: the middleware did not pass the request on');
  return (_req, res, next) => {
    for (const step of steps) step(res);
    next();
  };
}

/** What the browser pages share: scripts from this origin only, API calls here and to the issuer. */
function pageDirectives(issuerOrigin: string): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    connectSrc: ["'self'", issuerOrigin],
    // The logo may be a data: URL; downloads and previews are blob: URLs.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    // Sign-out may post to the issuer's end-session endpoint.
    formAction: ["'self'", issuerOrigin],
  };
}

/**
 * The web app: emotion (MUI) injects <style> tags; each carries this response's nonce, which the
 * page reads from its <meta property="csp-nonce"> (web/src/app/styleCache.ts). No 'unsafe-inline'.
 */
export function webAppPolicy(issuerOrigin: string): RequestHandler[] {
  return [
    withNonce,
    csp({
      ...pageDirectives(issuerOrigin),
      styleSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res)}'`],
    }),
  ];
}

/**
 * GraphiQL: its Monaco editor creates <style> elements and style attributes itself, with no way
 * to hand it a nonce, so styles (only) may be inline there. Scripts stay 'self' only.
 */
export function playgroundPolicy(issuerOrigin: string): RequestHandler {
  return csp({
    ...pageDirectives(issuerOrigin),
    styleSrc: ["'self'", "'unsafe-inline'"],
  });
}
